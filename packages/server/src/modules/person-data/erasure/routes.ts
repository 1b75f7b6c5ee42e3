import { eraseRequestSchema, erasureResultSchema } from '@stroomlijn/domain';
import { z } from 'zod';
import { routeOptions } from '../../route-options.js';
import type { ModuleApp } from '../../server-module.js';
import type { ErasureService } from './service.js';

const admins = ['ROLE_ADMIN'] as const;
const route = routeOptions('person-data');

/** Administrators erase a person's data. */
export function registerErasureRoutes(api: ModuleApp, erasure: ErasureService): void {
  api.post(
    '/:userId/erase',
    route(
      admins,
      "Erases a person's data: the account becomes a pseudonym that cannot sign in, their files and (by choice) free texts go, the audit trail keeps its chain; 409 for a built-in user, a person erased already or a stale updatedAt",
      {
        params: z.object({ userId: z.uuid() }),
        body: eraseRequestSchema,
        response: { 200: erasureResultSchema },
      },
      [404, 409],
    ),
    (request) => erasure.erase(request.params.userId, request.body),
  );
}
