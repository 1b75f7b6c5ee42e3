import type { Compilable, Kysely, QueryResult } from 'kysely';

/**
 * A query compiled once and then run with new parameter values, so that a read on every request builds
 * no SQL. `query` is built with `standIns` as its values; they must be distinct from one another and
 * appear in the compiled SQL in that order and alone (constants belong in the SQL text), which is
 * checked here once.
 */
export function preparedQuery<DB, R, P extends readonly unknown[]>(
  db: Kysely<DB>,
  query: Compilable<R>,
  standIns: P,
): (...parameters: P) => Promise<QueryResult<R>> {
  const compiled = query.compile();
  const same =
    compiled.parameters.length === standIns.length &&
    compiled.parameters.every((value, index) => Object.is(value, standIns[index]));
  if (!same) {
    throw new Error(
      `The prepared query's parameters ${JSON.stringify(compiled.parameters)} are not its stand-ins ${JSON.stringify(standIns)}`,
    );
  }
  return (...parameters) => db.executeQuery<R>({ ...compiled, parameters });
}
