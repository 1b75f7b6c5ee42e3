import { type Kysely, type Migration, sql } from 'kysely';

/**
 * Retention of responses and the viewing log, per workflow form: `retention_months` (null: responses are
 * kept) and `viewing_log` (every opening of a response is recorded in the audit trail). A response's
 * `closed_at` is when it was last closed (null while open); responses closed before this migration take
 * their `updated_at`, the time of their last write, which for a closed response is its closing or later.
 * The index lets the daily job find a form's responses closed before a day without reading the others.
 */
export const responseRetention: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('workflow_forms').addColumn('retention_months', 'integer').execute();
    await db.schema
      .alterTable('workflow_forms')
      .addColumn('viewing_log', 'boolean', (c) => c.notNull().defaultTo(false))
      .execute();
    await db.schema.alterTable('workflow_responses').addColumn('closed_at', 'bigint').execute();
    await sql`update workflow_responses set closed_at = updated_at where status = 'closed'`.execute(db);
    await sql`create index workflow_responses_closed on workflow_responses (form_id, closed_at) where closed_at is not null`.execute(
      db,
    );
  },
};
