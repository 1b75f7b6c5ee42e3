import { createReadStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import type { FileStorage } from './file-storage.js';

/** Bytes per row of `uploaded_file_chunk`: a 20 MB file is 20 rows, and no row is a burden to read. */
export const CHUNK_BYTES = 1024 * 1024;

/**
 * PostgreSQL: the bytes live in the database (`uploaded_file_chunk`), so every server instance behind
 * a load balancer serves every file. An upload is received into a local temporary file first, so that
 * a slow client never holds a database connection; storing then writes the row and the chunks in one
 * transaction. Reading fetches one chunk at a time while the answer streams out.
 */
export async function databaseStorage(
  db: Kysely<Database>,
  incomingDir = path.join(os.tmpdir(), 'stroomlijn-uploads'),
): Promise<FileStorage> {
  await mkdir(incomingDir, { recursive: true });

  return {
    incomingDir,

    async store(id, incoming, insertRow, recorded) {
      try {
        await db.transaction().execute(async (trx) => {
          await insertRow(trx);
          let seq = 0;
          for await (const bytes of createReadStream(incoming, { highWaterMark: CHUNK_BYTES })) {
            await trx
              .insertInto('uploaded_file_chunk')
              .values({ file_id: id, seq: seq++, bytes: bytes as Buffer })
              .execute();
          }
          await recorded?.(trx);
        });
      } finally {
        await rm(incoming, { force: true });
      }
    },

    async read(id): Promise<Readable> {
      async function* chunks() {
        for (let seq = 0; ; seq++) {
          const row = await db
            .selectFrom('uploaded_file_chunk')
            .select('bytes')
            .where('file_id', '=', id)
            .where('seq', '=', seq)
            .executeTakeFirst();
          if (!row) return;
          yield Buffer.from(row.bytes);
        }
      }
      return Readable.from(chunks(), { objectMode: false });
    },

    async discard() {
      // The chunks went with their rows (on delete cascade).
    },

    async clearIncoming() {
      // Instances may share the temporary directory: only files older than a day are surely abandoned.
      const dayAgo = Date.now() - 24 * 60 * 60 * 1000;
      for (const name of await readdir(incomingDir)) {
        const file = path.join(incomingDir, name);
        const info = await stat(file).catch(() => null);
        if (info && info.mtimeMs < dayAgo) await rm(file, { force: true });
      }
    },
  };
}
