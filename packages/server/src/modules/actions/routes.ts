import {
  actionStatusUpdateSchema,
  openActionsSchema,
  responseActionBodySchema,
  responseActionPageSchema,
  responseActionSchema,
  responseActionUpdateSchema,
  TASK_ITEMS_SHOWN,
} from '@stroomlijn/domain';
import { z } from 'zod';
import { requireAuth } from '../../plugins/auth.js';
import { fileAnswer, noContent, routeOptions } from '../route-options.js';
import type { ModuleApp } from '../server-module.js';
import { localIsoDate } from './reminders.js';
import type { ResponseActionsService } from './service.js';

const route = routeOptions('response-actions');
const responseParams = z.object({ formId: z.uuid(), responseId: z.uuid() });
const actionParams = responseParams.extend({ id: z.uuid() });
const actionAnswer = { 200: responseActionSchema };
const REVIEWERS =
  "administrators and the holders of the response's reviewer role (403 not-allowed otherwise)";
const READERS =
  "administrators, the holders of the response's reviewer or reader role, and the action's assignee (403 not-allowed otherwise)";

/**
 * The follow-up actions of responses (spec part 2 §2 Actions area): the reviewer creates, edits and
 * deletes them, the assignee updates status and remarks, readers read them. Every call is checked
 * against the response's roles; guessing ids gives not-allowed or not-found.
 */
export function registerActionRoutes(api: ModuleApp, actions: ResponseActionsService): void {
  api.post(
    '/',
    route(
      'authenticated',
      `AC-10: creates an action of an open response under the client's id; the assignee must hold the response's action-holder role; a new response becomes in progress. For ${REVIEWERS}`,
      { body: responseActionBodySchema, response: { 201: responseActionSchema } },
      [404, 409],
    ),
    async (request, reply) => reply.code(201).send(await actions.create(requireAuth(request), request.body)),
  );

  api.put(
    '/',
    route(
      'authenticated',
      `AC-10: edits an action of an open response, with the updated it is based on (409 conflict when stale). For ${REVIEWERS}`,
      { body: responseActionUpdateSchema, response: actionAnswer },
    ),
    (request) => actions.update(requireAuth(request), request.body),
  );

  api.put(
    '/status',
    route(
      'authenticated',
      "AC-05, AC-06: the assignee's update of status and remarks, with the updated it is based on; 409 not-available once the response or the action is closed or deleted",
      { body: actionStatusUpdateSchema, response: actionAnswer },
    ),
    (request) => actions.updateStatus(requireAuth(request), request.body),
  );

  api.get(
    '/open',
    route(
      'authenticated',
      `The caller's open and waiting actions for the home page: {count, overdue, items} with the first ${TASK_ITEMS_SHOWN}, the earliest end date first (overdue first)`,
      { response: { 200: openActionsSchema } },
    ),
    (request) => actions.open(requireAuth(request), localIsoDate()),
  );

  api.get(
    '/user/:formId/:page',
    route(
      'authenticated',
      "AC-03: one page (from 1) of the caller's actions, of one form or (the 'not selected' id) all, the earliest end date first: {actions, totalPages}",
      {
        params: z.object({ formId: z.uuid(), page: z.coerce.number().int().min(1).max(1_000_000) }),
        response: { 200: responseActionPageSchema },
      },
    ),
    (request) => actions.mine(requireAuth(request), request.params.formId, request.params.page),
  );

  api.get(
    '/:formId/:responseId',
    route(
      'authenticated',
      "AC-11: the live actions of a response, the earliest end date first; for administrators and the holders of the response's reviewer or reader role",
      { params: responseParams, response: { 200: z.array(responseActionSchema) } },
    ),
    (request) => actions.list(requireAuth(request), request.params.formId, request.params.responseId),
  );

  api.get(
    '/:formId/:responseId/:id',
    route('authenticated', `AC-11: one action; for ${READERS}`, {
      params: actionParams,
      response: actionAnswer,
    }),
    (request) => {
      const { formId, responseId, id } = request.params;
      return actions.get(requireAuth(request), formId, responseId, id);
    },
  );

  api.delete(
    '/:formId/:responseId/:id',
    route(
      'authenticated',
      `AC-11: deletes an action (soft), as read (409 conflict when it changed meanwhile); for ${REVIEWERS}`,
      { params: actionParams, response: noContent },
      [409],
    ),
    async (request, reply) => {
      const { formId, responseId, id } = request.params;
      await actions.remove(requireAuth(request), formId, responseId, id);
      return reply.code(204).send(null);
    },
  );

  api.get(
    '/:formId/:responseId/:id/download-agenda',
    route(
      'authenticated',
      `AG-03: the action as a calendar file (text/calendar, attachment calendar.ics): an all-day event from its start to its end date; for ${READERS}`,
      {
        params: actionParams,
        response: { 200: fileAnswer('text/calendar', 'An iCalendar file (RFC 5545)') },
      },
    ),
    async (request, reply) => {
      const { formId, responseId, id } = request.params;
      const calendar = await actions.agenda(requireAuth(request), formId, responseId, id);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', 'attachment; filename="calendar.ics"')
        .send(calendar);
    },
  );
}
