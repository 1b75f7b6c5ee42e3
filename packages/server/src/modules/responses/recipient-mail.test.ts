import { emailLinkPaths, type Language, type ResponseAction } from '@stroomlijn/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../../app.js';
import { type SignedInClient, signedInClient } from '../../test/client.js';
import { type ReceivedMail, type SmtpReceiver, startSmtpReceiver } from '../../test/smtp-receiver.js';
import { assignRoles, createRole } from '../../test/test-app.js';
import { useSignedInClient, useTestApp } from '../../test/use-test-app.js';
import { createdAction, receivedResponse, useWorkflowFormService } from '../../test/workflows.js';

/**
 * Who gets which link, in which language: every email of the product (a new response to its reviewers,
 * an action assigned and due to its assignee) goes over SMTP to a real receiver on loopback, and links
 * each recipient to a page their role may open, written in the language the recipient chose, else in
 * STROOMLIJN_DEFAULT_LANGUAGE.
 */
const forms = useWorkflowFormService();
let smtp: SmtpReceiver;
beforeAll(async () => {
  smtp = await startSmtpReceiver();
});
afterAll(async () => {
  await smtp?.close();
});

const PUBLIC_URL = 'https://stroomlijn.example';
const DUE_DAY = '2031-04-15';
const DUE = '15-04-2031';

/** The emails delivered so far to the user, waiting (up to 5 s) until there are `count`. */
async function mailsTo(app: BuiltApp, user: { email: string }, count = 1): Promise<ReceivedMail[]> {
  await app.jobs.get('actionMail').settled();
  const mine = () => smtp.received.filter((mail) => mail.envelopeTo.includes(user.email));
  await expect.poll(() => mine().length, { timeout: 5000 }).toBeGreaterThanOrEqual(count);
  return mine();
}

/** The path of the Stroomlijn page the email links to, from its text; the HTML links to the same page. */
function linkedPath(mail: ReceivedMail): string {
  const found = new RegExp(`: ${PUBLIC_URL}(/\\S+)\\n`).exec(mail.text);
  if (!found?.[1]) throw new Error(`No link to Stroomlijn in:\n${mail.text}`);
  expect(mail.html).toContain(`<a href="${PUBLIC_URL}${found[1]}">`);
  return found[1];
}

/** A user holding the role who chose `language` in the interface (null: chose none). */
async function holder(app: BuiltApp, roleId: string, language: Language | null): Promise<SignedInClient> {
  const user = await signedInClient(app, []);
  await assignRoles(app, user.id, [roleId]);
  if (language !== null) {
    const saved = await user.put('/api/security/language', { language });
    expect(saved.statusCode, saved.body).toBe(204);
  }
  return user;
}

const SUBJECTS = {
  arrived: { en: /^New response to /, nl: /^Nieuwe reactie op / },
  assigned: { en: /^New action: /, nl: /^Nieuwe actie: / },
  due: { en: /^Action due today: /, nl: /^Actie verloopt vandaag: / },
} satisfies Record<string, Record<Language, RegExp>>;

const languageOf = (mail: ReceivedMail | undefined, kind: keyof typeof SUBJECTS): Language | undefined => {
  const subject = mail?.headers.get('subject') ?? '';
  return (['en', 'nl'] as const).find((language) => SUBJECTS[kind][language].test(subject));
};

describe('the links of the emails', () => {
  const t = useTestApp(
    () => ({
      publicUrl: PUBLIC_URL,
      mail: { smtpUrl: smtp.url, from: 'Stroomlijn <stroomlijn@example.org>' },
    }),
    { formService: forms.service },
  );
  const clients = {
    admin: useSignedInClient(t, ['ROLE_ADMIN']),
    modeler: useSignedInClient(t, ['ROLE_MODELER']),
    sender: useSignedInClient(t, ['ROLE_USER']),
  };

  it("AC-14, AC-18: the new-response email links a reviewer to the reviewer's page of the response, which the reviewer may open", async () => {
    const reviewerRole = await createRole(t);
    const reviewer = await holder(t, reviewerRole.id, null);
    const { form, response } = await receivedResponse(
      t,
      forms,
      clients,
      { reviewer: reviewerRole },
      {
        senderId: clients.sender.id,
        subject: 'Lekkage kelder',
      },
    );

    const [mail] = await mailsTo(t, reviewer);
    const path = linkedPath(mail as ReceivedMail);
    // The reviewer's page (actions area, open to every signed-in user), not the administrator's /workflow/….
    expect(path).toBe(`/actions/review/edit/${form.id}/${response.id}`);
    expect(path).toBe(emailLinkPaths.reviewResponse(form.id, response.id));

    // What that page asks the server for, with the ids read from the link, as the reviewer.
    const [formId, responseId] = path.split('/').slice(-2);
    const shown = await reviewer.get(`/api/workflow/${formId}/response/${responseId}`);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json()).toMatchObject({ id: response.id, subject: 'Lekkage kelder' });
    const actions = await reviewer.get(`/api/response-action/${formId}/${responseId}`);
    expect(actions.statusCode, actions.body).toBe(200);
    // The administrator's pages are not the reviewer's (the web shows them to ROLE_ADMIN only).
    expect((await reviewer.get(`/api/workflow/${formId}/responses/1`)).statusCode).toBe(403);
  });

  it('AC-14: an administrator who is also a reviewer gets the same link, and may open it too', async () => {
    const reviewerRole = await createRole(t);
    const admin = await signedInClient(t, ['ROLE_ADMIN']);
    await assignRoles(t, admin.id, [reviewerRole.id]);
    const { form, response } = await receivedResponse(
      t,
      forms,
      clients,
      { reviewer: reviewerRole },
      {
        senderId: clients.sender.id,
      },
    );
    const [mail] = await mailsTo(t, admin);
    expect(linkedPath(mail as ReceivedMail)).toBe(emailLinkPaths.reviewResponse(form.id, response.id));
    expect((await admin.get(`/api/workflow/${form.id}/response/${response.id}`)).statusCode).toBe(200);
  });

  it("AC-04: the action emails link the assignee to the action's page, which the assignee may open", async () => {
    const roles = { reviewer: await createRole(t), actionHolder: await createRole(t) };
    const reviewer = await holder(t, roles.reviewer.id, null);
    const assignee = await holder(t, roles.actionHolder.id, null);
    const { form, response } = await receivedResponse(t, forms, clients, roles, {
      senderId: clients.sender.id,
    });
    const action = await createdAction({ form, response, reviewer, holder: assignee }, { endDate: DUE });
    // The assignments are delivered first, so that each assignee's two emails come in order.
    await t.jobs.get('actionMail').settled();
    await t.jobs.get('actionReminders').remindNow(DUE_DAY);

    const mails = await mailsTo(t, assignee, 2);
    expect(mails.map((mail) => languageOf(mail, 'assigned') ?? languageOf(mail, 'due'))).toEqual([
      'en',
      'en',
    ]);
    for (const mail of mails) {
      const path = linkedPath(mail);
      expect(path).toBe(emailLinkPaths.myAction(form.id, response.id, action.id));
      // What the page asks for: the action and the response's answers.
      const [formId, responseId, id] = path.split('/').slice(-4, -1);
      expect((await assignee.get(`/api/response-action/${formId}/${responseId}/${id}`)).statusCode).toBe(200);
      expect((await assignee.get(`/api/workflow/${formId}/response/${responseId}`)).statusCode).toBe(200);
    }
  });
});

describe.each<Language>(['nl', 'en'])('with STROOMLIJN_DEFAULT_LANGUAGE=%s', (defaultLanguage) => {
  const t = useTestApp(
    () => ({
      publicUrl: PUBLIC_URL,
      defaultLanguage,
      mail: { smtpUrl: smtp.url, from: 'Stroomlijn <stroomlijn@example.org>' },
    }),
    { formService: forms.service },
  );
  const clients = {
    admin: useSignedInClient(t, ['ROLE_ADMIN']),
    modeler: useSignedInClient(t, ['ROLE_MODELER']),
    sender: useSignedInClient(t, ['ROLE_USER']),
  };

  it(`I18N-01: the reviewers of one response each get the email in the language they chose, else in ${defaultLanguage}`, async () => {
    const reviewerRole = await createRole(t);
    const dutch = await holder(t, reviewerRole.id, 'nl');
    const english = await holder(t, reviewerRole.id, 'en');
    const unset = await holder(t, reviewerRole.id, null);
    const { form, response } = await receivedResponse(
      t,
      forms,
      clients,
      { reviewer: reviewerRole },
      {
        senderId: clients.sender.id,
      },
    );

    const [toDutch] = await mailsTo(t, dutch);
    const [toEnglish] = await mailsTo(t, english);
    const [toUnset] = await mailsTo(t, unset);
    expect(languageOf(toDutch, 'arrived')).toBe('nl');
    expect(toDutch?.text).toContain('Er is een nieuwe reactie binnengekomen op het formulier');
    expect(toDutch?.html).toContain('<html lang="nl">');
    expect(languageOf(toEnglish, 'arrived')).toBe('en');
    expect(toEnglish?.text).toContain('A new response arrived for the form');
    expect(toEnglish?.html).toContain('<html lang="en">');
    expect(languageOf(toUnset, 'arrived')).toBe(defaultLanguage);
    // Whatever the language, each is one message to one reviewer with the reviewer's link.
    for (const [mail, user] of [
      [toDutch, dutch],
      [toEnglish, english],
      [toUnset, unset],
    ] as const) {
      expect(mail?.envelopeTo).toEqual([user.email]);
      expect(linkedPath(mail as ReceivedMail)).toBe(emailLinkPaths.reviewResponse(form.id, response.id));
    }
  });

  it(`I18N-01: an action's assignee gets the assignment and the due reminder in the language they chose, else in ${defaultLanguage}`, async () => {
    const roles = { reviewer: await createRole(t), actionHolder: await createRole(t) };
    const reviewer = await holder(t, roles.reviewer.id, null);
    const assignees = {
      nl: await holder(t, roles.actionHolder.id, 'nl'),
      en: await holder(t, roles.actionHolder.id, 'en'),
      unset: await holder(t, roles.actionHolder.id, null),
    };
    const { form, response } = await receivedResponse(t, forms, clients, roles, {
      senderId: clients.sender.id,
    });
    const actions: ResponseAction[] = [];
    for (const assignee of Object.values(assignees))
      actions.push(await createdAction({ form, response, reviewer, holder: assignee }, { endDate: DUE }));
    // The assignments are delivered first, so that each assignee's two emails come in order.
    await t.jobs.get('actionMail').settled();
    await t.jobs.get('actionReminders').remindNow(DUE_DAY);

    const expected = { nl: 'nl', en: 'en', unset: defaultLanguage } as const;
    for (const [key, assignee] of Object.entries(assignees) as [keyof typeof assignees, SignedInClient][]) {
      const [assigned, due] = await mailsTo(t, assignee, 2);
      expect(languageOf(assigned, 'assigned'), `assignment to ${key}`).toBe(expected[key]);
      expect(languageOf(due, 'due'), `reminder to ${key}`).toBe(expected[key]);
      expect(assigned?.html).toContain(`<html lang="${expected[key]}">`);
    }
    expect(actions).toHaveLength(3);
  });

  it('I18N-01: a changed choice holds for the next email', async () => {
    const reviewerRole = await createRole(t);
    const other = defaultLanguage === 'nl' ? 'en' : 'nl';
    const reviewer = await holder(t, reviewerRole.id, null);
    await receivedResponse(t, forms, clients, { reviewer: reviewerRole }, { senderId: clients.sender.id });
    expect(languageOf((await mailsTo(t, reviewer, 1))[0], 'arrived')).toBe(defaultLanguage);

    expect((await reviewer.put('/api/security/language', { language: other })).statusCode).toBe(204);
    await receivedResponse(t, forms, clients, { reviewer: reviewerRole }, { senderId: clients.sender.id });
    expect(languageOf((await mailsTo(t, reviewer, 2))[1], 'arrived')).toBe(other);
  });
});
