import {
  type DashboardLink,
  type DashboardLinkCreate,
  type DashboardLinkUpdate,
  type DashboardStatus,
  dashboardLinkSchema,
  dashboardStatusSchema,
} from '@stroomlijn/domain';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { arrayOf } from '../../lib/schema';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  links: ['dashboard', 'links'] as const,
  status: ['dashboard', 'status'] as const,
};

/** EX-06: GET /api/dashboard, the dashboard links by host. */
export const linksQuery = queryOptions({
  queryKey: dashboardKeys.links,
  queryFn: ({ signal }) =>
    api.get<DashboardLink[]>('/api/dashboard', { signal, schema: arrayOf(dashboardLinkSchema) }),
});

/** EX-07: GET /api/dashboard-status. */
export const statusQuery = queryOptions({
  queryKey: dashboardKeys.status,
  queryFn: ({ signal }) =>
    api.get<DashboardStatus>('/api/dashboard-status', { signal, schema: dashboardStatusSchema }),
});

export const createLink = (body: DashboardLinkCreate) =>
  api.post<DashboardLink>('/api/dashboard', body, { schema: dashboardLinkSchema });
export const updateLink = (body: DashboardLinkUpdate) =>
  api.put<DashboardLink>('/api/dashboard', body, { schema: dashboardLinkSchema });
export const deleteLink = (id: string) => api.delete<void>(`/api/dashboard/${encodeURIComponent(id)}`);

export const dashboardChanged = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
