import {
  RESPONSE_FILTER_STATUSES,
  responsesToReviewSchema,
  TASK_ITEMS_SHOWN,
  workflowFormListItemSchema,
  workflowResponsePageSchema,
  workflowResponseSchema,
} from '@stroomlijn/domain';
import { z } from 'zod';
import { requireAuth } from '../../plugins/auth.js';
import { routeOptions } from '../route-options.js';
import type { ModuleApp } from '../server-module.js';
import type { ReviewListsService } from './review-service.js';
import type { WorkflowResponsesService } from './service.js';

const route = routeOptions('workflows');
const listParams = z.object({
  formId: z.uuid(),
  status: z.enum(RESPONSE_FILTER_STATUSES),
  page: z.coerce.number().int().min(1).max(1_000_000),
});
const responseParams = z.object({ formId: z.uuid(), responseId: z.uuid() });
const formsAnswer = { 200: z.array(workflowFormListItemSchema) };

/**
 * The reviewer's and the reader's lists (spec part 2 §2 Actions area): the responses of the caller's
 * roles, by form ('not selected': all) and status filter, the forms each list can filter on, and one
 * response as the reviewer's or the reader's page shows it.
 */
export function registerReviewRoutes(
  api: ModuleApp,
  lists: ReviewListsService,
  service: WorkflowResponsesService,
): void {
  api.get(
    '/response/to-review',
    route(
      'authenticated',
      `The home page's responses to review: the open responses (new, in progress, on hold) whose reviewer role the caller holds, {count, items} with the newest ${TASK_ITEMS_SHOWN}`,
      { response: { 200: responsesToReviewSchema } },
    ),
    (request) => lists.toReview(requireAuth(request)),
  );

  api.get(
    '/response/review/:formId/:status/:page',
    route(
      'authenticated',
      "AC-13: one page (from 1) of the responses whose reviewer role the caller holds, newest first, by form (the 'not selected' id: all forms) and status (open: new, in progress or on hold; closed; all)",
      { params: listParams, response: { 200: workflowResponsePageSchema } },
    ),
    (request) => lists.page('review', requireAuth(request), request.params),
  );

  api.get(
    '/response/read/:formId/:status/:page',
    route(
      'authenticated',
      'AC-19: one page (from 1) of the responses whose reader or reviewer role the caller holds, newest first, by form and status as the review list',
      { params: listParams, response: { 200: workflowResponsePageSchema } },
    ),
    (request) => lists.page('read', requireAuth(request), request.params),
  );

  api.get(
    '/response/review/:formId/:responseId',
    route(
      'authenticated',
      "AC-14, AC-18: one response with its answers as the reviewer's page shows it; for administrators and the holders of its reviewer role (403 not-allowed otherwise, readers and action holders too)",
      { params: responseParams, response: { 200: workflowResponseSchema } },
    ),
    (request) => {
      const { formId, responseId } = request.params;
      return service.getAs(requireAuth(request), 'review', formId, responseId);
    },
  );

  api.get(
    '/response/read/:formId/:responseId',
    route(
      'authenticated',
      "AC-19, AC-20: one response with its answers as the reader's page shows it; for administrators and the holders of its reader or reviewer role (403 not-allowed otherwise, action holders too)",
      { params: responseParams, response: { 200: workflowResponseSchema } },
    ),
    (request) => {
      const { formId, responseId } = request.params;
      return service.getAs(requireAuth(request), 'read', formId, responseId);
    },
  );

  api.get(
    '/reviewer',
    route('authenticated', 'WF-31: the forms with responses whose reviewer role the caller holds, by name', {
      response: formsAnswer,
    }),
    (request) => lists.formsWithResponses('review', requireAuth(request)),
  );

  api.get(
    '/reader',
    route(
      'authenticated',
      'WF-31: the forms with responses whose reader or reviewer role the caller holds, by name',
      { response: formsAnswer },
    ),
    (request) => lists.formsWithResponses('read', requireAuth(request)),
  );

  api.get(
    '/action',
    route('authenticated', 'WF-31: the forms with actions assigned to the caller, by name', {
      response: formsAnswer,
    }),
    (request) => lists.formsWithActionsOf(requireAuth(request)),
  );
}
