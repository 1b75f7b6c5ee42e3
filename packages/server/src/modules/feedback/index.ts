import type { ModuleContext, ServerModule } from '../server-module.js';
import { feedbackMailing } from './feedback-mail.js';
import { registerFeedbackRoutes, registerModelFeedbackRoutes } from './routes.js';
import { feedbackDoneListener, feedbackService } from './service.js';

declare module '../server-module.js' {
  interface AppJobs {
    /** The emails about feedback given on models and marked done by revisions; `settled()` waits for them. */
    feedbackMail: { settled(): Promise<void>; stop(): Promise<void> };
    /** The emails to authors about answers to their feedback; `settled()` waits for them. */
    feedbackAnswerMail: { settled(): Promise<void>; stop(): Promise<void> };
  }
}

function mailingFor(api: Parameters<ServerModule>[0], { config, database, mailer }: ModuleContext) {
  return feedbackMailing(database.db, {
    mailer,
    publicUrl: config.publicUrl,
    language: config.defaultLanguage,
    logger: api.log,
  });
}

/**
 * Feedback on a published process model or one of its steps (under `/api/process_model`): staff give it,
 * the model's owners and managers are told and read it, and a new revision may mark it done (a publish
 * listener), after which its authors are told.
 */
export const feedbackModule: ServerModule = async (api, context) => {
  const mail = mailingFor(api, context);
  context.jobs.declare('feedbackMail', { settled: () => mail.settled(), stop: () => mail.queued() });
  context.publishEvents.on(feedbackDoneListener(mail));
  registerModelFeedbackRoutes(api, feedbackService(context.database.db, mail));
};

/** Feedback by id and by person (under `/api/feedback`): the answer of an owner or manager, and the lists. */
export const feedbackAnswersModule: ServerModule = async (api, context) => {
  const mail = mailingFor(api, context);
  context.jobs.declare('feedbackAnswerMail', { settled: () => mail.settled(), stop: () => mail.queued() });
  registerFeedbackRoutes(api, feedbackService(context.database.db, mail));
};
