import { hourlyReminders } from '../actions/index.js';
import type { ServerModule } from '../server-module.js';
import { acknowledgementMailing } from './mailing.js';
import { type OutboxJob, outboxJob } from './outbox-job.js';
import { registerAcknowledgementReportRoutes } from './report-routes.js';
import { registerAcknowledgementRoutes } from './routes.js';
import { acknowledgementsService } from './service.js';
import { acknowledgementTasksOnPublish } from './touched-users.js';

declare module '../server-module.js' {
  interface AppJobs {
    /** The change notices waiting in the outbox; `deliverNow(now)` delivers them at once. */
    acknowledgementNotices: OutboxJob & { settled(): Promise<void> };
    /** The hourly check of unconfirmed tasks; `remindNow(now)` sends the reminders due at `now`. */
    acknowledgementReminders: { remindNow(now?: number): Promise<number> };
  }
}

/**
 * Acknowledgements: when a revision is published, a task for each user it touches (a step of theirs
 * changed, or they own or manage the model), an email to each through the outbox and one reminder
 * later; the users' list and confirmation of their tasks (under /api/acknowledgement).
 */
export const acknowledgementsModule: ServerModule = async (
  api,
  { config, database, mailer, jobs, publishEvents },
) => {
  const mail = acknowledgementMailing(database.db, {
    mailer,
    publicUrl: config.publicUrl,
    language: config.defaultLanguage,
    logger: api.log,
    reminderDays: config.acknowledgementReminderDays,
  });
  const notices = outboxJob({
    deliver: (now) => mail.deliverNotices(now),
    queued: () => mail.queued(),
    onError: (error) => api.log.error({ err: error }, 'Delivering the change notices failed'),
    timer: mailer !== null,
  });
  jobs.declare('acknowledgementNotices', { ...notices, settled: () => mail.settled() });
  const reminders = hourlyReminders(() => mail.remind(Date.now()), {
    hour: config.reminderHour,
    timer: mailer !== null && config.acknowledgementReminderDays > 0,
    onError: (error) => api.log.error({ err: error }, 'Sending the reminders of change notices failed'),
  });
  jobs.declare('acknowledgementReminders', {
    start: () => reminders.start(),
    stop: () => reminders.stop(),
    remindNow: (now) => mail.remind(now),
  });
  publishEvents.on(acknowledgementTasksOnPublish(() => notices.kick()));
  registerAcknowledgementRoutes(api, acknowledgementsService(database.db));
};

/** The confirmations of a revision, for its model's owner and manager (under /api/process_model). */
export const acknowledgementReportModule: ServerModule = async (api, { database }) => {
  registerAcknowledgementReportRoutes(api, acknowledgementsService(database.db));
};
