import { describe, expect, it } from 'vitest';
import { createMailQueue, type MailMessage } from './mailer.js';

const silent = { debug: () => {}, warn: () => {}, error: () => {} };

describe('the mail queue and erased people', () => {
  it("never tries an erased person's address; the others of the message still get it", async () => {
    const delivered: MailMessage[] = [];
    const mailer = createMailQueue(async (message) => {
      delivered.push(message);
    }, silent);
    const outcomes: boolean[] = [];
    mailer.send({ to: 'p-0123456789ab@erased.invalid', subject: 'Reminder', text: 'Due' }, (ok) =>
      outcomes.push(ok),
    );
    mailer.send({ to: ['P-0123456789ab@Erased.Invalid', 'jan@example.org'], subject: 'Notice', text: 'New' });
    await mailer.idle();
    expect(outcomes).toEqual([false]);
    expect(delivered.map((message) => message.to)).toEqual([['jan@example.org']]);
    await mailer.close();
  });
});
