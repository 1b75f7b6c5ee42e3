import { type Kysely, type Migration, sql } from 'kysely';

const text = 'text' as const;

/**
 * Reporting. `dashboard_links`: the home screen's link to the reporting dashboard per host
 * (one row per host); `reporting_flags`: one-off facts such as "the links were seeded from the
 * environment", so that deleting every link does not bring the environment's back; `feed_reads`: each
 * read of a reporting feed (the dashboard status shows the last). The (created_at, id) indexes give the
 * feeds their order and the keyset pages of the streamed CSV files.
 */
export const reporting: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('dashboard_links')
      .addColumn('id', text, (c) => c.primaryKey())
      .addColumn('host', text, (c) => c.notNull().unique())
      .addColumn('url', text, (c) => c.notNull())
      .addColumn('kind', text, (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('reporting_flags')
      .addColumn('name', text, (c) => c.primaryKey())
      .addColumn('set_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('feed_reads')
      .addColumn('id', text, (c) => c.primaryKey())
      .addColumn('feed', text, (c) => c.notNull())
      .addColumn('read_at', 'bigint', (c) => c.notNull())
      .addColumn('rows', 'integer', (c) => c.notNull())
      .addColumn('format', text, (c) => c.notNull())
      .execute();
    await sql`create index feed_reads_last on feed_reads (feed, read_at)`.execute(db);
    await sql`create index workflow_responses_feed on workflow_responses (created_at, id)`.execute(db);
    await sql`create index response_actions_feed on response_actions (created_at, id)`.execute(db);
  },
};
