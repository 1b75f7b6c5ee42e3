import { emailLinkPaths, type Language, type ResponseAction } from '@stroomlijn/domain';
import type { Kysely } from 'kysely';
import { NOT_DELETED } from '../../db/flags.js';
import type { Database } from '../../db/schema.js';
import {
  actionAssignedMail,
  actionDueMail,
  type Mailer,
  type MailLogger,
  type MailMessage,
  type MailRecipient,
  recipientLanguage,
} from '../../integrations/mail/index.js';
import { actionCalendar, agendaLink } from './agenda.js';
import { toActions } from './mapping.js';
import { responseActionsRepository } from './repository.js';

export interface ActionMailOptions {
  /** Null (no SMTP_URL): no email at all, and no reminder is claimed. */
  mailer: Mailer | null;
  publicUrl: string;
  /** The language of email to a user who chose none. */
  language: Language;
  logger: MailLogger;
}

/**
 * The emails to an action's assignee: when the action is given to them, and on the day it falls due.
 * Each carries the action's text, the response's subject, the dates, the remarks, a link to the action
 * and the action's calendar file (calendar.ics, as the agenda download gives it).
 */
export function actionMailing(db: Kysely<Database>, options: ActionMailOptions) {
  const repository = responseActionsRepository(db);
  const inFlight = new Set<Promise<void>>();

  function message(
    kind: 'assigned' | 'due',
    action: ResponseAction,
    subject: string,
    to: MailRecipient,
  ): MailMessage {
    const input = {
      language: recipientLanguage(to, options.language),
      action: action.action,
      subject,
      startDate: action.startDate,
      endDate: action.endDate,
      remarks: action.remarks,
      actionUrl: `${options.publicUrl}${emailLinkPaths.myAction(action.formId, action.responseId, action.id)}`,
    };
    const calendar = actionCalendar(action, subject, agendaLink(options.publicUrl, action));
    return {
      to: to.email,
      ...(kind === 'assigned' ? actionAssignedMail(input) : actionDueMail(input)),
      attachments: [
        { filename: 'calendar.ics', content: calendar, contentType: 'text/calendar; charset=utf-8' },
      ],
    };
  }

  async function sendAssigned(mailer: Mailer, action: ResponseAction, subject: string): Promise<void> {
    if (action.assignee === null) return;
    const to = await repository.liveUserRecipient(action.assignee.id);
    if (to !== undefined) mailer.send(message('assigned', action, subject, to));
  }

  async function queued(): Promise<void> {
    while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
  }

  return {
    /**
     * Queues the email to the action's (new) assignee, in the background: the caller neither waits for
     * it nor sees its failure, which is logged.
     */
    assigned(action: ResponseAction, subject: string): void {
      const mailer = options.mailer;
      if (mailer === null || action.assignee === null) return;
      const work = sendAssigned(mailer, action, subject)
        .catch((error: unknown) =>
          options.logger.error({ err: error, action: action.id }, 'The assignment email was not sent'),
        )
        .finally(() => inFlight.delete(work));
      inFlight.add(work);
    },

    /**
     * Reminds the assignee of every action due on `day` ('yyyy-MM-dd') that was not reminded of it yet,
     * each claimed first so that no other run (here or in another instance) sends it too; the number sent.
     */
    async remindDue(day: string): Promise<number> {
      const mailer = options.mailer;
      if (mailer === null) return 0;
      const rows = await repository.dueOn(day);
      const responses = rows.map(
        (row) =>
          [
            row.response_id,
            { reviewer_role_id: row.reviewer_role_id, status: row.response_status, deleted: NOT_DELETED },
          ] as const,
      );
      const actions = await toActions(db, rows, new Map(responses));
      let sent = 0;
      for (const [index, row] of rows.entries()) {
        const action = actions[index];
        if (action === undefined || !(await repository.claimDueReminder(row.id, day))) continue;
        const to = { email: row.assignee_email, language: row.assignee_language };
        mailer.send(message('due', action, row.subject, to));
        sent += 1;
      }
      return sent;
    },

    /** Resolves when every email asked for so far is in the mailer's queue (shutdown). */
    queued,

    /** Resolves when every email asked for so far is delivered or given up (tests). */
    async settled(): Promise<void> {
      await queued();
      await options.mailer?.idle();
    },
  };
}

export type ActionMailing = ReturnType<typeof actionMailing>;
