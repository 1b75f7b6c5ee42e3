import {
  ADMIN_USER_ID,
  canBeInsideRole,
  canContainRoles,
  canHaveUsers,
  displayName,
  isImplicitRole,
  type Role,
  type RoleAssignment,
  type RoleAssignmentResult,
  type RoleHolder,
  type SelectorItem,
  SYSTEM_ROLE_IDS,
} from '@stroomlijn/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import type { AuthSession } from '../../lib/sessions.js';
import { holdsSystemRole } from '../../plugins/auth.js';
import { recordAudit } from '../audit/index.js';
import { reviewListsService } from '../responses/index.js';
import { liveRole } from '../roles/index.js';
import { assertMayChangeAdministrators, liveUser } from '../users/index.js';
import { type UserRolesRepository, userRolesRepository } from './repository.js';

const ADMIN_ROLE_ID = SYSTEM_ROLE_IDS.ROLE_ADMIN;

function invalidState(message: string): AppError {
  return new AppError('invalid-state', { message });
}

function noUsersReason(roleId: string): string {
  return isImplicitRole(roleId)
    ? 'Every user holds this role; it is not assigned'
    : 'A role of type roles contains roles, not users';
}

function byName(a: SelectorItem, b: SelectorItem): number {
  const [x, y] = [a.name.toLowerCase(), b.name.toLowerCase()];
  if (x !== y) return x < y ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * A role link added or removed, recorded under the id of the role it links to (so that the role's
 * history shows who was given it); a user's link is about that user too. A call that changed nothing
 * (the link existed already) records nothing.
 */
function recordLink(
  trx: Kysely<Database>,
  action: 'create' | 'delete',
  link: { roleId: string; userId: string } | { roleId: string; memberRoleId: string },
): Promise<void> {
  return recordAudit(trx, {
    entity: 'role-link',
    entityId: link.roleId,
    action,
    before: action === 'delete' ? link : null,
    after: action === 'create' ? link : null,
    subjects: 'userId' in link ? [link.userId] : [],
  });
}

export function userRolesService(db: Kysely<Database>) {
  const reviewLists = reviewListsService(db);

  /**
   * Who holds a role is the user managers' to see, the administrator's (who handles every response), and
   * a reviewer's for the action holder role of a response they review (AC-12): choosing an assignee.
   */
  async function maySeeHolders(caller: AuthSession, roleId: string): Promise<boolean> {
    if (holdsSystemRole(caller, 'ROLE_USER_MANAGER') || holdsSystemRole(caller, 'ROLE_ADMIN')) return true;
    return reviewLists.reviewsResponsesWithActionHolder(caller, roleId);
  }

  /**
   * Who holds ROLE_ADMIN, and the roles of anyone who holds it, change only by an administrator:
   * a user manager cannot make anyone (itself included) an administrator, nor strip one.
   */
  async function assertMayAssign(trx: Kysely<Database>, caller: AuthSession, roleId: string, userId: string) {
    if (roleId === ADMIN_ROLE_ID && !holdsSystemRole(caller, 'ROLE_ADMIN')) {
      throw new AppError('not-allowed', { message: 'Only an administrator may change who is one' });
    }
    await assertMayChangeAdministrators(trx, caller, { userId });
  }

  const inTransaction = <T>(work: (repository: UserRolesRepository, trx: Kysely<Database>) => Promise<T>) =>
    db.transaction().execute((trx) => work(userRolesRepository(trx), trx));

  return {
    async rolesOfUser(userId: string): Promise<Role[]> {
      await liveUser(db, userId);
      return userRolesRepository(db).rolesOfUser(userId);
    },

    async usersOfRole(roleId: string): Promise<RoleHolder[]> {
      await liveRole(db, roleId);
      return userRolesRepository(db).usersOfRole(roleId);
    },

    async rolesInRole(roleId: string): Promise<Role[]> {
      await liveRole(db, roleId);
      return userRolesRepository(db).rolesInRole(roleId);
    },

    /**
     * Users holding the role effectively, as selector items named by their display name; for those who
     * may see its holders (not-allowed otherwise).
     */
    async selectableUsers(caller: AuthSession, roleId: string): Promise<SelectorItem[]> {
      if (!(await maySeeHolders(caller, roleId)))
        throw new AppError('not-allowed', {
          message: 'Only user managers and reviewers choosing an assignee',
        });
      await liveRole(db, roleId);
      const holders = await userRolesRepository(db).holdersOfRole(roleId);
      return holders.map((user) => ({ id: user.id, name: displayName(user) })).sort(byName);
    },

    addUser: (caller: AuthSession, { roleId, id }: RoleAssignment): Promise<RoleAssignmentResult> =>
      inTransaction(async (repository, trx) => {
        const role = await liveRole(trx, roleId);
        // Locked before the check: a concurrent check of this user waits until this change is in.
        await liveUser(trx, id, { lock: true });
        await assertMayAssign(trx, caller, roleId, id);
        if (!canHaveUsers(role)) throw invalidState(noUsersReason(role.id));
        const changed = await repository.addUser(roleId, id);
        if (changed) await recordLink(trx, 'create', { roleId, userId: id });
        return { changed };
      }),

    removeUser: (caller: AuthSession, { roleId, id }: RoleAssignment): Promise<RoleAssignmentResult> =>
      inTransaction(async (repository, trx) => {
        await liveRole(trx, roleId);
        await liveUser(trx, id, { lock: true });
        await assertMayAssign(trx, caller, roleId, id);
        if (isImplicitRole(roleId)) throw invalidState(noUsersReason(roleId));
        if (roleId === ADMIN_ROLE_ID && id === ADMIN_USER_ID) {
          throw invalidState('The administrator cannot be removed from ROLE_ADMIN');
        }
        if (!(await repository.removeUser(roleId, id))) {
          throw new AppError('not-found', { message: 'The user does not hold this role' });
        }
        await recordLink(trx, 'delete', { roleId, userId: id });
        return { changed: true };
      }),

    /**
     * Puts a role (not of type roles, or Everyone) inside a role of type roles. Its holders then hold the
     * container too: of an administrator, only an administrator may change that.
     */
    addRole: (caller: AuthSession, { roleId, id }: RoleAssignment): Promise<RoleAssignmentResult> =>
      inTransaction(async (repository, trx) => {
        const container = await liveRole(trx, roleId);
        const child = await liveRole(trx, id);
        await assertMayChangeAdministrators(trx, caller, { holdersOf: id });
        if (!canContainRoles(container))
          throw invalidState('Only a role of type roles, not Everyone, contains roles');
        // With these rules the only container inside another is Everyone, which holds no role: no loop can form.
        if (!canBeInsideRole(child)) throw invalidState('A role of type roles cannot be put inside a role');
        const changed = await repository.addRole(roleId, id);
        if (changed) await recordLink(trx, 'create', { roleId, memberRoleId: id });
        return { changed };
      }),

    /** Takes a role out of a role of type roles: its holders no longer hold the container through it. */
    removeRole: (caller: AuthSession, { roleId, id }: RoleAssignment): Promise<RoleAssignmentResult> =>
      inTransaction(async (repository, trx) => {
        await liveRole(trx, roleId);
        await liveRole(trx, id);
        await assertMayChangeAdministrators(trx, caller, { holdersOf: id });
        if (!(await repository.removeRole(roleId, id))) {
          throw new AppError('not-found', { message: 'The role is not inside this role' });
        }
        await recordLink(trx, 'delete', { roleId, memberRoleId: id });
        return { changed: true };
      }),
  };
}

export type UserRolesService = ReturnType<typeof userRolesService>;
