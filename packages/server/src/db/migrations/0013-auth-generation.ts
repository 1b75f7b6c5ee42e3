import { type Kysely, type Migration, PostgresAdapter, sql } from 'kysely';

/**
 * A cache of sessions and effective roles that stays correct. One counter, bumped by the
 * database itself in the transaction of every write that can change what a session may do: a session
 * ended; a user changed or deleted; a role changed or deleted; a role given to or taken from a user or
 * a role. A server reads the counter on each request and trusts its cache only while it is unchanged,
 * so every change takes effect on the next request on every instance. Triggers rather than calls in
 * each repository: a write added later cannot forget them. Touching a session (last seen) is no bump.
 */
const WATCHED: readonly { table: string; events: readonly ('insert' | 'update' | 'delete')[] }[] = [
  { table: 'session', events: ['delete'] },
  { table: 'app_user', events: ['update', 'delete'] },
  { table: 'role', events: ['update', 'delete'] },
  { table: 'user_role', events: ['insert', 'update', 'delete'] },
  { table: 'role_role', events: ['insert', 'update', 'delete'] },
];

export const authGeneration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('auth_generation')
      .addColumn('id', 'integer', (column) => column.primaryKey())
      .addColumn('value', 'bigint', (column) => column.notNull())
      .execute();
    await sql`insert into auth_generation (id, value) values (1, 0)`.execute(db);
    const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
    if (postgres) {
      await sql`create function bump_auth_generation() returns trigger language plpgsql as $$
        begin
          update auth_generation set value = value + 1 where id = 1;
          return null;
        end $$`.execute(db);
    }
    for (const { table, events } of WATCHED) {
      if (postgres) {
        // One bump per statement, after it: a statement that changes many rows bumps once.
        const on = events.join(' or ');
        await sql
          .raw(
            `create trigger ${table}_auth_generation after ${on} on ${table} for each statement execute function bump_auth_generation()`,
          )
          .execute(db);
        continue;
      }
      for (const event of events) {
        await sql
          .raw(
            `create trigger ${table}_${event}_auth_generation after ${event} on ${table} begin update auth_generation set value = value + 1 where id = 1; end`,
          )
          .execute(db);
      }
    }
  },
};
