import { DEFAULT_MIGRATION_TABLE } from 'kysely';
import { migrationProvider } from '../db/migrations/index.js';
import { OperationError } from './operation-error.js';

/** Kysely's record of the executed migrations: a database without it holds no Stroomlijn data. */
export const MIGRATION_TABLE = DEFAULT_MIGRATION_TABLE;

/** The executed migrations, in the order they ran: the schema version that a backup records. */
export const EXECUTED_MIGRATIONS_SQL = `SELECT name FROM ${MIGRATION_TABLE} ORDER BY name`;

export const noStroomlijnData = (what: string) =>
  new OperationError(`${what} holds no Stroomlijn data (no table ${MIGRATION_TABLE}): nothing to back up`);

/** A backup whose schema has migrations this version does not know came from a newer version. */
export async function assertKnownMigrations(migrations: readonly string[]): Promise<void> {
  const known = new Set(Object.keys(await migrationProvider.getMigrations()));
  const unknown = migrations.filter((name) => !known.has(name));
  if (unknown.length > 0)
    throw new OperationError(
      `The backup comes from a newer version of Stroomlijn (its schema has ${unknown.join(', ')}): restore it with that version or a later one`,
    );
}
