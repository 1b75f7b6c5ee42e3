import {
  dashboardLinkCreateSchema,
  dashboardLinkSchema,
  dashboardLinkUpdateSchema,
  dashboardStatusSchema,
} from '@stroomlijn/domain';
import { z } from 'zod';
import { idParams, noContent, routeOptions } from '../route-options.js';
import type { ModuleApp } from '../server-module.js';
import type { DashboardLinksService } from './service.js';
import type { DashboardStatusService } from './status.js';

const access = ['ROLE_ADMIN'] as const;
const route = routeOptions('dashboard');

/** EX-06: `/api/dashboard`, the home screen's dashboard links per host. */
export function registerDashboardLinkRoutes(api: ModuleApp, links: DashboardLinksService): void {
  api.get(
    '/',
    route(access, 'EX-06: the dashboard links of the home screen, by host', {
      response: { 200: z.array(dashboardLinkSchema) },
    }),
    () => links.list(),
  );

  api.post(
    '/',
    route(
      access,
      "EX-06: adds the dashboard link of a host under the client's new UUID (a host at most once: 409 duplicate-name under host)",
      { body: dashboardLinkCreateSchema, response: { 201: dashboardLinkSchema } },
      [409],
    ),
    async (request, reply) => reply.code(201).send(await links.create(request.body)),
  );

  api.put(
    '/',
    route(
      access,
      'EX-06: changes a dashboard link, with the updatedAt it is based on (409 conflict when stale)',
      { body: dashboardLinkUpdateSchema, response: { 200: dashboardLinkSchema } },
    ),
    (request) => links.update(request.body),
  );

  api.delete(
    '/:id',
    route(access, 'EX-06: deletes a dashboard link', { params: idParams, response: noContent }),
    async (request, reply) => {
      await links.remove(request.params.id);
      return reply.code(204).send(null);
    },
  );
}

/** EX-07: `/api/dashboard-status`, how the feeds and the form service fare. */
export function registerDashboardStatusRoutes(api: ModuleApp, status: DashboardStatusService): void {
  api.get(
    '/',
    route(
      access,
      'EX-07: the reporting feeds (key set, addresses, last reads) and the form service (set up, last poll, last error); times in epoch milliseconds',
      { response: { 200: dashboardStatusSchema } },
    ),
    () => status.read(),
  );
}
