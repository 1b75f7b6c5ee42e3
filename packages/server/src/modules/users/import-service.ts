import { randomUUID } from 'node:crypto';
import type { UserImportResult } from '@stroomlijn/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { AppError } from '../../errors.js';
import type { CsvRecord } from './csv-records.js';
import { classifyImportRows } from './import-rows.js';
import { usersRepository } from './repository.js';

/**
 * CSV import: one transaction, one query for the email keys that exist, batched inserts. Each row is
 * imported whole or not at all, and every row gets its outcome. Imported users have no password: they
 * sign in through single sign-on or get one from a user manager.
 */
export function userImportService(db: Kysely<Database>) {
  return {
    async importUsers(records: readonly CsvRecord[]): Promise<UserImportResult> {
      const now = Date.now();
      try {
        return await db.transaction().execute(async (trx) => {
          const repository = usersRepository(trx);
          const { rows, users } = classifyImportRows(records, await repository.emailKeys());
          await repository.insert(
            users.map((user) => ({
              id: randomUUID(),
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
          return { rows, imported };
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
