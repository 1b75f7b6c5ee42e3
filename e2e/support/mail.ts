import { afterAll, beforeAll, expect } from 'vitest';
import {
  type ReceivedMail,
  type SmtpReceiver,
  startSmtpReceiver,
} from '../../packages/server/src/test/smtp-receiver.js';
import { type StandInServer, useStandInServer } from './stand-in-server';

/**
 * A server of the file's own (with the JotForm stand-in) that sends its email to a real SMTP receiver on
 * loopback, and a look-up of what arrived. The receiver closes after the server (its pooled connections).
 */
export function useMailedServer(): {
  running: StandInServer;
  /** The emails to the address so far whose subject matches, waiting until there are `count`. */
  mailsTo(address: string, subject?: RegExp, count?: number): Promise<ReceivedMail[]>;
} {
  let smtp: SmtpReceiver | undefined;
  beforeAll(async () => {
    smtp = await startSmtpReceiver();
  });
  afterAll(async () => {
    await smtp?.close();
  });
  const running = useStandInServer(() => ({ SMTP_URL: smtp?.url ?? '' }));

  async function mailsTo(address: string, subject = /./, count = 1): Promise<ReceivedMail[]> {
    const find = () =>
      (smtp?.received ?? []).filter(
        (mail) => mail.envelopeTo.includes(address) && subject.test(mail.headers.get('subject') ?? ''),
      );
    await expect.poll(() => find().length, { timeout: 20_000 }).toBeGreaterThanOrEqual(count);
    return find();
  }

  return { running, mailsTo };
}
