import {
  responseCommentSchema,
  workflowResponsePageSchema,
  workflowResponseSchema,
} from '@stroomlijn/domain';
import { z } from 'zod';
import { noContent, routeOptions } from '../../lib/route-options.js';
import type { ModuleApp, ModuleContext } from '../../lib/server-module.js';
import { requireAuth } from '../../plugins/auth.js';
import { workflowResponsesService } from './responses-service.js';

const route = routeOptions('workflows');
const admin = ['ROLE_ADMIN'] as const;
const pageParams = z.object({ id: z.uuid(), page: z.coerce.number().int().min(1).max(1_000_000) });
const responseParams = z.object({ id: z.uuid(), rid: z.uuid() });

/** The responses of a workflow form, as administrators see and handle them. */
export function registerResponseRoutes(api: ModuleApp, { database, formService }: ModuleContext): void {
  const responses = workflowResponsesService(database.db, formService);

  api.get(
    '/:id/responses/:page',
    route(admin, 'One page (from 1) of the live responses of a form, newest first: {responses, totalPages}', {
      params: pageParams,
      response: { 200: workflowResponsePageSchema },
    }),
    (request) => responses.page(request.params.id, request.params.page),
  );

  api.get(
    '/:id/response/:rid',
    route(admin, 'One response of a form with its answers', {
      params: responseParams,
      response: { 200: workflowResponseSchema },
    }),
    (request) => responses.get(request.params.id, request.params.rid),
  );

  api.post(
    '/:id/response/:rid/comment',
    route(admin, 'Records a comment on a response and who made it', {
      params: responseParams,
      body: responseCommentSchema,
      response: { 200: workflowResponseSchema },
    }),
    (request) =>
      responses.comment(
        request.params.id,
        request.params.rid,
        request.body.comment,
        requireAuth(request).info.user.id,
      ),
  );

  api.delete(
    '/:id/response/:rid/close',
    route(admin, 'Closes a new response (409 invalid-state for any other status)', {
      params: responseParams,
      response: { 200: workflowResponseSchema },
    }),
    (request) => responses.close(request.params.id, request.params.rid),
  );

  api.post(
    '/:id/response/:rid/retry',
    route(
      admin,
      'Fetches the submission of an error response from the form service again and processes it anew (error becomes new when it matches); 409 invalid-state for other statuses, 424 when the service fails',
      { params: responseParams, response: { 200: workflowResponseSchema } },
    ),
    (request) => responses.retry(request.params.id, request.params.rid),
  );

  api.delete(
    '/:id/response/:rid/delete',
    route(admin, 'Deletes a response (soft)', { params: responseParams, response: noContent }),
    async (request, reply) => {
      await responses.remove(request.params.id, request.params.rid);
      return reply.code(204).send(null);
    },
  );
}
