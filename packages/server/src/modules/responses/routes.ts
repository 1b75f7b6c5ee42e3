import {
  responseCommentSchema,
  responseEditSchema,
  workflowResponsePageSchema,
  workflowResponseSchema,
} from '@stroomlijn/domain';
import { z } from 'zod';
import { requireAuth } from '../../plugins/auth.js';
import { noContent, routeOptions } from '../route-options.js';
import type { ModuleApp } from '../server-module.js';
import type { WorkflowResponsesService } from './service.js';

const route = routeOptions('workflows');
const admin = ['ROLE_ADMIN'] as const;
const pageParams = z.object({ id: z.uuid(), page: z.coerce.number().int().min(1).max(1_000_000) });
const responseParams = z.object({ id: z.uuid(), rid: z.uuid() });
const responseAnswer = { 200: workflowResponseSchema };
const reviewers = 'authenticated';
const REVIEWERS =
  "administrators and the holders of the response's reviewer role (403 not-allowed otherwise)";

/** The responses of a workflow form: administrators see them all; reviewers and readers their own. */
export function registerResponseRoutes(api: ModuleApp, responses: WorkflowResponsesService): void {
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
    route(
      reviewers,
      'One response of a form with its answers: for administrators, the holders of its reviewer or reader role and the assignees of its actions (403 not-allowed otherwise)',
      { params: responseParams, response: responseAnswer },
    ),
    (request) => responses.get(requireAuth(request), request.params.id, request.params.rid),
  );

  api.put(
    '/:id/response/:rid',
    route(
      reviewers,
      `The reviewer's edit: status in-progress or on-hold and remarks, with the updatedAt it is based on (409 conflict when stale, 409 invalid-state for a closed or error response); for ${REVIEWERS}`,
      { params: responseParams, body: responseEditSchema, response: responseAnswer },
    ),
    (request) => responses.edit(requireAuth(request), request.params.id, request.params.rid, request.body),
  );

  api.post(
    '/:id/response/:rid/comment',
    route(reviewers, `Records a comment on a response and who made it; for ${REVIEWERS}`, {
      params: responseParams,
      body: responseCommentSchema,
      response: responseAnswer,
    }),
    (request) =>
      responses.comment(requireAuth(request), request.params.id, request.params.rid, request.body.comment),
  );

  api.delete(
    '/:id/response/:rid/close',
    route(
      reviewers,
      `Finishes (closes) a response that is new, in progress or on hold (409 invalid-state otherwise); for ${REVIEWERS}`,
      { params: responseParams, response: responseAnswer },
      [409],
    ),
    (request) => responses.close(requireAuth(request), request.params.id, request.params.rid),
  );

  api.post(
    '/:id/response/:rid/open',
    route(
      reviewers,
      `Opens a closed response again: it becomes in progress (409 invalid-state otherwise); for ${REVIEWERS}`,
      { params: responseParams, response: responseAnswer },
      [409],
    ),
    (request) => responses.open(requireAuth(request), request.params.id, request.params.rid),
  );

  api.post(
    '/:id/response/:rid/retry',
    route(
      admin,
      'Fetches the submission of an error response from the form service again and processes it anew (error becomes new when it matches); 409 invalid-state for other statuses, 424 when the service fails',
      { params: responseParams, response: responseAnswer },
      [409, 424],
    ),
    (request) => responses.retry(request.params.id, request.params.rid),
  );

  api.delete(
    '/:id/response/:rid/delete',
    route(reviewers, `Deletes a response (soft); for ${REVIEWERS}`, {
      params: responseParams,
      response: noContent,
    }),
    async (request, reply) => {
      await responses.remove(requireAuth(request), request.params.id, request.params.rid);
      return reply.code(204).send(null);
    },
  );
}
