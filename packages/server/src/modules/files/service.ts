import type { Readable } from 'node:stream';
import type { FileRecord } from '@stroomlijn/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { AppError } from '../../errors.js';
import type { AuthSession } from '../../lib/sessions.js';
import { holdsSystemRole } from '../../plugins/auth.js';
import { recordAudit } from '../audit/index.js';
import { invalidId, type ReceivedUpload } from './receive.js';
import { filesRepository, type UploadedFileRow } from './repository.js';
import type { FileStorage } from './storage/index.js';

const notFound = () => new AppError('not-found', { message: 'No such file' });

export function filesService(db: Kysely<Database>, storage: FileStorage) {
  const repository = filesRepository(db);

  /**
   * The file, for modelers and editors any; for other users only one of an upload definition that a
   * latest published revision uses, one they uploaded themselves, or one attached to feedback they may
   * read (404 otherwise: working copies and others' uploads are no business of theirs).
   */
  async function stored(caller: AuthSession, id: string): Promise<UploadedFileRow> {
    const row = await repository.find(id);
    if (!row) throw notFound();
    const writer = holdsSystemRole(caller, 'ROLE_MODELER') || holdsSystemRole(caller, 'ROLE_EDITOR');
    if (writer || row.uploaded_by === caller.info.user.id || (await repository.isPublished(id))) return row;
    const reader = {
      userId: caller.info.user.id,
      roleIds: caller.info.roles.map((role) => role.id),
      administrator: holdsSystemRole(caller, 'ROLE_ADMIN'),
    };
    if (!(await repository.isFeedbackAttachmentFor(id, reader))) throw notFound();
    return row;
  }

  return {
    storage,

    /** 422 invalid-id when a file has this id already. */
    async assertFreeId(id: string): Promise<void> {
      if (await repository.exists(id)) throw invalidId();
    },

    /** Keeps a received upload under its id; a concurrent upload under the same id loses with invalid-id. */
    async save(caller: AuthSession, upload: ReceivedUpload): Promise<FileRecord> {
      const row: UploadedFileRow = {
        id: upload.id,
        name: upload.name,
        content_type: upload.contentType,
        size: upload.size,
        uploaded_by: caller.info.user.id,
        created_at: Date.now(),
      };
      try {
        await storage.store(
          upload.id,
          upload.incoming,
          async (trx) => {
            if (await filesRepository(trx).exists(upload.id)) throw invalidId();
            await filesRepository(trx).insert(row);
          },
          // Its name, size and type: never its content.
          (trx) =>
            recordAudit(trx, {
              entity: 'file',
              entityId: row.id,
              action: 'create',
              after: { id: row.id, name: row.name, size: row.size, contentType: row.content_type },
            }),
        );
      } catch (error) {
        if (isUniqueViolation(error)) throw invalidId();
        throw error;
      }
      return { id: row.id, name: row.name };
    },

    async get(caller: AuthSession, id: string): Promise<FileRecord> {
      const row = await stored(caller, id);
      return { id: row.id, name: row.name };
    },

    async download(caller: AuthSession, id: string): Promise<{ row: UploadedFileRow; content: Readable }> {
      const row = await stored(caller, id);
      try {
        return { row, content: await storage.read(id) };
      } catch (error) {
        throw new AppError('storage', {
          message: 'The content of the file could not be read',
          debugInfo: error instanceof Error ? error.message : String(error),
        });
      }
    },
  };
}

export type FilesService = ReturnType<typeof filesService>;
