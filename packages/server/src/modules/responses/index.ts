import type { ServerModule } from '../server-module.js';
import { registerHookRoute } from './hook-routes.js';
import { type FormPolling, formPolling } from './polling.js';
import { submissionReceiver } from './receiving.js';
import { registerReviewRoutes } from './review-routes.js';
import { reviewListsService } from './review-service.js';
import { registerResponseRoutes } from './routes.js';
import { workflowResponsesService } from './service.js';

export {
  liveResponsesOfLiveForms,
  type WorkflowResponseRow,
  workflowResponsesRepository,
} from './repository.js';
export { liveResponses, notAllowed, type ResponseRights, responseRights } from './response-access.js';
export { reviewListsService } from './review-service.js';
export { changeResponseStatus } from './service.js';

declare module '../server-module.js' {
  interface AppJobs {
    /** The timed poll of the form service; `pollNow()` polls at once. */
    formPolling: FormPolling;
    /** The submissions that webhooks named, being received; `settled()` waits for them. */
    submissions: { settled(): Promise<void>; stop(): Promise<void> };
  }
}

/**
 * Responses: the submissions of workflow forms received (by webhook and by polling the form service)
 * and matched to a process model's form definition, and the responses they become, reviewed and read
 * by the holders of the definition's roles.
 */
export const responsesModule: ServerModule = async (api, { config, database, formService, mailer, jobs }) => {
  const receiving = {
    formService,
    mailer,
    publicUrl: config.publicUrl,
    language: config.defaultLanguage,
    logger: api.log,
  };
  const receiver = submissionReceiver(database.db, receiving);
  jobs.declare(
    'formPolling',
    formPolling(
      database.db,
      database.dialect,
      formService ? config.formService.pollSeconds : 0,
      (db) => submissionReceiver(db, receiving).pollAll(),
      (error) => api.log.error({ err: error }, 'Polling the form service for new submissions failed'),
    ),
  );
  jobs.declare('submissions', { settled: () => receiver.settled(), stop: () => receiver.settled() });

  const responses = workflowResponsesService(database.db, formService);
  registerResponseRoutes(api, responses);
  registerReviewRoutes(api, reviewListsService(database.db), responses);
  await registerHookRoute(api, receiver);
};
