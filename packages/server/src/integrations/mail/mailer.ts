import { ERASED_EMAIL_DOMAIN } from '@stroomlijn/domain';
import type { FastifyBaseLogger } from 'fastify';
import { type AppMetrics, NO_METRICS } from '../../lib/metrics.js';

export interface MailMessage {
  /** One address or several; every one sees the others in the To header. */
  to: string[] | string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
}

/** A file sent with a message (an action's calendar.ics). */
export interface MailAttachment {
  filename: string;
  content: string;
  /** With parameters where they matter: `text/calendar; charset=utf-8`. */
  contentType: string;
}

/**
 * Outgoing email. `send` queues and returns at once: delivery never blocks or fails the caller.
 * A failed delivery is logged and tried again after each of the retry delays; a permanent refusal
 * (an SMTP 5xx answer) is logged and not retried.
 */
export interface Mailer {
  /**
   * Queues the message. `settled`, when given, hears how it ended: true once delivered, false once
   * given up (refused, retries spent, or dropped at close); an outbox marks its row by it.
   */
  send(message: MailMessage, settled?: (delivered: boolean) => void): void;
  /** Resolves when nothing is queued, being sent or waiting for a retry (tests). */
  idle(): Promise<void>;
  /**
   * Stops: queued messages get their current attempt, retries still waiting are dropped (and
   * logged), then the connection closes. `send` after `close` logs and drops the message.
   */
  close(): Promise<void>;
}

export type MailLogger = Pick<FastifyBaseLogger, 'debug' | 'warn' | 'error'>;

export interface MailQueueOptions {
  /** Waits before the 2nd, 3rd … attempt; the default tries 4 times in about 71 seconds. */
  retryDelaysMs?: readonly number[];
  /** Deliveries at the same time. */
  concurrency?: number;
  /** Counts each message sent or given up, and each attempt to be retried (GET /metrics). */
  metrics?: Pick<AppMetrics, 'mail'>;
}

export const DEFAULT_RETRY_DELAYS_MS = [1_000, 10_000, 60_000] as const;

/** Hands one message to the mail server; rejects when it was not accepted. */
export type DeliverMail = (message: MailMessage) => Promise<void>;

interface Job {
  message: MailMessage;
  /** Attempts made so far. */
  attempts: number;
  settled: (delivered: boolean) => void;
}

/** SMTP's permanent refusals (5xx): trying again gives the same answer. */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/** An erased person's address (a reserved domain): never tried, nothing could be delivered there. */
const erased = (address: string) => address.trim().toLowerCase().endsWith(`@${ERASED_EMAIL_DOMAIN}`);

function recipients(message: MailMessage): string[] {
  return (Array.isArray(message.to) ? message.to : [message.to]).filter(
    (address) => address.trim() !== '' && !erased(address),
  );
}

/** The queue, retries and logging of every Mailer; `deliver` is the transport's one attempt. */
export function createMailQueue(
  deliver: DeliverMail,
  logger: MailLogger,
  options: MailQueueOptions = {},
  closeTransport: () => void | Promise<void> = () => {},
): Mailer {
  const retryDelays = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  const concurrency = Math.max(1, options.concurrency ?? 3);
  const metrics = options.metrics ?? NO_METRICS;
  const ready: Job[] = [];
  const retries = new Map<NodeJS.Timeout, Job>();
  let active = 0;
  let closed = false;
  let idleWaiters: Array<() => void> = [];

  function settleIdle(): void {
    if (ready.length > 0 || active > 0 || retries.size > 0) return;
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const resolve of waiters) resolve();
  }

  function failed(job: Job, error: unknown): void {
    const context = { err: error, to: job.message.to, attempt: job.attempts };
    const delay = retryDelays[job.attempts - 1];
    if (isPermanent(error) || delay === undefined || closed) {
      metrics.mail('failed');
      logger.error(context, 'email not delivered; giving up');
      job.settled(false);
      return;
    }
    metrics.mail('retry');
    logger.warn({ ...context, retryInMs: delay }, 'email not delivered; trying again');
    const timer = setTimeout(() => {
      retries.delete(timer);
      ready.push(job);
      pump();
    }, delay);
    retries.set(timer, job);
  }

  function pump(): void {
    while (active < concurrency && ready.length > 0) {
      const job = ready.shift() as Job;
      job.attempts += 1;
      active += 1;
      deliver(job.message)
        .then(
          () => {
            metrics.mail('sent');
            logger.debug({ to: job.message.to, attempt: job.attempts }, 'email delivered');
            job.settled(true);
          },
          (error: unknown) => failed(job, error),
        )
        .finally(() => {
          active -= 1;
          pump();
          settleIdle();
        });
    }
  }

  function idle(): Promise<void> {
    return new Promise((resolve) => {
      idleWaiters.push(resolve);
      settleIdle();
    });
  }

  return {
    send(message, settled = () => {}) {
      const to = recipients(message);
      if (to.length === 0) return settled(false);
      if (closed) {
        metrics.mail('failed');
        logger.error({ to }, 'email not sent: the mailer is closed');
        return settled(false);
      }
      ready.push({ message: { ...message, to }, attempts: 0, settled });
      pump();
    },
    idle,
    async close() {
      closed = true;
      for (const [timer, job] of retries) {
        clearTimeout(timer);
        metrics.mail('failed');
        logger.error({ to: job.message.to, attempt: job.attempts }, 'email not delivered: shutting down');
        job.settled(false);
      }
      retries.clear();
      await idle();
      await closeTransport();
    },
  };
}
