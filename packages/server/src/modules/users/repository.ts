import type { User } from '@stroomlijn/domain';
import { type Insertable, type Kysely, sql } from 'kysely';
import { NOT_DELETED } from '../../db/flags.js';
import { forUpdate } from '../../db/row-locks.js';
import type { AppUserTable, Database } from '../../db/schema.js';
import { updateUnchanged } from '../../db/update-unchanged.js';
import { userDetailColumns } from '../../db/user-columns.js';

/**
 * Rows per INSERT and keys per IN list: below SQLite's 32,766 and PostgreSQL's 65,535 bound parameters
 * at 11 columns a row.
 */
const BATCH = 500;

export const userColumns = [
  ...userDetailColumns,
  'app_user.deleted as deleted',
  'app_user.erased_at as erasedAt',
  'app_user.updated_at as updatedAt',
] as const;

/**
 * The order of every user list: last name, first name (case-insensitive), then email. The email key is
 * unique, so the order is total, and the index app_user_list serves it whole.
 */
export const userOrder = [
  sql`lower(app_user.last_name)`,
  sql`lower(app_user.first_name)`,
  sql`app_user.email_key`,
];

type UserRow = Omit<User, 'deleted' | 'erased' | 'updatedAt'> & {
  deleted: number | boolean;
  erasedAt: number | string | null;
  updatedAt: number;
};

export function toUser({ erasedAt, ...row }: UserRow): User {
  // `erased` only where true: everyone else's answer stays as it was.
  return {
    ...row,
    deleted: Boolean(row.deleted),
    ...(erasedAt !== null ? { erased: true } : {}),
    updatedAt: Number(row.updatedAt),
  };
}

export type UserFieldsRow = Pick<
  AppUserTable,
  'email' | 'email_key' | 'first_name' | 'preposition' | 'last_name' | 'personnel_number'
>;

export function usersRepository(db: Kysely<Database>) {
  return {
    async list(): Promise<User[]> {
      let query = db.selectFrom('app_user').select(userColumns).where('app_user.deleted', '=', NOT_DELETED);
      for (const order of userOrder) query = query.orderBy(order);
      return (await query.execute()).map(toUser);
    },

    /**
     * The user with this id, deleted or not. With `lock`, its row stays locked until the transaction
     * ends (PostgreSQL; on SQLite a transaction runs alone anyway).
     */
    async find(id: string, { lock = false } = {}): Promise<User | undefined> {
      const query = db.selectFrom('app_user').select(userColumns).where('id', '=', id);
      const row = await (lock ? forUpdate(db, query) : query).executeTakeFirst();
      return row && toUser(row);
    },

    /** The id of the user (deleted or not) whose email key this is. */
    async ownerOfEmailKey(emailKey: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('app_user')
        .select('id')
        .where('email_key', '=', emailKey)
        .executeTakeFirst();
      return row?.id;
    },

    /** Which of these email keys belong to a user already (deleted users' keys are released). */
    async takenEmailKeys(keys: Iterable<string>): Promise<Set<string>> {
      const wanted = [...new Set(keys)];
      const taken = new Set<string>();
      for (let start = 0; start < wanted.length; start += BATCH) {
        const rows = await db
          .selectFrom('app_user')
          .select('email_key')
          .where('email_key', 'in', wanted.slice(start, start + BATCH))
          .execute();
        for (const row of rows) taken.add(row.email_key);
      }
      return taken;
    },

    async insert(rows: Insertable<AppUserTable>[]): Promise<void> {
      for (let start = 0; start < rows.length; start += BATCH) {
        await db
          .insertInto('app_user')
          .values(rows.slice(start, start + BATCH))
          .execute();
      }
    },

    /** Writes the fields when the row still has `expectedUpdatedAt`; false when it has changed meanwhile. */
    async update(id: string, expectedUpdatedAt: number, fields: UserFieldsRow, at: number): Promise<boolean> {
      return updateUnchanged(db, 'app_user', id, expectedUpdatedAt, fields, at);
    },

    /** Marks the user deleted, releases its email for reuse and drops its role assignments. */
    async softDelete(id: string, at: number): Promise<void> {
      await db
        .updateTable('app_user')
        .set({ deleted: 1, email_key: `deleted:${id}`, updated_at: at })
        .where('id', '=', id)
        .execute();
      await db.deleteFrom('user_role').where('user_id', '=', id).execute();
    },

    async setPasswordHash(id: string, passwordHash: string): Promise<void> {
      await db.updateTable('app_user').set({ password_hash: passwordHash }).where('id', '=', id).execute();
    },
  };
}

export type UsersRepository = ReturnType<typeof usersRepository>;
