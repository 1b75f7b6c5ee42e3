import { type Kysely, type Migration, sql } from 'kysely';

const text = 'text' as const;

/**
 * Workflow forms and responses. A form gets its status message (why the last read from the form service
 * failed), the hash of its webhook secret and its poll cursor; `workflow_responses` holds the
 * submissions turned into responses: one per form and submission id (exactly once), a running
 * number per form, and the index of the paged list (form, live, newest first; with the id, so that a page's
 * ids come from the index alone).
 */
export const workflows: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('workflow_forms').addColumn('status_message', text).execute();
    await db.schema.alterTable('workflow_forms').addColumn('webhook_secret_hash', text).execute();
    // The service's created_at ('YYYY-MM-DD HH:MM:SS') of the newest submission processed.
    await db.schema.alterTable('workflow_forms').addColumn('poll_cursor', text).execute();
    await db.schema
      .alterTable('workflow_forms')
      .addColumn('updated_at', 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createIndex('workflow_forms_webhook_secret')
      .on('workflow_forms')
      .column('webhook_secret_hash')
      .execute();
    // A form of the service is registered once among the live forms (duplicate-form otherwise).
    await sql`create unique index workflow_forms_live_form_id on workflow_forms (form_id) where not deleted`.execute(
      db,
    );

    await db.schema
      .createTable('workflow_responses')
      .addColumn('id', text, (c) => c.primaryKey())
      .addColumn('form_id', text, (c) => c.notNull().references('workflow_forms.id'))
      .addColumn('internal_id', 'integer', (c) => c.notNull())
      .addColumn('submission_id', text, (c) => c.notNull())
      .addColumn('subject', text, (c) => c.notNull())
      .addColumn('submission_date', 'bigint', (c) => c.notNull())
      .addColumn('processed_date', 'bigint', (c) => c.notNull())
      .addColumn('status', text, (c) => c.notNull())
      .addColumn('error_message', text)
      .addColumn('sender_user_id', text)
      .addColumn('reviewer_role_id', text)
      .addColumn('reader_role_id', text)
      .addColumn('action_holder_role_id', text)
      .addColumn('process_model_id', text)
      .addColumn('remarks', text, (c) => c.notNull().defaultTo(''))
      .addColumn('comment', text, (c) => c.notNull().defaultTo(''))
      .addColumn('commenter_id', text)
      // JSON: [{questionId, question, data, type}] in the form's question order.
      .addColumn('answers', text, (c) => c.notNull())
      .addColumn('deleted', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('workflow_responses_submission', ['form_id', 'submission_id'])
      .addUniqueConstraint('workflow_responses_internal_id', ['form_id', 'internal_id'])
      .execute();
    await sql`create index workflow_responses_list on workflow_responses (form_id, deleted, submission_date desc, internal_id desc, id)`.execute(
      db,
    );
  },
};
