import { EVERYONE_ROLE_ID, SYSTEM_ROLE_IDS } from '../ids.js';
import type { RoleType } from './system-roles.js';

/**
 * The special roles (spec part 2 §5, §6; RO-08, RO-09, RO-27; the ids are ours, see docs/decisions.md):
 * - Everyone (type roles) and ROLE_USER are held by every live user, so neither has users to assign;
 * - Everyone is the one role of type roles that may be put inside another: every user then holds that
 *   container. Nothing can be put inside Everyone;
 * - who holds ROLE_ADMIN is changed only by an administrator.
 */
export const IMPLICIT_ROLE_IDS: readonly string[] = [EVERYONE_ROLE_ID, SYSTEM_ROLE_IDS.ROLE_USER];

export const EVERYONE_ROLE = {
  id: EVERYONE_ROLE_ID,
  name: 'Everyone',
  description: 'Every user; put it inside a role of type roles to give that role to everyone',
  type: 'roles',
} as const;

interface RoleLike {
  id: string;
  type: RoleType;
}

export function isImplicitRole(roleId: string): boolean {
  return IMPLICIT_ROLE_IDS.includes(roleId);
}

/** The roles a user holds before roles within roles are followed: its own plus the implicit ones. */
export function heldRoleIds(direct: Iterable<string>): Set<string> {
  return new Set([...direct, ...IMPLICIT_ROLE_IDS]);
}

/** Built-in roles stay: the system roles and Everyone cannot be deleted (RO-07). */
export function isBuiltInRole(role: RoleLike): boolean {
  return role.type === 'system' || role.id === EVERYONE_ROLE_ID;
}

/** Users can be assigned to the role: not to a role of type roles (RO-23) nor to an implicit one (RO-08). */
export function canHaveUsers(role: RoleLike): boolean {
  return role.type !== 'roles' && !isImplicitRole(role.id);
}

/** Whether the viewer may change who holds the role: ROLE_ADMIN only by an administrator (RO-09). */
export function mayChangeUsersOf(role: RoleLike, viewerIsAdmin: boolean): boolean {
  return canHaveUsers(role) && (role.id !== SYSTEM_ROLE_IDS.ROLE_ADMIN || viewerIsAdmin);
}

/** Roles can be put inside the role: a role of type roles other than Everyone (RO-05). */
export function canContainRoles(role: RoleLike): boolean {
  return role.type === 'roles' && role.id !== EVERYONE_ROLE_ID;
}

/** The role can be put inside a role of type roles: any role not of type roles, and Everyone (RO-27). */
export function canBeInsideRole(role: RoleLike): boolean {
  return role.type !== 'roles' || role.id === EVERYONE_ROLE_ID;
}
