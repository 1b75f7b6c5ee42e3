import { type Kysely, type Migration, sql } from 'kysely';

const text = 'text' as const;

/**
 * Approval before publishing (four eyes). `approval_role_id` on the working copy names the role whose
 * holders approve its publishes (null: none, a publish is immediate); a revision keeps the role it
 * required with its name then, and who approved it and when. `approval_request` holds each submission
 * of a working copy: awaiting, then approved, rejected (with a reason) or withdrawn; at most one awaits
 * per model (a partial unique index, so that two submissions at once cannot both wait).
 */
export const approvals: Migration = {
  async up(db: Kysely<unknown>) {
    // One column a statement: SQLite adds only one per ALTER TABLE.
    await db.schema.alterTable('process_model').addColumn('approval_role_id', text).execute();
    for (const column of ['approval_role_id', 'approval_role_name', 'approved_by_name']) {
      await db.schema.alterTable('process_model_revision').addColumn(column, text).execute();
    }
    await db.schema.alterTable('process_model_revision').addColumn('approved_at', 'bigint').execute();

    await db.schema
      .createTable('approval_request')
      .addColumn('id', text, (c) => c.primaryKey())
      .addColumn('process_model_id', text, (c) =>
        c.notNull().references('process_model.id').onDelete('cascade'),
      )
      .addColumn('state', text, (c) => c.notNull())
      .addColumn('approval_role_id', text, (c) => c.notNull())
      .addColumn('submitted_by', text, (c) => c.notNull())
      .addColumn('submitted_by_name', text, (c) => c.notNull())
      .addColumn('submitted_at', 'bigint', (c) => c.notNull())
      .addColumn('change_note', text)
      .addColumn('feedback_done', text, (c) => c.notNull().defaultTo('[]'))
      .addColumn('decided_by', text)
      .addColumn('decided_by_name', text)
      .addColumn('decided_at', 'bigint')
      .addColumn('reason', text)
      .execute();
    await sql`create index approval_request_model on approval_request (process_model_id, submitted_at)`.execute(
      db,
    );
    await sql`create unique index approval_request_awaiting on approval_request (process_model_id)
      where state = 'awaiting'`.execute(db);
    await sql`create index approval_request_role on approval_request (state, approval_role_id)`.execute(db);
  },
};
