import type { Kysely } from 'kysely';
import { NOT_DELETED } from '../../db/flags.js';
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

    /** Is the file the `data` of a live upload definition that a live model's latest revision uses? */
    async isPublished(id: string): Promise<boolean> {
      const row = await db
        .selectFrom('input_output as io')
        .innerJoin('input_output_use as use', 'use.input_output_id', 'io.id')
        .innerJoin('process_model as pm', 'pm.id', 'use.process_model_id')
        .select('io.id')
        .where('io.data', '=', id)
        .where('io.type', '=', 'upload')
        .where('io.deleted', '=', NOT_DELETED)
        .where('use.source', '=', 'published')
        .where('pm.deleted', '=', NOT_DELETED)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    async insert(row: UploadedFileRow): Promise<void> {
      await db.insertInto('uploaded_file').values(row).execute();
    },
  };
}

export type FilesRepository = ReturnType<typeof filesRepository>;
