import { type AuditPage, auditPageSchema, EVERYONE_ROLE_ID, selectorItemSchema } from '@stroomlijn/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { arrayOf } from '../../lib/schema';
import { useSession } from '../../lib/session';
import { userName, usersQuery } from '../users';
import { type AuditFilters, auditQuery, queryString } from './audit-filters';

/** GET /api/audit with the filters: a page of entries, newest first. */
export const auditPageQuery = (filters: AuditFilters) => {
  const query = auditQuery(filters);
  return queryOptions({
    queryKey: ['audit', query],
    queryFn: ({ signal }) =>
      api.get<AuditPage>(`/api/audit${queryString(query)}`, { signal, schema: auditPageSchema }),
    placeholderData: keepPreviousData,
  });
};

/** The address of the CSV export of every entry the filters match (all pages). */
export function auditExportPath(filters: AuditFilters): string {
  const { page: _page, ...query } = auditQuery(filters);
  return `/api/audit/export.csv${queryString(query)}`;
}

export interface Person {
  id: string;
  name: string;
  /** Known for the users area's list only. */
  email?: string;
}

const peopleSchema = arrayOf(selectorItemSchema);

/**
 * The people to filter by: the user list of the users area (names with email addresses) for an
 * administrator who manages users, else every user holding Everyone (which an administrator may read).
 */
export function usePeople() {
  const { hasRole } = useSession();
  const managesUsers = hasRole('ROLE_USER_MANAGER');
  const users = useQuery({
    ...usersQuery,
    enabled: managesUsers,
    select: (list): Person[] =>
      list.map((user) => ({ id: user.id, name: userName(user), email: user.email })),
  });
  const everyone = useQuery({
    queryKey: ['selectable-users', EVERYONE_ROLE_ID],
    queryFn: ({ signal }) =>
      api.get(`/api/user-role/selectable-users-by-role/${EVERYONE_ROLE_ID}`, {
        signal,
        schema: peopleSchema,
      }),
    enabled: !managesUsers,
  });
  return managesUsers ? users : everyone;
}
