import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** Enough for every query the product writes; queries with varying `in (…)` lists come and go. */
export const STATEMENT_CACHE_SIZE = 500;

/**
 * The SQLite connection as Kysely uses it, with each statement prepared once and reused. Kysely's
 * driver prepares every query anew; preparing costs several times the run of a small query, and the
 * session check runs one on every request. A statement is never used twice at once: Kysely gives the
 * single SQLite connection to one query (or one stream, or one transaction) at a time. SQLite prepares
 * a kept statement again by itself after a schema change. The oldest entry goes when the cache is full.
 */
export function withStatementCache(
  database: SqliteDatabase,
  capacity = STATEMENT_CACHE_SIZE,
): SqliteDatabase & { streaming(): boolean } {
  const statements = new Map<string, SqliteStatement>();
  let openStreams = 0;
  /** Counts a streamed read while it runs: its read transaction holds the connection's snapshot. */
  function* counted(rows: IterableIterator<unknown>): IterableIterator<unknown> {
    openStreams += 1;
    try {
      yield* rows;
    } finally {
      openStreams -= 1;
    }
  }
  return {
    close: () => {
      statements.clear();
      database.close();
    },
    prepare(sql) {
      let statement = statements.get(sql);
      if (!statement) {
        const prepared = database.prepare(sql);
        statement = {
          reader: prepared.reader,
          all: (parameters) => prepared.all(parameters),
          run: (parameters) => prepared.run(parameters),
          iterate: (parameters) => counted(prepared.iterate(parameters)),
        };
        if (statements.size >= capacity) statements.delete(statements.keys().next().value as string);
        statements.set(sql, statement);
      }
      return statement;
    },
    streaming: () => openStreams > 0,
  };
}
