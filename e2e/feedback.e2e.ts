import { emailLinkPaths, type Feedback, type ProcessModel } from '@stroomlijn/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/accessibility';
import { callApi, signedInPage, tempFile, uniqueTag } from './support/admin-area';
import { homeHeading, interpolate, textsFor } from './support/app';
import { useBrowser } from './support/browser';
import { expectOk } from './support/input-outputs';
import { createPublishedModel, toolbarButton, workingCopy } from './support/process-models';
import { createUser, signInWithPassword } from './support/users';
import { addUserToRole, createRole } from './support/workflow-forms';

/**
 * Feedback on a step, in Dutch: a reader leaves feedback on a step (on a phone), the owner
 * of the model accepts it on its feedback page, the modeler publishes the next revision marking it
 * done, and the reader reads the answer on their home page. Every new screen passes axe.
 */
const browser = useBrowser({ locale: 'nl-NL' });
const t = textsFor('nl-NL');
const f = t.feedback;
const PHONE = { width: 375, height: 812 };

/** A published model whose owner role one new user holds; the page's user is a modeler and user manager. */
async function governedModel(tag: string) {
  const modeler = await signedInPage(browser, 'nl-NL', ['ROLE_USER_MANAGER', 'ROLE_MODELER', 'ROLE_USER']);
  const role = await createRole(modeler.page, `Eigenaar ${tag}`);
  const owner = await createUser(['ROLE_USER'], { firstName: 'Olga', lastName: `Eigenaar ${tag}` });
  await addUserToRole(modeler.page, role, owner.id);
  const model = await createPublishedModel(modeler.page, {
    name: `Factuurproces ${tag}`,
    owner: role,
    stepName: `Factuur controleren ${tag}`,
  });
  const step = model.steps.find((each) => each.type === 'activity');
  if (!step) throw new Error('the model has no activity');
  return { modeler, owner, model, step };
}

async function signedIn(user: { email: string; password: string }, phone = false) {
  const watched = await browser.openPage(phone ? { phone: PHONE } : {});
  await signInWithPassword(watched.page, user.email, user.password);
  await homeHeading(watched.page, t).waitFor();
  return watched;
}

/** Saves a new name into the working copy, so that it has something to publish again. */
async function rename(page: Page, id: string, name: string): Promise<void> {
  const copy: ProcessModel = await workingCopy(page, id);
  const { updatedAt, info, owner, manager, groups } = copy;
  const body = { id, info: { ...info, name }, owner, manager, steps: copy.steps, groups, updatedAt };
  await expectOk(callApi(page, 'PUT', '/api/process_model', body), `PUT ${id}`);
}

describe('feedback on a step (nl-NL)', () => {
  it('a reader gives feedback on a step on a phone; the owner accepts it; the next revision marks it done and the reader reads it on the home page', async () => {
    const tag = uniqueTag();
    const { modeler, owner, model, step } = await governedModel(tag);
    const text = `De factuur gaat eerst naar financiën ${tag}.`;

    // The reader opens the step from the email's link on a phone (375 × 812, touch).
    const readerUser = await createUser(['ROLE_USER'], { firstName: 'Rita', lastName: `Lezer ${tag}` });
    const reader = await signedIn(readerUser, true);
    await reader.page.goto(emailLinkPaths.feedback('actor', model.id, step.id));
    const dialog = reader.page.getByRole('dialog', {
      name: interpolate(t['step-information']['view-title'], { name: step.name }),
    });
    await dialog.getByRole('button', { name: f.give['on-step'] }).tap();
    const textbox = dialog.getByRole('textbox', { name: f.give.text });
    await textbox.tap();
    await textbox.fill(text);
    await dialog
      .locator('input[type="file"]')
      .setInputFiles(tempFile(`toelichting-${tag}.txt`, 'Zie de stap Factuur controleren.'));
    await dialog.getByText(`toelichting-${tag}.txt`).first().waitFor();
    await expectAccessible(reader.page, 'feedback form on a phone');
    await dialog.getByRole('button', { name: f.give.submit }).tap();
    await dialog.getByText(f.give.success).waitFor();
    await expectAccessible(reader.page, 'feedback sent on a phone');

    // The owner finds it on the home page, opens the model's feedback and accepts it.
    const ownerPage = (await signedIn(owner)).page;
    const toHandle = ownerPage.getByTestId('tasks-feedback-to-handle');
    await toHandle.getByRole('heading', { name: t.home.tasks['feedback-to-handle'] }).waitFor();
    await toHandle.getByText(readerUser.lastName, { exact: false }).waitFor();
    await expectAccessible(ownerPage, 'home page with feedback to handle');
    await toHandle.getByRole('link', { name: `${model.info.name}: ${step.name}` }).click();
    const title = interpolate(f.page['title-of'], { name: model.info.name });
    await ownerPage.getByRole('heading', { level: 1, name: title }).waitFor();
    const item = ownerPage.getByTestId('feedback-item').filter({ hasText: text });
    await item
      .getByRole('link', { name: interpolate(f.item.attachment, { name: `toelichting-${tag}.txt` }) })
      .waitFor();
    await expectAccessible(ownerPage, 'feedback page of the owner');
    await item.getByRole('button', { name: f.answer.accept }).click();
    await item.getByText(f.status.accepted, { exact: true }).waitFor();

    // The modeler publishes the next revision from the list, marking the feedback dealt with.
    await rename(modeler.page, model.id, `${model.info.name} 2`);
    await modeler.page.goto(`/process-model/${model.id}/publish`);
    const publish = modeler.page.getByRole('dialog', { name: t['process-model-publish'].title });
    const done = publish.getByRole('checkbox', { name: new RegExp(readerUser.lastName) });
    await done.check();
    await expectAccessible(modeler.page, 'publish dialog with feedback to mark done');
    await publish.getByRole('button', { name: t['process-model-publish'].confirm, exact: true }).click();
    await publish.waitFor({ state: 'detached' });
    const [given] = (await callApi(reader.page, 'GET', '/api/feedback/mine')).body as Feedback[];
    expect(given).toMatchObject({ status: 'done', doneInRevision: 2 });

    // The revision list names it under revision 2's change note.
    await modeler.page.goto(`/process-model/${model.id}/revisions`);
    await modeler.page.getByTestId('feedback-done-list').getByText(text, { exact: false }).waitFor();
    await expectAccessible(modeler.page, 'revision list with feedback dealt with');

    // The reader reads the answer on their home page, still on the phone.
    await reader.page.goto('/');
    const answers = reader.page.getByTestId('tasks-feedback-answers');
    await answers.getByText(interpolate(f.status['done-in'], { revision: '2' })).waitFor();
    await expectAccessible(reader.page, 'home page with answers on a phone');
  });

  it('by keyboard, a reader gives feedback on the whole model from the toolbar; the owner declines it with a reason (required), and an answer on a stale version is refused with a clear message', async () => {
    const tag = uniqueTag();
    const { owner, model } = await governedModel(tag);
    const readerUser = await createUser(['ROLE_USER'], { firstName: 'Karel', lastName: `Lezer ${tag}` });
    const reader = await signedIn(readerUser);
    await reader.page.goto(`/my-process-models/actor/${model.id}/view`);
    await toolbarButton(reader.page, t, t.editor.toolbar.feedback).focus();
    await reader.page.keyboard.press('Enter');
    const dialog = reader.page.getByRole('dialog', { name: f.give.title });
    const textbox = dialog.getByRole('textbox', { name: f.give.text });
    await expect.poll(() => textbox.evaluate((element) => element === document.activeElement)).toBe(true);
    // Sending nothing keeps the form open with the error under the field.
    const submit = dialog.getByRole('button', { name: f.give.submit });
    await submit.focus();
    await reader.page.keyboard.press('Enter');
    await dialog.getByText(t.field['not-empty']).waitFor();
    await textbox.focus();
    await reader.page.keyboard.type(`Het model mist de stap archiveren ${tag}`);
    await submit.focus();
    await reader.page.keyboard.press('Enter');
    await dialog.getByText(f.give.success).waitFor();
    await expectAccessible(reader.page, 'model feedback sent');

    // The owner opens the model's feedback; someone else answers meanwhile (stale version).
    const ownerWatched = await signedIn(owner);
    const ownerPage = ownerWatched.page;
    await ownerPage.goto(`/feedback/${model.id}`);
    const item = ownerPage.getByTestId('feedback-item').filter({ hasText: `archiveren ${tag}` });
    await item.getByText(f.item['on-model']).waitFor();
    const [listed] = (await callApi(ownerPage, 'GET', `/api/process_model/${model.id}/feedback`))
      .body as Feedback[];
    await expectOk(
      callApi(ownerPage, 'PUT', `/api/feedback/${listed?.id}/status`, {
        status: 'accepted',
        updatedAt: listed?.updatedAt,
      }),
      'accept through the API',
    );
    ownerWatched.allowConsoleError(/status of 409\b/);
    await item.getByRole('button', { name: f.answer.accept }).focus();
    await ownerPage.keyboard.press('Enter');
    await item.getByText(f.answer.conflict).waitFor();
    await expectAccessible(ownerPage, 'feedback answer conflict');
    await item.getByRole('button', { name: t.common.reload }).click();
    await item.getByText(f.status.accepted, { exact: true }).waitFor();

    // Declining asks for the reason.
    await item.getByRole('button', { name: f.answer.decline }).focus();
    await ownerPage.keyboard.press('Enter');
    const decline = ownerPage.getByRole('dialog', { name: f.decline.title });
    await decline.getByRole('textbox', { name: f.decline.reason }).waitFor();
    await expectAccessible(ownerPage, 'decline dialog');
    await decline.getByRole('button', { name: f.decline.confirm }).click();
    await decline.getByText(t.field['not-empty']).waitFor();
    await decline.getByRole('textbox', { name: f.decline.reason }).fill('Archiveren is een apart proces.');
    await decline.getByRole('button', { name: f.decline.confirm }).click();
    await decline.waitFor({ state: 'detached' });
    await item.getByText(f.status.declined, { exact: true }).waitFor();

    await reader.page.goto('/');
    const answers = reader.page.getByTestId('tasks-feedback-answers');
    await answers.getByText(f.status.declined, { exact: true }).waitFor();
    await answers
      .getByText(interpolate(f.item.reason, { reason: 'Archiveren is een apart proces.' }))
      .waitFor();
  });
});
