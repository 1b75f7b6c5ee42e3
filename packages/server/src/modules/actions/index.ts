import type { ServerModule } from '../server-module.js';
import { actionMailing } from './action-mail.js';
import { type ActionReminders, actionReminders } from './reminders.js';
import { registerActionRoutes } from './routes.js';
import { responseActionsService } from './service.js';

export { actionReminders as hourlyReminders } from './reminders.js';

declare module '../server-module.js' {
  interface AppJobs {
    /** The daily check of due actions; `remindNow(day)` sends a day's reminders at once. */
    actionReminders: ActionReminders;
    /** The emails to assignees being queued; `settled()` waits until they are delivered or given up. */
    actionMail: { settled(): Promise<void>; stop(): Promise<void> };
  }
}

/**
 * Actions: the follow-up actions of responses (spec part 2 §2 Actions area), the emails to their
 * assignees when given and on the day they fall due, and their calendar files.
 */
export const actionsModule: ServerModule = async (api, { config, database, mailer, jobs }) => {
  const mail = actionMailing(database.db, {
    mailer,
    publicUrl: config.publicUrl,
    language: config.defaultLanguage,
    logger: api.log,
  });
  jobs.declare(
    'actionReminders',
    actionReminders((day) => mail.remindDue(day), {
      hour: config.reminderHour,
      timer: mailer !== null,
      onError: (error) => api.log.error({ err: error }, 'Sending the reminders of due actions failed'),
    }),
  );
  jobs.declare('actionMail', { settled: () => mail.settled(), stop: () => mail.queued() });
  registerActionRoutes(api, responseActionsService(database.db, { publicUrl: config.publicUrl, mail }));
};
