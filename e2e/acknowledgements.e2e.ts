import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { emailLinkPaths, NO_ROLE, type ProcessModel, type RoleRef, type Step } from '@stroomlijn/domain';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ReceivedMail,
  type SmtpReceiver,
  startSmtpReceiver,
} from '../packages/server/src/test/smtp-receiver.js';
import { expectAccessible } from './support/accessibility';
import { callApi, uniqueTag } from './support/admin-area';
import { homeHeading, interpolate, tabTo, textsFor } from './support/app';
import { useBrowser } from './support/browser';
import { expectOk } from './support/input-outputs';
import { workingCopy } from './support/process-models';
import { type RunningServer, startServer } from './support/server';
import { createUser, type E2eUser, signInWithPassword } from './support/users';
import { addUserToRole, createRole } from './support/workflow-forms';

/**
 * Change notices and read confirmation, in Dutch, on a server of the file's own with a real SMTP
 * receiver on loopback: a modeler publishes a revision that changes the step of one actor role; the
 * actor finds the task on the home page and in the email, sees their changed step first and marked,
 * and confirms by keyboard only; a user whose step did not change has no task; the owner reads who
 * confirmed and downloads the CSV, and confirms on a phone (375 × 812, touch). axe on every new screen.
 */
let smtp: SmtpReceiver | undefined;
let server: RunningServer | undefined;
beforeAll(async () => {
  smtp = await startSmtpReceiver();
  server = await startServer({ SMTP_URL: smtp.url, STROOMLIJN_DEFAULT_LANGUAGE: 'nl' });
});
afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});
const running = () => {
  if (!server) throw new Error('The server runs from beforeAll to afterAll only');
  return server;
};

const browser = useBrowser({ locale: 'nl-NL' });
const t = textsFor('nl-NL');
const a = t.acknowledgement;
const PHONE = { width: 375, height: 812 };

async function signedIn(user: E2eUser, phone = false) {
  const watched = await browser.openPage({ baseURL: running().baseUrl, ...(phone && { phone: PHONE }) });
  await signInWithPassword(watched.page, user.email, user.password);
  await homeHeading(watched.page, t).waitFor();
  return watched;
}

/** The first email to the address, waiting for it. */
async function mailTo(address: string): Promise<ReceivedMail> {
  const find = () => smtp?.received.find((mail) => mail.envelopeTo.includes(address));
  await expect.poll(() => find() !== undefined, { timeout: 20_000 }).toBe(true);
  return find() as ReceivedMail;
}

/**
 * Presses Tab until "Ik heb dit gelezen" has the focus; answers what had the focus on the way while the
 * confirmation bar, which stays at the bottom of the screen, covered it entirely.
 */
async function tabToConfirm(page: Page, maxTabs = 60): Promise<string[]> {
  const hidden: string[] = [];
  for (let presses = 0; presses < maxTabs; presses += 1) {
    await page.keyboard.press('Tab');
    const state = await page.evaluate(() => {
      const focused = document.activeElement;
      const bar = document.querySelector('[data-testid="acknowledgement-confirm-bar"]');
      if (!focused || !bar) return { done: false, covered: null };
      if (bar.contains(focused)) {
        return { done: focused.matches('[data-testid="acknowledgement-confirm"]'), covered: null };
      }
      const box = focused.getBoundingClientRect();
      const cover = bar.getBoundingClientRect();
      const covered = box.top >= cover.top && box.bottom <= cover.bottom;
      return { done: false, covered: covered ? focused.outerHTML.slice(0, 120) : null };
    });
    if (state.covered) hidden.push(state.covered);
    if (state.done) return hidden;
  }
  throw new Error(`Tab did not reach the confirmation within ${maxTabs} presses`);
}

/** start → Facturen controleren (accounts payable) → Bestelling bevestigen (purchasing) → end. */
function modelBody(tag: string, owner: RoleRef, payable: RoleRef, purchasing: RoleRef) {
  const [start, check, order, end] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
  const step = (
    id: string,
    type: Step['type'],
    name: string,
    next: string | null,
    actor = NO_ROLE,
  ): Step => ({
    id,
    type,
    name,
    children: next ? [{ id: next, weight: 1 }] : [],
    actor,
  });
  return {
    id: randomUUID(),
    info: { name: `Inkoopproces ${tag}`, description: '' },
    owner,
    manager: NO_ROLE,
    steps: [
      step(start, 'start', '', check),
      step(check, 'activity', `Facturen controleren ${tag}`, order, payable),
      step(order, 'activity', `Bestelling bevestigen ${tag}`, end, purchasing),
      step(end, 'end', '', null),
    ],
    groups: [],
  };
}

describe('change notices and read confirmation (nl-NL)', () => {
  it('the actor whose step changed confirms by keyboard from the home page and the email; a bystander has no task; the owner reads the share, downloads the CSV and confirms on a phone', async () => {
    const tag = uniqueTag();
    const dataDir = running().dataDir;
    const [modelerUser, actor, bystander, owner] = await Promise.all([
      createUser(['ROLE_USER_MANAGER', 'ROLE_MODELER', 'ROLE_USER'], {}, dataDir),
      createUser(['ROLE_USER'], { firstName: 'Anna', lastName: `Crediteuren ${tag}` }, dataDir),
      createUser(['ROLE_USER'], { firstName: 'Bram', lastName: `Inkoop ${tag}` }, dataDir),
      createUser(['ROLE_USER'], { firstName: 'Olga', lastName: `Eigenaar ${tag}` }, dataDir),
    ]);
    const modelerWatched = await signedIn(modelerUser);
    modelerWatched.allowConsoleError(/status of 403\b/);
    const modeler = modelerWatched.page;
    const [ownerRole, payable, purchasing] = await Promise.all([
      createRole(modeler, `Proceseigenaar ${tag}`),
      createRole(modeler, `Crediteurenadministratie ${tag}`),
      createRole(modeler, `Inkoper ${tag}`),
    ]);

    // Revision 1 is published before anyone holds the roles: it asks nobody.
    const body = modelBody(tag, ownerRole, payable, purchasing);
    const created = (await expectOk(
      callApi(modeler, 'POST', '/api/process_model', body),
      'create',
    )) as ProcessModel;
    await expectOk(callApi(modeler, 'POST', `/api/process_model/publish/${created.id}`, {}), 'publish 1');
    await addUserToRole(modeler, payable, actor.id);
    await addUserToRole(modeler, purchasing, bystander.id);
    await addUserToRole(modeler, ownerRole, owner.id);

    // Revision 2 renames the accounts payable step only.
    const copy = await workingCopy(modeler, created.id);
    const renamed = `Facturen controleren en coderen ${tag}`;
    const steps = copy.steps.map((each) =>
      each.actor.id === payable.id ? { ...each, name: renamed } : each,
    );
    const { info, manager, groups, updatedAt } = copy;
    const model = { id: created.id, info, owner: ownerRole, manager, steps, groups, updatedAt };
    await expectOk(
      callApi(modeler, 'POST', `/api/process_model/publish/${created.id}`, {
        model,
        changeNote: 'Facturen worden voortaan ook gecodeerd.',
      }),
      'publish 2',
    );
    const taskPath = emailLinkPaths.acknowledgement(created.id, 2);

    // The actor: the email's link, and the task on the home page.
    const mail = await mailTo(actor.email);
    const link = /Stroomlijn: (\S+)/.exec(mail.text)?.[1] ?? '';
    expect(link).toBe(`${running().baseUrl}${taskPath}`);
    const actorPage = (await signedIn(actor)).page;
    const section = actorPage.getByTestId('tasks-acknowledgements');
    await section.getByRole('heading', { name: t.home.tasks.acknowledgements }).waitFor();
    const taskLink = section.getByRole('link', {
      name: interpolate(t.home.tasks['acknowledgement-name'], { name: body.info.name, revision: '2' }),
    });
    expect(await taskLink.getAttribute('href')).toBe(taskPath);
    await expectAccessible(actorPage, 'home page with changes to confirm');

    // By keyboard only: from the home page to the task, then "Ik heb dit gelezen".
    await tabTo(actorPage, taskLink, 60);
    await actorPage.keyboard.press('Enter');
    const title = interpolate(a.page['title-of'], { name: body.info.name, revision: '2' });
    await actorPage.getByRole('heading', { level: 1, name: title }).waitFor();
    const mine = actorPage.getByRole('region', { name: interpolate(a.changes.mine, { number: '1' }) });
    await mine.getByText(renamed, { exact: false }).first().waitFor();
    expect(await mine.getByText(`Bestelling bevestigen ${tag}`, { exact: false }).count()).toBe(0);
    const marked = actorPage.locator('.pm-step[data-mark]');
    await expect.poll(() => marked.count()).toBe(1);
    expect(await marked.first().textContent()).toContain(renamed);
    await actorPage.getByText('Facturen worden voortaan ook gecodeerd.').waitFor();
    await expectAccessible(actorPage, 'task page of the actor');
    // Tab reaches the button; nothing focused on the way hides behind the bar kept at the bottom (WCAG 2.4.11).
    expect(await tabToConfirm(actorPage)).toEqual([]);
    await actorPage.keyboard.press('Enter');
    const confirmed = actorPage.getByTestId('acknowledgement-confirmed');
    await confirmed.waitFor();
    await expect.poll(() => confirmed.evaluate((element) => element === document.activeElement)).toBe(true);
    await expectAccessible(actorPage, 'task confirmed');
    // The email's link opens the same task, now confirmed.
    await actorPage.goto(link);
    await actorPage.getByTestId('acknowledgement-confirmed').waitFor();
    await actorPage.goto('/');
    await actorPage
      .getByTestId('tasks-acknowledgements')
      .getByText(t.home.tasks['acknowledgements-none'])
      .waitFor();

    // The bystander, whose step did not change: no task, no email, and the task's address says so.
    const bystanderWatched = await signedIn(bystander);
    bystanderWatched.allowConsoleError(/status of 404\b/);
    const bystanderPage = bystanderWatched.page;
    await bystanderPage
      .getByTestId('tasks-acknowledgements')
      .getByText(t.home.tasks['acknowledgements-none'])
      .waitFor();
    expect((await callApi(bystanderPage, 'GET', '/api/acknowledgement')).body).toEqual([]);
    expect(smtp?.received.some((each) => each.envelopeTo.includes(bystander.email))).toBe(false);
    await bystanderPage.goto(taskPath);
    await bystanderPage.getByText(a.page['not-yours-title']).waitFor();
    await expectAccessible(bystanderPage, 'task page of someone it does not concern');

    // The owner opens the published model, then who confirmed: 1 of 2 (the actor; the owner not yet).
    const ownerPage = (await signedIn(owner)).page;
    await ownerPage.goto(`/my-process-models/owner/${created.id}/view`);
    await ownerPage
      .getByRole('link', { name: interpolate(a.report['link-name'], { revision: '2' }) })
      .click();
    const reportTitle = interpolate(a.report['title-of'], { name: body.info.name, revision: '2' });
    await ownerPage.getByRole('heading', { level: 1, name: reportTitle }).waitFor();
    await ownerPage
      .getByTestId('report-share')
      .getByText(interpolate(a.report.share, { confirmed: '1', asked: '2', percent: '50' }))
      .waitFor();
    const people = ownerPage.getByRole('table', { name: a.report.people });
    await people
      .getByRole('row')
      .filter({ hasText: owner.lastName })
      .getByText(a.report['not-yet'])
      .waitFor();
    expect(await people.getByRole('row').filter({ hasText: actor.lastName }).textContent()).toContain(
      actor.email,
    );
    await expectAccessible(ownerPage, 'read confirmations of a revision');
    const [download] = await Promise.all([
      ownerPage.waitForEvent('download'),
      ownerPage.getByRole('link', { name: a.report.csv }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`Inkoopproces ${tag} revision 2 confirmations.csv`);
    const csv = readFileSync((await download.path()) ?? '', 'utf8');
    expect(csv.split(/\r?\n/)[0]).toBe('name,email,confirmedAt,replaced');
    expect(csv).toContain(actor.email);
    expect(csv).toContain(owner.email);

    // The owner confirms on a phone: the button is on screen without scrolling past the diagram.
    const phone = (await signedIn(owner, true)).page;
    await phone.goto(taskPath);
    await phone.getByRole('heading', { level: 1, name: title }).waitFor();
    await phone.getByRole('region', { name: interpolate(a.changes.mine, { number: '0' }) }).waitFor();
    await phone.getByText(a.changes['mine-none']).waitFor();
    const button = phone.getByRole('button', { name: a.confirm.button });
    const box = await button.boundingBox();
    expect(box && box.y >= 0 && box.y + box.height <= PHONE.height).toBe(true);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectAccessible(phone, 'task page on a phone');
    await button.tap();
    await phone.getByTestId('acknowledgement-confirmed').waitFor();
    await expectAccessible(phone, 'task confirmed on a phone');
    await ownerPage.reload();
    await ownerPage
      .getByTestId('report-share')
      .getByText(interpolate(a.report.share, { confirmed: '2', asked: '2', percent: '100' }))
      .waitFor();

    // The modeler, who neither owns nor manages it, is not offered the report and is refused it.
    await modeler.goto(`/process-model/${created.id}/revisions`);
    await modeler.getByTestId('revision-table').waitFor();
    expect(await modeler.getByTestId('read-confirmations-link').count()).toBe(0);
    await modeler.goto(`${taskPath}/report`);
    await modeler.getByText(a.report['not-allowed-title']).waitFor();
    await expectAccessible(modeler, 'read confirmations refused');
  });
});
