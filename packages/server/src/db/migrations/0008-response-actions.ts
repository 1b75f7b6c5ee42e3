import { type Kysely, type Migration, sql } from 'kysely';

const text = 'text' as const;

/**
 * The handling of responses. `response_actions` holds the follow-up actions of a response
 * (dates as 'yyyy-MM-dd' so that they sort). The indexes serve exactly the lists: a response's actions
 * (and their counts by status), an assignee's actions by end date, and the review and read lists of
 * responses by role, newest first; the status and form filters are read from the same index entries.
 */
export const responseActions: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('response_actions')
      .addColumn('id', text, (c) => c.primaryKey())
      .addColumn('form_id', text, (c) => c.notNull().references('workflow_forms.id'))
      .addColumn('response_id', text, (c) => c.notNull().references('workflow_responses.id'))
      .addColumn('action', text, (c) => c.notNull())
      .addColumn('remarks', text, (c) => c.notNull().defaultTo(''))
      .addColumn('status', text, (c) => c.notNull())
      .addColumn('assignee_user_id', text)
      .addColumn('owner_user_id', text)
      .addColumn('start_date', text, (c) => c.notNull())
      .addColumn('end_date', text, (c) => c.notNull())
      .addColumn('deleted', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await sql`create index response_actions_response on response_actions (response_id, deleted, status)`.execute(
      db,
    );
    await sql`create index response_actions_assignee on response_actions (assignee_user_id, deleted, end_date, created_at, id, form_id)`.execute(
      db,
    );
    await sql`create index workflow_responses_review on workflow_responses (reviewer_role_id, deleted, submission_date desc, internal_id desc, id, status, form_id)`.execute(
      db,
    );
    await sql`create index workflow_responses_read on workflow_responses (deleted, submission_date desc, internal_id desc, id, status, form_id, reader_role_id, reviewer_role_id)`.execute(
      db,
    );
  },
};
