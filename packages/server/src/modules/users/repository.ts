import type { User } from '@stroomlijn/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';

const LIVE = 0 as never;
/** Rows per INSERT: below SQLite's 32,766 and PostgreSQL's 65,535 bound parameters at 11 columns a row. */
const INSERT_BATCH = 500;

export const userColumns = [
  'app_user.id as id',
  'app_user.email as email',
  'app_user.first_name as firstName',
  'app_user.preposition as preposition',
  'app_user.last_name as lastName',
  'app_user.personnel_number as personnelNumber',
  'app_user.deleted as deleted',
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

type UserRow = Omit<User, 'deleted' | 'updatedAt'> & { deleted: number | boolean; updatedAt: number };

export function toUser(row: UserRow): User {
  return { ...row, deleted: Boolean(row.deleted), updatedAt: Number(row.updatedAt) };
}

export interface UserFieldsRow {
  email: string;
  email_key: string;
  first_name: string;
  preposition: string;
  last_name: string;
  personnel_number: string;
}

export function usersRepository(db: Kysely<Database>) {
  return {
    async list(): Promise<User[]> {
      let query = db.selectFrom('app_user').select(userColumns).where('app_user.deleted', '=', LIVE);
      for (const order of userOrder) query = query.orderBy(order);
      return (await query.execute()).map(toUser);
    },

    /** The user with this id, deleted or not. */
    async find(id: string): Promise<User | undefined> {
      const row = await db.selectFrom('app_user').select(userColumns).where('id', '=', id).executeTakeFirst();
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

    async emailKeys(): Promise<Set<string>> {
      const rows = await db.selectFrom('app_user').select('email_key').execute();
      return new Set(rows.map((row) => row.email_key));
    },

    async insert(rows: Database['app_user'][]): Promise<void> {
      for (let start = 0; start < rows.length; start += INSERT_BATCH) {
        await db
          .insertInto('app_user')
          .values(rows.slice(start, start + INSERT_BATCH))
          .execute();
      }
    },

    /** Writes the fields when the row still has `expectedUpdatedAt`; false when it has changed meanwhile. */
    async update(id: string, expectedUpdatedAt: number, fields: UserFieldsRow, at: number): Promise<boolean> {
      const result = await db
        .updateTable('app_user')
        .set({ ...fields, updated_at: at })
        .where('id', '=', id)
        .where('updated_at', '=', expectedUpdatedAt)
        .where('deleted', '=', LIVE)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
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
