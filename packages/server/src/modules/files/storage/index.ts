import path from 'node:path';
import type { DatabaseHandle } from '../../../db/database.js';
import { databaseStorage } from './database-storage.js';
import { directoryStorage } from './directory-storage.js';
import type { FileStorage } from './file-storage.js';

export type { FileStorage } from './file-storage.js';
export { databaseStorage, directoryStorage };

/** The storage that fits the database: PostgreSQL keeps the bytes itself, SQLite a directory under the data directory. */
export async function fileStorageFor(database: DatabaseHandle, dataDir: string): Promise<FileStorage> {
  const storage =
    database.dialect === 'postgres'
      ? await databaseStorage(database.db)
      : await directoryStorage(database.db, path.join(dataDir, 'files'));
  await storage.clearIncoming();
  return storage;
}
