import { type Kysely, type Migration, sql } from 'kysely';

/**
 * Review dates and the governance overview. `review_interval_months` is the model's
 * review interval (null: none). `draft_since` is when the working copy first got changes that are not
 * published (null: nothing unpublished): set by create and by the first save after a publish that
 * changes something, cleared by publish. Rows with a draft today get their `updated_at`, the last save:
 * when the draft began is not recorded, and the last save is the latest it can have begun.
 */
export const reviewDates: Migration = {
  async up(db: Kysely<unknown>) {
    // One column a statement: SQLite adds only one per ALTER TABLE.
    await db.schema.alterTable('process_model').addColumn('review_interval_months', 'integer').execute();
    await db.schema.alterTable('process_model').addColumn('draft_since', 'bigint').execute();
    await sql`update process_model set draft_since = updated_at
      where revision = 0 or published_at is null or updated_at > published_at`.execute(db);
  },
};
