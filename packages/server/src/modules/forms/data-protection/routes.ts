import { dataProtectionSchema, RETENTION_MONTHS_MAX, workflowFormSchema } from '@stroomlijn/domain';
import { idParams, routeOptions } from '../../route-options.js';
import type { ModuleApp } from '../../server-module.js';
import type { WorkflowFormsService } from '../service.js';

const route = routeOptions('workflows');

/** The data protection of a workflow form: how long its closed responses are kept, and the viewing log. */
export function registerDataProtectionRoutes(api: ModuleApp, forms: WorkflowFormsService): void {
  api.put(
    '/:id/data-protection',
    route(
      ['ROLE_ADMIN'],
      `Sets the months (1 to ${RETENTION_MONTHS_MAX}; null: kept) after closing that the daily job deletes the form's responses, and whether every opening of a response is recorded in the audit trail (the viewing log), with the form's updatedAt it is based on (409 conflict when stale)`,
      { params: idParams, body: dataProtectionSchema, response: { 200: workflowFormSchema } },
      [409],
    ),
    (request) => forms.dataProtection(request.params.id, request.body),
  );
}
