import { ADMIN_USER_ID, type Role, SYSTEM_ROLE_IDS } from '@stroomlijn/domain';

/** The built-in administrator cannot leave ROLE_ADMIN (RO-24). */
export function mayRemoveUserFromRole(roleId: string, userId: string): boolean {
  return !(roleId === SYSTEM_ROLE_IDS.ROLE_ADMIN && userId === ADMIN_USER_ID);
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
 * The roles the add picker of `/role-roles/{roleId}` offers (RO-27): roles whose type is not roles,
 * except the role itself and the roles already inside it, in the order given (by name).
 */
export function selectableRoles<R extends Pick<Role, 'id' | 'type'>>(
  all: readonly R[],
  inside: readonly { id: string }[],
  containerId: string,
): R[] {
  const taken = new Set(inside.map((role) => role.id));
  return all.filter((role) => role.type !== 'roles' && role.id !== containerId && !taken.has(role.id));
}
