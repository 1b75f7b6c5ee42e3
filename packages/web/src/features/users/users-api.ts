import {
  type ChangePassword,
  type Role,
  roleSchema,
  type User,
  type UserCreate,
  type UserImportResult,
  type UserUpdate,
  userImportResultSchema,
  userSchema,
} from '@stroomlijn/domain';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { api, postMultipart } from '../../lib/api';
import { arrayOf } from '../../lib/schema';
import { assignmentKeys } from '../user-roles/query-keys';
import { userKeys } from './query-keys';

const usersSchema = arrayOf(userSchema);
const rolesSchema = arrayOf(roleSchema);

/** GET /api/user: the users that are not deleted, sorted by last name, then first name. */
export const usersQuery = queryOptions({
  queryKey: userKeys.list,
  queryFn: ({ signal }) => api.get<User[]>('/api/user', { signal, schema: usersSchema }),
});

/** GET /api/user/{id}. */
export const userQuery = (id: string) =>
  queryOptions({
    queryKey: userKeys.detail(id),
    queryFn: ({ signal }) =>
      api.get<User>(`/api/user/${encodeURIComponent(id)}`, { signal, schema: userSchema }),
  });

/** GET /api/user-role/roles-from-user/{id}: the roles the user holds directly. */
export const userRolesQuery = (id: string) =>
  queryOptions({
    queryKey: userKeys.roles(id),
    queryFn: ({ signal }) =>
      api.get<Role[]>(`/api/user-role/roles-from-user/${encodeURIComponent(id)}`, {
        signal,
        schema: rolesSchema,
      }),
  });

export function createUser(user: UserCreate): Promise<User> {
  return api.post<User>('/api/user', user, { schema: userSchema });
}

export function updateUser(user: UserUpdate): Promise<User> {
  return api.put<User>('/api/user', user, { schema: userSchema });
}

export function deleteUser(id: string): Promise<void> {
  return api.delete<void>(`/api/user/${encodeURIComponent(id)}`);
}

export function changePassword(request: ChangePassword): Promise<void> {
  return api.post<void>('/api/user/change_password', request);
}

/** POST /api/user/import: one CSV file as the multipart part `file`. */
export function importUsers(
  file: File,
  onUploadProgress?: (fraction: number) => void,
): Promise<UserImportResult> {
  const body = new FormData();
  body.append('file', file, file.name);
  return postMultipart<UserImportResult>('/api/user/import', body, {
    schema: userImportResultSchema,
    onUploadProgress,
  });
}

/** After a user was saved: the list and the user's own entry. */
export function userSaved(queryClient: QueryClient, user: User): Promise<void> {
  queryClient.setQueryData(userKeys.detail(user.id), user);
  return queryClient.invalidateQueries({ queryKey: userKeys.list });
}

/** After a user was deleted or users were imported: every list that may show users. */
export async function usersChanged(queryClient: QueryClient, deletedId?: string): Promise<void> {
  if (deletedId) {
    queryClient.removeQueries({ queryKey: userKeys.detail(deletedId) });
    queryClient.removeQueries({ queryKey: userKeys.roles(deletedId) });
  }
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: userKeys.list }),
    queryClient.invalidateQueries({ queryKey: assignmentKeys.allUsersOfRoles }),
  ]);
}

/** One user, shown at once from the list when the list is loaded (for titles and questions). */
export function userFromListQuery(queryClient: QueryClient, id: string) {
  return queryOptions({
    ...userQuery(id),
    placeholderData: () => queryClient.getQueryData(usersQuery.queryKey)?.find((user) => user.id === id),
  });
}
