import { mkdir, open, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import type { FileStorage } from './file-storage.js';

async function syncDirectory(directory: string): Promise<void> {
  const handle = await open(directory, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * SQLite: the files live in a directory beside the database, one file per id (a UUID, so no name
 * can leave the directory). Uploads arrive in `incoming/` on the same file system, written and
 * fsynced; storing inserts the row and renames the file into place inside one transaction, so a
 * failed insert leaves no file and a failed rename no row. A crash between the rename and the commit
 * leaves a file without a row: never served, and replaced if its id is ever uploaded again.
 */
export async function directoryStorage(db: Kysely<Database>, directory: string): Promise<FileStorage> {
  const incomingDir = path.join(directory, 'incoming');
  await mkdir(incomingDir, { recursive: true });
  const fileOf = (id: string) => path.join(directory, id);

  return {
    incomingDir,

    async store(id, incoming, insertRow, recorded) {
      let moved = false;
      try {
        await db.transaction().execute(async (trx) => {
          await insertRow(trx);
          await rename(incoming, fileOf(id));
          moved = true;
          await syncDirectory(directory);
          await recorded?.(trx);
        });
      } catch (error) {
        if (moved) await rm(fileOf(id), { force: true });
        throw error;
      } finally {
        await rm(incoming, { force: true });
      }
    },

    async read(id): Promise<Readable> {
      // Opened here, so that a missing file fails the call rather than the answer half-way.
      const handle = await open(fileOf(id), 'r');
      return handle.createReadStream();
    },

    async discard(ids) {
      for (const id of ids) await rm(fileOf(id), { force: true });
      if (ids.length > 0) await syncDirectory(directory);
    },

    async clearIncoming() {
      for (const name of await readdir(incomingDir)) await rm(path.join(incomingDir, name), { force: true });
    },
  };
}
