import {
  ADMIN_USER_ID,
  displayName,
  type Role,
  type RoleAssignment,
  type RoleAssignmentResult,
  type SelectorItem,
  SYSTEM_ROLE_IDS,
  type User,
  wouldCreateLoop,
} from '@stroomlijn/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { holdsSystemRole } from '../../plugins/auth.js';
import { type AuthSession, effectiveRolesOfUser } from '../security/index.js';
import { type UserRolesRepository, userRolesRepository } from './repository.js';

const ADMIN_ROLE_ID = SYSTEM_ROLE_IDS.ROLE_ADMIN;

async function liveRole(repository: UserRolesRepository, id: string): Promise<Role> {
  const role = await repository.findRole(id);
  if (!role || role.deleted) throw new AppError('not-found', { message: 'No such role' });
  return role;
}

async function liveUser(repository: UserRolesRepository, id: string): Promise<User> {
  const user = await repository.findUser(id);
  if (!user || user.deleted) throw new AppError('not-found', { message: 'No such user' });
  return user;
}

function invalidState(message: string): AppError {
  return new AppError('invalid-state', { message });
}

function byName(a: SelectorItem, b: SelectorItem): number {
  const [x, y] = [a.name.toLowerCase(), b.name.toLowerCase()];
  if (x !== y) return x < y ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

export function userRolesService(db: Kysely<Database>) {
  /**
   * Who holds ROLE_ADMIN, and the roles of anyone who holds it, change only by an administrator:
   * a user manager cannot make anyone (itself included) an administrator, nor strip one.
   */
  async function assertMayAssign(trx: Kysely<Database>, caller: AuthSession, roleId: string, userId: string) {
    if (holdsSystemRole(caller, 'ROLE_ADMIN')) return;
    const targetIsAdmin = (await effectiveRolesOfUser(trx, userId)).some((role) => role.id === ADMIN_ROLE_ID);
    if (roleId === ADMIN_ROLE_ID || targetIsAdmin) {
      throw new AppError('not-allowed', { message: 'Only an administrator may change this' });
    }
  }

  const inTransaction = <T>(work: (repository: UserRolesRepository, trx: Kysely<Database>) => Promise<T>) =>
    db.transaction().execute((trx) => work(userRolesRepository(trx), trx));

  return {
    async rolesOfUser(userId: string): Promise<Role[]> {
      const repository = userRolesRepository(db);
      await liveUser(repository, userId);
      return repository.rolesOfUser(userId);
    },

    async usersOfRole(roleId: string): Promise<User[]> {
      const repository = userRolesRepository(db);
      await liveRole(repository, roleId);
      return repository.usersOfRole(roleId);
    },

    async rolesInRole(roleId: string): Promise<Role[]> {
      const repository = userRolesRepository(db);
      await liveRole(repository, roleId);
      return repository.rolesInRole(roleId);
    },

    /** Users holding the role effectively, as selector items named by their display name. */
    async selectableUsers(roleId: string): Promise<SelectorItem[]> {
      const repository = userRolesRepository(db);
      await liveRole(repository, roleId);
      const holders = await repository.holdersOfRole(roleId);
      return holders.map((user) => ({ id: user.id, name: displayName(user) })).sort(byName);
    },

    addUser: (caller: AuthSession, { roleId, id }: RoleAssignment): Promise<RoleAssignmentResult> =>
      inTransaction(async (repository, trx) => {
        const role = await liveRole(repository, roleId);
        await liveUser(repository, id);
        await assertMayAssign(trx, caller, roleId, id);
        if (role.type === 'roles') throw invalidState('A role of type roles contains roles, not users');
        return { changed: await repository.addUser(roleId, id) };
      }),

    removeUser: (caller: AuthSession, { roleId, id }: RoleAssignment): Promise<RoleAssignmentResult> =>
      inTransaction(async (repository, trx) => {
        await liveRole(repository, roleId);
        await liveUser(repository, id);
        await assertMayAssign(trx, caller, roleId, id);
        if (roleId === ADMIN_ROLE_ID && id === ADMIN_USER_ID) {
          throw invalidState('The administrator cannot be removed from ROLE_ADMIN');
        }
        if (!(await repository.removeUser(roleId, id))) {
          throw new AppError('not-found', { message: 'The user does not hold this role' });
        }
        return { changed: true };
      }),

    /** Puts a role (not of type roles) inside a role of type roles. */
    addRole: (_caller: AuthSession, { roleId, id }: RoleAssignment): Promise<RoleAssignmentResult> =>
      inTransaction(async (repository) => {
        const container = await liveRole(repository, roleId);
        const child = await liveRole(repository, id);
        if (container.type !== 'roles') throw invalidState('Only a role of type roles contains roles');
        if (child.type === 'roles') throw invalidState('A role of type roles cannot be put inside a role');
        if (wouldCreateLoop(roleId, id, await repository.containers())) {
          throw invalidState('This would make a loop of roles');
        }
        return { changed: await repository.addRole(roleId, id) };
      }),

    removeRole: (_caller: AuthSession, { roleId, id }: RoleAssignment): Promise<RoleAssignmentResult> =>
      inTransaction(async (repository) => {
        await liveRole(repository, roleId);
        await liveRole(repository, id);
        if (!(await repository.removeRole(roleId, id))) {
          throw new AppError('not-found', { message: 'The role is not inside this role' });
        }
        return { changed: true };
      }),
  };
}

export type UserRolesService = ReturnType<typeof userRolesService>;
