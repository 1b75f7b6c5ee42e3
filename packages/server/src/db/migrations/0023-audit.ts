import { type Kysely, type Migration, sql } from 'kysely';

/**
 * The audit trail: one entry per write through the API, sign-in, feed read, backup and restore, appended
 * in the transaction of the change it records. Entries form a hash chain (`hash` over the entry's content
 * and `prev_hash`, the entry before's); `seq` numbers them without gaps. Entries have no foreign keys:
 * they outlive what they are about. `audit_anchor` keeps the last
 * entry the retention removed, so that the chain's first remaining entry still checks against it. No
 * route changes or deletes an entry.
 */
export const audit: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('audit_entry')
      .addColumn('seq', 'bigint', (c) => c.primaryKey())
      .addColumn('at', 'bigint', (c) => c.notNull())
      .addColumn('actor_kind', 'text', (c) => c.notNull())
      .addColumn('actor_id', 'text')
      .addColumn('actor_name', 'text', (c) => c.notNull())
      .addColumn('address', 'text', (c) => c.notNull())
      .addColumn('request_id', 'text', (c) => c.notNull())
      .addColumn('entity', 'text', (c) => c.notNull())
      .addColumn('entity_id', 'text', (c) => c.notNull())
      .addColumn('action', 'text', (c) => c.notNull())
      /** JSON `{before, after}` of the fields that changed. */
      .addColumn('change', 'text', (c) => c.notNull())
      /**
       * SHA-256 of the personal part (the actor's name and the change), which the entry's hash covers in
       * its place: erasing a person replaces that part (setting `erased_at`) without breaking the chain.
       */
      .addColumn('personal_hash', 'text', (c) => c.notNull())
      .addColumn('erased_at', 'bigint')
      .addColumn('prev_hash', 'text', (c) => c.notNull())
      .addColumn('hash', 'text', (c) => c.notNull())
      .execute();
    await sql`create index audit_entry_by_time on audit_entry (at, seq)`.execute(db);
    await sql`create index audit_entry_by_entity on audit_entry (entity, entity_id, seq)`.execute(db);
    await sql`create index audit_entry_by_actor on audit_entry (actor_id, seq)`.execute(db);
    // The users an entry is about besides its actor (the user changed, the holder of an action …).
    await db.schema
      .createTable('audit_subject')
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('seq', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('audit_subject_pk', ['user_id', 'seq'])
      .execute();
    await db.schema
      .createTable('audit_anchor')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('seq', 'bigint', (c) => c.notNull())
      .addColumn('hash', 'text', (c) => c.notNull())
      .execute();
  },
};
