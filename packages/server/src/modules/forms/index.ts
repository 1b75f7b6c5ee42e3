import type { ServerModule } from '../server-module.js';
import { registerFormRoutes } from './routes.js';
import { workflowFormsService } from './service.js';

export { type FormDefinitionRoles, formDefinitionOf } from './definition-repository.js';
export { requireFormService, serviceFailure, statusMessageOf } from './form-service-errors.js';
export { type WorkflowFormRow, workflowFormsRepository } from './repository.js';
export { secretHash } from './service.js';

/**
 * Workflow forms: the forms of the form service (JotForm) that Stroomlijn registers by their id, with
 * their webhooks and status. The responses their submissions become are the responses module's.
 */
export const formsModule: ServerModule = async (api, { config, formService, mailer, database }) => {
  const forms = workflowFormsService(database.db, {
    publicUrl: config.publicUrl,
    formUrl: config.formService.formUrl,
    formService,
    pollSeconds: config.formService.pollSeconds,
    emailConfigured: mailer !== null,
  });
  registerFormRoutes(api, forms);
};
