import { createTransport } from 'nodemailer';
import type { MailConfig } from './mail-config.js';
import { createMailQueue, type Mailer, type MailLogger, type MailQueueOptions } from './mailer.js';

/**
 * Bounds on one attempt; nodemailer's own defaults (2 and 10 minutes) would hold a slot of the queue
 * long after a server stopped answering. Query parameters of SMTP_URL (`?requireTLS=true`,
 * `?tls.rejectUnauthorized=false` …) take precedence over these.
 */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** A Mailer over SMTP (nodemailer): smtp:// upgrades with STARTTLS when offered, smtps:// is TLS from the start. */
export function createSmtpMailer(
  config: { smtpUrl: string; from: string },
  logger: MailLogger,
  options: MailQueueOptions = {},
): Mailer {
  // Pooled connections: a new SMTP connection per message cost about 110 ms on loopback (a change notice
  // to 5,000 people then took minutes), a message over an open one about 7 ms. One connection per
  // delivery slot of the queue.
  const connections = Math.max(1, options.concurrency ?? 3);
  const transport = createTransport(
    { ...TIMEOUTS, pool: true, maxConnections: connections, url: config.smtpUrl },
    { from: config.from },
  );
  return createMailQueue(
    async (message) => {
      const info = await transport.sendMail(message);
      // Some recipients refused, the others accepted: the accepted ones must not get it twice.
      if (info.rejected.length > 0)
        logger.warn(
          { rejected: info.rejected, accepted: info.accepted },
          'email refused for some recipients',
        );
    },
    logger,
    options,
    () => transport.close(),
  );
}

/**
 * The product's mailer, or null when SMTP_URL is not set (no email is sent, and the admin screen says so).
 * `options.metrics` counts what it sends (GET /metrics).
 */
export function mailerFor(
  config: { mail: MailConfig },
  logger: MailLogger,
  options: MailQueueOptions = {},
): Mailer | null {
  const { smtpUrl, from } = config.mail;
  if (smtpUrl === null) return null;
  return createSmtpMailer({ smtpUrl, from }, logger, options);
}
