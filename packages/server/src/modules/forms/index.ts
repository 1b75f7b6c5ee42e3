import type { ServerModule } from '../server-module.js';
import { type ResponseRetentionJob, responseRetentionJob } from './data-protection/retention-job.js';
import { registerDataProtectionRoutes } from './data-protection/routes.js';
import { registerFormRoutes } from './routes.js';
import { workflowFormsService } from './service.js';

export { recordViewing } from './data-protection/viewing-log.js';
export { type FormDefinitionRoles, formDefinitionOf } from './definition-repository.js';
export { requireFormService, serviceFailure, statusMessageOf } from './form-service-errors.js';
export { type WorkflowFormRow, workflowFormsRepository } from './repository.js';
export { secretHash } from './service.js';

declare module '../server-module.js' {
  interface AppJobs {
    /** The daily deletion of responses past their form's retention; `runNow(now)` applies it at once. */
    responseRetention: ResponseRetentionJob;
  }
}

/**
 * Workflow forms: the forms of the form service (JotForm) that Stroomlijn registers by their id, with
 * their webhooks and status, and how long their responses are kept. The responses their submissions
 * become are the responses module's.
 */
export const formsModule: ServerModule = async (api, { config, formService, mailer, database, jobs }) => {
  const retention = responseRetentionJob(database.db, {
    timer: true,
    onError: (error) => api.log.error({ err: error }, 'Deleting responses past their retention failed'),
  });
  jobs.declare('responseRetention', retention);
  const forms = workflowFormsService(database.db, {
    publicUrl: config.publicUrl,
    formUrl: config.formService.formUrl,
    formService,
    pollSeconds: config.formService.pollSeconds,
    emailConfigured: mailer !== null,
    retentionRunAt: (due) => retention.nextRunAt(due),
  });
  registerFormRoutes(api, forms);
  registerDataProtectionRoutes(api, forms);
};
