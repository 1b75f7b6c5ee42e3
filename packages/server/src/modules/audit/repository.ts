import { AUDIT_PAGE_SIZE, type AuditEntry, type AuditQuery } from '@stroomlijn/domain';
import { type ExpressionBuilder, type Kysely, type SelectQueryBuilder, sql } from 'kysely';
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

/** The query's filters on `audit_entry`, its period as the range of its numbers. */
function filtered<O>(
  select: SelectQueryBuilder<Database, 'audit_entry', O>,
  query: AuditQuery,
  range: SeqRange,
): SelectQueryBuilder<Database, 'audit_entry', O> {
  let next = select;
  if (range.from !== undefined) next = next.where('seq', '>=', range.from);
  if (range.to !== undefined) next = next.where('seq', '<=', range.to);
  if (query.person !== undefined) {
    const person = query.person;
    // One set of numbers from three indexes (made by them, about their account, naming them as subject):
    // an OR of the three would read the whole table.
    next = next.where((eb: ExpressionBuilder<Database, 'audit_entry'>) =>
      eb(
        'seq',
        'in',
        eb
          .selectFrom('audit_entry as made')
          .select('made.seq')
          .where('made.actor_id', '=', person)
          .union(
            eb
              .selectFrom('audit_entry as account')
              .select('account.seq')
              .where('account.entity', '=', 'user')
              .where('account.entity_id', '=', person),
          )
          .union(
            eb
              .selectFrom('audit_subject')
              .select('audit_subject.seq')
              .where('audit_subject.user_id', '=', person),
          ),
      ),
    );
  }
  if (query.entity !== undefined) next = next.where('entity', '=', query.entity);
  if (query.entityId !== undefined) next = next.where('entity_id', '=', query.entityId);
  if (query.action !== undefined) next = next.where('action', '=', query.action);
  return next;
}

export function auditRepository(db: Kysely<Database>) {
  return {
    /** One page of the matching entries, newest first, and how many pages there are (counted up to AUDIT_COUNT_LIMIT). */
    async page(query: AuditQuery): Promise<{ rows: EntryRow[]; total: number; more: boolean }> {
      const page = query.page ?? 1;
      const range = await seqRange(db, query);
      if (range === null) return { rows: [], total: 0, more: false };
      const rows = await filtered(db.selectFrom('audit_entry').select(ENTRY_COLUMNS), query, range)
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
      const limited = filtered(db.selectFrom('audit_entry').select('seq'), query, range).limit(
        AUDIT_COUNT_LIMIT + 1,
      );
      const counted = await db
        .selectFrom(limited.as('matches'))
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirst();
      const total = Number(counted?.n ?? 0);
      return { rows, total: Math.min(total, AUDIT_COUNT_LIMIT), more: total > AUDIT_COUNT_LIMIT };
    },

    /** Every matching entry, oldest first, in batches (keyset on seq): for the CSV export. */
    async *batches(query: AuditQuery, size = 2_000): AsyncGenerator<EntryRow[]> {
      const range = await seqRange(db, query);
      if (range === null) return;
      let after = -1;
      for (;;) {
        const rows = await filtered(db.selectFrom('audit_entry').select(ENTRY_COLUMNS), query, range)
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
