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

    /**
     * Is the file attached to feedback on a live model that the user may read: their own, or, holding
     * the model's owner or manager role (latest revision) or being an administrator, anyone's?
     */
    async isFeedbackAttachmentFor(
      id: string,
      reader: { userId: string; roleIds: readonly string[]; administrator: boolean },
    ): Promise<boolean> {
      const roleIds = reader.roleIds.length > 0 ? reader.roleIds : [''];
      let query = db
        .selectFrom('feedback as f')
        .innerJoin('process_model as pm', 'pm.id', 'f.process_model_id')
        .innerJoin('process_model_revision as r', (join) =>
          join.onRef('r.process_model_id', '=', 'pm.id').onRef('r.revision', '=', 'pm.revision'),
        )
        .select('f.id')
        .where('f.file_id', '=', id)
        .where('pm.deleted', '=', NOT_DELETED);
      if (!reader.administrator) {
        query = query.where((eb) =>
          eb.or([
            eb('f.author_id', '=', reader.userId),
            eb('r.owner_role_id', 'in', roleIds),
            eb('r.manager_role_id', 'in', roleIds),
          ]),
        );
      }
      return (await query.limit(1).executeTakeFirst()) !== undefined;
    },

    async insert(row: UploadedFileRow): Promise<void> {
      await db.insertInto('uploaded_file').values(row).execute();
    },
  };
}

export type FilesRepository = ReturnType<typeof filesRepository>;
