import {
  ADMIN_USER_ID,
  type ChangePassword,
  SUPPORT_USER_ID,
  type User,
  type UserCreate,
  type UserUpdate,
} from '@stroomlijn/domain';
import type { Kysely } from 'kysely';
import { insertUnique } from '../../db/insert-unique.js';
import type { Database } from '../../db/schema.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { versionAfter } from '../../db/update-unchanged.js';
import { AppError } from '../../errors.js';
import type { AuthSession, SecurityService } from '../../lib/sessions.js';
import { recordAudit } from '../audit/index.js';
import { hashPassword } from '../security/index.js';
import { assertMayChangeAdministrators } from './administrators.js';
import type { CompromisedPasswords } from './compromised-passwords.js';
import { type UserFieldsRow, usersRepository } from './repository.js';

export interface UsersServiceOptions {
  db: Kysely<Database>;
  security: SecurityService;
  passwords: CompromisedPasswords;
}

const duplicateEmail = () =>
  new AppError('duplicate-email', {
    message: 'The email address already exists',
    errors: [{ name: 'email', message: 'duplicate-email' }],
  });

function fieldsRow(user: UserCreate | UserUpdate): UserFieldsRow {
  return {
    email: user.email,
    email_key: user.email.toLowerCase(),
    first_name: user.firstName,
    preposition: user.preposition,
    last_name: user.lastName,
    personnel_number: user.personnelNumber,
  };
}

/**
 * The user with this id when it is not deleted, else 404 not-found. With `lock` (inside a transaction)
 * its row stays locked on PostgreSQL until the commit: take it before a check that the write relies on.
 */
export async function liveUser(
  db: Kysely<Database>,
  id: string,
  options: { lock?: boolean } = {},
): Promise<User> {
  const user = await usersRepository(db).find(id, options);
  if (!user || user.deleted) throw new AppError('not-found', { message: 'No such user' });
  return user;
}

/** An erased person's account keeps its pseudonym: nobody edits it or gives it a password again. */
function assertNotErased(user: User): void {
  if (user.erased) throw new AppError('already-erased', { message: "This person's data has been erased" });
}

export function usersService({ db, security, passwords }: UsersServiceOptions) {
  return {
    list: () => usersRepository(db).list(),

    get: (id: string) => liveUser(db, id),

    create: (input: UserCreate): Promise<User> => {
      const now = Date.now();
      return insertUnique(db, {
        idTaken: async (trx) => (await usersRepository(trx).find(input.id)) !== undefined,
        valueTaken: async (trx) =>
          (await usersRepository(trx).ownerOfEmailKey(input.email.toLowerCase())) !== undefined,
        duplicate: duplicateEmail,
        insert: async (trx) => {
          await usersRepository(trx).insert([
            {
              id: input.id,
              ...fieldsRow(input),
              password_hash: null,
              deleted: 0,
              created_at: now,
              updated_at: now,
            },
          ]);
          const user = await liveUser(trx, input.id);
          await recordAudit(trx, { entity: 'user', entityId: user.id, action: 'create', after: user });
          return user;
        },
      });
    },

    async update(caller: AuthSession, input: UserUpdate): Promise<User> {
      try {
        return await db.transaction().execute(async (trx) => {
          const repository = usersRepository(trx);
          const current = await liveUser(trx, input.id, { lock: true });
          assertNotErased(current);
          await assertMayChangeAdministrators(trx, caller, { userId: input.id });
          if (current.updatedAt !== input.updatedAt) throw new AppError('conflict');
          const owner = await repository.ownerOfEmailKey(input.email.toLowerCase());
          if (owner !== undefined && owner !== input.id) throw duplicateEmail();
          const at = versionAfter(current.updatedAt);
          if (!(await repository.update(input.id, input.updatedAt, fieldsRow(input), at))) {
            throw new AppError('conflict');
          }
          const user = await liveUser(trx, input.id);
          await recordAudit(trx, {
            entity: 'user',
            entityId: user.id,
            action: 'update',
            before: current,
            after: user,
          });
          return user;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicateEmail();
        throw error;
      }
    },

    /** Soft delete: the user's sessions end at once and its email may be used again. */
    async remove(caller: AuthSession, id: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const current = await liveUser(trx, id, { lock: true });
        if (id === ADMIN_USER_ID || id === SUPPORT_USER_ID) {
          throw new AppError('invalid-state', { message: 'A built-in user cannot be deleted' });
        }
        if (id === caller.info.user.id) {
          throw new AppError('invalid-state', { message: 'You cannot delete yourself' });
        }
        await assertMayChangeAdministrators(trx, caller, { userId: id });
        await usersRepository(trx).softDelete(id, versionAfter(current.updatedAt));
        await recordAudit(trx, { entity: 'user', entityId: id, action: 'delete', before: current });
      });
      await security.endSessionsOfUser(id);
    },

    /**
     * Sets a password (stored only as an argon2id hash) and ends the user's other sessions. The hash is
     * made before the transaction (argon2 takes tens of milliseconds; no lock is held for it); the
     * check and the write then run in one transaction on the locked user row.
     */
    async changePassword(caller: AuthSession, input: ChangePassword): Promise<void> {
      if (await passwords.isCompromised(input.password)) {
        throw new AppError('validation', {
          message: 'This password is known from data breaches',
          errors: [{ name: 'password', message: 'password-compromised' }],
        });
      }
      const passwordHash = await hashPassword(input.password);
      await db.transaction().execute(async (trx) => {
        assertNotErased(await liveUser(trx, input.id, { lock: true }));
        await assertMayChangeAdministrators(trx, caller, { userId: input.id });
        await usersRepository(trx).setPasswordHash(input.id, passwordHash);
        // The entry says that the password changed, never what to (the field is redacted).
        await recordAudit(trx, {
          entity: 'user',
          entityId: input.id,
          action: 'update',
          after: { password: '' },
        });
      });
      const own = caller.info.user.id === input.id;
      await security.endSessionsOfUser(input.id, own ? caller.sessionId : null);
    },
  };
}

export type UsersService = ReturnType<typeof usersService>;
