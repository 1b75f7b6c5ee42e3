/**
 * The users area's query keys. Keys form a tree: invalidating a key refreshes every key that starts with
 * it. The roles each user holds sit under `['users', 'roles']`, so that the roles area refreshes them all
 * after a change of roles (`allRoles`). A feature's keys import nothing but other features' keys: any
 * area may import them to refresh another's data without loading that area.
 */
const USERS_ROLES = ['users', 'roles'] as const;

export const userKeys = {
  all: ['users'] as const,
  list: ['users', 'list'] as const,
  detail: (id: string) => ['users', 'detail', id] as const,
  /** The roles of every user (the prefix of `roles`). */
  allRoles: USERS_ROLES,
  /** The roles a user holds directly. */
  roles: (id: string) => [...USERS_ROLES, id] as const,
};
