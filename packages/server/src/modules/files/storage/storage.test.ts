import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/use-test-app.js';
import { filesRepository, type UploadedFileRow } from '../repository.js';
import { CHUNK_BYTES, databaseStorage } from './database-storage.js';
import { directoryStorage } from './directory-storage.js';
import type { FileStorage } from './file-storage.js';

const t = useTestApp();
let scratch: string;

beforeAll(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), 'stroomlijn-storage-'));
});
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

function row(id: string, size: number): UploadedFileRow {
  return { id, name: 'f.txt', content_type: 'text/plain', size, uploaded_by: null, created_at: Date.now() };
}

async function incoming(storage: FileStorage, content: Buffer): Promise<string> {
  const file = path.join(storage.incomingDir, randomUUID());
  await writeFile(file, content);
  return file;
}

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

const rowCount = async (id: string) =>
  (await t.database.db.selectFrom('uploaded_file').select('id').where('id', '=', id).execute()).length;
const chunkCount = async (id: string) =>
  (await t.database.db.selectFrom('uploaded_file_chunk').select('seq').where('file_id', '=', id).execute())
    .length;

describe.each([
  ['directory', () => directoryStorage(t.database.db, path.join(scratch, 'directory'))],
  ['database', () => databaseStorage(t.database.db, path.join(scratch, 'database-incoming'))],
] as const)('%s storage', (kind, open) => {
  it('keeps the content with its row and streams it back, over several chunks', async () => {
    const storage = await open();
    const content = randomBytes(Math.floor(CHUNK_BYTES * 2.5));
    const id = randomUUID();
    await storage.store(id, await incoming(storage, content), (trx) =>
      filesRepository(trx).insert(row(id, content.length)),
    );
    expect(await rowCount(id)).toBe(1);
    expect((await bytesOf(await storage.read(id))).equals(content)).toBe(true);
    if (kind === 'database') expect(await chunkCount(id)).toBe(3);
    expect(await readdir(storage.incomingDir)).toEqual([]);
  });

  it('a failed row insert keeps no content and no incoming file', async () => {
    const storage = await open();
    const id = randomUUID();
    const failing = storage.store(id, await incoming(storage, Buffer.from('x')), async (trx) => {
      await filesRepository(trx).insert(row(id, 1));
      throw new Error('the insert failed');
    });
    await expect(failing).rejects.toThrow('the insert failed');
    expect(await rowCount(id)).toBe(0);
    expect(await chunkCount(id)).toBe(0);
    if (kind === 'directory') await expect(storage.read(id)).rejects.toThrow();
    else expect(await bytesOf(await storage.read(id))).toHaveLength(0);
    expect(await readdir(storage.incomingDir)).toEqual([]);
  });

  it('content that cannot be kept leaves no row (the transaction is undone)', async () => {
    const storage = await open();
    const id = randomUUID();
    let file = await incoming(storage, Buffer.from('content'));
    if (kind === 'directory') {
      // A directory in the way makes the rename into place fail after the row was written.
      await mkdir(path.join(scratch, 'directory', id, 'occupied'), { recursive: true });
    } else {
      await rm(file);
      file = path.join(storage.incomingDir, 'missing');
    }
    await expect(storage.store(id, file, (trx) => filesRepository(trx).insert(row(id, 7)))).rejects.toThrow();
    expect(await rowCount(id)).toBe(0);
    expect(await chunkCount(id)).toBe(0);
    expect(await readdir(storage.incomingDir)).toEqual([]);
  });

  it('clearIncoming removes what a stopped server left behind', async () => {
    const storage = await open();
    const left = await incoming(storage, Buffer.from('half'));
    if (kind === 'database') {
      // Instances may share the temporary directory: only old files are surely abandoned.
      const old = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
      await utimes(left, old, old);
    }
    await storage.clearIncoming();
    expect(await readdir(storage.incomingDir)).toEqual([]);
  });
});
