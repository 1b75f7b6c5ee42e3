import { emailLinkPaths, type Language } from '@stroomlijn/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import {
  acknowledgementNoticeMail,
  acknowledgementReminderMail,
  type Mailer,
  type MailLogger,
  recipientLanguage,
} from '../../integrations/mail/index.js';
import { acknowledgementOutbox, type MailRow, type TaskRowKey } from './outbox-repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface AcknowledgementMailOptions {
  /** Null (no SMTP_URL): nothing is claimed or sent; the notices wait in the outbox. */
  mailer: Mailer | null;
  publicUrl: string;
  /** The language of email to a user who chose none. */
  language: Language;
  logger: MailLogger;
  /** STROOMLIJN_ACKNOWLEDGEMENT_REMINDER_DAYS: 0 sends no reminders. */
  reminderDays: number;
  /** Notices claimed at once (one UPDATE), and the most an instance has in its mail queue. */
  batchSize?: number;
  /** A claim older than this is taken again: the instance that made it stopped before it finished. */
  leaseMs?: number;
  /** Deliveries of a notice tried before it is given up (each run tries once; the mailer retries within). */
  maxAttempts?: number;
}

const keyOf = (row: MailRow): TaskRowKey => ({
  process_model_id: row.processModelId,
  revision: row.revision,
  user_id: row.userId,
});

/**
 * The emails of acknowledgement tasks, out of the outbox the tasks are: the notice to each touched user
 * (delivered in batches after the publish, each claimed by one instance and marked once the mail server
 * took it) and the one reminder after the configured days.
 */
export function acknowledgementMailing(db: Kysely<Database>, options: AcknowledgementMailOptions) {
  const outbox = acknowledgementOutbox(db);
  const batchSize = options.batchSize ?? 200;
  const leaseMs = options.leaseMs ?? 10 * 60 * 1000;
  const maxAttempts = options.maxAttempts ?? 5;
  const inFlight = new Set<Promise<void>>();

  function message(kind: 'notice' | 'reminder', row: MailRow & { email: string; modelName: string }) {
    const input = {
      language: recipientLanguage(row, options.language),
      modelName: row.modelName,
      revision: Number(row.revision),
      publishedBy: row.publishedBy,
      changeNote: row.changeNote,
      taskUrl: `${options.publicUrl}${emailLinkPaths.acknowledgement(row.processModelId, Number(row.revision))}`,
    };
    return {
      to: row.email,
      ...(kind === 'notice' ? acknowledgementNoticeMail(input) : acknowledgementReminderMail(input)),
    };
  }

  const sendable = (row: MailRow): row is MailRow & { email: string; modelName: string } =>
    row.email !== null && row.modelName !== null;

  /** Sends a claimed batch; resolves when each is delivered or given up, and marks them so. */
  async function deliver(mailer: Mailer, rows: readonly MailRow[]): Promise<void> {
    const needless = rows.filter((row) => !sendable(row)).map(keyOf);
    const outcomes = await Promise.all(
      rows
        .filter(sendable)
        .map(
          (row) =>
            new Promise<[TaskRowKey, boolean]>((resolve) =>
              mailer.send(message('notice', row), (delivered) => resolve([keyOf(row), delivered])),
            ),
        ),
    );
    const delivered = [...needless, ...outcomes.filter(([, ok]) => ok).map(([key]) => key)];
    await outbox.notified(delivered, Date.now());
    await outbox.released(outcomes.filter(([, ok]) => !ok).map(([key]) => key));
  }

  function track(work: Promise<void>): void {
    const tracked = work
      .catch((error: unknown) =>
        options.logger.error({ err: error }, 'Marking delivered change notices failed'),
      )
      .finally(() => inFlight.delete(tracked));
    inFlight.add(tracked);
  }

  return {
    /**
     * Claims the notices waiting in the outbox, batch after batch, and hands them to the mailer (at most
     * four batches in its queue at once); the number handed over. Marking them delivered follows in the
     * background (`settled`).
     */
    async deliverNotices(now: number = Date.now()): Promise<number> {
      const mailer = options.mailer;
      if (mailer === null) return 0;
      let sent = 0;
      for (;;) {
        while (inFlight.size >= 4) await Promise.race(inFlight);
        const keys = await outbox.claimNotices(now, { limit: batchSize, leaseMs, maxAttempts });
        if (keys.length === 0) return sent;
        const rows = await outbox.mails(keys);
        track(deliver(mailer, rows));
        sent += rows.filter(sendable).length;
      }
    },

    /**
     * Reminds once every user whose open task was made `reminderDays` or more before `now` (none when
     * the setting is 0), each claimed first so that no other run or instance sends it too; the number sent.
     */
    async remind(now: number = Date.now()): Promise<number> {
      const mailer = options.mailer;
      if (mailer === null || options.reminderDays === 0) return 0;
      const madeBy = now - options.reminderDays * DAY_MS;
      let sent = 0;
      for (;;) {
        const keys = await outbox.claimReminders(now, madeBy, batchSize);
        if (keys.length === 0) return sent;
        for (const row of (await outbox.mails(keys)).filter(sendable)) {
          mailer.send(message('reminder', row));
          sent += 1;
        }
      }
    },

    /** Resolves when every batch handed over so far is marked (shutdown). */
    async queued(): Promise<void> {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },

    /** Resolves when every email asked for so far is delivered or given up, and marked (tests). */
    async settled(): Promise<void> {
      await options.mailer?.idle();
      await this.queued();
    },
  };
}

export type AcknowledgementMailing = ReturnType<typeof acknowledgementMailing>;
