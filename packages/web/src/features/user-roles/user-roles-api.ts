import {
  type Role,
  type RoleAssignment,
  type RoleHolder,
  roleHolderSchema,
  roleSchema,
} from '@stroomlijn/domain';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { arrayOf } from '../../lib/schema';
import { userKeys } from '../users/query-keys';
import { assignmentKeys } from './query-keys';

const path = (call: string, id: string) => `/api/user-role/${call}/${encodeURIComponent(id)}`;

/** GET /api/user-role/users-by-role/{id} (RO-20). */
export const usersOfRoleQuery = (roleId: string) =>
  queryOptions({
    queryKey: assignmentKeys.usersOfRole(roleId),
    queryFn: ({ signal }) =>
      api.get<RoleHolder[]>(path('users-by-role', roleId), { signal, schema: arrayOf(roleHolderSchema) }),
  });

/** GET /api/user-role/roles-from-role/{id} (RO-25). */
export const rolesOfRoleQuery = (roleId: string) =>
  queryOptions({
    queryKey: assignmentKeys.rolesOfRole(roleId),
    queryFn: ({ signal }) =>
      api.get<Role[]>(path('roles-from-role', roleId), { signal, schema: arrayOf(roleSchema) }),
  });

type Change = 'add_user' | 'remove_user' | 'add_role' | 'remove_role';

/** POST /api/user-role/{add_user|remove_user|add_role|remove_role} with {roleId, id} (RO-21, RO-22, RO-26, RO-28). */
export function changeAssignment(change: Change, assignment: RoleAssignment): Promise<void> {
  return api.post<void>(`/api/user-role/${change}`, assignment);
}

/** After a user was added to or removed from a role: the role's users and the user's roles. */
export function usersOfRoleChanged(
  queryClient: QueryClient,
  { roleId, id }: RoleAssignment,
): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: assignmentKeys.usersOfRole(roleId) }),
    queryClient.invalidateQueries({ queryKey: userKeys.roles(id) }),
  ]);
}

/** After a role was put into or taken out of a role. */
export function rolesOfRoleChanged(queryClient: QueryClient, { roleId }: RoleAssignment): Promise<unknown> {
  return queryClient.invalidateQueries({ queryKey: assignmentKeys.rolesOfRole(roleId) });
}
