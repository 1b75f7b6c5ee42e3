import { ADMIN_USER_ID, type EraseRequest, type ErasureResult, SUPPORT_USER_ID } from '@stroomlijn/domain';
import type { Kysely } from 'kysely';
import { locksRows } from '../../../db/row-locks.js';
import type { Database } from '../../../db/schema.js';
import { versionAfter } from '../../../db/update-unchanged.js';
import { AppError } from '../../../errors.js';
import { recordAudit } from '../../audit/index.js';
import type { FileStorage } from '../../files/index.js';
import { eraseAuditEntries } from './audit-rewrite.js';
import { eraseFiles } from './files.js';
import { identityOf, recordedNames } from './identity.js';
import { pseudonymOf } from './pseudonym.js';
import { anonymiseAccount, eraseRecords } from './records.js';
import { scrubber } from './scrub.js';

const BUILT_IN = new Set([ADMIN_USER_ID, SUPPORT_USER_ID]);

/**
 * Erasing a person (GDPR article 17): in one transaction, so that a person is erased wholly or not at
 * all, the account becomes pseudonymous and unusable, what names them elsewhere takes the pseudonym,
 * their free texts are kept without their name or removed, their files not part of the documentation
 * are removed, and the audit trail's entries about them lose their personal part; one new entry records
 * the erasure with counts only. The removed files' bytes go once the transaction has committed.
 */
export function erasureService(db: Kysely<Database>, storage: FileStorage) {
  return {
    async erase(userId: string, request: EraseRequest): Promise<ErasureResult> {
      const { result, removedFiles } = await db.transaction().execute(async (trx) => {
        const query = trx
          .selectFrom('app_user')
          .select([
            'id',
            'email',
            'first_name',
            'preposition',
            'last_name',
            'personnel_number',
            'erased_at',
            'updated_at',
          ])
          .where('id', '=', userId);
        const account = await (locksRows<Database>(trx) ? query.forUpdate() : query).executeTakeFirst();
        if (!account) throw new AppError('not-found', { message: 'No such user' });
        if (BUILT_IN.has(userId))
          throw new AppError('built-in-user', {
            message: 'The built-in administrator and support users cannot be erased',
          });
        if (account.erased_at !== null)
          throw new AppError('already-erased', { message: 'This person is erased already' });
        if (Number(account.updated_at) !== request.updatedAt) throw new AppError('conflict');

        const at = versionAfter(account.updated_at);
        const pseudonym = await pseudonymOf(trx, userId);
        const identity = await identityOf(trx, userId, account);
        const scrub = scrubber(identity, pseudonym.name, pseudonym.email);
        const auditEntries = await eraseAuditEntries(trx, userId, { identity, scrub, pseudonym, at });
        const sessions = await anonymiseAccount(trx, userId, identity.emails, pseudonym, at);
        const { records, freeTexts } = await eraseRecords(trx, userId, {
          freeTexts: request.freeTexts,
          scrub,
          pseudonym,
          names: recordedNames(identity),
        });
        const files = await eraseFiles(trx, userId);
        const counts = {
          auditEntries,
          freeTexts,
          filesRemoved: files.removed.length,
          filesKept: files.kept,
          sessions,
          records,
        };
        // Nothing of the erased data: the choice and the counts.
        await recordAudit(trx, {
          entity: 'user',
          entityId: userId,
          action: 'erase',
          after: { freeTexts: request.freeTexts, counts },
        });
        return {
          result: { userId, pseudonym: pseudonym.name, erasedAt: at, counts },
          removedFiles: files.removed,
        };
      });
      await storage.discard(removedFiles);
      return result;
    },
  };
}

export type ErasureService = ReturnType<typeof erasureService>;
