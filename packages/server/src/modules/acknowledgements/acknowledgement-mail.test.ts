import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltApp, buildApp } from '../../app.js';
import { type Config, loadConfig } from '../../config.js';
import { holdersOf, publishEdited, renamed } from '../../test/acknowledgements.js';
import type { SignedInClient } from '../../test/client.js';
import { graph, publishedModel } from '../../test/process-models.js';
import { type ReceivedMail, type SmtpReceiver, startSmtpReceiver } from '../../test/smtp-receiver.js';
import { createRole, createTestApp, testDialect } from '../../test/test-app.js';
import { testAppForThisTest, useSignedInClient, useTestApp } from '../../test/use-test-app.js';
import { acknowledgementTasksOnPublish } from './touched-users.js';

/**
 * The emails of acknowledgement tasks, sent by the real app over SMTP to a real receiver on loopback:
 * the notice out of the outbox (once, also with two instances, not lost by a stopped one), in each
 * user's language, and the one reminder after the configured days.
 */
let smtp: SmtpReceiver;
// On SQLite the database is a file, so that a second app (another instance) can open it too.
const sqliteFile =
  testDialect === 'sqlite' ? path.join(os.tmpdir(), `stroomlijn-ack-mail-${randomUUID()}.sqlite`) : null;
beforeAll(async () => {
  smtp = await startSmtpReceiver();
});
afterAll(async () => {
  await smtp?.close();
  if (sqliteFile)
    for (const suffix of ['', '-wal', '-shm']) await rm(`${sqliteFile}${suffix}`, { force: true });
});

const PUBLIC_URL = 'https://stroomlijn.example';
const DAY = 24 * 60 * 60 * 1000;
const smtpSettings = (url = smtp.url): Partial<Config> => ({
  publicUrl: PUBLIC_URL,
  mail: { smtpUrl: url, from: 'Stroomlijn <stroomlijn@example.org>' },
});

const t = useTestApp(() => ({ ...smtpSettings(), ...(sqliteFile ? { sqliteFile } : {}) }));
const modeler = useSignedInClient(t, ['ROLE_MODELER']);

const mailsTo = (user: { email: string }) =>
  smtp.received.filter((mail) => mail.envelopeTo.includes(user.email));
const isNotice = (mail: ReceivedMail) => !/^(Reminder|Herinnering)/.test(mail.headers.get('subject') ?? '');

async function deliver(app: BuiltApp, now?: number): Promise<number> {
  const notices = app.jobs.get('acknowledgementNotices');
  const count = await notices.deliverNow(now);
  await notices.settled();
  return count;
}

async function setLanguage(app: BuiltApp, user: { id: string }, language: string | null) {
  await app.database.db.updateTable('app_user').set({ language }).where('id', '=', user.id).execute();
}

/** A published model whose one activity `count` users act in. */
async function touching(count: number, name = 'Inkoop <bestellen>') {
  const actor = await createRole(t);
  const readers = await holdersOf(t, actor.id, count);
  const model = await publishedModel(modeler, { steps: graph({ actor }), info: { name, description: '' } });
  return { model, readers };
}

describe('the change notice', () => {
  it('goes once to each touched user, in their language (else the default), with a link to the task', async () => {
    const { model, readers } = await touching(3);
    const [dutch, unset, english] = readers as [SignedInClient, SignedInClient, SignedInClient];
    await setLanguage(t, dutch, 'nl');
    await setLanguage(t, english, 'en');
    await deliver(t);
    const activity = model.steps.find((step) => step.type === 'activity')?.id as string;
    await publishEdited(modeler, model.id, renamed(activity, 'Bestel'), 'Stap hernoemd & <verduidelijkt>');
    await deliver(t);
    await deliver(t);

    const link = `${PUBLIC_URL}/acknowledgements/${model.id}/2`;
    const nl = mailsTo(dutch).filter((mail) => mail.text.includes(link));
    expect(nl).toHaveLength(1);
    expect(nl[0]?.headers.get('subject')).toBe(
      'Gewijzigd proces om te lezen: Inkoop <bestellen> (revisie 2)',
    );
    expect(nl[0]?.text).toContain('Wat is er gewijzigd: Stap hernoemd & <verduidelijkt>');
    expect(nl[0]?.html).toContain('Stap hernoemd &amp; &lt;verduidelijkt&gt;');
    expect(nl[0]?.html).toContain('<html lang="nl">');
    for (const user of [unset, english]) {
      const mails = mailsTo(user).filter((mail) => mail.text.includes(link));
      expect(mails).toHaveLength(1);
      expect(mails[0]?.headers.get('subject')).toBe(
        'Changed process to read: Inkoop <bestellen> (revision 2)',
      );
      expect(mails[0]?.text).toContain(`Read the changes and confirm in Stroomlijn: ${link}`);
    }
    // Revision 1's notice went before, one each.
    for (const user of readers) expect(mailsTo(user).filter(isNotice)).toHaveLength(2);
    const pending = await t.database.db
      .selectFrom('acknowledgement')
      .select('user_id')
      .where('process_model_id', '=', model.id)
      .where('notified_at', 'is', null)
      .execute();
    expect(pending).toEqual([]);
  });

  it('two instances on one database deliver the outbox together, each notice once', async () => {
    const second = await buildApp(t.config, { logger: false });
    try {
      const { readers } = await touching(12);
      const counts = await Promise.all([deliver(t), deliver(second)]);
      await Promise.all([deliver(t), deliver(second)]);
      expect(counts[0] + counts[1]).toBeLessThanOrEqual(12);
      for (const user of readers) expect(mailsTo(user)).toHaveLength(1);
    } finally {
      await second.app.close();
    }
  });

  it('is not lost: a claim of a stopped instance is taken again after its lease, a fresh one is left alone', async () => {
    const { model, readers } = await touching(1);
    const [reader] = readers as [SignedInClient];
    // Another instance claimed it and stopped before the mail server took it.
    const claimed = (at: number) =>
      t.database.db
        .updateTable('acknowledgement')
        .set({ notice_claimed_at: at, notified_at: null })
        .where('process_model_id', '=', model.id)
        .execute();
    await deliver(t);
    const before = mailsTo(reader).length;
    await claimed(Date.now());
    expect(await deliver(t)).toBe(0);
    await claimed(Date.now() - 11 * 60 * 1000);
    expect(await deliver(t)).toBe(1);
    expect(mailsTo(reader)).toHaveLength(before + 1);
  });

  it('is not sent for a task confirmed or replaced before the outbox got to it', async () => {
    const { model, readers } = await touching(2);
    await deliver(t);
    const before = readers.map((user) => mailsTo(user).length);
    await t.database.db
      .updateTable('acknowledgement')
      .set({ replaced_by_revision: 2 })
      .where('user_id', '=', readers[0]?.id as string)
      .execute();
    expect((await readers[1]?.post(`/api/acknowledgement/${model.id}/1`, {}))?.statusCode).toBe(200);
    // Undelivered again only once both are settled: the background job may run at any moment.
    await t.database.db
      .updateTable('acknowledgement')
      .set({ notified_at: null, notice_claimed_at: null })
      .where('process_model_id', '=', model.id)
      .execute();
    expect(await deliver(t)).toBe(0);
    expect(readers.map((user) => mailsTo(user).length)).toEqual(before);
  });
});

describe('the reminder', () => {
  it('goes once after the days to those who have not confirmed (not to a confirmed or replaced task), also with two instances', async () => {
    const { model, readers } = await touching(3, 'Facturen');
    const [confirmer, waiting, dutch] = readers as [SignedInClient, SignedInClient, SignedInClient];
    await setLanguage(t, dutch, 'nl');
    await deliver(t);
    expect((await confirmer.post(`/api/acknowledgement/${model.id}/1`, {})).statusCode).toBe(200);
    const remind = (app: BuiltApp, at: number) => app.jobs.get('acknowledgementReminders').remindNow(at);
    const published = Date.now();
    const reminders = (user: { email: string }) =>
      mailsTo(user).filter(
        (mail) => mail.text.includes(`${PUBLIC_URL}/acknowledgements/${model.id}/1`) && !isNotice(mail),
      );

    await remind(t, published + 7 * DAY - 60_000);
    await deliver(t);
    for (const user of readers) expect(reminders(user)).toHaveLength(0);

    const second = await buildApp(t.config, { logger: false });
    try {
      const at = published + 7 * DAY + 60_000;
      await Promise.all([remind(t, at), remind(second, at)]);
      await Promise.all([remind(t, at + DAY), remind(second, at + DAY)]);
      await second.jobs.get('acknowledgementNotices').settled();
    } finally {
      await second.app.close();
    }
    await deliver(t);
    expect(reminders(confirmer)).toHaveLength(0);
    expect(reminders(waiting)).toHaveLength(1);
    expect(reminders(waiting)[0]?.headers.get('subject')).toBe(
      'Reminder: please confirm the changed process Facturen (revision 1)',
    );
    expect(reminders(dutch)).toHaveLength(1);
    expect(reminders(dutch)[0]?.headers.get('subject')).toBe(
      'Herinnering: bevestig het gewijzigde proces Facturen (revisie 1)',
    );
  });

  it('is never sent with STROOMLIJN_ACKNOWLEDGEMENT_REMINDER_DAYS=0', async () => {
    const app = await testAppForThisTest({ ...smtpSettings(), acknowledgementReminderDays: 0 });
    const author = await holdersOf(app, (await createRole(app)).id);
    expect(author).toHaveLength(1);
    expect(await app.jobs.get('acknowledgementReminders').remindNow(Date.now() + 365 * DAY)).toBe(0);
  });
});

describe('publishing', () => {
  it('answers without waiting for the mail server; the notices follow once it takes them', async () => {
    let open = () => {};
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const slow = await startSmtpReceiver({ beforeAccept: () => gate });
    // Closed before the receiver: the receiver's close waits for the app's pooled connections to end.
    const app = await createTestApp(smtpSettings(slow.url));
    try {
      const { signedInClient } = await import('../../test/client.js');
      const appModeler = await signedInClient(app, ['ROLE_MODELER']);
      const actor = await createRole(app);
      const readers = await holdersOf(app, actor.id, 3);
      await publishedModel(appModeler, { steps: graph({ actor }) });
      expect(await app.jobs.get('acknowledgementNotices').deliverNow()).toBeLessThanOrEqual(3);
      expect(slow.received).toHaveLength(0);
      open();
      await app.jobs.get('acknowledgementNotices').deliverNow();
      await app.jobs.get('acknowledgementNotices').settled();
      expect(slow.received.map((mail) => mail.envelopeTo[0]).sort()).toEqual(
        readers.map((user) => user.email).sort(),
      );
    } finally {
      open();
      await app.close();
      await slow.close();
    }
  });
});

describe('a publish rolled back', () => {
  it('leaves no task and mails nothing: the tasks are written in the publish transaction', async () => {
    const actor = await createRole(t);
    // Revision 1 is published while nobody holds the role; then someone does.
    const model = await publishedModel(modeler, { steps: graph({ actor }) });
    const [reader] = await holdersOf(t, actor.id);
    const listener = acknowledgementTasksOnPublish(() => {});
    const event = {
      processModelId: model.id,
      revision: 1,
      publishedAt: Date.now(),
      publishedBy: { id: randomUUID(), name: 'Publisher' },
      feedbackDone: [],
    };
    let inside = -1;
    await expect(
      t.database.db.transaction().execute(async (trx) => {
        await listener(trx, event);
        inside = (
          await trx
            .selectFrom('acknowledgement')
            .select('user_id')
            .where('process_model_id', '=', model.id)
            .execute()
        ).length;
        throw new Error('A later step of the publish failed');
      }),
    ).rejects.toThrow('A later step of the publish failed');
    expect(inside).toBe(1);
    expect(
      await t.database.db
        .selectFrom('acknowledgement')
        .select('user_id')
        .where('process_model_id', '=', model.id)
        .execute(),
    ).toEqual([]);
    await deliver(t);
    expect(mailsTo(reader as SignedInClient)).toHaveLength(0);
  });
});

describe('STROOMLIJN_ACKNOWLEDGEMENT_REMINDER_DAYS', () => {
  const load = (value?: string) =>
    loadConfig(value === undefined ? {} : { STROOMLIJN_ACKNOWLEDGEMENT_REMINDER_DAYS: value }, {
      webDir: null,
    }).acknowledgementReminderDays;

  it('is 7 by default, takes 0 (none) and whole days, and refuses anything else', () => {
    expect(load()).toBe(7);
    expect(load('')).toBe(7);
    expect(load('0')).toBe(0);
    expect(load(' 14 ')).toBe(14);
    for (const bad of ['-1', '1.5', 'seven', '4000'])
      expect(() => load(bad)).toThrow(
        'STROOMLIJN_ACKNOWLEDGEMENT_REMINDER_DAYS must be a whole number of days',
      );
  });
});
