import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/accessibility';
import { callApi, field, pickOption, signedInPage, uniqueTag } from './support/admin-area';
import { interpolate, LOCALES, type Texts, textsFor, waitForPath } from './support/app';
import { useBrowser } from './support/browser';
import { expectOk } from './support/input-outputs';
import { tabUntil } from './support/keyboard';
import { createModel, toolbarButton, workingCopy } from './support/process-models';
import { createUser, signInWithPassword } from './support/users';
import { addUserToRole, createRole } from './support/workflow-forms';

/**
 * Approval before publishing (four eyes): the modeler names an approval role in the model's information
 * and publishes; the working copy awaits approval, locked; a holder of the role rejects it with a reason,
 * which the modeler reads; the modeler fixes it and submits again; the holder approves it by keyboard
 * only, and the revision names the approver.
 */
const browser = useBrowser();

async function focusedText(page: Page): Promise<string> {
  return page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
}

/** Renames the working copy through the API (a fix after a rejection). */
async function rename(page: Page, id: string, name: string): Promise<void> {
  const copy = await workingCopy(page, id);
  const { updatedAt, info, owner, manager, groups } = copy;
  const body = { id, info: { ...info, name }, owner, manager, steps: copy.steps, groups, updatedAt };
  await expectOk(callApi(page, 'PUT', '/api/process_model', body), `PUT ${id}`);
}

async function approverPage(locale: (typeof LOCALES)[number], email: string, password: string) {
  const watched = await browser.openPage({ locale });
  // Once decided, the review is gone: its page reads a 404 and says that nothing awaits approval.
  watched.allowConsoleError(/404/);
  await signInWithPassword(watched.page, email, password);
  return watched.page;
}

describe.each(LOCALES)('approval before publishing (%s)', (locale) => {
  const t: Texts = textsFor(locale);
  const approval = t.approval;

  it('a submission is rejected with a reason, fixed, submitted again and approved by keyboard; the revision names the approver', async () => {
    const tag = uniqueTag();
    const { page: modeler } = await signedInPage(browser, locale, ['ROLE_MODELER', 'ROLE_USER_MANAGER']);
    const quality = await createRole(modeler, `Kwaliteit ${tag}`);
    const anna = await createUser([], { firstName: 'Anna', lastName: `Approver ${tag}` });
    await addUserToRole(modeler, quality, anna.id);
    const name = `E2E inkoop ${tag}`;
    const model = await createModel(modeler, { name });

    // The modeler names the approval role in the model's information and publishes.
    await modeler.goto(`/process-model/${model.id}/edit`);
    const info = modeler.getByRole('dialog', { name: t['editor-dialogs'].info['edit-title'] });
    await pickOption(modeler, field(info, t['editor-dialogs'].info['approval-role']), tag, quality.name);
    await expectAccessible(modeler, 'model information with the approval role');
    await info.getByRole('button', { name: t['editor-dialogs'].info.done, exact: true }).click();
    await info.waitFor({ state: 'detached' });
    await toolbarButton(modeler, t, t.editor.toolbar['save-and-publish']).click();
    const publish = modeler.getByRole('dialog', { name: t['editor-dialogs'].publish.title });
    await publish.getByRole('textbox', { name: t['change-note'].label }).fill('Eerste uitgave');
    await publish.getByRole('button', { name: t['editor-dialogs'].publish.confirm, exact: true }).click();
    await publish.waitFor({ state: 'detached' });

    // Awaiting approval: the notice says by whom, the copy is locked (no save in the toolbar).
    const notice = modeler.getByTestId('approval-notice');
    await notice.getByText(approval.notice['awaiting-title']).waitFor();
    await modeler.getByTestId('editor-awaiting-approval').waitFor();
    expect(await toolbarButton(modeler, t, t.editor.toolbar.save).count()).toBe(0);
    expect((await workingCopy(modeler, model.id)).status).toBe('awaiting-approval');
    await expectAccessible(modeler, 'editor awaiting approval');

    // The approver finds it among the tasks on the home page, reads the changes and rejects it.
    const approver = await approverPage(locale, anna.email, anna.password);
    const tasks = approver.getByTestId('tasks-approvals');
    await tasks.getByRole('link', { name }).click();
    await waitForPath(approver, `/approval/${model.id}`);
    await approver.getByRole('heading', { name: interpolate(approval.page['title-of'], { name }) }).waitFor();
    await approver.getByText('Eerste uitgave').waitFor();
    await approver.getByText(approval.page['changes-first']).waitFor();
    await expectAccessible(approver, 'approval page');
    await approver.getByTestId('approval-reject').click();
    const reject = approver.getByRole('dialog', { name: approval.reject.title });
    await reject.getByRole('button', { name: approval.reject.confirm, exact: true }).click();
    // A reason is required: the field says so and nothing is sent.
    await expect.poll(() => field(reject, approval.reject.reason).getAttribute('aria-invalid')).toBe('true');
    // The field's error is legible: its red reaches the contrast WCAG asks of text.
    await expectAccessible(approver, 'reject dialog with a field error');
    await field(reject, approval.reject.reason).fill('Stap 2 noemt de verkeerde afdeling');
    await expectAccessible(approver, 'reject dialog');
    await reject.getByRole('button', { name: approval.reject.confirm, exact: true }).click();
    await reject.waitFor({ state: 'detached' });
    await approver.getByText(approval.reject.success).waitFor();
    await approver.getByTestId('approval-nothing').waitFor();

    // The modeler reads why, fixes the model and submits it again from the list.
    await modeler.reload();
    await modeler.getByTestId('approval-reason').getByText('Stap 2 noemt de verkeerde afdeling').waitFor();
    await notice.getByText(approval.notice['rejected-title']).waitFor();
    await rename(modeler, model.id, `${name} v2`);
    await modeler.goto(`/process-model/${model.id}/publish`);
    const again = modeler.getByRole('dialog', { name: t['process-model-publish'].title });
    await again.getByRole('textbox', { name: t['change-note'].label }).fill('Afdeling hersteld');
    await again.getByRole('button', { name: t['process-model-publish'].confirm, exact: true }).click();
    await modeler
      .getByText(interpolate(t['process-model-publish'].submitted, { name: `${name} v2` }))
      .waitFor();

    // The approver approves by keyboard only: from the home page's task to the confirmation.
    await approver.goto('/');
    const link = approver.getByTestId('tasks-approvals').getByRole('link', { name: `${name} v2` });
    await link.waitFor();
    await tabUntil(approver, async () => (await focusedText(approver)) === `${name} v2`, 60);
    await approver.keyboard.press('Enter');
    await waitForPath(approver, `/approval/${model.id}`);
    await approver.getByTestId('approval-approve').waitFor();
    await tabUntil(approver, async () => (await focusedText(approver)) === approval.page.approve, 40);
    await approver.keyboard.press('Enter');
    const confirm = approver.getByRole('dialog', { name: approval.approve.title });
    await confirm.waitFor();
    await expectAccessible(approver, 'approve dialog');
    await tabUntil(approver, async () => (await focusedText(approver)) === approval.approve.confirm, 10);
    await approver.keyboard.press('Enter');
    await confirm.waitFor({ state: 'detached' });
    await approver
      .getByText(interpolate(approval.approve.success, { name: `${name} v2`, revision: '1' }))
      .waitFor();

    // The revision names its publisher and its approver.
    await modeler.goto(`/process-model/${model.id}/revisions`);
    const table = modeler.getByTestId('revision-table');
    const row = table.getByRole('row').nth(1);
    await row.waitFor();
    const cells = (await row.getByRole('cell').allInnerTexts()).map((cell) => cell.trim());
    expect(cells[0]).toBe('1');
    expect(cells[2]).toBe(`Anna Approver ${tag}`);
    expect(cells[4]).toBe('Afdeling hersteld');
  });
});
