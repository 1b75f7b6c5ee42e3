import { type Role, type RoleHolder, SYSTEM_ROLE_IDS } from '@stroomlijn/domain';
import type { Kysely } from 'kysely';
import { NOT_DELETED } from '../../db/flags.js';
import type { Database } from '../../db/schema.js';
import { roleColumns, roleOrder, toRole } from '../roles/index.js';
import { effectiveHoldersOf, toUser, userColumns, userOrder } from '../users/index.js';

export interface HolderRow {
  id: string;
  firstName: string;
  preposition: string;
  lastName: string;
}

export function userRolesRepository(db: Kysely<Database>) {
  return {
    /** The live roles the user holds directly. */
    async rolesOfUser(userId: string): Promise<Role[]> {
      let query = db
        .selectFrom('user_role')
        .innerJoin('role', 'role.id', 'user_role.role_id')
        .select(roleColumns)
        .where('user_role.user_id', '=', userId)
        .where('role.deleted', '=', NOT_DELETED);
      for (const order of roleOrder) query = query.orderBy(order);
      return (await query.execute()).map(toRole);
    },

    /**
     * The live users holding the role directly, each marked whether it effectively holds ROLE_ADMIN
     * (one query for the whole list).
     */
    async usersOfRole(roleId: string): Promise<RoleHolder[]> {
      let query = db
        .selectFrom('user_role')
        .innerJoin('app_user', 'app_user.id', 'user_role.user_id')
        .select(userColumns)
        .where('user_role.role_id', '=', roleId)
        .where('app_user.deleted', '=', NOT_DELETED);
      for (const order of userOrder) query = query.orderBy(order);
      const users = (await query.execute()).map(toUser);
      if (users.length === 0) return [];
      const administrators = new Set(
        (
          await effectiveHoldersOf(db, SYSTEM_ROLE_IDS.ROLE_ADMIN)
            .select('app_user.id as id')
            .where(
              'app_user.id',
              'in',
              db
                .selectFrom('user_role as holder')
                .select('holder.user_id')
                .where('holder.role_id', '=', roleId),
            )
            .distinct()
            .execute()
        ).map((row) => row.id),
      );
      return users.map((user) => ({ ...user, administrator: administrators.has(user.id) }));
    },

    /** The live roles directly inside the role. */
    async rolesInRole(roleId: string): Promise<Role[]> {
      let query = db
        .selectFrom('role_role')
        .innerJoin('role', 'role.id', 'role_role.child_role_id')
        .select(roleColumns)
        .where('role_role.role_id', '=', roleId)
        .where('role.deleted', '=', NOT_DELETED);
      for (const order of roleOrder) query = query.orderBy(order);
      return (await query.execute()).map(toRole);
    },

    /** The live users holding the role effectively: directly or through a role inside it. */
    holdersOfRole(roleId: string): Promise<HolderRow[]> {
      return effectiveHoldersOf(db, roleId)
        .select([
          'app_user.id as id',
          'app_user.first_name as firstName',
          'app_user.preposition as preposition',
          'app_user.last_name as lastName',
        ])
        .distinct()
        .execute();
    },

    /** True when the assignment is new. */
    async addUser(roleId: string, userId: string): Promise<boolean> {
      const result = await db
        .insertInto('user_role')
        .values({ role_id: roleId, user_id: userId })
        .onConflict((oc) => oc.columns(['user_id', 'role_id']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    /** True when there was an assignment to remove. */
    async removeUser(roleId: string, userId: string): Promise<boolean> {
      const result = await db
        .deleteFrom('user_role')
        .where('role_id', '=', roleId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    async addRole(roleId: string, childRoleId: string): Promise<boolean> {
      const result = await db
        .insertInto('role_role')
        .values({ role_id: roleId, child_role_id: childRoleId })
        .onConflict((oc) => oc.columns(['role_id', 'child_role_id']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    async removeRole(roleId: string, childRoleId: string): Promise<boolean> {
      const result = await db
        .deleteFrom('role_role')
        .where('role_id', '=', roleId)
        .where('child_role_id', '=', childRoleId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}

export type UserRolesRepository = ReturnType<typeof userRolesRepository>;
