import { type Role, type RoleCreate, type RoleUpdate, roleSchema } from '@stroomlijn/domain';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { arrayOf } from '../../lib/schema';
import { userKeys } from '../users/query-keys';
import { roleKeys } from './query-keys';

const rolesSchema = arrayOf(roleSchema);

/** GET /api/role: the roles that are not deleted, sorted by name. */
export const rolesQuery = queryOptions({
  queryKey: roleKeys.list,
  queryFn: ({ signal }) => api.get<Role[]>('/api/role', { signal, schema: rolesSchema }),
});

/** GET /api/role/{id}. */
export const roleQuery = (id: string) =>
  queryOptions({
    queryKey: roleKeys.detail(id),
    queryFn: ({ signal }) =>
      api.get<Role>(`/api/role/${encodeURIComponent(id)}`, { signal, schema: roleSchema }),
  });

/** One role, shown at once from the list when the list is loaded (for titles and questions). */
export function roleFromListQuery(queryClient: QueryClient, id: string) {
  return queryOptions({
    ...roleQuery(id),
    placeholderData: () => queryClient.getQueryData(rolesQuery.queryKey)?.find((role) => role.id === id),
  });
}

export function createRole(role: RoleCreate): Promise<Role> {
  return api.post<Role>('/api/role', role, { schema: roleSchema });
}

export function updateRole(role: RoleUpdate): Promise<Role> {
  return api.put<Role>('/api/role', role, { schema: roleSchema });
}

export function deleteRole(id: string): Promise<void> {
  return api.delete<void>(`/api/role/${encodeURIComponent(id)}`);
}

/** After a role was saved: the list and the role's own entry. */
export function roleSaved(queryClient: QueryClient, role: Role): Promise<void> {
  queryClient.setQueryData(roleKeys.detail(role.id), role);
  return queryClient.invalidateQueries({ queryKey: roleKeys.list });
}

/** After a role was deleted: every list of roles, including the roles of users (users feature). */
export async function roleDeleted(queryClient: QueryClient, id: string): Promise<void> {
  queryClient.removeQueries({ queryKey: roleKeys.detail(id) });
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: roleKeys.all }),
    queryClient.invalidateQueries({ queryKey: userKeys.allRoles }),
  ]);
}
