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

/**
 * The process-model area and My processes. Working copies, published models and revisions of one
 * model sit under `detail(id)`, so that a save or publish refreshes them all at once.
 */
export const processModelKeys = {
  all: ['process-models'] as const,
  list: ['process-models', 'list'] as const,
  published: (role: string) => ['process-models', 'published', role] as const,
  detail: (id: string) => ['process-models', 'detail', id] as const,
  workingCopy: (id: string) => ['process-models', 'detail', id, 'edit'] as const,
  latest: (id: string) => ['process-models', 'detail', id, 'published'] as const,
  revisions: (id: string) => ['process-models', 'detail', id, 'revisions'] as const,
  revision: (id: string, revision: number) =>
    ['process-models', 'detail', id, 'revisions', revision] as const,
  structure: (id: string, published: boolean) =>
    ['process-models', 'detail', id, 'structure', published ? 'published' : 'edit'] as const,
};

/** Role selects everywhere (`GET /api/role/selector`), under 'roles' so that a change of roles refreshes them. */
export const roleSelectorKey = ['roles', 'selector'] as const;

/**
 * Input/output definitions (`GET /api/input-output/{processModelId}`), per model and the global ones under
 * GLOBAL_PROCESS_MODEL_ID; `all` refreshes every list after a change.
 */
export const inputOutputKeys = {
  all: ['input-outputs'] as const,
  list: (processModelId: string) => ['input-outputs', 'list', processModelId] as const,
  detail: (processModelId: string, id: string) => ['input-outputs', 'detail', processModelId, id] as const,
};

/** The forms of the form service (`GET /api/workflow`). */
export const workflowKeys = {
  all: ['workflows'] as const,
  list: ['workflows', 'list'] as const,
};

/** Uploaded files (`GET /api/file/{id}`). */
export const fileKeys = {
  detail: (id: string) => ['files', id] as const,
};

/** The business model (`GET /api/business_model/{id}`). */
export const businessModelKeys = {
  all: ['business-models'] as const,
  detail: (id: string) => ['business-models', 'detail', id] as const,
};
