import { randomUUID } from 'node:crypto';
import type { UserImportResult } from '@stroomlijn/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { AppError } from '../../errors.js';
import { recordAudit } from '../audit/index.js';
import type { CsvRecord } from './csv-records.js';
import { candidateEmailKeys, classifyImportRows } from './import-rows.js';
import { usersRepository } from './repository.js';

/**
 * CSV import: one transaction, batched queries for those of the file's email keys that exist, batched
 * inserts. `rows` are the rows of the file without its header (importRows), within the limits. Each row is
 * imported whole or not at all, and every row gets its outcome. Imported users have no password: they
 * sign in through single sign-on or get one from a user manager.
 */
export function userImportService(db: Kysely<Database>) {
  return {
    async importUsers(rows: readonly CsvRecord[]): Promise<UserImportResult> {
      const now = Date.now();
      try {
        return await db.transaction().execute(async (trx) => {
          const repository = usersRepository(trx);
          const taken = await repository.takenEmailKeys(candidateEmailKeys(rows));
          const { rows: outcomes, users } = classifyImportRows(rows, taken);
          const inserted = users.map((user) => ({ ...user, id: randomUUID() }));
          await repository.insert(
            inserted.map((user) => ({
              id: user.id,
              email: user.email,
              email_key: user.emailKey,
              first_name: user.firstName,
              preposition: user.preposition,
              last_name: user.lastName,
              personnel_number: '',
              password_hash: null,
              deleted: 0,
              created_at: now,
              updated_at: now,
            })),
          );
          const imported = users.map(({ email, firstName, preposition, lastName }) => ({
            email,
            firstName,
            preposition,
            lastName,
          }));
          // One entry for the whole import, about every user it made (never a password: they have none).
          if (inserted.length > 0)
            await recordAudit(trx, {
              entity: 'user',
              entityId: randomUUID(),
              action: 'import',
              after: {
                users: inserted.map(({ id, email, firstName, preposition, lastName }) => ({
                  id,
                  email,
                  firstName,
                  preposition,
                  lastName,
                })),
              },
              subjects: inserted.map((user) => user.id),
            });
          return { rows: outcomes, imported };
        });
      } catch (error) {
        // Another request added one of these emails between the read and the insert.
        if (isUniqueViolation(error)) {
          throw new AppError('conflict', { message: 'Users were added meanwhile; import the file again' });
        }
        throw error;
      }
    },
  };
}

export type UserImportService = ReturnType<typeof userImportService>;
