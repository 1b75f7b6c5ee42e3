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

/** The query's filters on `audit_entry`. */
function filtered<O>(
  select: SelectQueryBuilder<Database, 'audit_entry', O>,
  query: AuditQuery,
): SelectQueryBuilder<Database, 'audit_entry', O> {
  let next = select;
  if (query.person !== undefined) {
    const person = query.person;
    next = next.where((eb: ExpressionBuilder<Database, 'audit_entry'>) =>
      eb.or([
        eb('actor_id', '=', person),
        eb('seq', 'in', eb.selectFrom('audit_subject').select('seq').where('user_id', '=', person)),
      ]),
    );
  }
  if (query.entity !== undefined) next = next.where('entity', '=', query.entity);
  if (query.entityId !== undefined) next = next.where('entity_id', '=', query.entityId);
  if (query.action !== undefined) next = next.where('action', '=', query.action);
  if (query.from !== undefined) next = next.where('at', '>=', query.from);
  if (query.to !== undefined) next = next.where('at', '<', query.to);
  return next;
}

export function auditRepository(db: Kysely<Database>) {
  return {
    /** One page of the matching entries, newest first, and how many pages there are (counted up to AUDIT_COUNT_LIMIT). */
    async page(query: AuditQuery): Promise<{ rows: EntryRow[]; total: number; more: boolean }> {
      const page = query.page ?? 1;
      const rows = await filtered(db.selectFrom('audit_entry').select(ENTRY_COLUMNS), query)
        .orderBy('seq', 'desc')
        .limit(AUDIT_PAGE_SIZE)
        .offset((page - 1) * AUDIT_PAGE_SIZE)
        .execute();
      if (!hasFilter(query)) {
        // Entries are numbered without gaps: the count is the last number less the anchor's.
        const counted = await db
          .selectFrom('audit_entry')
          .select([sql<string>`max(seq)`.as('last'), sql<string>`min(seq)`.as('first')])
          .executeTakeFirst();
        const total = counted?.last == null ? 0 : Number(counted.last) - Number(counted.first) + 1;
        return { rows, total, more: false };
      }
      const limited = filtered(db.selectFrom('audit_entry').select('seq'), query).limit(
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
      let after = -1;
      for (;;) {
        const rows = await filtered(db.selectFrom('audit_entry').select(ENTRY_COLUMNS), query)
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
