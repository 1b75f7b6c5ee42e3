/**
 * The query keys of every area, in one place, because areas refresh each other's data: a change of
 * users refreshes the lists of the users of a role, a change of roles the roles of users. Keys form a
 * tree; invalidating a key refreshes every key that starts with it.
 *
 * - `['users', …]`: the users area, including the roles each user holds.
 * - `['roles', …]`: the roles area, including the assignments (users of a role, roles inside a role),
 *   so that invalidating `roleKeys.all` refreshes them too.
 */
const USERS_ROLES = ['users', 'roles'] as const;
const ROLES_USERS = ['roles', 'users'] as const;
const ROLES_ROLES = ['roles', 'roles'] as const;

export const userKeys = {
  all: ['users'] as const,
  list: ['users', 'list'] as const,
  detail: (id: string) => ['users', 'detail', id] as const,
  /** The roles of every user (the prefix of `roles`). */
  allRoles: USERS_ROLES,
  /** The roles a user holds directly. */
  roles: (id: string) => [...USERS_ROLES, id] as const,
};

export const roleKeys = {
  all: ['roles'] as const,
  list: ['roles', 'list'] as const,
  detail: (id: string) => ['roles', 'detail', id] as const,
};

/** The assignments of the user-roles area; under 'roles' so that a change of roles refreshes them too. */
export const assignmentKeys = {
  /** The users of every role (the prefix of `usersOfRole`). */
  allUsersOfRoles: ROLES_USERS,
  usersOfRole: (roleId: string) => [...ROLES_USERS, roleId] as const,
  /** The roles inside every role (the prefix of `rolesOfRole`). */
  allRolesOfRoles: ROLES_ROLES,
  rolesOfRole: (roleId: string) => [...ROLES_ROLES, roleId] as const,
};
