import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ResponseAction } from '@stroomlijn/domain';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltApp, buildApp } from '../../app.js';
import type { Config } from '../../config.js';
import { type Client, client, signedInClient } from '../../test/client.js';
import { type ReceivedMail, type SmtpReceiver, startSmtpReceiver } from '../../test/smtp-receiver.js';
import { assignRoles, createRole, testDialect } from '../../test/test-app.js';
import { useSignedInClient, useTestApp } from '../../test/use-test-app.js';
import { actionBody, createdAction, receivedResponse, useWorkflowFormService } from '../../test/workflows.js';
import { localIsoDate } from './reminders.js';

/**
 * The emails to an action's assignee, sent by the real app over SMTP to a real receiver on
 * loopback. Every test makes users of its own and reads only the email sent to them.
 */
const forms = useWorkflowFormService();
let smtp: SmtpReceiver;
// On SQLite the database is a file, so that a second app (another instance) can open it too.
const sqliteFile =
  testDialect === 'sqlite' ? path.join(os.tmpdir(), `stroomlijn-action-mail-${randomUUID()}.sqlite`) : null;
beforeAll(async () => {
  smtp = await startSmtpReceiver();
});
afterAll(async () => {
  await smtp?.close();
  if (sqliteFile)
    for (const suffix of ['', '-wal', '-shm']) await rm(`${sqliteFile}${suffix}`, { force: true });
});

const smtpSettings = (): Partial<Config> => ({
  mail: { smtpUrl: smtp.url, from: 'Stroomlijn <stroomlijn@example.org>' },
});
const PUBLIC_URL = 'https://stroomlijn.example';
/** A day far from today, so that the app's own hourly check never sends what a test expects. */
const DUE_DAY = '2031-03-14';
const DUE = '14-03-2031';

interface Clients {
  admin: Client;
  modeler: Client;
  sender: Client & { id: string };
}

/** A response with a reviewer and two action holders, on `app`. */
async function handling(app: BuiltApp, clients: Clients) {
  const roles = { reviewer: await createRole(app), actionHolder: await createRole(app) };
  const [reviewer, holder, otherHolder] = await Promise.all([
    signedInClient(app),
    signedInClient(app, [], { firstName: 'Hanna', lastName: 'Holder' }),
    signedInClient(app),
  ]);
  await assignRoles(app, reviewer.id, [roles.reviewer.id]);
  await assignRoles(app, holder.id, [roles.actionHolder.id]);
  await assignRoles(app, otherHolder.id, [roles.actionHolder.id]);
  const { form, response } = await receivedResponse(app, forms, clients, roles, {
    senderId: clients.sender.id,
    subject: 'Aanvraag coördinatie één',
  });
  return { app, reviewer, holder, otherHolder, form, response };
}

type Handling = Awaited<ReturnType<typeof handling>>;

const created = createdAction;

async function edited(h: Handling, action: ResponseAction, fields: Record<string, unknown>) {
  const answer = await h.reviewer.put('/api/response-action', {
    ...actionBody(h, { id: action.id, ...fields }),
    updated: action.updated,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as ResponseAction;
}

/** A reviewer's email that a response arrived, which is not about actions. */
const arrival = (mail: ReceivedMail) =>
  /^(New response to|Nieuwe reactie op) /.test(mail.headers.get('subject') ?? '');

/** The action emails of `app` handed to the receiver so far, to the given users. */
async function mailsTo(app: BuiltApp, ...users: Array<{ email: string }>): Promise<ReceivedMail[]> {
  await app.jobs.get('actionMail').settled();
  const addresses = users.map((user) => user.email);
  return smtp.received.filter(
    (mail) => !arrival(mail) && mail.envelopeTo.some((address) => addresses.includes(address)),
  );
}

const remind = (app: BuiltApp, day?: string) => app.jobs.get('actionReminders').remindNow(day);

const actionLink = (a: ResponseAction) => `${PUBLIC_URL}/actions/my/${a.formId}/${a.responseId}/${a.id}/edit`;

/** A file attached to the message: its part's headers and its decoded content. */
function attachmentOf(mail: ReceivedMail, filename: string) {
  const boundaries = [...mail.raw.matchAll(/boundary="?([^";\r\n]+)"?/g)].map((match) => match[1] as string);
  for (const part of boundaries.flatMap((boundary) => mail.raw.split(`--${boundary}`).slice(1, -1))) {
    const body = part.replace(/^\r\n/, '');
    const split = body.indexOf('\r\n\r\n');
    const head = body.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
    const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1] ?? '';
    if (!header('content-disposition').includes(`filename=${filename}`)) continue;
    const encoded = body.slice(split + 4);
    const encoding = header('content-transfer-encoding').toLowerCase();
    const content =
      encoding === 'base64'
        ? Buffer.from(encoded, 'base64').toString('utf8')
        : encoding === 'quoted-printable'
          ? decodeQuotedPrintable(encoded)
          : encoded;
    return { contentType: header('content-type'), disposition: header('content-disposition'), content };
  }
  throw new Error(`No attachment ${filename} in the message`);
}

function decodeQuotedPrintable(text: string): string {
  const soft = text.replace(/=\r\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < soft.length; index += 1) {
    const hex = soft.slice(index + 1, index + 3);
    if (soft[index] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else bytes.push(...Buffer.from(soft[index] as string, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

function calendarEvent(ics: string) {
  const vevent = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT');
  return new ICAL.Event(vevent);
}

describe('with SMTP_URL set', () => {
  const t = useTestApp(
    () => ({ publicUrl: PUBLIC_URL, ...smtpSettings(), ...(sqliteFile ? { sqliteFile } : {}) }),
    { formService: forms.service },
  );
  const clients = {
    admin: useSignedInClient(t, ['ROLE_ADMIN']),
    modeler: useSignedInClient(t, ['ROLE_MODELER']),
    sender: useSignedInClient(t, ['ROLE_USER']),
  };

  describe('the assignment email', () => {
    it('goes once to the assignee of a new action: text, subject, dates, remarks, link and calendar.ics', async () => {
      const h = await handling(t, clients);
      const action = await created(h);

      const mails = await mailsTo(t, h.holder, h.otherHolder, h.reviewer);
      expect(mails).toHaveLength(1);
      const [mail] = mails as [ReceivedMail];
      expect(mail.envelopeTo).toEqual([h.holder.email]);
      expect(mail.headers.get('from')).toBe('Stroomlijn <stroomlijn@example.org>');
      expect(mail.headers.get('subject')).toBe('New action: Bel de aanvrager');
      expect(mail.text).toContain('An action was assigned to you.');
      for (const line of [
        'Action: Bel de aanvrager',
        'Response: Aanvraag coördinatie één',
        'Start date: 01-12-2026',
        'End date: 03-12-2026',
        'Remarks: Vraag naar de coördinatie',
        `Open the action in Stroomlijn: ${actionLink(action)}`,
      ])
        expect(mail.text).toContain(`${line}\n`);
      expect(mail.html).toContain(`<a href="${actionLink(action)}">Open the action in Stroomlijn</a>`);
      expect(mail.html).toContain('<td>Aanvraag coördinatie één</td>');
    });

    it('attaches calendar.ics (text/calendar), read back as the all-day event of the action', async () => {
      const h = await handling(t, clients);
      const action = await created(h, { startDate: '30-12-2026', endDate: '31-12-2026' });
      const [mail] = await mailsTo(t, h.holder);
      if (!mail) throw new Error('no email');

      const file = attachmentOf(mail, 'calendar.ics');
      expect(file.contentType).toMatch(/^text\/calendar; charset=utf-8/);
      expect(file.disposition).toMatch(/^attachment;/);
      const event = calendarEvent(file.content);
      expect(event.startDate.isDate).toBe(true);
      expect(event.startDate.toString()).toBe('2026-12-30');
      expect(event.endDate.toString()).toBe('2027-01-01');
      expect(event.summary).toBe('Aanvraag coördinatie één: Bel de aanvrager');
      expect(event.uid).toBe(`${action.id}@stroomlijn`);
      // The same file as the agenda download.
      const download = await h.holder.get(
        `/api/response-action/${action.formId}/${action.responseId}/${action.id}/download-agenda`,
      );
      expect(file.content).toBe(download.body);
    });

    it('goes once to the new assignee when an edit changes the assignee, and not to the old one again', async () => {
      const h = await handling(t, clients);
      const action = await created(h);
      expect(await mailsTo(t, h.holder)).toHaveLength(1);

      const moved = await edited(h, action, { assignee: { id: h.otherHolder.id, name: '' } });
      const toNew = await mailsTo(t, h.otherHolder);
      expect(toNew).toHaveLength(1);
      expect(toNew[0]?.headers.get('subject')).toBe('New action: Bel de aanvrager');
      expect(toNew[0]?.text).toContain(actionLink(action));
      expect(await mailsTo(t, h.holder)).toHaveLength(1);

      await edited(h, moved, { assignee: { id: h.holder.id, name: '' }, action: 'Terug' });
      const back = await mailsTo(t, h.holder);
      expect(back.map((mail) => mail.headers.get('subject'))).toEqual([
        'New action: Bel de aanvrager',
        'New action: Terug',
      ]);
    });

    it('is not sent for an edit that keeps the assignee, nor for an action without an assignee', async () => {
      const h = await handling(t, clients);
      const action = await created(h);
      const same = await edited(h, action, {
        action: 'Anders',
        remarks: 'Nieuw',
        endDate: '09-12-2026',
        assignee: { id: h.holder.id, name: 'Hanna Holder' },
      });
      expect(await mailsTo(t, h.holder)).toHaveLength(1);

      const unassigned = await created(h, { assignee: null });
      await edited(h, unassigned, { action: 'Nog steeds niemand', assignee: null });
      await edited(h, same, { assignee: null });
      expect(await mailsTo(t, h.holder, h.otherHolder, h.reviewer)).toHaveLength(1);
    });

    it('leaves the request unharmed when the mail server refuses: the action is saved', async () => {
      const h = await handling(t, clients);
      const refusing = await startSmtpReceiver({
        onRcptTo(_address, _session, callback) {
          callback(Object.assign(new Error('No such user'), { responseCode: 550 }));
        },
      });
      const second = await buildApp(
        { ...t.config, mail: { smtpUrl: refusing.url, from: 'no-reply@example.org' } },
        { logger: false, formService: forms.service },
      );
      try {
        // Sessions live in the database: the reviewer's session holds on the other instance.
        const reviewer = client(second.app, h.reviewer.cookie);
        const answer = await reviewer.post('/api/response-action', actionBody(h));
        expect(answer.statusCode, answer.body).toBe(201);
        await second.jobs.get('actionMail').settled();
        expect(refusing.received).toHaveLength(0);
        expect(
          (await reviewer.get(`/api/response-action/${h.form.id}/${h.response.id}`)).json(),
        ).toHaveLength(1);
      } finally {
        await second.app.close();
        await refusing.close();
      }
    });
  });

  describe('the due reminder', () => {
    it('goes once to the assignee of an action due that day, in "due today" words with calendar.ics', async () => {
      const h = await handling(t, clients);
      const action = await created(h, { startDate: '10-03-2031', endDate: DUE, remarks: '' });
      await mailsTo(t, h.holder);

      expect(await remind(t, DUE_DAY)).toBe(1);
      const mails = await mailsTo(t, h.holder);
      expect(mails).toHaveLength(2);
      const due = mails[1] as ReceivedMail;
      expect(due.envelopeTo).toEqual([h.holder.email]);
      expect(due.headers.get('subject')).toBe('Action due today: Bel de aanvrager');
      expect(due.text).toContain('An action assigned to you is due today.\n');
      expect(due.text).toContain('End date: 14-03-2031\n');
      expect(due.text).not.toContain('Remarks');
      expect(due.text).toContain(actionLink(action));
      const event = calendarEvent(attachmentOf(due, 'calendar.ics').content);
      expect(event.startDate.toString()).toBe('2031-03-10');
      expect(event.endDate.toString()).toBe('2031-03-15');
    });

    it('is not sent again by a second run the same day, nor by a second app on the same database', async () => {
      const h = await handling(t, clients);
      await created(h, { endDate: DUE });
      await created(h, { endDate: DUE, action: 'Tweede', assignee: { id: h.otherHolder.id, name: '' } });
      const second = await buildApp(t.config, { logger: false, formService: forms.service });
      try {
        // Both instances at the same moment, and then each once more.
        const counts = await Promise.all([remind(t, DUE_DAY), remind(second, DUE_DAY)]);
        expect(counts[0] + counts[1]).toBe(2);
        expect(await remind(t, DUE_DAY)).toBe(0);
        expect(await remind(second, DUE_DAY)).toBe(0);
        await second.jobs.get('actionMail').settled();
      } finally {
        await second.app.close();
      }
      const due = (mail: ReceivedMail) => mail.headers.get('subject')?.startsWith('Action due today');
      expect((await mailsTo(t, h.holder)).filter(due)).toHaveLength(1);
      expect((await mailsTo(t, h.otherHolder)).filter(due)).toHaveLength(1);
    });

    it('comes again for the new end date when the end date moves', async () => {
      const h = await handling(t, clients);
      const action = await created(h, { endDate: DUE });
      expect(await remind(t, DUE_DAY)).toBe(1);
      await edited(h, action, { endDate: '17-03-2031' });
      expect(await remind(t, DUE_DAY)).toBe(0);
      expect(await remind(t, '2031-03-17')).toBe(1);
      const subjects = (await mailsTo(t, h.holder)).map((mail) => mail.headers.get('subject'));
      expect(subjects.filter((subject) => subject?.startsWith('Action due today'))).toHaveLength(2);
    });

    it('is not sent for closed or deleted actions, actions of a closed response, or other end dates', async () => {
      const h = await handling(t, clients);
      const closed = await created(h, { endDate: DUE });
      const closing = await h.holder.put('/api/response-action/status', {
        id: closed.id,
        status: 'closed',
        remarks: '',
        updated: closed.updated,
      });
      expect(closing.statusCode, closing.body).toBe(200);
      const deleted = await created(h, { endDate: DUE });
      expect(
        (await h.reviewer.delete(`/api/response-action/${h.form.id}/${h.response.id}/${deleted.id}`))
          .statusCode,
      ).toBe(204);
      await created(h, { endDate: '15-03-2031' });
      await created(h, { endDate: DUE, assignee: null });

      const other = await handling(t, clients);
      await created(other, { endDate: DUE });
      const close = await other.reviewer.delete(
        `/api/workflow/${other.form.id}/response/${other.response.id}/close`,
      );
      expect(close.statusCode, close.body).toBe(200);

      await remind(t, DUE_DAY);
      const due = (mail: ReceivedMail) => mail.headers.get('subject')?.startsWith('Action due today');
      expect((await mailsTo(t, h.holder, other.holder)).filter(due)).toHaveLength(0);
    });

    it('is for the server’s local date when no day is given', async () => {
      const h = await handling(t, clients);
      const today = localIsoDate().split('-').reverse().join('-');
      await created(h, { startDate: today, endDate: today });
      await remind(t);
      const due = (await mailsTo(t, h.holder)).filter((mail) =>
        mail.headers.get('subject')?.startsWith('Action due today'),
      );
      // The app's own hourly check may have sent it first; either way exactly one.
      expect(due).toHaveLength(1);
    });
  });
});

describe('with STROOMLIJN_DEFAULT_LANGUAGE=nl', () => {
  const t = useTestApp(() => ({ publicUrl: PUBLIC_URL, defaultLanguage: 'nl', ...smtpSettings() }), {
    formService: forms.service,
  });
  const clients = {
    admin: useSignedInClient(t, ['ROLE_ADMIN']),
    modeler: useSignedInClient(t, ['ROLE_MODELER']),
    sender: useSignedInClient(t, ['ROLE_USER']),
  };

  it('the assignment and the due reminder are in Dutch', async () => {
    const h = await handling(t, clients);
    const action = await created(h, { endDate: DUE });
    await remind(t, DUE_DAY);
    const [assigned, due] = await mailsTo(t, h.holder);
    expect(assigned?.headers.get('subject')).toBe('Nieuwe actie: Bel de aanvrager');
    expect(assigned?.text).toContain('Er is een actie aan u toegewezen.\n');
    for (const line of [
      'Actie: Bel de aanvrager',
      'Reactie: Aanvraag coördinatie één',
      'Begindatum: 01-12-2026',
      'Einddatum: 14-03-2031',
      'Opmerkingen: Vraag naar de coördinatie',
      `Open de actie in Stroomlijn: ${actionLink(action)}`,
    ])
      expect(assigned?.text).toContain(`${line}\n`);
    expect(assigned?.html).toContain('<html lang="nl">');
    expect(due?.headers.get('subject')).toBe('Actie verloopt vandaag: Bel de aanvrager');
    expect(due?.text).toContain('Een actie die aan u is toegewezen, verloopt vandaag.\n');
  });
});

describe('without SMTP_URL', () => {
  const t = useTestApp({ publicUrl: PUBLIC_URL }, { formService: forms.service });
  const clients = {
    admin: useSignedInClient(t, ['ROLE_ADMIN']),
    modeler: useSignedInClient(t, ['ROLE_MODELER']),
    sender: useSignedInClient(t, ['ROLE_USER']),
  };

  it('actions are created, reassigned and fall due without email or error, and no reminder is claimed', async () => {
    const h = await handling(t, clients);
    const action = await created(h, { endDate: DUE });
    await edited(h, action, { assignee: { id: h.otherHolder.id, name: '' } });
    expect(await remind(t, DUE_DAY)).toBe(0);
    await t.jobs.get('actionMail').settled();
    expect(await mailsTo(t, h.holder, h.otherHolder)).toHaveLength(0);
    const row = await t.database.db
      .selectFrom('response_actions')
      .select('due_reminded_on')
      .where('id', '=', action.id)
      .executeTakeFirstOrThrow();
    expect(row.due_reminded_on).toBeNull();
  });
});
