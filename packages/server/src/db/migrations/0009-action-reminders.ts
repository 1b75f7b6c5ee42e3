import { type Kysely, type Migration, sql } from 'kysely';

/**
 * Reminders of due actions: `due_reminded_on` ('yyyy-MM-dd') is the day the assignee was last reminded that the
 * action is due. The daily check claims an action by setting it to today in the statement that checks
 * it was not yet set to today, so that each reminder goes out once however many instances check. The
 * index serves that check: the live actions that end on a given day.
 */
export const actionReminders: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('response_actions').addColumn('due_reminded_on', 'text').execute();
    await sql`create index response_actions_due on response_actions (end_date, deleted, status)`.execute(db);
  },
};
