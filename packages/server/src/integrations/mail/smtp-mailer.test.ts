import { afterEach, describe, expect, it } from 'vitest';
import { recordingLogger } from '../../test/recording-logger.js';
import { freePort, type SmtpReceiver, startSmtpReceiver } from '../../test/smtp-receiver.js';
import type { Mailer } from './mailer.js';
import { responseArrivedMail } from './messages.js';
import { createSmtpMailer } from './smtp-mailer.js';

function smtpError(code: number, text: string): Error {
  return Object.assign(new Error(text), { responseCode: code });
}

const FAST_RETRIES = { retryDelaysMs: [20, 20, 20] };
const open: Array<SmtpReceiver | Mailer> = [];

afterEach(async () => {
  for (const item of open.splice(0).reverse()) await item.close();
});

async function receiver(...args: Parameters<typeof startSmtpReceiver>): Promise<SmtpReceiver> {
  const started = await startSmtpReceiver(...args);
  open.push(started);
  return started;
}

function mailer(...args: Parameters<typeof createSmtpMailer>): Mailer {
  const created = createSmtpMailer(...args);
  open.push(created);
  return created;
}

describe('the SMTP mailer, against a real SMTP server on loopback', () => {
  it('delivers From, To, Subject, the text and the HTML, signing in with the URL’s user and password', async () => {
    const users: string[] = [];
    const server = await receiver({
      authOptional: false,
      onAuth(auth, _session, callback) {
        users.push(`${auth.username}:${auth.password}`);
        callback(null, { user: auth.username });
      },
    });
    const log = recordingLogger();
    const smtpUrl = `smtp://reviews%40example.org:p%40ss%3Aword@127.0.0.1:${server.port}`;
    const mail = mailer({ smtpUrl, from: 'Stroomlijn <no-reply@example.org>' }, log.logger);
    const content = responseArrivedMail({
      language: 'nl',
      formName: 'Aanvraag café',
      subject: 'Verlof <juni>',
      responseUrl: 'https://stroomlijn.example.org/workflow/f1/responses/r1/edit',
    });

    mail.send({ to: ['anna@example.org', 'bram@example.org'], ...content });
    await mail.idle();

    expect(users).toEqual(['reviews@example.org:p@ss:word']);
    expect(server.received).toHaveLength(1);
    const [message] = server.received;
    expect(message?.envelopeFrom).toBe('no-reply@example.org');
    expect(message?.envelopeTo).toEqual(['anna@example.org', 'bram@example.org']);
    expect(message?.headers.get('from')).toBe('Stroomlijn <no-reply@example.org>');
    expect(message?.headers.get('to')).toBe('anna@example.org, bram@example.org');
    expect(message?.headers.get('subject')).toBe('Nieuwe reactie op Aanvraag café: Verlof <juni>');
    expect(message?.text).toContain(
      'Er is een nieuwe reactie binnengekomen op het formulier "Aanvraag café".',
    );
    expect(message?.text).toContain('https://stroomlijn.example.org/workflow/f1/responses/r1/edit');
    expect(message?.html).toContain('Verlof &lt;juni&gt;');
    expect(message?.html).toContain(
      '<a href="https://stroomlijn.example.org/workflow/f1/responses/r1/edit">',
    );
    expect(log.count('error') + log.count('warn')).toBe(0);
  });

  it('returns from send at once while the server is slow, and delivers afterwards', async () => {
    let release = (): void => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const server = await receiver({ beforeAccept: () => held });
    const mail = mailer({ smtpUrl: server.url, from: 'no-reply@example.org' }, recordingLogger().logger);

    const started = performance.now();
    mail.send({ to: 'anna@example.org', subject: 'Slow', text: 'Body' });
    expect(performance.now() - started).toBeLessThan(20);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(server.received).toHaveLength(0);

    release();
    await mail.idle();
    expect(server.received.map((message) => message.headers.get('subject'))).toEqual(['Slow']);
  });

  it('tries again when the server refuses the recipient for now (451), and delivers', async () => {
    let refusals = 0;
    const server = await receiver({
      onRcptTo(_address, _session, callback) {
        refusals += 1;
        callback(refusals <= 2 ? smtpError(451, 'Try again later') : null);
      },
    });
    const log = recordingLogger();
    const mail = mailer({ smtpUrl: server.url, from: 'no-reply@example.org' }, log.logger, FAST_RETRIES);

    mail.send({ to: 'anna@example.org', subject: 'Third time', text: 'Body' });
    await mail.idle();

    expect(server.received).toHaveLength(1);
    expect(log.count('warn')).toBe(2);
    expect(log.count('error')).toBe(0);
  });

  it('tries again while the server is down, and delivers once it is up', async () => {
    const port = await freePort();
    const log = recordingLogger();
    // After the refused connection nodemailer's pool waits out its socket timeout (30 s) before the next
    // connection: a short one through the URL, as an operator would set it, keeps this test quick.
    const smtpUrl = `smtp://127.0.0.1:${port}?socketTimeout=2000`;
    const mail = mailer({ smtpUrl, from: 'no-reply@example.org' }, log.logger, {
      retryDelaysMs: [300, 300, 300],
    });

    const firstFailure = log.next('warn');
    mail.send({ to: 'anna@example.org', subject: 'Later', text: 'Body' });
    await firstFailure;
    const server = await receiver({}, port);
    await mail.idle();

    expect(server.received.map((message) => message.headers.get('subject'))).toEqual(['Later']);
    expect(log.count('warn')).toBeGreaterThanOrEqual(1);
    expect(log.count('error')).toBe(0);
  });

  it('gives up after the last retry with an error in the log, and never throws', async () => {
    let attempts = 0;
    const server = await receiver({
      onRcptTo(_address, _session, callback) {
        attempts += 1;
        callback(smtpError(451, 'Still busy'));
      },
    });
    const log = recordingLogger();
    const mail = mailer({ smtpUrl: server.url, from: 'no-reply@example.org' }, log.logger, FAST_RETRIES);

    expect(() => mail.send({ to: 'anna@example.org', subject: 'Never', text: 'Body' })).not.toThrow();
    await mail.idle();

    expect(attempts).toBe(4);
    expect(log.count('warn')).toBe(3);
    expect(log.entries.filter((entry) => entry.level === 'error').map((entry) => entry.message)).toEqual([
      'email not delivered; giving up',
    ]);
    expect(server.received).toHaveLength(0);
  });

  it('does not retry a permanent refusal (550)', async () => {
    let attempts = 0;
    const server = await receiver({
      onRcptTo(_address, _session, callback) {
        attempts += 1;
        callback(smtpError(550, 'No such user'));
      },
    });
    const log = recordingLogger();
    const mail = mailer({ smtpUrl: server.url, from: 'no-reply@example.org' }, log.logger, FAST_RETRIES);

    mail.send({ to: 'nobody@example.org', subject: 'Bounce', text: 'Body' });
    await mail.idle();

    expect(attempts).toBe(1);
    expect(log.count('warn')).toBe(0);
    expect(log.count('error')).toBe(1);
  });

  it('tells the sender how each message ended: delivered, or given up after a permanent refusal', async () => {
    const server = await receiver({
      onRcptTo(address, _session, callback) {
        callback(address.address.startsWith('nobody') ? smtpError(550, 'No such user') : undefined);
      },
    });
    const log = recordingLogger();
    const mail = mailer({ smtpUrl: server.url, from: 'no-reply@example.org' }, log.logger, FAST_RETRIES);
    const outcomes: Record<string, boolean> = {};

    mail.send({ to: 'anna@example.org', subject: 'Hello', text: 'Body' }, (ok) => {
      outcomes.anna = ok;
    });
    mail.send({ to: 'nobody@example.org', subject: 'Bounce', text: 'Body' }, (ok) => {
      outcomes.nobody = ok;
    });
    mail.send({ to: '  ', subject: 'No one', text: 'Body' }, (ok) => {
      outcomes.empty = ok;
    });
    await mail.idle();

    expect(outcomes).toEqual({ anna: true, nobody: false, empty: false });
  });

  it('sends to the accepted recipients when the server refuses some, and logs the refused ones', async () => {
    const server = await receiver({
      onRcptTo(address, _session, callback) {
        callback(address.address.startsWith('nobody') ? smtpError(550, 'No such user') : null);
      },
    });
    const log = recordingLogger();
    const mail = mailer({ smtpUrl: server.url, from: 'no-reply@example.org' }, log.logger, FAST_RETRIES);

    mail.send({ to: ['anna@example.org', 'nobody@example.org'], subject: 'Some', text: 'Body' });
    await mail.idle();

    expect(server.received.map((message) => message.envelopeTo)).toEqual([['anna@example.org']]);
    expect(log.entries.find((entry) => entry.level === 'warn')?.context).toMatchObject({
      rejected: ['nobody@example.org'],
    });
  });

  it('drops waiting retries on close, logged, and refuses to send afterwards', async () => {
    const server = await receiver({
      onRcptTo(_address, _session, callback) {
        callback(smtpError(451, 'Busy'));
      },
    });
    const log = recordingLogger();
    const mail = createSmtpMailer({ smtpUrl: server.url, from: 'no-reply@example.org' }, log.logger, {
      retryDelaysMs: [60_000],
    });

    const firstFailure = log.next('warn');
    mail.send({ to: 'anna@example.org', subject: 'Closing', text: 'Body' });
    await firstFailure;
    await mail.close();
    mail.send({ to: 'bram@example.org', subject: 'After', text: 'Body' });

    expect(log.entries.filter((entry) => entry.level === 'error').map((entry) => entry.message)).toEqual([
      'email not delivered: shutting down',
      'email not sent: the mailer is closed',
    ]);
  });
});
