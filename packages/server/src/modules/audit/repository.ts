import { AUDIT_PAGE_SIZE, type AuditEntry, type AuditQuery } from '@stroomlijn/domain';
import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { AuditEntryTable, Database } from '../../db/schema.js';

/** At most this many matches of a filtered page are counted (a period of years may match millions). */
export const AUDIT_COUNT_LIMIT = 10_000;

export const ENTRY_COLUMNS = [
  'seq',
  'at',
  'actor_kind',
  'actor_id',
  'actor_name',
  'address',
  'request_id',
  'entity',
  'entity_id',
  'action',
  'change',
  'personal_hash',
  'erased_at',
  'prev_hash',
  'hash',
] as const satisfies readonly (keyof AuditEntryTable)[];

export type EntryRow = Pick<AuditEntryTable, (typeof ENTRY_COLUMNS)[number]>;

export function toAuditEntry(row: EntryRow): AuditEntry {
  return {
    seq: Number(row.seq),
    at: Number(row.at),
    actor: { kind: row.actor_kind as AuditEntry['actor']['kind'], id: row.actor_id, name: row.actor_name },
    address: row.address,
    requestId: row.request_id,
    entity: row.entity as AuditEntry['entity'],
    entityId: row.entity_id,
    action: row.action as AuditEntry['action'],
    change: JSON.parse(row.change) as AuditEntry['change'],
    hash: row.hash,
  };
}

const hasFilter = (query: AuditQuery) =>
  [query.person, query.entity, query.entityId, query.action, query.from, query.to].some(
    (value) => value !== undefined,
  );

/** The numbers of the entries of the query's period; null when none lies in it, no bound when it has none. */
async function seqRange(db: Kysely<Database>, query: AuditQuery): Promise<SeqRange | null> {
  const range: SeqRange = {};
  // Times rise with the numbers (record-audit.ts): the period's first and last entries bound its numbers.
  if (query.from !== undefined) {
    const first = await db
      .selectFrom('audit_entry')
      .select('seq')
      .where('at', '>=', query.from)
      .orderBy('at')
      .orderBy('seq')
      .limit(1)
      .executeTakeFirst();
    if (!first) return null;
    range.from = Number(first.seq);
  }
  if (query.to !== undefined) {
    const last = await db
      .selectFrom('audit_entry')
      .select('seq')
      .where('at', '<', query.to)
      .orderBy('at', 'desc')
      .orderBy('seq', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!last) return null;
    range.to = Number(last.seq);
  }
  if (range.from !== undefined && range.to !== undefined && range.from > range.to) return null;
  return range;
}

interface SeqRange {
  from?: number;
  to?: number;
}

/** The query's filters on `audit_entry` but the person, its period as the range of its numbers. */
function narrowed<O, T extends 'audit_entry' | 'audit_subject'>(
  select: SelectQueryBuilder<Database, T, O>,
  query: AuditQuery,
  range: SeqRange,
): SelectQueryBuilder<Database, T, O> {
  // Typed for audit_entry alone; also applied where audit_subject joins it (its columns are not ambiguous
  // but seq, which is named with its table).
  let next = select as unknown as SelectQueryBuilder<Database, 'audit_entry', O>;
  if (range.from !== undefined) next = next.where('audit_entry.seq', '>=', range.from);
  if (range.to !== undefined) next = next.where('audit_entry.seq', '<=', range.to);
  if (query.entity !== undefined) next = next.where('entity', '=', query.entity);
  if (query.entityId !== undefined) next = next.where('entity_id', '=', query.entityId);
  if (query.action !== undefined) next = next.where('action', '=', query.action);
  return next as unknown as SelectQueryBuilder<Database, T, O>;
}

/**
 * The numbers of a person's entries that match the query: made by them, about their account, or naming
 * them as subject; one set from three indexes (an OR of the three would read the whole table). With
 * `newest`, only each source's newest that many: enough for a page near the start, or for a count capped
 * below it, without reading all of a busy person's entries.
 */
function personSeqs(
  db: Kysely<Database>,
  person: string,
  query: AuditQuery,
  range: SeqRange,
  newest?: number,
) {
  const outside = query.entity !== undefined || query.entityId !== undefined || query.action !== undefined;
  const limited = <O>(
    select: SelectQueryBuilder<Database, 'audit_entry' | 'audit_subject', O>,
    seq: 'audit_entry.seq' | 'audit_subject.seq',
  ) => (newest === undefined ? select : select.orderBy(seq, 'desc').limit(newest));
  const made = limited(
    narrowed(
      db.selectFrom('audit_entry').select('audit_entry.seq').where('actor_id', '=', person),
      query,
      range,
    ),
    'audit_entry.seq',
  );
  const account = limited(
    narrowed(
      db
        .selectFrom('audit_entry')
        .select('audit_entry.seq')
        .where('entity', '=', 'user')
        .where('entity_id', '=', person),
      query,
      range,
    ),
    'audit_entry.seq',
  );
  let subject = db
    .selectFrom('audit_subject')
    .select('audit_subject.seq')
    .where('audit_subject.user_id', '=', person);
  if (range.from !== undefined) subject = subject.where('audit_subject.seq', '>=', range.from);
  if (range.to !== undefined) subject = subject.where('audit_subject.seq', '<=', range.to);
  const named = limited(
    outside
      ? narrowed(subject.innerJoin('audit_entry', 'audit_entry.seq', 'audit_subject.seq'), query, {})
      : subject,
    'audit_subject.seq',
  );
  return db
    .selectFrom(made.as('made'))
    .select('made.seq')
    .union(db.selectFrom(account.as('account')).select('account.seq'))
    .union(db.selectFrom(named.as('named')).select('named.seq'));
}

/** The query's filters on `audit_entry`, its period as the range of its numbers. */
function filtered<O>(
  db: Kysely<Database>,
  select: SelectQueryBuilder<Database, 'audit_entry', O>,
  query: AuditQuery,
  range: SeqRange,
  newest?: number,
): SelectQueryBuilder<Database, 'audit_entry', O> {
  const person = query.person;
  if (person === undefined) return narrowed(select, query, range);
  // The person's set holds every other filter already.
  return select.where('seq', 'in', personSeqs(db, person, query, range, newest));
}

/** `countLimit`: how many matches a filtered page counts at most (AUDIT_COUNT_LIMIT; tests take fewer). */
export function auditRepository(db: Kysely<Database>, countLimit = AUDIT_COUNT_LIMIT) {
  return {
    /** One page of the matching entries, newest first, and how many pages there are (counted up to `countLimit`). */
    async page(query: AuditQuery): Promise<{ rows: EntryRow[]; total: number; more: boolean }> {
      const page = query.page ?? 1;
      const range = await seqRange(db, query);
      if (range === null) return { rows: [], total: 0, more: false };
      const rows = await filtered(
        db,
        db.selectFrom('audit_entry').select(ENTRY_COLUMNS),
        query,
        range,
        page * AUDIT_PAGE_SIZE,
      )
        .orderBy('seq', 'desc')
        .limit(AUDIT_PAGE_SIZE)
        .offset((page - 1) * AUDIT_PAGE_SIZE)
        .execute();
      if (!hasFilter(query)) {
        // Entries are numbered without gaps: the count is the last number less the first's, plus one.
        // Two statements: SQLite reads one end of the key for a lone max() or min(), the whole table for both.
        const last = await db
          .selectFrom('audit_entry')
          .select(sql<string>`max(seq)`.as('seq'))
          .executeTakeFirst();
        const first = await db
          .selectFrom('audit_entry')
          .select(sql<string>`min(seq)`.as('seq'))
          .executeTakeFirst();
        const total = last?.seq == null ? 0 : Number(last.seq) - Number(first?.seq) + 1;
        return { rows, total, more: false };
      }
      // A person's count needs only each source's newest `countLimit` + 1: a source with more has more
      // than the limit alone, and where none has, the three are whole.
      const limited =
        query.person === undefined
          ? narrowed(db.selectFrom('audit_entry').select('seq'), query, range).limit(countLimit + 1)
          : db
              .selectFrom(personSeqs(db, query.person, query, range, countLimit + 1).as('person'))
              .select('person.seq')
              .limit(countLimit + 1);
      const counted = await db
        .selectFrom(limited.as('matches'))
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirst();
      const total = Number(counted?.n ?? 0);
      return { rows, total: Math.min(total, countLimit), more: total > countLimit };
    },

    /** Every matching entry, oldest first, in batches (keyset on seq): for the CSV export. */
    async *batches(query: AuditQuery, size = 2_000): AsyncGenerator<EntryRow[]> {
      const range = await seqRange(db, query);
      if (range === null) return;
      let after = -1;
      for (;;) {
        const rows = await filtered(db, db.selectFrom('audit_entry').select(ENTRY_COLUMNS), query, range)
          .where('seq', '>', after)
          .orderBy('seq')
          .limit(size)
          .execute();
        if (rows.length === 0) return;
        yield rows;
        after = Number((rows[rows.length - 1] as EntryRow).seq);
      }
    },
  };
}
