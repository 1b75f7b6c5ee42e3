import {
  embeddedFormSchema,
  workflowFormAddSchema,
  workflowFormListItemSchema,
  workflowFormSchema,
  workflowFormStatusBodySchema,
  workflowSettingsSchema,
} from '@stroomlijn/domain';
import { z } from 'zod';
import { requireAuth } from '../../plugins/auth.js';
import { idParams, noContent, routeOptions } from '../route-options.js';
import type { ModuleApp } from '../server-module.js';
import type { WorkflowFormsService } from './service.js';

const route = routeOptions('workflows');
const admin = ['ROLE_ADMIN'] as const;
const formAnswer = { 200: workflowFormSchema };

/**
 * The workflow forms: administrators register and manage them; every signed-in user reads the form
 * names of the definitions of a published model.
 */
export function registerFormRoutes(api: ModuleApp, forms: WorkflowFormsService): void {
  api.get(
    '/',
    route(
      'authenticated',
      'The live forms of the form service, by name: id, name and the form service id (formId)',
      { response: { 200: z.array(workflowFormListItemSchema) } },
    ),
    () => forms.list(),
  );

  api.post(
    '/form',
    route(
      admin,
      "Registers a form of the form service by its id (formId) under a new UUID chosen by the client; its name is the form's title at the service. An unknown formId is a 422 field error under formId, a registered one 409 duplicate-form; 424 when the service cannot be read (nothing is registered)",
      { body: workflowFormAddSchema, response: { 201: workflowFormSchema } },
      [409, 424],
    ),
    async (request, reply) => reply.code(201).send(await forms.add(request.body)),
  );

  api.get(
    '/settings',
    route(
      admin,
      "Whether the form service (JOTFORM_API_KEY) and outgoing email (SMTP_URL) are configured, and the seconds between polls (0: polling off), for the administrator's screens",
      { response: { 200: workflowSettingsSchema } },
    ),
    () => forms.settings(),
  );

  api.get(
    '/:id',
    route(admin, 'One workflow form with its status, processed date, response count and notifications', {
      params: idParams,
      response: formAnswer,
    }),
    (request) => forms.get(request.params.id),
  );

  api.delete(
    '/:id/delete',
    route(
      admin,
      'Deletes a workflow form (soft); its webhook at the form service is removed when it answers',
      {
        params: idParams,
        response: noContent,
      },
    ),
    async (request, reply) => {
      await forms.remove(request.params.id);
      return reply.code(204).send(null);
    },
  );

  api.post(
    '/notification/:id/enable',
    route(
      admin,
      'Registers a webhook at the form service with a fresh secret, so that submissions arrive at once; 424 when the service cannot be reached',
      { params: idParams, response: formAnswer },
      [424],
    ),
    (request) => forms.enableNotifications(request.params.id),
  );

  api.post(
    '/notification/:id/disable',
    route(
      admin,
      "Deletes this server's webhooks of the form at the form service; 424 when the service cannot be reached",
      {
        params: idParams,
        response: formAnswer,
      },
      [424],
    ),
    (request) => forms.disableNotifications(request.params.id),
  );

  api.post(
    '/:id/status',
    route(
      admin,
      'Marks a form as a test form (its responses stay out of the reporting feeds and notifications) or active again',
      { params: idParams, body: workflowFormStatusBodySchema, response: formAnswer },
    ),
    (request) => forms.setStatus(request.params.id, request.body.status),
  );

  api.get(
    '/:processModelId/:formId',
    route(
      'authenticated',
      "The form of a process model's form definition (its latest published revision), with its address at the form service, for the embedded form page: for holders of the definition's drafter role and administrators (403 not-allowed otherwise)",
      {
        params: z.object({ processModelId: z.uuid(), formId: z.uuid() }),
        response: { 200: embeddedFormSchema },
      },
    ),
    (request) => forms.embedded(requireAuth(request), request.params.processModelId, request.params.formId),
  );
}
