import { randomUUID } from 'node:crypto';
import { type ProcessModel, SYSTEM_ROLES, type WorkflowFormListItem } from '@stroomlijn/domain';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SEED_FORMS } from '../packages/server/src/integrations/jotform/stand-in/index.js';
import { violationsOf } from './support/accessibility';
import { callApi, uniqueTag } from './support/admin-area';
import { LOCALES, type Texts, textsFor } from './support/app';
import { useBrowser } from './support/browser';
import { expectOk } from './support/input-outputs';
import { createModel, publishModel } from './support/process-models';
import { useStandInServer } from './support/stand-in-server';
import { createUser, type E2eUser, signInWithPassword } from './support/users';
import { addUserToRole, createRole, formModel, waitForResponses } from './support/workflow-forms';

const browser = useBrowser();
// A server of the file's own with the form service stand-in: the workflow screens need a response.
const running = useStandInServer();

/** What every screen of the walk shows: a model with a subprocess and information, a form, a response, an action. */
interface Fixture {
  user: E2eUser;
  /** A published model whose activity has an information group with a form definition. */
  formModel: ProcessModel;
  activityId: string;
  groupId: string;
  definitionId: string;
  /** A published model whose control leads to a subprocess (the form model). */
  parent: ProcessModel;
  subprocessStepId: string;
  formId: string;
  responseId: string;
  actionId: string;
  /** A role of type multi (holding the user) and one of type roles. */
  roleId: string;
  rolesRoleId: string;
}

let fixture: Promise<Fixture> | null = null;

/** Creates the data once per file, through the API as a user holding every system role. */
function createFixture(): Promise<Fixture> {
  fixture ??= (async () => {
    const tag = uniqueTag();
    const dir = running.server.dataDir;
    const user = await createUser(SYSTEM_ROLES, { firstName: 'Alex', lastName: `Axe ${tag}` }, dir);
    const { page } = await browser.openPage({ baseURL: running.server.baseUrl });
    await signInWithPassword(page, user.email, user.password);
    const roles = {
      reviewer: await createRole(page, `Reviewers ${tag}`),
      reader: await createRole(page, `Readers ${tag}`),
      actionHolder: await createRole(page, `Holders ${tag}`),
    };
    for (const role of Object.values(roles)) await addUserToRole(page, role, user.id);
    const rolesRoleId = randomUUID();
    await expectOk(
      callApi(page, 'POST', '/api/role', {
        id: rolesRoleId,
        name: `Group ${tag}`,
        description: 'Roles of roles (e2e)',
        type: 'roles',
        tasksSummary: '',
        education: '',
        competences: '',
        screening: '',
      }),
      'a role of type roles',
    );

    const service = running.standIn.addForm({
      title: `Axe form ${tag}`,
      questions: SEED_FORMS[0]?.questions,
    });
    const form = (await expectOk(
      callApi(page, 'POST', '/api/workflow/form', { id: randomUUID(), formId: service.id }),
      'add the form',
    )) as WorkflowFormListItem;
    // Responses come in through the webhook, which notifications turn on.
    await expectOk(callApi(page, 'POST', `/api/workflow/notification/${form.id}/enable`, {}), 'notify');
    const published = await formModel(page, {
      name: `Axe model ${tag}`,
      workflowFormId: form.id,
      roles,
      publish: true,
    });
    const activity = published.steps.find((step) => step.type === 'activity');
    const group = published.groups[0];
    const definitionId = group?.inputs[0];
    if (!activity || !group || !definitionId)
      throw new Error('the form model has no activity with information');
    const parentDraft = await createModel(page, {
      name: `Axe parent ${tag}`,
      description: 'A model that opens a subprocess',
      owner: roles.reviewer,
      manager: roles.reader,
      subprocess: published,
      operator: 'CHOICE',
    });
    const parent = await publishModel(page, parentDraft.id);
    const control = parent.steps.find((step) => step.type === 'control');
    const subprocessStep = parent.steps.find((step) => step.type === 'subprocess');
    if (!control || !subprocessStep) throw new Error('the parent model has no control or subprocess');

    await running.standIn.submit(service.id, {
      subject: `Verlof ${tag}`,
      userId: user.id,
      processModelId: published.id,
    });
    const [response] = (await waitForResponses(page, form.id, 1, running.diagnosis)).responses;
    if (!response) throw new Error('no response arrived');
    const actionId = randomUUID();
    await expectOk(
      callApi(page, 'POST', '/api/response-action', {
        id: actionId,
        formId: form.id,
        responseId: response.id,
        action: 'Bel de aanvrager',
        remarks: 'Voor vrijdag',
        status: 'open',
        assignee: { id: user.id, name: `${user.firstName} ${user.lastName}` },
        startDate: '01-12-2030',
        endDate: '31-12-2030',
      }),
      'create an action',
    );
    await page.context().close();
    return {
      user,
      formModel: published,
      activityId: activity.id,
      groupId: group.id,
      definitionId,
      parent,
      subprocessStepId: subprocessStep.id,
      formId: form.id,
      responseId: response.id,
      actionId,
      roleId: roles.reviewer.id,
      rolesRoleId,
    };
  })();
  return fixture;
}

/** One screen of the walk: where it is, and what shows that it is there. */
interface Screen {
  name: string;
  path: string;
  /** 'dialog': a dialog is open; otherwise the main heading of the page. */
  shows?: 'dialog' | 'page';
  /** Something to do on the screen before it is checked (e.g. turn on edit mode). */
  prepare?: (page: Page, t: Texts) => Promise<void>;
}

/** The screens of a signed-out visitor. */
const SIGNED_OUT: Screen[] = [
  { name: 'login', path: '/login' },
  { name: 'support login', path: '/support/login' },
  { name: 'login check', path: '/logincheck' },
];

/** Every screen of the spec a signed-in user reaches, with the fixture's data. */
function signedInScreens(f: Fixture): Screen[] {
  const model = `/process-model/${f.formModel.id}`;
  const parent = `/process-model/${f.parent.id}`;
  const ds = `/data-stream/${f.formModel.id}`;
  const response = `${f.formId}/${f.responseId}`;
  const information = `${model}/edit-step-information/${f.activityId}`;
  const dialog = (name: string, path: string): Screen => ({ name, path, shows: 'dialog' });
  return [
    { name: 'home', path: '/' },
    { name: 'not found', path: '/no/such/page' },
    // Process models (part 1 §2).
    { name: 'process models', path: '/process-model' },
    dialog('process model publish', `${model}/publish`),
    dialog('process model delete', `${model}/delete`),
    { name: 'BPMN import', path: '/process-model/import' },
    { name: 'editor (new model)', path: '/process-model/new' },
    { name: 'editor (edit)', path: model },
    dialog('editor: edit model info', `${model}/edit`),
    dialog('editor: structure', `${parent}/structure`),
    dialog('editor: help', `${model}/help`),
    dialog('editor: edit step', `${model}/edit-step/${f.activityId}`),
    dialog('editor: edit subprocess step', `${parent}/edit-step/${f.subprocessStepId}`),
    dialog('editor: step information', information),
    dialog('editor: add information group', `${information}/add-group`),
    dialog('editor: edit information group', `${information}/${f.groupId}/edit-group`),
    dialog('editor: select input', `${information}/${f.groupId}/select-input`),
    dialog('editor: step definitions', `${information}/input-output`),
    dialog('editor: save', `${model}/save`),
    dialog('editor: save and publish', `${model}/save-and-publish`),
    dialog('editor: exit', `${model}/exit`),
    { name: 'editor: outline', path: model, prepare: showOutline },
    { name: 'editor: lanes', path: model, prepare: showLanes },
    { name: 'editor (view)', path: `${parent}/view` },
    dialog('editor (view): model info', `${parent}/view/view`),
    dialog('editor (view): step information', `${model}/view/view-step-information/${f.activityId}`),
    { name: 'editor (view): outline', path: `${parent}/view`, prepare: showOutline },
    { name: 'revisions', path: `${parent}/revisions` },
    { name: 'revision', path: `${parent}/revisions/1` },
    // Business model.
    { name: 'business model', path: '/business-model' },
    {
      name: 'business model (edit mode)',
      path: '/business-model',
      prepare: async (page, t) => {
        await page.getByRole('button', { name: t['business-model'].edit, exact: true }).click();
      },
    },
    { name: 'business model: process model', path: `/business-model/${f.parent.id}/view` },
    // Data streams and input/output definitions.
    { name: 'data streams', path: '/data-stream' },
    { name: 'data stream: model', path: `${ds}/view` },
    { name: 'data stream: step', path: `${ds}/${f.activityId}/view` },
    { name: 'input/output definitions', path: `${ds}/input-output` },
    { name: 'input/output definition (new)', path: `${ds}/input-output/new` },
    { name: 'input/output definition (edit)', path: `${ds}/input-output/${f.definitionId}` },
    { name: 'input/output definition (delete)', path: `${ds}/input-output/${f.definitionId}/delete` },
    // My process models.
    { name: 'my process models (actor)', path: '/my-process-models/actor' },
    { name: 'my process models (owner)', path: '/my-process-models/owner' },
    { name: 'my process models (manager)', path: '/my-process-models/manager' },
    { name: 'my process model (view)', path: `/my-process-models/owner/${f.parent.id}/view` },
    // Users and roles (part 2 §2).
    { name: 'users', path: '/users' },
    dialog('user (new)', '/users/new'),
    dialog('user (edit)', `/users/${f.user.id}`),
    dialog('user password', `/users/${f.user.id}/change-password`),
    dialog('user roles', `/users/${f.user.id}/roles`),
    dialog('user (delete)', `/users/${f.user.id}/delete`),
    dialog('user: export data', `/users/${f.user.id}/export-data`),
    dialog('user: erase data', `/users/${f.user.id}/erase`),
    { name: 'users CSV import', path: '/users/import' },
    { name: 'roles', path: '/roles' },
    dialog('role (new)', '/roles/new'),
    dialog('role (edit)', `/roles/${f.roleId}`),
    dialog('role (delete)', `/roles/${f.roleId}/delete`),
    { name: 'role users', path: `/role-users/${f.roleId}` },
    dialog('role users: add', `/role-users/${f.roleId}/add`),
    { name: 'role roles', path: `/role-roles/${f.rolesRoleId}` },
    dialog('role roles: add', `/role-roles/${f.rolesRoleId}/add`),
    // Workflows.
    { name: 'workflow forms', path: '/workflow' },
    dialog('workflow form (new)', '/workflow/new'),
    dialog('workflow form (delete)', `/workflow/${f.formId}/delete`),
    dialog('workflow form notifications', `/workflow/${f.formId}/notifications/disable`),
    dialog('workflow form data protection', `/workflow/${f.formId}/data-protection`),
    { name: 'workflow responses', path: `/workflow/${f.formId}/responses` },
    { name: 'workflow response', path: `/workflow/${f.formId}/responses/${f.responseId}/edit` },
    { name: 'workflow response actions', path: `/workflow/${f.formId}/responses/${f.responseId}/actions` },
    { name: 'dashboard links', path: '/workflow/dashboard' },
    dialog('dashboard link (new)', '/workflow/dashboard/new'),
    // The audit trail (administrators), whole and as a user's history.
    { name: 'audit trail', path: '/audit' },
    { name: 'audit trail: a user', path: `/audit?entityId=${f.user.id}` },
    // Actions and agenda.
    { name: 'my actions', path: '/actions/my' },
    { name: 'my action (edit)', path: `/actions/my/${response}/${f.actionId}/edit` },
    { name: 'review', path: '/actions/review' },
    { name: 'review: response', path: `/actions/review/edit/${response}` },
    dialog('review: new action', `/actions/review/edit/${response}/create-action`),
    dialog('review: action (edit)', `/actions/review/edit/${response}/${f.actionId}/edit`),
    dialog('review: action (view)', `/actions/review/edit/${response}/${f.actionId}/view`),
    { name: 'read', path: '/actions/read' },
    { name: 'read: response', path: `/actions/read/view/${response}` },
    { name: 'agenda', path: `/agenda/${response}/${f.actionId}` },
  ];
}

/** Shows the editor's text outline; the choice is kept in the browser, so the toggle is pressed only when off. */
async function showOutline(page: Page, t: Texts): Promise<void> {
  const toggle = page
    .getByRole('toolbar', { name: t.editor.toolbar.label })
    .getByRole('button', { name: t.editor.toolbar.outline, exact: true });
  await pressOnce(page, toggle);
  await page.getByRole('tree', { name: t.editor.outline.label }).waitFor();
}

/** Draws the diagram in lanes (issue 16); kept in the browser like the outline, so pressed only when off. */
async function showLanes(page: Page, t: Texts): Promise<void> {
  const toggle = page
    .getByRole('toolbar', { name: t.editor.toolbar.label })
    .getByRole('button', { name: t.editor.toolbar.lanes, exact: true });
  await pressOnce(page, toggle);
  await page.getByTestId('lane-headers').locator('.pm-lane-header').first().waitFor();
}

/**
 * Presses a toggle when it is off, then moves the pointer away and waits until its tooltip is gone: axe
 * would otherwise measure the tooltip half faded in (white on a see-through grey).
 */
async function pressOnce(page: Page, toggle: Locator): Promise<void> {
  if ((await toggle.getAttribute('aria-pressed')) === 'true') return;
  await toggle.click();
  await page.mouse.move(0, 0);
  await page.getByRole('tooltip').waitFor({ state: 'detached' });
}

/** Waits until the screen has loaded: its heading or dialog is there, no loader turns, nothing moves. */
async function settle(page: Page, screen: Screen): Promise<void> {
  if (screen.shows === 'dialog') await page.getByRole('dialog').last().waitFor();
  else await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForFunction(
    () =>
      document.querySelector('.mantine-Loader-root') === null &&
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
        ),
    undefined,
    { polling: 50 },
  );
}

async function walk(page: Page, t: Texts, screens: readonly Screen[], found: string[]): Promise<void> {
  for (const screen of screens) {
    try {
      await page.goto(screen.path);
      await settle(page, screen);
      if (screen.prepare) {
        await screen.prepare(page, t);
        await settle(page, screen);
      }
    } catch (error) {
      throw new Error(`The screen '${screen.name}' (${screen.path}) did not load`, { cause: error });
    }
    found.push(...(await violationsOf(page, screen.name)));
  }
}

describe('the accessibility check', () => {
  it('finds a violation where there is one, on a page without frames and on one with a frame', async () => {
    const { page, allowConsoleError } = await browser.openPage({ baseURL: running.server.baseUrl });
    allowConsoleError(/status of 40[13]\b/);
    await page.goto('/login');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await violationsOf(page, 'login')).toEqual([]);
    await page.evaluate(() => {
      const image = document.createElement('img');
      image.src = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
      document.querySelector('main')?.append(image);
    });
    expect((await violationsOf(page, 'login')).join()).toContain('image-alt');
    await page.evaluate(() => document.querySelector('main')?.append(document.createElement('iframe')));
    expect((await violationsOf(page, 'login')).join()).toContain('image-alt');
  });
});

describe.each(LOCALES)('accessibility (%s)', (locale) => {
  const t = textsFor(locale);

  it('issue 16: no WCAG 2.2 AA violation (axe-core) on any screen', async () => {
    const f = await createFixture();
    const { page, allowConsoleError } = await browser.openPage({ locale, baseURL: running.server.baseUrl });
    // The signed-out visitor's session check answers 401; the login check page finds no sign-in.
    allowConsoleError(/status of 40[13]\b/);
    const found: string[] = [];
    await walk(page, t, SIGNED_OUT, found);
    await signInWithPassword(page, f.user.email, f.user.password);
    await walk(page, t, signedInScreens(f), found);
    if (found.length > 0)
      throw new Error(`${found.length} accessibility violation(s) (${locale}):\n- ${found.join('\n- ')}`);
  }, 240_000);
});
