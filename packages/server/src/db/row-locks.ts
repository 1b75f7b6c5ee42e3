import { type Kysely, type SelectQueryBuilder, SqliteIntrospector } from 'kysely';

/**
 * Does the database lock rows with SELECT … FOR UPDATE? PostgreSQL does. SQLite has no row locks and
 * needs none: Kysely runs every query and transaction of the process over its one connection, one at a
 * time, so a transaction's check and write cannot interleave with another's.
 */
export function locksRows<DB>(db: Kysely<DB>): boolean {
  return !(db.introspection instanceof SqliteIntrospector);
}

/**
 * The query with FOR UPDATE where the database has row locks: inside a transaction, the rows it reads
 * stay as read until the commit, and a concurrent writer that locks them too waits.
 */
export function forUpdate<DB, TB extends keyof DB, O>(
  db: Kysely<DB>,
  query: SelectQueryBuilder<DB, TB, O>,
): SelectQueryBuilder<DB, TB, O> {
  return locksRows(db) ? query.forUpdate() : query;
}
