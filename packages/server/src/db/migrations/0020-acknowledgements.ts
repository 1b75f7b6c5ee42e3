import { type Kysely, type Migration, sql } from 'kysely';

/**
 * Acknowledgement tasks: one row per user a published revision touches (the people asked to confirm
 * that they read it), kept per revision as its record of who was asked and who confirmed when. An
 * unconfirmed task is closed by the user's task of a later revision of the same model
 * (`replaced_by_revision`), so that each person has at most one open task per model.
 *
 * The row is also the outbox of its two emails: the notice (`notified_at`, claimed through
 * `notice_claimed_at` for a lease, given up after a few `notice_attempts`) and the reminder
 * (`reminded_at`, claimed once). The partial indexes hold only what their readers look for: the open
 * tasks of a user (the task list) and of a model (the replacement), the notices not yet delivered and
 * the open tasks not yet reminded.
 */
export const acknowledgements: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('acknowledgement')
      .addColumn('process_model_id', 'text', (c) => c.notNull().references('process_model.id'))
      .addColumn('revision', 'integer', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull().references('app_user.id'))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('confirmed_at', 'bigint')
      .addColumn('replaced_by_revision', 'integer')
      .addColumn('notice_claimed_at', 'bigint')
      .addColumn('notice_attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('notified_at', 'bigint')
      .addColumn('reminded_at', 'bigint')
      .addPrimaryKeyConstraint('acknowledgement_pk', ['process_model_id', 'revision', 'user_id'])
      .execute();
    const open = sql`confirmed_at is null and replaced_by_revision is null`;
    await sql`create index acknowledgement_open_by_user on acknowledgement (user_id, created_at desc, revision, process_model_id) where ${open}`.execute(
      db,
    );
    await sql`create index acknowledgement_open_by_model on acknowledgement (process_model_id, user_id) where ${open}`.execute(
      db,
    );
    await sql`create index acknowledgement_notices on acknowledgement (created_at) where notified_at is null and ${open}`.execute(
      db,
    );
    await sql`create index acknowledgement_reminders on acknowledgement (created_at) where reminded_at is null and ${open}`.execute(
      db,
    );
  },
};
