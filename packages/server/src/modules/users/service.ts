import {
  ADMIN_USER_ID,
  type ChangePassword,
  SUPPORT_USER_ID,
  SYSTEM_ROLE_IDS,
  type User,
  type UserCreate,
  type UserUpdate,
} from '@stroomlijn/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { AppError } from '../../errors.js';
import { holdsSystemRole } from '../../plugins/auth.js';
import {
  type AuthSession,
  effectiveRolesOfUser,
  hashPassword,
  type SecurityService,
} from '../security/index.js';
import type { CompromisedPasswords } from './compromised-passwords.js';
import { type UserFieldsRow, type UsersRepository, usersRepository } from './repository.js';

export interface UsersServiceOptions {
  db: Kysely<Database>;
  security: SecurityService;
  passwords: CompromisedPasswords;
}

const notFound = () => new AppError('not-found', { message: 'No such user' });
const invalidId = () =>
  new AppError('invalid-id', {
    message: 'The id is in use already',
    errors: [{ name: 'id', message: 'invalid-id' }],
  });
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

export function usersService({ db, security, passwords }: UsersServiceOptions) {
  async function liveUser(repository: UsersRepository, id: string): Promise<User> {
    const user = await repository.find(id);
    if (!user || user.deleted) throw notFound();
    return user;
  }

  /** Only an administrator may change an administrator: otherwise a user manager could take the account over. */
  async function assertMayChange(trx: Kysely<Database>, caller: AuthSession, userId: string): Promise<void> {
    if (holdsSystemRole(caller, 'ROLE_ADMIN')) return;
    const roles = await effectiveRolesOfUser(trx, userId);
    if (roles.some((role) => role.id === SYSTEM_ROLE_IDS.ROLE_ADMIN)) {
      throw new AppError('not-allowed', { message: 'Only an administrator may change an administrator' });
    }
  }

  return {
    list: () => usersRepository(db).list(),

    get: (id: string) => liveUser(usersRepository(db), id),

    async create(input: UserCreate): Promise<User> {
      const now = Date.now();
      try {
        return await db.transaction().execute(async (trx) => {
          const repository = usersRepository(trx);
          if (await repository.find(input.id)) throw invalidId();
          if (await repository.ownerOfEmailKey(input.email.toLowerCase())) throw duplicateEmail();
          await repository.insert([
            {
              id: input.id,
              ...fieldsRow(input),
              password_hash: null,
              deleted: 0,
              created_at: now,
              updated_at: now,
            },
          ]);
          return liveUser(repository, input.id);
        });
      } catch (error) {
        // Another request took the id or the email between the check and the insert.
        if (!isUniqueViolation(error)) throw error;
        if (await usersRepository(db).find(input.id)) throw invalidId();
        throw duplicateEmail();
      }
    },

    async update(caller: AuthSession, input: UserUpdate): Promise<User> {
      try {
        return await db.transaction().execute(async (trx) => {
          const repository = usersRepository(trx);
          const current = await liveUser(repository, input.id);
          await assertMayChange(trx, caller, input.id);
          if (current.updatedAt !== input.updatedAt) throw new AppError('conflict');
          const owner = await repository.ownerOfEmailKey(input.email.toLowerCase());
          if (owner !== undefined && owner !== input.id) throw duplicateEmail();
          const at = Math.max(Date.now(), current.updatedAt + 1);
          if (!(await repository.update(input.id, input.updatedAt, fieldsRow(input), at))) {
            throw new AppError('conflict');
          }
          return liveUser(repository, input.id);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicateEmail();
        throw error;
      }
    },

    /** Soft delete: the user's sessions end at once and its email may be used again. */
    async remove(caller: AuthSession, id: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const repository = usersRepository(trx);
        const current = await liveUser(repository, id);
        if (id === ADMIN_USER_ID || id === SUPPORT_USER_ID) {
          throw new AppError('invalid-state', { message: 'A built-in user cannot be deleted' });
        }
        if (id === caller.info.user.id) {
          throw new AppError('invalid-state', { message: 'You cannot delete yourself' });
        }
        await assertMayChange(trx, caller, id);
        await repository.softDelete(id, Math.max(Date.now(), current.updatedAt + 1));
      });
      await security.endSessionsOfUser(id);
    },

    /** Sets a password (stored only as an argon2id hash) and ends the user's other sessions. */
    async changePassword(caller: AuthSession, input: ChangePassword): Promise<void> {
      const repository = usersRepository(db);
      await liveUser(repository, input.id);
      await assertMayChange(db, caller, input.id);
      if (await passwords.isCompromised(input.password)) {
        throw new AppError('validation', {
          message: 'This password is known from data breaches',
          errors: [{ name: 'password', message: 'password-compromised' }],
        });
      }
      await repository.setPasswordHash(input.id, await hashPassword(input.password));
      const own = caller.info.user.id === input.id;
      await security.endSessionsOfUser(input.id, own ? caller.sessionId : null);
    },
  };
}

export type UsersService = ReturnType<typeof usersService>;
