import { type Kysely, type Migration, sql } from 'kysely';

const text = 'text' as const;

/**
 * Feedback on a published process model or one of its steps. `revision` is the revision it was given
 * on and `step_name` the step's name in it (the step may change or go later); `done_in_revision` the
 * revision whose publish marked it done. The indexes serve the lists: a model's feedback and an author's,
 * newest first, and the feedback one revision marked done.
 */
export const feedback: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('feedback')
      .addColumn('id', text, (c) => c.primaryKey())
      .addColumn('process_model_id', text, (c) => c.notNull().references('process_model.id'))
      .addColumn('revision', 'integer', (c) => c.notNull())
      .addColumn('step_id', text)
      .addColumn('step_name', text)
      .addColumn('text', text, (c) => c.notNull())
      .addColumn('file_id', text, (c) => c.references('uploaded_file.id'))
      .addColumn('author_id', text, (c) => c.notNull().references('app_user.id'))
      .addColumn('status', text, (c) => c.notNull())
      .addColumn('reason', text)
      .addColumn('done_in_revision', 'integer')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await sql`create index feedback_model on feedback (process_model_id, created_at desc, id)`.execute(db);
    await sql`create index feedback_author on feedback (author_id, created_at desc, id)`.execute(db);
    await sql`create index feedback_done on feedback (process_model_id, done_in_revision)`.execute(db);
    await sql`create index feedback_file on feedback (file_id)`.execute(db);
  },
};
