import {
  canContainRoles,
  canHaveUsers,
  isBuiltInRole,
  isImplicitRole,
  mayChangeUsersOf,
  type RoleType,
} from '@stroomlijn/domain';

interface RoleLike {
  id: string;
  type: RoleType;
}

export interface RoleActions {
  edit: boolean;
  /** update-role-roles, to /role-roles/{id}. */
  roleRoles: boolean;
  /** update-user-roles, to /role-users/{id}. */
  userRoles: boolean;
  delete: boolean;
}

/**
 * The action links of a row of the role list (spec part 2 §2, §6): every role can be edited (RO-04);
 * only a role of type roles other than Everyone contains roles (RO-05); users are assigned where they
 * can and may be (RO-06, RO-08, RO-09); a built-in role cannot be deleted (RO-07).
 */
export function roleActions(role: RoleLike, { viewerIsAdmin }: { viewerIsAdmin: boolean }): RoleActions {
  return {
    edit: true,
    roleRoles: canContainRoles(role),
    userRoles: mayChangeUsersOf(role, viewerIsAdmin),
    delete: !isBuiltInRole(role),
  };
}

/**
 * Why the viewer cannot change who holds the role, as the key of the text `/role-users/{id}` shows,
 * or null when it can.
 */
export function usersLockedReason(
  role: RoleLike,
  viewerIsAdmin: boolean,
): 'role-users.roles-type' | 'role-users.implicit' | 'role-users.admin-only' | null {
  if (isImplicitRole(role.id)) return 'role-users.implicit';
  if (!canHaveUsers(role)) return 'role-users.roles-type';
  return mayChangeUsersOf(role, viewerIsAdmin) ? null : 'role-users.admin-only';
}
