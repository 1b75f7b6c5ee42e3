import path from 'node:path';
import type { DatabaseHandle } from '../../../db/database.js';
import { databaseStorage } from './database-storage.js';
import { directoryStorage } from './directory-storage.js';
import type { FileStorage } from './file-storage.js';

export type { FileStorage } from './file-storage.js';
export { databaseStorage, directoryStorage };

function storageOf(database: DatabaseHandle, dataDir: string): Promise<FileStorage> {
  return database.dialect === 'postgres'
    ? databaseStorage(database.db)
    : directoryStorage(database.db, path.join(dataDir, 'files'));
}

/** The storage that fits the database: PostgreSQL keeps the bytes itself, SQLite a directory under the data directory. */
export async function fileStorageFor(database: DatabaseHandle, dataDir: string): Promise<FileStorage> {
  const storage = await storageOf(database, dataDir);
  await storage.clearIncoming();
  return storage;
}

/**
 * The same storage for another module that reads or removes stored files (a person's data export and
 * erasure): unlike `fileStorageFor` it leaves the uploads being received alone, which only the files
 * module clears, once, at its start.
 */
export function storedFilesFor(database: DatabaseHandle, dataDir: string): Promise<FileStorage> {
  return storageOf(database, dataDir);
}
