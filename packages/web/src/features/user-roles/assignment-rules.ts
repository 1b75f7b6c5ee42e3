import {
  ADMIN_USER_ID,
  canBeInsideRole,
  EVERYONE_ROLE_ID,
  type Role,
  type RoleHolder,
  SYSTEM_ROLE_IDS,
} from '@stroomlijn/domain';
import { ApiError } from '../../lib/api';

/** The built-in administrator cannot leave ROLE_ADMIN (RO-24). */
export function mayRemoveUserFromRole(roleId: string, userId: string): boolean {
  return !(roleId === SYSTEM_ROLE_IDS.ROLE_ADMIN && userId === ADMIN_USER_ID);
}

/**
 * Whether `/role-users/{roleId}` offers the remove link for a holder: the viewer may change the role's
 * users (`mayChange`), the holder may leave the role (RO-24), and the holder is not an administrator
 * unless the viewer is one (administrator protection: the server refuses with 403 otherwise).
 */
export function showsRemoveLink(
  roleId: string,
  holder: Pick<RoleHolder, 'id' | 'administrator'>,
  mayChange: boolean,
  viewerIsAdmin: boolean,
): boolean {
  return mayChange && mayRemoveUserFromRole(roleId, holder.id) && (viewerIsAdmin || !holder.administrator);
}

/**
 * The users the add picker of `/role-users/{roleId}` offers: those that do not hold the role yet, in
 * the order given (the users list is sorted by last name, then first name).
 */
export function selectableUsers<U extends { id: string }>(
  all: readonly U[],
  holders: readonly { id: string }[],
): U[] {
  const taken = new Set(holders.map((user) => user.id));
  return all.filter((user) => !taken.has(user.id));
}

/**
 * The roles the add picker of `/role-roles/{roleId}` offers (RO-27): roles whose type is not roles, and
 * Everyone, except the role itself and the roles already inside it, in the order given (by name).
 */
export function selectableRoles<R extends Pick<Role, 'id' | 'type'>>(
  all: readonly R[],
  inside: readonly { id: string }[],
  containerId: string,
): R[] {
  const taken = new Set(inside.map((role) => role.id));
  return all.filter((role) => canBeInsideRole(role) && role.id !== containerId && !taken.has(role.id));
}

/**
 * Whether a refused change of who holds a role means: the user is an administrator. The server
 * refuses with 403 not-allowed when a user manager who is not an administrator changes any role of a
 * user who holds ROLE_ADMIN. The role's users list hides the remove link then (`showsRemoveLink`), but
 * a deep link or the add picker still reaches the refusal, which explains itself. (For an administrator
 * the refusal has another cause; its own text shows.)
 */
export function isAdminHolderRefusal(error: unknown, viewerIsAdmin: boolean): boolean {
  return (
    !viewerIsAdmin &&
    error instanceof ApiError &&
    error.status === 403 &&
    error.body.messageKey === 'not-allowed'
  );
}

/** The text of `/role-roles/{id}` for a role that holds no roles: Everyone says why it does not. */
export function notContainerKey(role: Pick<Role, 'id'>): 'role-roles.everyone' | 'role-roles.not-container' {
  return role.id === EVERYONE_ROLE_ID ? 'role-roles.everyone' : 'role-roles.not-container';
}
