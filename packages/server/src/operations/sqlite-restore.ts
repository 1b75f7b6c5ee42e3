import { mkdir, mkdtemp, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { ENTRY, extractArchive, notABackup } from './archive.js';
import { exists, removeWorkingDir, syncFile } from './file-system.js';
import { OperationError } from './operation-error.js';
import { filesDirOf, type Place, sqliteFileOf } from './place.js';
import { plural } from './words.js';

const FILE_ENTRY = new RegExp(
  `^${ENTRY.filesDir}/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$`,
);
/** Uploads being received; the server clears them at start, and they are no stored files. */
const INCOMING = 'incoming';

/** What already lies where the restore would write, relative to the data directory. */
async function occupants(place: Place): Promise<string[]> {
  const database = sqliteFileOf(place);
  const found: string[] = [];
  for (const suffix of ['', '-wal', '-shm', '-journal']) {
    if (await exists(database + suffix)) found.push(path.relative(place.dataDir, database + suffix));
  }
  const filesDir = filesDirOf(place);
  const names = await readdir(filesDir).catch((error: NodeJS.ErrnoException) =>
    error.code === 'ENOENT' ? [] : [filesDir],
  );
  const uploaded = names.filter((name) => name !== INCOMING);
  if (uploaded.length > 0) found.push(`${plural(uploaded.length, 'uploaded file')} in ${ENTRY.filesDir}/`);
  return found;
}

export async function assertEmptySqlite(place: Place): Promise<void> {
  const found = await occupants(place);
  if (found.length > 0)
    throw new OperationError(
      `The data directory ${path.resolve(place.dataDir)} is not empty (it has ${found.join(', ')}): a backup is restored only into an empty one; nothing was changed`,
    );
}

/** The ids of the uploaded files the restored database has rows for; a damaged database is no backup. */
function uploadedFileIds(database: string, archive: string): string[] {
  try {
    const db = new SqliteDatabase(database, { fileMustExist: true });
    try {
      const check = db.pragma('quick_check', { simple: true });
      if (check !== 'ok') throw new Error(String(check));
      return db.prepare('SELECT id FROM uploaded_file').pluck().all() as string[];
    } finally {
      db.close();
    }
  } catch (error) {
    throw notABackup(archive, `its database is damaged (${error instanceof Error ? error.message : error})`);
  }
}

/**
 * Unpacks into a directory of its own inside the data directory, checks the database, then moves the
 * files and, last, the database into place: until that final rename the data directory holds no
 * database, and a failure leaves it as empty as it was.
 */
export async function restoreSqlite(
  place: Place,
  archive: string,
  report: (line: string) => void,
): Promise<{ files: number; databaseBytes: number }> {
  const target = sqliteFileOf(place);
  if (target === ':memory:') throw new OperationError('Cannot restore into an in-memory database');
  await assertEmptySqlite(place);
  await mkdir(place.dataDir, { recursive: true });
  const staging = await mkdtemp(path.join(place.dataDir, '.stroomlijn-restore-'));
  const moved: string[] = [];
  try {
    report(`Unpacking ${archive}`);
    const names = await extractArchive(
      archive,
      staging,
      (name) => name === ENTRY.manifest || name === ENTRY.sqlite || FILE_ENTRY.test(name),
    );
    if (!names.includes(ENTRY.sqlite)) throw notABackup(archive, `it holds no ${ENTRY.sqlite}`);
    const copy = path.join(staging, ENTRY.sqlite);
    const ids = uploadedFileIds(copy, archive);
    const contents = new Set(
      names.filter((name) => FILE_ENTRY.test(name)).map((name) => path.basename(name)),
    );
    const missing = ids.filter((id) => !contents.has(id));
    if (missing.length > 0)
      report(`Warning: the backup has no content for ${plural(missing.length, 'file')}`);
    for (const id of contents) await syncFile(path.join(staging, ENTRY.filesDir, id));
    await syncFile(copy);

    // Checked again just before moving in: another restore or a server may have started meanwhile.
    await assertEmptySqlite(place);
    const filesDir = filesDirOf(place);
    await mkdir(filesDir, { recursive: true });
    for (const id of contents) {
      await rename(path.join(staging, ENTRY.filesDir, id), path.join(filesDir, id));
      moved.push(path.join(filesDir, id));
    }
    await mkdir(path.dirname(target), { recursive: true });
    await rename(copy, target);
    moved.length = 0;
    await syncFile(path.dirname(target));
    await syncFile(filesDir);
    return { files: contents.size, databaseBytes: (await stat(target)).size };
  } finally {
    for (const file of moved) await rm(file, { force: true });
    await removeWorkingDir(staging);
  }
}
