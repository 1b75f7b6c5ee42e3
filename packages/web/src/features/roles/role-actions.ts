import { type RoleType, SYSTEM_ROLE_IDS } from '@stroomlijn/domain';

interface RoleLike {
  id: string;
  type: RoleType;
}

/** A role of type roles only contains roles; users cannot hold it directly (RO-23). */
export function canHaveUsers(role: RoleLike): boolean {
  return role.type !== 'roles';
}

/**
 * Whether the signed-in user may change who holds the role: not for a role of type roles (RO-08),
 * and for ROLE_ADMIN only when the signed-in user is an administrator (RO-09).
 */
export function mayChangeUsersOf(role: RoleLike, viewerIsAdmin: boolean): boolean {
  return canHaveUsers(role) && (role.id !== SYSTEM_ROLE_IDS.ROLE_ADMIN || viewerIsAdmin);
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
 * only a role of type roles contains roles (RO-05); users are assigned where they can and may be
 * (RO-06, RO-08, RO-09); a system role cannot be deleted (RO-07).
 */
export function roleActions(role: RoleLike, { viewerIsAdmin }: { viewerIsAdmin: boolean }): RoleActions {
  return {
    edit: true,
    roleRoles: role.type === 'roles',
    userRoles: mayChangeUsersOf(role, viewerIsAdmin),
    delete: role.type !== 'system',
  };
}
