/**
 * The assignments of the user-roles area (users of a role, roles inside a role), under 'roles' so that
 * invalidating `roleKeys.all` (roles/query-keys.ts) refreshes them too.
 */
const ROLES_USERS = ['roles', 'users'] as const;
const ROLES_ROLES = ['roles', 'roles'] as const;

export const assignmentKeys = {
  /** The users of every role (the prefix of `usersOfRole`). */
  allUsersOfRoles: ROLES_USERS,
  usersOfRole: (roleId: string) => [...ROLES_USERS, roleId] as const,
  /** The roles inside every role (the prefix of `rolesOfRole`). */
  allRolesOfRoles: ROLES_ROLES,
  rolesOfRole: (roleId: string) => [...ROLES_ROLES, roleId] as const,
};
