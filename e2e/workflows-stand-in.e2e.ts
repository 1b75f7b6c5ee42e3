import { randomUUID } from 'node:crypto';
import type { WorkflowFormListItem } from '@stroomlijn/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SEED_FORMS } from '../packages/server/src/integrations/jotform/stand-in/index.js';
import { expectAccessible } from './support/accessibility';
import { callApi, rowCells, rowWith, uniqueTag } from './support/admin-area';
import { interpolate, LOCALES, type Texts, textsFor, waitForPath } from './support/app';
import { useBrowser } from './support/browser';
import { expectOk } from './support/input-outputs';
import { useStandInServer } from './support/stand-in-server';
import { createUser, type E2eUser, signInWithPassword } from './support/users';
import { addUserToRole, createRole, formModel, waitForResponses } from './support/workflow-forms';

const browser = useBrowser();
const LEAVE_QUESTIONS = SEED_FORMS[0]?.questions;
const running = useStandInServer();
const diagnosis = () => running.diagnosis();

async function signedIn(locale: (typeof LOCALES)[number], user: E2eUser, refusals?: RegExp): Promise<Page> {
  const { page, allowConsoleError } = await browser.openPage({ locale, baseURL: running.server.baseUrl });
  if (refusals) allowConsoleError(refusals);
  await signInWithPassword(page, user.email, user.password);
  return page;
}

/** The staff of one test: an administrator, a modeler who also manages roles, a drafter and someone else. */
async function staff(locale: (typeof LOCALES)[number]) {
  const [admin, modeler, drafter, other] = await Promise.all([
    createUser(['ROLE_ADMIN'], {}, running.server.dataDir),
    createUser(['ROLE_MODELER', 'ROLE_EDITOR', 'ROLE_USER_MANAGER'], {}, running.server.dataDir),
    createUser(['ROLE_USER'], {}, running.server.dataDir),
    createUser(['ROLE_USER'], {}, running.server.dataDir),
  ]);
  return {
    admin,
    drafter,
    other,
    adminPage: await signedIn(locale, admin),
    modelerPage: await signedIn(locale, modeler),
  };
}

/** Registers the stand-in's form through the API (the first test does it on the screen). */
async function registerForm(page: Page, formId: string): Promise<WorkflowFormListItem> {
  return (await expectOk(
    callApi(page, 'POST', '/api/workflow/form', { id: randomUUID(), formId }),
    `add form ${formId}`,
  )) as WorkflowFormListItem;
}

const responsesTable = (page: Page, t: Texts, formName: string) =>
  page.getByRole('table', { name: interpolate(t.workflows.responses.title, { name: formName }) });

const fieldsTable = (page: Page, t: Texts) =>
  page.getByRole('table', { name: t.workflows.response.fields, exact: true });

/** The value cell of the row of the response's fields table headed `label`. */
const fieldValue = (page: Page, t: Texts, label: string) =>
  fieldsTable(page, t)
    .locator('tr')
    .filter({ has: page.locator('th', { hasText: new RegExp(`^${label}$`) }) })
    .locator('td');

describe.each(LOCALES)('workflow forms with the form service stand-in (%s)', (locale) => {
  const t = textsFor(locale);
  const w = t.workflows;

  it('WF-05, WF-09, WF-10, WF-13..WF-15, WF-22, WF-24, EX-10: a drafter fills the embedded form and the response arrives through the webhook', async () => {
    const tag = uniqueTag();
    const form = running.standIn.addForm({ title: `E2E leave ${locale} ${tag}`, questions: LEAVE_QUESTIONS });
    const people = await staff(locale);
    const { adminPage: admin, modelerPage: modeler } = people;

    // WF-05: the administrator adds the form by its id; its name comes from the form service.
    await admin.goto('/workflow/new');
    const dialog = admin.getByRole('dialog', { name: w.new.title });
    await dialog.getByRole('textbox').fill(form.id);
    await dialog.getByRole('button', { name: t.common.save }).click();
    await waitForPath(admin, '/workflow');
    const table = admin.getByRole('table', { name: w.title, exact: true });
    const row = rowWith(table, form.title);
    await row.getByRole('cell', { name: w['form-status'].active, exact: true }).waitFor();
    expect((await rowCells(row)).slice(0, 2)).toEqual([form.id, form.title]);
    // This server polls never and sends no email, and the screen says so.
    await admin.getByTestId('workflow-settings-notice').waitFor();
    expect(await admin.getByTestId('workflow-settings-notice').getByRole('listitem').allInnerTexts()).toEqual(
      [w.settings['polling-off'], w.settings['email-off']],
    );

    // WF-09: notifications on registers a webhook at the form service.
    await row
      .getByRole('link', {
        name: interpolate(w['action-name']['notifications-enable'], { name: form.title }),
      })
      .click();
    await admin
      .getByRole('dialog', { name: w['notifications-enable'].title })
      .getByRole('button', { name: w['notifications-enable'].confirm, exact: true })
      .click();
    await waitForPath(admin, '/workflow');
    await row
      .getByRole('link', {
        name: interpolate(w['action-name']['notifications-disable'], { name: form.title }),
      })
      .waitFor();
    expect(running.standIn.form(form.id).webhooks).toEqual([
      expect.stringMatching(/\/api\/workflow\/hook\//),
    ]);

    // A published model whose step uses the form, with drafter and reviewer roles.
    const drafters = await createRole(modeler, `Drafters ${tag}`);
    const reviewers = await createRole(modeler, `Reviewers ${tag}`);
    await addUserToRole(modeler, drafters, people.drafter.id);
    const [registered] = (
      (await callApi(admin, 'GET', '/api/workflow')).body as WorkflowFormListItem[]
    ).filter((item) => item.formId === form.id);
    if (!registered) throw new Error('the form is not listed');
    const model = await formModel(modeler, {
      name: `E2E leave model ${tag}`,
      workflowFormId: registered.id,
      roles: { reviewer: reviewers, drafter: drafters },
      publish: true,
    });

    // WF-22, WF-24: the drafter sees the form in a frame that passes their id and the model's.
    const drafter = await signedIn(locale, people.drafter);
    const formPath = `/workflow/${registered.id}/${model.id}/form`;
    // EX-10: the form itself is a GET of the iframe at the form service, not a call of the application.
    const formDocument = drafter.waitForRequest(
      (request) => request.resourceType() === 'document' && request.frame() !== drafter.mainFrame(),
    );
    await drafter.goto(formPath);
    expect(new URL((await formDocument).url()).origin).toBe(new URL(running.standIn.formUrl).origin);
    await drafter.getByRole('heading', { level: 1, name: form.title }).waitFor();
    const frame = drafter.getByTitle(interpolate(w.embedded['frame-title'], { name: form.title }));
    const src = new URL((await frame.getAttribute('src')) ?? '');
    expect(`${src.origin}${src.pathname}`).toBe(`${running.standIn.formUrl}/${form.id}`);
    expect(Object.fromEntries(src.searchParams)).toEqual({
      userId: people.drafter.id,
      processModelId: model.id,
    });
    const inside = drafter.frameLocator('iframe');
    await inside.getByLabel('Subject').fill(`Leave ${tag}`);
    await inside.getByLabel('Remarks').fill('Two weeks in May');
    await inside.getByRole('button', { name: 'Submit' }).click();
    await inside.getByRole('heading', { name: 'Thank you!' }).waitFor();

    // WF-24: someone without the drafter role is refused the page.
    const other = await signedIn(locale, people.other, /status of 403\b/);
    await other.goto(formPath);
    await other.getByTestId('page-error').getByText(t.error['not-allowed']).waitFor();
    expect(await other.locator('iframe').count()).toBe(0);

    // WF-10, WF-13: the response is listed as new, from the drafter.
    await waitForResponses(admin, registered.id, 1, diagnosis);
    await admin.reload();
    await row
      .getByRole('link', { name: interpolate(w['action-name'].responses, { name: form.title }) })
      .click();
    await waitForPath(admin, `/workflow/${registered.id}/responses`);
    const responseRow = rowWith(responsesTable(admin, t, form.title), `Leave ${tag}`);
    await responseRow.waitFor();
    expect((await rowCells(responseRow)).slice(0, 5)).toEqual([
      '1',
      `Leave ${tag}`,
      expect.stringMatching(/^\d{2}-\d{2}-\d{4}$/),
      w['response-status'].new,
      `${people.drafter.firstName} ${people.drafter.lastName}`,
    ]);

    // WF-14, WF-15: the view shows its fields and answers, and links to its actions.
    await responseRow.getByRole('link', { name: new RegExp(`^${w['response-action'].view}`) }).click();
    await fieldValue(admin, t, w.response.reviewer).getByText(reviewers.name).waitFor();
    expect(await fieldValue(admin, t, w.response.status).innerText()).toBe(w['response-status'].new);
    const answers = admin.getByRole('definition');
    expect(await answers.allInnerTexts()).toEqual([`Leave ${tag}`, 'Two weeks in May']);
    await admin
      .getByRole('main')
      .getByRole('link', { name: w.response['actions-link'], exact: true })
      .waitFor();
  });

  it('WF-11, WF-14: structured answers: a date of 7 December reads 07-12-2026, a time in the language, a file is a link that opens it', async () => {
    const tag = uniqueTag();
    const incident = SEED_FORMS[1]?.questions ?? [];
    const form = running.standIn.addForm({
      title: `E2E structured ${locale} ${tag}`,
      questions: [
        ...(LEAVE_QUESTIONS ?? []),
        ...incident.filter((q) => ['location', 'photos', 'severity'].includes(q.name)),
      ],
    });
    const { admin, adminPage } = await staff(locale);
    const registered = await registerForm(adminPage, form.id);
    await expectOk(
      callApi(adminPage, 'POST', `/api/workflow/notification/${registered.id}/enable`, {}),
      'notifications on',
    );
    await running.standIn.submit(form.id, {
      subject: `Structured ${tag}`,
      fullName: { first: 'Ann', last: 'Lee' },
      firstDay: { month: '12', day: '07', year: '2026' },
      startTime: { timeInput: '2:30', hourSelect: '2', minuteSelect: '30', ampm: 'PM' },
      location: {
        addr_line1: 'Dam 1',
        addr_line2: '',
        city: 'Amsterdam',
        state: '',
        postal: '1012 JS',
        country: 'Netherlands',
      },
      photos: [{ name: 'stairs report.txt', content: `What the stairs looked like (${tag})` }],
      severity: { Injury: 'Minor', Damage: 'None' },
      userId: admin.id,
    });
    const [arrived] = (await waitForResponses(adminPage, registered.id, 1, diagnosis)).responses;
    if (!arrived) throw new Error('no response');
    await adminPage.goto(`/workflow/${registered.id}/responses/${arrived.id}/edit`);
    const answer = (question: string) =>
      adminPage
        .locator('dt', { hasText: new RegExp(`^${question}$`) })
        .locator('xpath=following-sibling::dd[1]');
    await answer('First day').getByText('07-12-2026', { exact: true }).waitFor();
    expect(await answer('First day').locator('time').getAttribute('datetime')).toBe('2026-12-07');
    const time = (await answer('Start time').innerText()).replace(/\s/g, ' ');
    expect(time).toBe(locale === 'en-US' ? '2:30 PM' : '14:30');
    expect(await answer('Full name').innerText()).toBe('Ann Lee');
    expect((await answer('Where').innerText()).split('\n')).toEqual([
      'Dam 1',
      '1012 JS Amsterdam',
      'Netherlands',
    ]);
    const matrix = answer('How serious').getByRole('table', { name: 'How serious' });
    expect(await matrix.getByRole('row').allInnerTexts()).toEqual([
      `${w.answer['matrix-row']}\t${w.answer['matrix-answer']}`,
      'Injury\tMinor',
      'Damage\tNone',
    ]);

    // The file is a link to the form service's copy, and it opens there in a new tab.
    const link = answer('Photos').getByRole('link', { name: /^stairs report\.txt/ });
    const href = (await link.getAttribute('href')) ?? '';
    expect(new URL(href).origin).toBe(new URL(running.standIn.url).origin);
    expect(await link.getAttribute('target')).toBe('_blank');
    await expectAccessible(adminPage, 'response with structured answers');
    const opened = adminPage.context().waitForEvent('page');
    await link.click();
    const tab = await opened;
    await tab.waitForLoadState();
    expect(tab.url()).toBe(href);
    expect(await tab.locator('body').innerText()).toBe(`What the stairs looked like (${tag})`);
  });

  it('WF-14, WF-15, WF-18: a response in error is retried after its cause is fixed', async () => {
    const tag = uniqueTag();
    const form = running.standIn.addForm({ title: `E2E retry ${locale} ${tag}`, questions: LEAVE_QUESTIONS });
    const { admin, adminPage, modelerPage } = await staff(locale);
    const registered = await registerForm(adminPage, form.id);
    await expectOk(
      callApi(adminPage, 'POST', `/api/workflow/notification/${registered.id}/enable`, {}),
      'notifications on',
    );
    const reviewers = await createRole(modelerPage, `Reviewers ${tag}`);
    const model = await formModel(modelerPage, {
      name: `E2E retry model ${tag}`,
      workflowFormId: registered.id,
      roles: { reviewer: reviewers },
      publish: false,
    });

    // The model is not published yet: the submission becomes a response in error.
    await running.standIn.submit(form.id, {
      subject: `Retry ${tag}`,
      userId: admin.id,
      processModelId: model.id,
    });
    const [arrived] = (await waitForResponses(adminPage, registered.id, 1, diagnosis)).responses;
    if (!arrived) throw new Error('no response');
    const view = `/workflow/${registered.id}/responses/${arrived.id}/edit`;
    await adminPage.goto(view);
    await adminPage.getByText(t.error['unpublished-process-model']).waitFor();
    expect(await fieldValue(adminPage, t, w.response.status).innerText()).toBe(w['response-status'].error);
    expect(
      await adminPage
        .getByRole('main')
        .getByRole('link', { name: w.response['actions-link'], exact: true })
        .count(),
    ).toBe(0);

    // The cause fixed, a retry fetches the submission again and processes it.
    await expectOk(
      callApi(modelerPage, 'POST', `/api/process_model/publish/${model.id}`, {}),
      'publish the model',
    );
    await adminPage.getByRole('link', { name: new RegExp(`^${w['response-action'].retry}`) }).click();
    const confirm = adminPage.getByRole('dialog', { name: w['response-retry'].title });
    const fetched = running.standIn.requests.length;
    await confirm.getByRole('button', { name: w['response-retry'].confirm, exact: true }).click();
    await waitForPath(adminPage, view);
    await fieldValue(adminPage, t, w.response.status).getByText(w['response-status'].new).waitFor();
    expect(running.standIn.requests.slice(fetched).map((request) => request.path)).toContain(
      `/submission/${arrived.responseId}`,
    );
    await fieldValue(adminPage, t, w.response.reviewer).getByText(reviewers.name).waitFor();
    expect(await adminPage.getByText(t.error['unpublished-process-model']).count()).toBe(0);
    await adminPage
      .getByRole('main')
      .getByRole('link', { name: w.response['actions-link'], exact: true })
      .waitFor();
  });
});
