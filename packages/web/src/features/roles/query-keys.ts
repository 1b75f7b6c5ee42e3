/**
 * The roles area's query keys. Everything under `['roles']` is refreshed by a change of roles: the
 * assignments (user-roles/query-keys.ts) and the role selects (`roleSelectorKey`) sit under it too.
 */
export const roleKeys = {
  all: ['roles'] as const,
  list: ['roles', 'list'] as const,
  detail: (id: string) => ['roles', 'detail', id] as const,
};
