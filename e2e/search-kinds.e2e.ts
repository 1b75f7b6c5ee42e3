import { randomUUID } from 'node:crypto';
import {
  type BusinessModel,
  DEFAULT_BUSINESS_MODEL_ID,
  type ProcessModel,
  type SystemRole,
} from '@stroomlijn/domain';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/accessibility';
import { actionOf, actionsWorld, actionTexts } from './support/actions';
import { callApi, rowWith, uniqueTag } from './support/admin-area';
import { interpolate, isCall, LOCALES, type Texts, textsFor, waitForPath } from './support/app';
import { useBrowser } from './support/browser';
import { createDefinition, expectOk } from './support/input-outputs';
import { createModel, publishModel, workingCopy } from './support/process-models';
import { expectNoHits, hitList, hitOption, searchFor } from './support/search';
import { useStandInServer } from './support/stand-in-server';
import { createUser } from './support/users';

// The file runs on a server of its own with the JotForm stand-in (responses arrive through its webhook),
// so its business model and search index are its own too.
const browser = useBrowser();
const running = useStandInServer();
const { signedIn, arrivedResponse } = actionsWorld(browser, running);

type Locale = (typeof LOCALES)[number];

/** A signed-in page of a new user holding these system roles, on this file's server. */
async function pageOf(locale: Locale, roles: readonly SystemRole[]): Promise<Page> {
  return signedIn(locale, await createUser(roles, {}, running.server.dataDir));
}

/** The one hit of `title`, once the answer to the whole query is in; checks its kind's name. */
async function onlyHit(page: Page, title: string, kind: string) {
  await expect.poll(() => hitList(page).getByRole('option').count()).toBe(1);
  const option = hitOption(page, title);
  await option.waitFor();
  expect(await option.innerText()).toContain(kind);
  return option;
}

/**
 * Chooses the (first) hit by keyboard: ArrowDown to it, Enter, once it has its page (a response's or
 * action's waits for the forms the user reviews and reads).
 */
async function chooseFirstByKeyboard(page: Page, option: Locator): Promise<void> {
  await expect.poll(() => option.getAttribute('aria-disabled')).toBeNull();
  await page.keyboard.press('ArrowDown');
  expect(await option.getAttribute('aria-selected')).toBe('true');
  await page.keyboard.press('Enter');
}

/**
 * A published model whose one activity has an information group, and the group; created as the page's
 * user (a modeler).
 */
async function modelWithGroup(page: Page, name: string, groupName: string) {
  const created = await createModel(page, { name, stepName: 'Intake' });
  const model = await workingCopy(page, created.id);
  const step = model.steps.find((each) => each.type === 'activity');
  if (!step) throw new Error('the model has no activity');
  const group = {
    id: randomUUID(),
    stepId: step.id,
    name: groupName,
    description: '',
    output: null,
    inputs: [],
  };
  await expectOk(
    callApi(page, 'PUT', '/api/process_model', {
      id: model.id,
      info: model.info,
      owner: model.owner,
      manager: model.manager,
      steps: model.steps,
      groups: [group],
      updatedAt: model.updatedAt,
    }),
    `save ${name}`,
  );
  const published: ProcessModel = await publishModel(page, model.id);
  return { model: published, step, group };
}

/** Adds a process group named `name` linking `modelId` under primary processes, as the page's user (an editor). */
async function addProcessGroup(page: Page, name: string, modelId: string): Promise<void> {
  const path = `/api/business_model/${DEFAULT_BUSINESS_MODEL_ID}`;
  const model = (await expectOk(callApi(page, 'GET', path), 'the business model')) as BusinessModel;
  const groups = model.groups.map((group, index) =>
    index === 1
      ? {
          ...group,
          items: [...group.items, { id: randomUUID(), name, items: [{ processModelId: modelId, name: '' }] }],
        }
      : group,
  );
  await expectOk(
    callApi(page, 'PUT', '/api/business_model', { ...model, groups }),
    'save the business model',
  );
}

describe.each(LOCALES)('search: the other kinds (%s)', (locale) => {
  const t: Texts = textsFor(locale);
  const kind = t.search.kind;

  it('an editor finds an input/output definition by its name and the hit opens it on its data-stream page; a plain user finds nothing', async () => {
    const tag = uniqueTag();
    const modeler = await pageOf(locale, ['ROLE_MODELER', 'ROLE_EDITOR']);
    const { model } = await modelWithGroup(modeler, `Levering ${tag}`, 'Gegevens');
    const name = `Afleverbon d${tag}`;
    const definition = await createDefinition(modeler, model.id, 'information', name);

    const editor = await pageOf(locale, ['ROLE_EDITOR']);
    await searchFor(editor, t, `d${tag}`);
    const option = await onlyHit(editor, name, kind.definition);
    expect(await option.innerText()).toContain(interpolate(t.search.within, { name: `Levering ${tag}` }));
    await expectAccessible(editor, 'search box, a definition hit');
    await option.click();
    await waitForPath(editor, `/data-stream/${model.id}/input-output/${definition.id}`);
    await editor.getByText(name, { exact: true }).first().waitFor();
    expect(await editor.getByTestId('input-output-unavailable').count()).toBe(0);
    await expectAccessible(editor, 'a definition opened from search');

    const user = await pageOf(locale, ['ROLE_USER']);
    await searchFor(user, t, `d${tag}`);
    await expectNoHits(user, t, `d${tag}`);
  });

  it("a definition of a model never published opens the model's editor for a modeler who is also an editor; an editor alone is offered no page for it", async () => {
    const tag = uniqueTag();
    const modeler = await pageOf(locale, ['ROLE_MODELER', 'ROLE_EDITOR']);
    const model = await createModel(modeler, { name: `Concept ${tag}` });
    const name = `Ontwerpbon u${tag}`;
    await createDefinition(modeler, model.id, 'information', name);

    await searchFor(modeler, t, `u${tag}`);
    await chooseFirstByKeyboard(modeler, await onlyHit(modeler, name, kind.definition));
    await waitForPath(modeler, `/process-model/${model.id}`);
    await modeler
      .getByTestId('editor-title')
      .filter({ hasText: `Concept ${tag}` })
      .waitFor();
    await expectAccessible(modeler, "the model's editor opened from a definition hit");

    // Data streams shows published models only: the hit is there, but not a link to a refusal.
    const editor = await pageOf(locale, ['ROLE_EDITOR']);
    // The published models, which tell that this one has no page, once they are in.
    const models = editor.waitForResponse((answer) => isCall(answer.request(), 'GET', '/api/process_model'));
    await searchFor(editor, t, `u${tag}`);
    const option = await onlyHit(editor, name, kind.definition);
    expect((await models).status()).toBe(200);
    await expect.poll(() => option.getAttribute('aria-disabled')).toBe('true');
    await expectAccessible(editor, 'search box, a hit with no page');
    await editor.keyboard.press('ArrowDown');
    expect(await option.getAttribute('aria-selected')).toBe('true');
    await editor.keyboard.press('Enter');
    expect(new URL(editor.url()).pathname).toBe('/');
  });

  it('a business-model entry opens the business model; an information group opens the step information, for an editor and for a modeler', async () => {
    const tag = uniqueTag();
    const modeler = await pageOf(locale, ['ROLE_MODELER', 'ROLE_EDITOR']);
    const { model, step, group } = await modelWithGroup(
      modeler,
      `Inkoop ${tag}`,
      `Leveranciersgegevens g${tag}`,
    );
    const entry = `Klantcontact b${tag}`;
    await addProcessGroup(modeler, entry, model.id);

    // Every signed-in user may read the business model: a plain user finds the entry, by keyboard.
    const user = await pageOf(locale, ['ROLE_USER']);
    await searchFor(user, t, `b${tag}`);
    await chooseFirstByKeyboard(user, await onlyHit(user, entry, kind['business-model-entry']));
    await waitForPath(user, '/business-model');
    await user.getByRole('region', { name: entry, exact: true }).waitFor();
    await expectAccessible(user, 'the business model opened from search');

    // An editor (no modeler) finds the group of the published model; it opens the step's information.
    const editor = await pageOf(locale, ['ROLE_EDITOR']);
    await searchFor(editor, t, `g${tag}`);
    await chooseFirstByKeyboard(
      editor,
      await onlyHit(editor, `Leveranciersgegevens g${tag}`, kind['information-group']),
    );
    await waitForPath(editor, `/business-model/${model.id}/view/view-step-information/${step.id}`);
    const dialog = editor.getByRole('dialog');
    await dialog.getByText(group.name, { exact: true }).first().waitFor();
    await expectAccessible(editor, 'step information opened from search');

    // A modeler finds the working copy's group; it opens the step's information in the editor.
    await searchFor(modeler, t, `g${tag}`);
    await (await onlyHit(modeler, `Leveranciersgegevens g${tag}`, kind['information-group'])).click();
    await waitForPath(modeler, `/process-model/${model.id}/edit-step-information/${step.id}`);
    await modeler.getByRole('dialog').getByText(group.name, { exact: true }).first().waitFor();
    await expectAccessible(modeler, 'step information to edit, opened from search');

    // A plain user finds no information group.
    await searchFor(user, t, `g${tag}`);
    await expectNoHits(user, t, `g${tag}`);
  });

  it("a form's reviewer finds a response by its subject and an action by its text, each opening the reviewer's page; its reader, the action's holder and an administrator (Workflows) each open their own page; a user of none of the form's roles finds neither", async () => {
    const h = await arrivedResponse(locale);
    const reviewer = await signedIn(locale, h.reviewer);
    const text = `Bel de aanvrager a${h.tag}`;
    const action = await actionOf(reviewer, h, text);
    const reviewPath = `/actions/review/edit/${h.form.id}/${h.response.id}`;

    // The subject, by mouse.
    await searchFor(reviewer, t, h.subject);
    const response = await onlyHit(reviewer, h.subject, kind.response);
    await expectAccessible(reviewer, 'search box, a response hit');
    await response.click();
    await waitForPath(reviewer, reviewPath);
    await reviewer.getByText(h.subject, { exact: true }).first().waitFor();
    await expectAccessible(reviewer, 'a response opened from search');

    // The action's text, by keyboard.
    await searchFor(reviewer, t, `a${h.tag}`);
    await chooseFirstByKeyboard(reviewer, await onlyHit(reviewer, text, kind.action));
    await waitForPath(reviewer, reviewPath);
    await rowWith(reviewer.getByRole('table', { name: actionTexts(t).section.title }), text).waitFor();

    // The reader opens both on the reader's page.
    const reader = await signedIn(locale, h.reader);
    await searchFor(reader, t, h.subject);
    await (await onlyHit(reader, h.subject, kind.response)).click();
    await waitForPath(reader, `/actions/read/view/${h.form.id}/${h.response.id}`);
    await reader.getByText(h.subject, { exact: true }).first().waitFor();
    await expectAccessible(reader, "a response opened from search, the reader's page");
    await searchFor(reader, t, `a${h.tag}`);
    await (await onlyHit(reader, text, kind.action)).click();
    await waitForPath(reader, `/actions/read/view/${h.form.id}/${h.response.id}`);

    // The holder of the action: the response opens My actions, the action the holder's action page.
    const holder = await signedIn(locale, h.holder);
    await searchFor(holder, t, h.subject);
    await chooseFirstByKeyboard(holder, await onlyHit(holder, h.subject, kind.response));
    await waitForPath(holder, '/actions/my');
    await rowWith(holder.getByRole('table', { name: actionTexts(t).my.title }), text).waitFor();
    await expectAccessible(holder, 'My actions opened from search');
    await searchFor(holder, t, `a${h.tag}`);
    await chooseFirstByKeyboard(holder, await onlyHit(holder, text, kind.action));
    await waitForPath(holder, `/actions/my/${h.form.id}/${h.response.id}/${action.id}/edit`);
    await holder.getByText(h.subject, { exact: true }).first().waitFor();
    await expectAccessible(holder, "an action opened from search, the holder's page");

    // An administrator opens the response in Workflows.
    await searchFor(h.adminPage, t, h.subject);
    await (await onlyHit(h.adminPage, h.subject, kind.response)).click();
    await waitForPath(h.adminPage, `/workflow/${h.form.id}/responses/${h.response.id}`);
    await h.adminPage.getByText(h.subject, { exact: true }).first().waitFor();
    await expectAccessible(h.adminPage, "a response opened from search, the administrators' page");
    await searchFor(h.adminPage, t, `a${h.tag}`);
    await chooseFirstByKeyboard(h.adminPage, await onlyHit(h.adminPage, text, kind.action));
    await waitForPath(h.adminPage, `/workflow/${h.form.id}/responses/${h.response.id}/actions`);
    await rowWith(h.adminPage.getByRole('table', { name: actionTexts(t).section.title }), text).waitFor();
    await expectAccessible(h.adminPage, "an action opened from search, the administrators' actions page");

    const outsider = await signedIn(locale, h.outsider);
    await searchFor(outsider, t, h.subject);
    await expectNoHits(outsider, t, h.subject);
    await searchFor(outsider, t, `a${h.tag}`);
    await expectNoHits(outsider, t, `a${h.tag}`);
    // Five people's searches and pages, each a browser of its own.
  }, 180_000);
});
