import path from 'node:path';
import type { Config } from '../config.js';
import type { Dialect } from '../db/database.js';
import { OperationError } from './operation-error.js';
import { redactedUrl } from './postgres.js';

/** Where the data lives, as the server's configuration names it (STROOMLIJN_DATA_DIR, DATABASE_URL). */
export type Place = Pick<Config, 'dataDir' | 'databaseUrl' | 'sqliteFile'>;

export function dialectOf(place: Place): Dialect {
  if (!place.databaseUrl) return 'sqlite';
  if (!/^postgres(ql)?:\/\//.test(place.databaseUrl))
    throw new OperationError(
      'DATABASE_URL must start with postgres:// (or be empty for the SQLite database)',
    );
  return 'postgres';
}

export const sqliteFileOf = (place: Place) =>
  place.sqliteFile ?? path.join(place.dataDir, 'stroomlijn.sqlite');

/** The directory of the uploaded files on SQLite, as the files module's storage keeps them. */
export const filesDirOf = (place: Place) => path.join(place.dataDir, 'files');

export const DIALECT_NAMES: Record<Dialect, string> = { sqlite: 'SQLite', postgres: 'PostgreSQL' };

/** The database in words, without a password. */
export function describePlace(place: Place): string {
  return place.databaseUrl
    ? `the PostgreSQL database ${redactedUrl(place.databaseUrl)}`
    : `the SQLite database ${path.resolve(sqliteFileOf(place))}`;
}
