import { randomUUID } from 'node:crypto';
import type { WorkflowFormListItem } from '@stroomlijn/domain';
import { describe, expect, it } from 'vitest';
import { SEED_FORMS } from '../packages/server/src/integrations/jotform/stand-in/index.js';
import type { ReceivedMail } from '../packages/server/src/test/smtp-receiver.js';
import { expectAccessible } from './support/accessibility';
import { callApi, uniqueTag } from './support/admin-area';
import { homeHeading, textsFor } from './support/app';
import { useBrowser } from './support/browser';
import { expectOk } from './support/input-outputs';
import { useMailedServer } from './support/mail';
import { createUser, type E2eUser, signInWithPassword } from './support/users';
import { addUserToRole, createRole, formModel, waitForResponses } from './support/workflow-forms';

/**
 * The email about a new response, end to end: a server of its own with the JotForm stand-in and a real
 * SMTP receiver on loopback; the reviewer chooses a language in Chromium, a submission arrives through
 * the webhook, and the link in the email opens the reviewer's page in the browser.
 */
const { running, mailsTo } = useMailedServer();
const browser = useBrowser();
const en = textsFor('en-US');
const nl = textsFor('nl-NL');

async function signedIn(user: E2eUser) {
  const { page } = await browser.openPage({ locale: 'en-US', baseURL: running.server.baseUrl });
  await signInWithPassword(page, user.email, user.password);
  await homeHeading(page, en).waitFor();
  return page;
}

/** The first email to the address, waiting for it. */
async function mailTo(address: string): Promise<ReceivedMail> {
  return (await mailsTo(address))[0] as ReceivedMail;
}

describe('the new-response email', () => {
  it("AC-14, AC-18, I18N-01: a reviewer who chose Dutch gets it in Dutch, and its link opens the reviewer's page", async () => {
    const tag = uniqueTag();
    const dataDir = running.server.dataDir;
    const [admin, modeler, reviewer, otherReviewer, sender] = await Promise.all([
      createUser(['ROLE_ADMIN'], {}, dataDir),
      createUser(['ROLE_MODELER', 'ROLE_EDITOR', 'ROLE_USER_MANAGER'], {}, dataDir),
      createUser(['ROLE_USER'], {}, dataDir),
      createUser(['ROLE_USER'], {}, dataDir),
      createUser(['ROLE_USER'], {}, dataDir),
    ]);
    const adminPage = await signedIn(admin);
    const modelerPage = await signedIn(modeler);

    // A form of the service with notifications on, used by a published model with a reviewer role.
    const form = running.standIn.addForm({ title: `E2E mail ${tag}`, questions: SEED_FORMS[0]?.questions });
    const registered = (await expectOk(
      callApi(adminPage, 'POST', '/api/workflow/form', { id: randomUUID(), formId: form.id }),
      'add the form',
    )) as WorkflowFormListItem;
    await expectOk(
      callApi(adminPage, 'POST', `/api/workflow/notification/${registered.id}/enable`, {}),
      'notifications on',
    );
    const reviewers = await createRole(modelerPage, `Reviewers ${tag}`);
    await addUserToRole(modelerPage, reviewers, reviewer.id);
    await addUserToRole(modelerPage, reviewers, otherReviewer.id);
    const model = await formModel(modelerPage, {
      name: `E2E mail model ${tag}`,
      workflowFormId: registered.id,
      roles: { reviewer: reviewers },
      publish: true,
    });

    // The reviewer switches the interface to Dutch; the choice is saved for them.
    const reviewerPage = await signedIn(reviewer);
    const saved = reviewerPage.waitForResponse((response) =>
      response.url().endsWith('/api/security/language'),
    );
    await reviewerPage
      .getByRole('combobox', { name: en.language.label, exact: true })
      .selectOption({ label: 'Nederlands' });
    expect((await saved).status()).toBe(204);
    await homeHeading(reviewerPage, nl).waitFor();

    await running.standIn.submit(form.id, {
      subject: `Lekkage ${tag}`,
      userId: sender.id,
      processModelId: model.id,
    });
    const [response] = (await waitForResponses(adminPage, registered.id, 1, () => running.diagnosis()))
      .responses;
    if (!response) throw new Error('no response');

    // Dutch for the reviewer who chose it, the server's default (English) for the one who chose none.
    const mail = await mailTo(reviewer.email);
    expect(mail.headers.get('subject')).toBe(`Nieuwe reactie op E2E mail ${tag}: Lekkage ${tag}`);
    expect((await mailTo(otherReviewer.email)).headers.get('subject')).toBe(
      `New response to E2E mail ${tag}: Lekkage ${tag}`,
    );

    // The link is the reviewer's page of the response, and it opens for the reviewer.
    const link = /Open de reactie in Stroomlijn: (\S+)/.exec(mail.text)?.[1] ?? '';
    expect(link).toBe(`${running.server.baseUrl}/actions/review/edit/${registered.id}/${response.id}`);
    await reviewerPage.goto(link);
    await reviewerPage
      .getByRole('heading', { level: 1, name: nl.actions.response['title-edit'], exact: true })
      .waitFor();
    await reviewerPage.getByText(`Lekkage ${tag}`, { exact: true }).first().waitFor();
    expect(await reviewerPage.getByTestId('page-error').count()).toBe(0);
    await expectAccessible(reviewerPage, 'reviewer page opened from the email');
  });
});
