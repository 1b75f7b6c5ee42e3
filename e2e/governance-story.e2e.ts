import { randomUUID } from 'node:crypto';
import { NO_ROLE, type ProcessModel, type RoleRef, type Step } from '@stroomlijn/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/accessibility';
import { callApi, field, uniqueTag } from './support/admin-area';
import { homeHeading, interpolate, textsFor, waitForPath } from './support/app';
import { useBrowser } from './support/browser';
import { expectOk } from './support/input-outputs';
import { tabUntil } from './support/keyboard';
import { useMailedServer } from './support/mail';
import { toolbarButton, workingCopy } from './support/process-models';
import { createUser, type E2eUser, signInWithPassword } from './support/users';
import { addUserToRole, createRole } from './support/workflow-forms';

/**
 * Process governance as one story, in Dutch, on a server of its own with a real SMTP receiver on loopback:
 * a modeler submits a change; the approver rejects it with a reason; the modeler fixes it and submits it
 * again; the approver approves it by keyboard; the actor whose step changed gets the email, opens the task on
 * a phone, sees the step marked and confirms; the actor whose step did not change gets nothing; a reader
 * leaves feedback on a step; the owner accepts it; the next revision marks it done and the reader is told.
 */
const { running, mailsTo } = useMailedServer();
const browser = useBrowser({ locale: 'nl-NL' });
const t = textsFor('nl-NL');
const PHONE = { width: 375, height: 812 };

async function signedIn(user: E2eUser, phone = false): Promise<Page> {
  const watched = await browser.openPage({ baseURL: running.server.baseUrl, ...(phone && { phone: PHONE }) });
  // A decided submission's review answers 404 when read again: its page says nothing awaits.
  watched.allowConsoleError(/404/);
  await signInWithPassword(watched.page, user.email, user.password);
  await homeHeading(watched.page, t).waitFor();
  // Emails to this user are written in Dutch.
  await expectOk(callApi(watched.page, 'PUT', '/api/security/language', { language: 'nl' }), 'language');
  return watched.page;
}

/** Start → one activity per actor (in order) → end. */
function chain(activities: { name: string; actor: RoleRef }[]): Step[] {
  const ids = [randomUUID(), ...activities.map(() => randomUUID()), randomUUID()];
  return ids.map((id, index): Step => {
    const next = ids[index + 1];
    const children = next ? [{ id: next, weight: 1 }] : [];
    if (index === 0) return { id, name: '', type: 'start', children, actor: NO_ROLE };
    if (!next) return { id, name: '', type: 'end', children, actor: NO_ROLE };
    const activity = activities[index - 1] as { name: string; actor: RoleRef };
    return { id, name: activity.name, type: 'activity', children, actor: activity.actor };
  });
}

/** Renames one step of the working copy through the API (the modeler's change, or a fix). */
async function renameStep(page: Page, id: string, stepId: string, name: string): Promise<ProcessModel> {
  const copy = await workingCopy(page, id);
  const steps = copy.steps.map((step) => (step.id === stepId ? { ...step, name } : step));
  const { updatedAt, info, owner, manager, groups } = copy;
  return (await expectOk(
    callApi(page, 'PUT', '/api/process_model', { id, info, owner, manager, steps, groups, updatedAt }),
    'save',
  )) as ProcessModel;
}

describe('process governance, one story (nl-NL)', () => {
  it('submit, reject, fix, approve by keyboard; the touched actor confirms on a phone; feedback accepted and marked done', async () => {
    const tag = uniqueTag();
    const dir = running.server.dataDir;
    const [modelerUser, anna, arie, bert, olga, rita] = await Promise.all([
      createUser(
        ['ROLE_MODELER', 'ROLE_USER_MANAGER'],
        { firstName: 'Mia', lastName: `Modelleur ${tag}` },
        dir,
      ),
      createUser([], { firstName: 'Anna', lastName: `Goedkeurder ${tag}` }, dir),
      createUser([], { firstName: 'Arie', lastName: `Inkoper ${tag}` }, dir),
      createUser([], { firstName: 'Bert', lastName: `Controleur ${tag}` }, dir),
      createUser([], { firstName: 'Olga', lastName: `Eigenaar ${tag}` }, dir),
      createUser([], { firstName: 'Rita', lastName: `Lezer ${tag}` }, dir),
    ]);
    const modeler = await signedIn(modelerUser);
    const roles = {
      quality: await createRole(modeler, `Kwaliteit ${tag}`),
      buyer: await createRole(modeler, `Inkoper ${tag}`),
      checker: await createRole(modeler, `Controleur ${tag}`),
      owner: await createRole(modeler, `Eigenaar ${tag}`),
    };
    await addUserToRole(modeler, roles.quality, anna.id);
    await addUserToRole(modeler, roles.buyer, arie.id);
    await addUserToRole(modeler, roles.checker, bert.id);
    await addUserToRole(modeler, roles.owner, olga.id);
    const [annaPage, ariePage, bertPage, olgaPage] = [
      await signedIn(anna),
      await signedIn(arie, true),
      await signedIn(bert),
      await signedIn(olga),
    ];
    const ritaPage = await signedIn(rita, true);

    // Revision 1, approved beforehand: ordering (the buyer), then checking the invoice (the checker).
    const name = `Inkoop ${tag}`;
    const steps = chain([
      { name: 'Bestelling plaatsen', actor: roles.buyer },
      { name: 'Factuur controleren', actor: roles.checker },
    ]);
    const [ordering, checking] = steps.filter((step) => step.type === 'activity') as [Step, Step];
    const id = randomUUID();
    const input = {
      id,
      info: { name, description: '' },
      owner: roles.owner,
      manager: NO_ROLE,
      approvalRole: roles.quality,
      steps,
      groups: [],
    };
    await expectOk(callApi(modeler, 'POST', '/api/process_model', input), 'create');
    expect((await callApi(modeler, 'POST', `/api/process_model/publish/${id}`, {})).status).toBe(202);
    await expectOk(callApi(annaPage, 'POST', `/api/process_model/approval/${id}/approve`, {}), 'approve 1');
    const noticesOfOne = await mailsTo(bert.email, /\(revisie 1\)/);
    expect(noticesOfOne).toHaveLength(1);

    // The modeler changes the buyer's step and submits it from the list with a change note.
    await renameStep(modeler, id, ordering.id, 'Bestelling plaatsen en vastleggen');
    await modeler.goto(`/process-model/${id}/publish`);
    const submit = modeler.getByRole('dialog', { name: t['process-model-publish'].title });
    await submit.getByRole('textbox', { name: t['change-note'].label }).fill('Vastleggen in het systeem');
    await submit.getByRole('button', { name: t['process-model-publish'].confirm, exact: true }).click();
    await modeler.getByText(interpolate(t['process-model-publish'].submitted, { name })).waitFor();

    // The approver rejects it with a reason.
    await annaPage.goto('/');
    await annaPage.getByTestId('tasks-approvals').getByRole('link', { name }).click();
    await waitForPath(annaPage, `/approval/${id}`);
    await annaPage.getByText('Vastleggen in het systeem').waitFor();
    await annaPage.getByTestId('approval-reject').click();
    const reject = annaPage.getByRole('dialog', { name: t.approval.reject.title });
    await field(reject, t.approval.reject.reason).fill('Noem het systeem bij naam');
    await reject.getByRole('button', { name: t.approval.reject.confirm, exact: true }).click();
    await annaPage.getByText(t.approval.reject.success).waitFor();

    // The modeler reads why, fixes the step and submits again from the editor.
    await renameStep(modeler, id, ordering.id, 'Bestelling plaatsen en vastleggen in Inkoop-Online');
    await modeler.goto(`/process-model/${id}`);
    await modeler.getByTestId('approval-reason').getByText('Noem het systeem bij naam').waitFor();
    await toolbarButton(modeler, t, t.editor.toolbar['save-and-publish-draft']).click();
    const publish = modeler.getByRole('dialog', { name: t['editor-dialogs'].publish.title });
    await publish.getByRole('textbox', { name: t['change-note'].label }).fill('Systeem genoemd');
    await publish.getByRole('button', { name: t['editor-dialogs'].publish.confirm, exact: true }).click();
    await modeler.getByTestId('approval-notice').getByText(t.approval.notice['awaiting-title']).waitFor();

    // The approver approves by keyboard only.
    await annaPage.goto('/');
    await annaPage.getByTestId('tasks-approvals').getByRole('link', { name }).waitFor();
    const focused = () => annaPage.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    await tabUntil(annaPage, async () => (await focused()) === name, 60);
    await annaPage.keyboard.press('Enter');
    await waitForPath(annaPage, `/approval/${id}`);
    await annaPage.getByTestId('approval-approve').waitFor();
    await tabUntil(annaPage, async () => (await focused()) === t.approval.page.approve, 40);
    await annaPage.keyboard.press('Enter');
    const confirm = annaPage.getByRole('dialog', { name: t.approval.approve.title });
    await tabUntil(annaPage, async () => (await focused()) === t.approval.approve.confirm, 10);
    await annaPage.keyboard.press('Enter');
    await annaPage.getByText(interpolate(t.approval.approve.success, { name, revision: '2' })).waitFor();
    await confirm.waitFor({ state: 'detached' });

    // The buyer gets the email in Dutch; its link opens the task on the phone, the changed step marked.
    const [notice] = await mailsTo(arie.email, /\(revisie 2\)/);
    expect(notice?.headers.get('subject')).toBe(`Gewijzigd proces om te lezen: ${name} (revisie 2)`);
    const link = /(http\S+\/acknowledgements\/\S+)/.exec(notice?.text ?? '')?.[1] ?? '';
    expect(link).toBe(`${running.server.baseUrl}/acknowledgements/${id}/2`);
    await ariePage.goto(link);
    await confirmOnPhone(ariePage, name, ordering.id, 'Bestelling plaatsen en vastleggen in Inkoop-Online');
    const confirmedTasks = (await callApi(ariePage, 'GET', '/api/acknowledgement')).body as {
      revision: number;
    }[];
    expect(confirmedTasks.map((task) => task.revision)).toEqual([]);

    // The checker's step did not change: no email and no task for revision 2.
    await mailsTo(olga.email, /\(revisie 2\)/);
    expect((await mailsTo(bert.email, /\(revisie/)).map((mail) => mail.headers.get('subject'))).toEqual([
      `Gewijzigd proces om te lezen: ${name} (revisie 1)`,
    ]);
    const bertTasks = (await callApi(bertPage, 'GET', '/api/acknowledgement')).body as { revision: number }[];
    expect(bertTasks.map((task) => task.revision)).toEqual([1]);

    // A reader leaves feedback on the checker's step, on a phone.
    await ritaPage.goto(`/my-process-models/actor/${id}/view/view-step-information/${checking.id}`);
    const step = ritaPage.getByRole('dialog', {
      name: interpolate(t['step-information']['view-title'], { name: checking.name }),
    });
    await step.getByRole('button', { name: t.feedback.give['on-step'] }).tap();
    const text = `Eerst het inkoopnummer controleren ${tag}`;
    const box = step.getByRole('textbox', { name: t.feedback.give.text });
    await box.tap();
    await box.fill(text);
    await step.getByRole('button', { name: t.feedback.give.submit }).tap();
    await step.getByText(t.feedback.give.success).waitFor();

    // The owner accepts it.
    await olgaPage.goto(`/feedback/${id}`);
    const item = olgaPage.getByTestId('feedback-item').filter({ hasText: text });
    await item.getByRole('button', { name: t.feedback.answer.accept }).click();
    await item.getByText(t.feedback.status.accepted, { exact: true }).waitFor();

    // The next revision marks it done (approved again); the reader is told by email and on the home page.
    await renameStep(modeler, id, checking.id, 'Factuur en inkoopnummer controleren');
    await modeler.goto(`/process-model/${id}/publish`);
    const next = modeler.getByRole('dialog', { name: t['process-model-publish'].title });
    await next.getByRole('checkbox', { name: new RegExp(rita.lastName) }).check();
    await next.getByRole('button', { name: t['process-model-publish'].confirm, exact: true }).click();
    await modeler.getByText(interpolate(t['process-model-publish'].submitted, { name })).waitFor();
    await expectOk(callApi(annaPage, 'POST', `/api/process_model/approval/${id}/approve`, {}), 'approve 3');
    const [told] = await mailsTo(rita.email, /feedback/i);
    expect(told?.headers.get('subject')).toContain(name);
    await ritaPage.goto('/');
    await ritaPage
      .getByTestId('tasks-feedback-answers')
      .getByText(interpolate(t.feedback.status['done-in'], { revision: '3' }))
      .waitFor();
    await expectAccessible(ritaPage, 'home page with the answer, on a phone');
  });
});

/** On the task page (phone): the user's changed step is marked and listed first; they confirm by touch. */
async function confirmOnPhone(page: Page, name: string, stepId: string, stepName: string): Promise<void> {
  const a = t.acknowledgement;
  await page
    .getByRole('heading', { level: 1, name: interpolate(a.page['title-of'], { name, revision: '2' }) })
    .waitFor();
  const mine = page.getByRole('region', { name: interpolate(a.changes.mine, { number: '1' }) });
  await mine.getByText(stepName, { exact: false }).first().waitFor();
  const marked = page.locator('.pm-step[data-mark]');
  await expect.poll(() => marked.count()).toBe(1);
  expect(await marked.first().getAttribute('data-step-id')).toBe(stepId);
  await expectAccessible(page, 'task page on a phone');
  const button = page.getByTestId('acknowledgement-confirm');
  await button.tap();
  await page.getByTestId('acknowledgement-confirmed').waitFor();
}
