import { type Kysely, type Migration, sql } from 'kysely';

/** The hash before the first entry of a chain that has never lost one (audit-chain.ts's GENESIS_HASH). */
const GENESIS_HASH = '0'.repeat(64);

/**
 * `audit_head` (one row, id 1): the chain's last link — the last entry's number, hash and time, or the
 * retention's anchor when every entry is gone. An append reads it under a row lock (PostgreSQL: `for no key
 * update`), which serialises the appends of every instance, and moves it in the statement that inserts the
 * entry: two round trips per entry instead of three (lock, read the last entry, insert).
 */
export const auditHead: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('audit_head')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('seq', 'bigint', (c) => c.notNull())
      .addColumn('hash', 'text', (c) => c.notNull())
      .addColumn('at', 'bigint', (c) => c.notNull())
      .execute();
    await sql`
      insert into audit_head (id, seq, hash, at)
      select 1, seq, hash, at from audit_entry where seq = (select max(seq) from audit_entry)
      union all
      select 1, seq, hash, 0 from audit_anchor
      where id = 1 and not exists (select 1 from audit_entry)
      union all
      select 1, 0, ${GENESIS_HASH}, 0
      where not exists (select 1 from audit_entry) and not exists (select 1 from audit_anchor)
    `.execute(db);
  },
};
