import { mkdtemp, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import type { Dialect } from '../db/database.js';
import { type ArchiveEntry, ENTRY, newManifest, writeArchive } from './archive.js';
import { recordOperation } from './audit-operation.js';
import { exists, removeWorkingDir } from './file-system.js';
import { EXECUTED_MIGRATIONS_SQL, MIGRATION_TABLE, noStroomlijnData } from './migrations.js';
import { OperationError } from './operation-error.js';
import { describePlace, dialectOf, filesDirOf, type Place, sqliteFileOf } from './place.js';
import { DEFAULT_TOOLS, type OperationOptions, type PostgresTools, runTool, withClient } from './postgres.js';

export type BackupOptions = OperationOptions;

export interface BackupSummary {
  file: string;
  dialect: Dialect;
  /** The size of the archive. */
  bytes: number;
  /** The size of the database copy (SQLite) or dump (PostgreSQL) inside. */
  databaseBytes: number;
  /** The uploaded files inside (on PostgreSQL inside the dump). */
  files: number;
  migrations: string[];
  /** Files that have a row but no content in the files directory (SQLite); they are not in the backup. */
  missingFiles: string[];
}

interface Snapshot {
  entries: ArchiveEntry[];
  migrations: string[];
  files: number;
  missingFiles: string[];
}

/**
 * Writes a consistent backup of the place's database (and, on SQLite, its uploaded files) to `file`, a
 * new file, while the server may go on working.
 */
export async function backup(
  place: Place,
  file: string,
  options: BackupOptions = {},
): Promise<BackupSummary> {
  const report = options.report ?? (() => {});
  const dialect = dialectOf(place);
  const target = path.resolve(file);
  if (!(await exists(path.dirname(target))))
    throw new OperationError(`The directory ${path.dirname(target)} does not exist`);
  if (await exists(target)) throw new OperationError(`${target} exists already: name a new file`);

  report(`Backing up ${describePlace(place)}`);
  // Before the copy: the backup holds the entry that says it was made.
  await recordOperation(place, {
    entity: 'backup',
    entityId: path.basename(target),
    action: 'backup',
    after: { file: target },
  });
  const staging = await mkdtemp(path.join(path.dirname(target), '.stroomlijn-backup-'));
  try {
    const snapshot =
      dialect === 'sqlite'
        ? await sqliteSnapshot(place, staging)
        : await postgresSnapshot(place.databaseUrl ?? '', staging, { ...DEFAULT_TOOLS, ...options.tools });
    const manifest = newManifest({ dialect, migrations: snapshot.migrations, files: snapshot.files });
    const manifestFile = path.join(staging, ENTRY.manifest);
    await writeFile(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
    report(`Writing ${target}`);
    await writeArchive(target, [{ name: ENTRY.manifest, source: manifestFile }, ...snapshot.entries]);
    const [database] = snapshot.entries;
    return {
      file: target,
      dialect,
      bytes: (await stat(target)).size,
      databaseBytes: database ? (await stat(database.source)).size : 0,
      files: snapshot.files,
      migrations: snapshot.migrations,
      missingFiles: snapshot.missingFiles,
    };
  } finally {
    await removeWorkingDir(staging);
  }
}

/**
 * SQLite's online backup copies the database as one consistent state, with what is still in the WAL
 * (a copy of the file would miss that). The uploaded files are those whose rows the copy holds: the
 * storage moves a file into place before its row commits, so each one is there.
 */
async function sqliteSnapshot(place: Place, staging: string): Promise<Snapshot> {
  const source = sqliteFileOf(place);
  if (!(await exists(source)))
    throw new OperationError(`There is no database at ${path.resolve(source)}: nothing to back up`);
  const copy = path.join(staging, ENTRY.sqlite);
  const live = new SqliteDatabase(source, { fileMustExist: true, timeout: 10_000 });
  try {
    await live.backup(copy);
  } finally {
    live.close();
  }
  const snapshot = new SqliteDatabase(copy);
  let migrations: string[];
  let fileIds: string[];
  try {
    // One file in the archive, without a WAL beside it; the server turns WAL on again when it opens it.
    snapshot.pragma('journal_mode = DELETE');
    const hasMigrations = snapshot
      .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?")
      .get(MIGRATION_TABLE);
    if (!hasMigrations) throw noStroomlijnData(path.resolve(source));
    migrations = snapshot.prepare(EXECUTED_MIGRATIONS_SQL).pluck().all() as string[];
    fileIds = snapshot.prepare('SELECT id FROM uploaded_file ORDER BY id').pluck().all() as string[];
  } finally {
    snapshot.close();
  }

  const entries: ArchiveEntry[] = [{ name: ENTRY.sqlite, source: copy }];
  const missingFiles: string[] = [];
  for (const id of fileIds) {
    const content = path.join(filesDirOf(place), id);
    if (await exists(content)) entries.push({ name: `${ENTRY.filesDir}/${id}`, source: content });
    else missingFiles.push(id);
  }
  return { entries, migrations, files: entries.length - 1, missingFiles };
}

/**
 * pg_dump reads one snapshot of the database. The manifest's facts are read in a transaction that
 * exports its snapshot and pg_dump uses that same one, so manifest and dump agree.
 */
async function postgresSnapshot(url: string, staging: string, tools: PostgresTools): Promise<Snapshot> {
  const dump = path.join(staging, ENTRY.dump);
  return withClient(url, async (client) => {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    try {
      const { rows } = await client.query<{ snapshot: string; migrated: boolean }>(
        'SELECT pg_export_snapshot() AS snapshot, to_regclass($1) IS NOT NULL AS migrated',
        [`public.${MIGRATION_TABLE}`],
      );
      const { snapshot, migrated } = rows[0] ?? { snapshot: '', migrated: false };
      if (!migrated) throw noStroomlijnData('The database');
      const migrations = (await client.query<{ name: string }>(EXECUTED_MIGRATIONS_SQL)).rows.map(
        (row) => row.name,
      );
      const files = (await client.query<{ n: number }>('SELECT count(*)::int AS n FROM uploaded_file'))
        .rows[0]?.n;
      await runTool(tools.pgDump, ['--format=custom', `--snapshot=${snapshot}`, `--file=${dump}`], url);
      return {
        entries: [{ name: ENTRY.dump, source: dump }],
        migrations,
        files: files ?? 0,
        missingFiles: [],
      };
    } finally {
      await client.query('ROLLBACK');
    }
  });
}
