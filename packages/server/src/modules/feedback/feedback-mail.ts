import { emailLinkPaths, type Feedback, type Language } from '@stroomlijn/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { type Mailer, type MailLogger, recipientLanguage } from '../../integrations/mail/index.js';
import { feedbackAnsweredMail, feedbackGivenMail } from './feedback-messages.js';
import { toFeedback } from './mapping.js';
import { feedbackRepository } from './repository.js';

export interface FeedbackMailOptions {
  /** Null (no SMTP_URL): no email at all. */
  mailer: Mailer | null;
  publicUrl: string;
  /** The language of email to a user who chose none. */
  language: Language;
  logger: MailLogger;
}

/** Who handles feedback on a model: the holders of its owner and manager roles (latest revision). */
export interface FeedbackHandlers {
  ownerRoleId: string | null;
  managerRoleId: string | null;
}

/**
 * The emails about feedback: to the model's owners and managers when feedback is given, and to its
 * author when its status changes (by their answer or by a revision that dealt with it). Each is queued
 * in the background, in its recipient's language; the caller neither waits for it nor sees it fail.
 */
export function feedbackMailing(db: Kysely<Database>, options: FeedbackMailOptions) {
  const repository = feedbackRepository(db);
  const inFlight = new Set<Promise<void>>();
  const link = (tab: 'actor' | 'owner', feedback: Feedback) =>
    `${options.publicUrl}${emailLinkPaths.feedback(tab, feedback.processModelId, feedback.step?.id ?? null)}`;

  /** Runs `work` in the background when there is a mailer; its failure is logged. */
  function background(what: string, work: (mailer: Mailer) => Promise<void>): void {
    const mailer = options.mailer;
    if (mailer === null) return;
    const running = work(mailer)
      .catch((error: unknown) => options.logger.error({ err: error }, `The ${what} email was not sent`))
      .finally(() => inFlight.delete(running));
    inFlight.add(running);
  }

  async function sendGiven(mailer: Mailer, feedback: Feedback, handlers: FeedbackHandlers): Promise<void> {
    const recipients = await repository.holderRecipients([handlers.ownerRoleId, handlers.managerRoleId]);
    for (const to of recipients) {
      if (to.id === feedback.author.id) continue;
      const content = feedbackGivenMail({
        language: recipientLanguage(to, options.language),
        modelName: feedback.processModelName,
        stepName: feedback.step?.name ?? null,
        revision: feedback.revision,
        authorName: feedback.author.name,
        text: feedback.text,
        fileName: feedback.file?.name ?? null,
        url: link('owner', feedback),
      });
      mailer.send({ to: to.email, ...content });
    }
  }

  async function sendAnswered(mailer: Mailer, feedback: Feedback): Promise<void> {
    const to = await repository.liveRecipient(feedback.author.id);
    if (to === undefined) return;
    const content = feedbackAnsweredMail({
      language: recipientLanguage(to, options.language),
      modelName: feedback.processModelName,
      stepName: feedback.step?.name ?? null,
      text: feedback.text,
      status: feedback.status,
      reason: feedback.reason,
      doneInRevision: feedback.doneInRevision,
      url: link('actor', feedback),
    });
    mailer.send({ to: to.email, ...content });
  }

  async function queued(): Promise<void> {
    while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
  }

  return {
    /** Tells the model's owners and managers (but not the author) about new feedback. */
    given(feedback: Feedback, handlers: FeedbackHandlers): void {
      background('new feedback', (mailer) => sendGiven(mailer, feedback, handlers));
    },

    /** Tells the author that the status of their feedback changed. */
    answered(feedback: Feedback): void {
      background('feedback answer', (mailer) => sendAnswered(mailer, feedback));
    },

    /**
     * Called inside the publish transaction that marked `ids` done by the revision: once that transaction
     * has ended, tells the authors of those that it committed. A rolled-back publish left them as they
     * were, so nobody hears of it.
     */
    doneAfterCommit(processModelId: string, revision: number, ids: readonly string[]): void {
      background('feedback done', async (mailer) => {
        await repository.awaitWriters(ids);
        const rows = await repository.doneIn(processModelId, revision);
        const wanted = new Set(ids);
        for (const row of rows) if (wanted.has(row.id)) await sendAnswered(mailer, toFeedback(row));
      });
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

export type FeedbackMailing = ReturnType<typeof feedbackMailing>;
