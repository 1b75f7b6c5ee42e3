import { mkdtemp, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Dialect } from '../db/database.js';
import { ENTRY, extractArchive, notABackup, readManifest } from './archive.js';
import { recordOperation } from './audit-operation.js';
import { removeWorkingDir } from './file-system.js';
import { assertKnownMigrations } from './migrations.js';
import { OperationError } from './operation-error.js';
import { DIALECT_NAMES, describePlace, dialectOf, type Place } from './place.js';
import {
  DEFAULT_TOOLS,
  type OperationOptions,
  type PostgresTools,
  publicRelations,
  redactedUrl,
  runTool,
  withClient,
} from './postgres.js';
import { restoreSqlite } from './sqlite-restore.js';

export type RestoreOptions = OperationOptions;

export interface RestoreSummary {
  file: string;
  dialect: Dialect;
  /** The database restored into, in words and without password. */
  target: string;
  /** When the backup was made (ISO 8601). */
  createdAt: string;
  migrations: string[];
  /** The uploaded files now in the place. */
  files: number;
  /** The size of the restored SQLite file; 0 on PostgreSQL. */
  databaseBytes: number;
}

/** Restores the backup `file` into the place, which must be empty; nothing is changed when it is refused. */
export async function restore(
  place: Place,
  file: string,
  options: RestoreOptions = {},
): Promise<RestoreSummary> {
  const report = options.report ?? (() => {});
  const dialect = dialectOf(place);
  const archive = path.resolve(file);
  const info = await stat(archive).catch(() => null);
  if (!info?.isFile()) throw new OperationError(`${archive} was not found (or is no file)`);
  const manifest = await readManifest(archive);
  if (manifest.dialect !== dialect) {
    const target =
      dialect === 'postgres'
        ? `DATABASE_URL names a PostgreSQL database (${redactedUrl(place.databaseUrl ?? '')})`
        : `DATABASE_URL is not set, so the target is ${describePlace(place)}`;
    const advice =
      manifest.dialect === 'postgres'
        ? 'restore it with DATABASE_URL naming an empty PostgreSQL database'
        : 'restore it with DATABASE_URL unset, into an empty STROOMLIJN_DATA_DIR';
    throw new OperationError(
      `${archive} is a backup of a ${DIALECT_NAMES[manifest.dialect]} database, but ${target}: ${advice}`,
    );
  }
  await assertKnownMigrations(manifest.migrations);
  report(`Restoring the backup of ${manifest.createdAt} into ${describePlace(place)}`);
  const restored =
    dialect === 'sqlite'
      ? await restoreSqlite(place, archive, report)
      : await restorePostgres(
          place.databaseUrl ?? '',
          archive,
          { ...DEFAULT_TOOLS, ...options.tools },
          report,
        );
  // The restored chain goes on from the backup's entry, and shows the restore.
  await recordOperation(place, {
    entity: 'backup',
    entityId: path.basename(archive),
    action: 'restore',
    after: { file: archive, backupCreatedAt: manifest.createdAt },
  });
  return {
    file: archive,
    dialect,
    target: describePlace(place),
    createdAt: manifest.createdAt,
    migrations: manifest.migrations,
    ...restored,
  };
}

/** pg_restore in one transaction: a failure half-way leaves the database as empty as it was. */
async function restorePostgres(
  url: string,
  archive: string,
  tools: PostgresTools,
  report: (line: string) => void,
): Promise<{ files: number; databaseBytes: number }> {
  const present = await withClient(url, publicRelations);
  if (present.length > 0)
    throw new OperationError(
      `The PostgreSQL database ${redactedUrl(url)} is not empty (its schema public has ${present.slice(0, 5).join(', ')}${present.length > 5 ? ', …' : ''}): a backup is restored only into an empty database; nothing was changed`,
    );
  const staging = await mkdtemp(path.join(os.tmpdir(), 'stroomlijn-restore-'));
  try {
    report(`Unpacking ${archive}`);
    const names = await extractArchive(
      archive,
      staging,
      (name) => name === ENTRY.manifest || name === ENTRY.dump,
    );
    if (!names.includes(ENTRY.dump)) throw notABackup(archive, `it holds no ${ENTRY.dump}`);
    report('Running pg_restore (one transaction)');
    await runTool(
      tools.pgRestore,
      ['--no-owner', '--exit-on-error', '--single-transaction', path.join(staging, ENTRY.dump)],
      url,
    );
  } finally {
    await removeWorkingDir(staging);
  }
  const files = await withClient(url, async (client) => {
    const { rows } = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM uploaded_file');
    return rows[0]?.n ?? 0;
  });
  return { files, databaseBytes: 0 };
}
