import {
  acknowledgementDetailSchema,
  acknowledgementListSchema,
  acknowledgementSchema,
} from '@stroomlijn/domain';
import { z } from 'zod';
import { requireAuth } from '../../plugins/auth.js';
import { revisionNumber, routeOptions } from '../route-options.js';
import type { ModuleApp } from '../server-module.js';
import type { AcknowledgementsService } from './service.js';

const route = routeOptions('acknowledgements');
const taskParams = z.object({ processModelId: z.uuid(), revision: revisionNumber });
const NOT_TOUCHED = '404 not-found when the revision does not touch the caller';

/**
 * A user's acknowledgement tasks: the published revisions that changed their steps (or a model they
 * own or manage), to read and confirm.
 */
export function registerAcknowledgementRoutes(
  api: ModuleApp,
  acknowledgements: AcknowledgementsService,
): void {
  api.get(
    '/',
    route(
      'authenticated',
      "The caller's open acknowledgement tasks (not confirmed, not replaced by a later revision's task) of live models, newest first",
      { response: { 200: acknowledgementListSchema } },
    ),
    (request) => acknowledgements.open(requireAuth(request)),
  );

  api.get(
    '/:processModelId/:revision',
    route(
      'authenticated',
      `The caller's task of a revision (open, confirmed or replaced), with the revision's difference from the one before (every step added for the first) and the changed steps whose actor role the caller holds; ${NOT_TOUCHED}`,
      { params: taskParams, response: { 200: acknowledgementDetailSchema } },
    ),
    (request) =>
      acknowledgements.detail(requireAuth(request), request.params.processModelId, request.params.revision),
  );

  api.post(
    '/:processModelId/:revision',
    route(
      'authenticated',
      `"I have read this": confirms the caller's task of the revision and answers it; confirming again answers it unchanged. ${NOT_TOUCHED}, or when a later revision's task replaced this one (confirm that one instead)`,
      { params: taskParams, response: { 200: acknowledgementSchema } },
    ),
    (request) =>
      acknowledgements.confirm(requireAuth(request), request.params.processModelId, request.params.revision),
  );
}
