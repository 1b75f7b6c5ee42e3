import type { Kysely } from 'kysely';
import type { Database, UploadedFileTable } from '../../db/schema.js';

export type UploadedFileRow = UploadedFileTable;

export function filesRepository(db: Kysely<Database>) {
  return {
    find(id: string): Promise<UploadedFileRow | undefined> {
      return db.selectFrom('uploaded_file').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async exists(id: string): Promise<boolean> {
      const row = await db.selectFrom('uploaded_file').select('id').where('id', '=', id).executeTakeFirst();
      return row !== undefined;
    },

    async insert(row: UploadedFileRow): Promise<void> {
      await db.insertInto('uploaded_file').values(row).execute();
    },
  };
}

export type FilesRepository = ReturnType<typeof filesRepository>;
