import { type ProcessModel, UNKNOWN_PROCESS_ID } from '@stroomlijn/domain';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/accessibility';
import { callApi, rowCells, rowWith, signedInPage, uniqueTag } from './support/admin-area';
import { interpolate, LOCALES, mainNavigation, type Texts, textsFor, waitForPath } from './support/app';
import { useBrowser } from './support/browser';
import {
  canvas,
  confirmIn,
  createModel,
  createPublishedModel,
  publishModel,
  steps,
  systemRole,
  toolbarButton,
  toolbarItem,
  workingCopy,
} from './support/process-models';
import { HELP_CONTACT } from './support/settings';
import { signInWithPassword } from './support/users';

const browser = useBrowser();

/** Roles of the modeler every test signs in as. */
const MODELER = ['ROLE_MODELER', 'ROLE_USER'] as const;

/** Where the editor keeps the unsaved version of a model in local storage (editor/drafts.ts). */
const DRAFT_PREFIX = 'stroomlijn.process-model-draft.';

/** The link of a row of the overview, by its accessible name ('Publish {name}'). */
function rowLink(row: Locator, template: string, name: string): Locator {
  return row.getByRole('link', { name: interpolate(template, { name }), exact: true });
}

/** The overview's row of the model named `name`. */
function overviewRow(page: Page, t: Texts, name: string): Locator {
  return rowWith(page.getByRole('table', { name: t['process-models'].title }), name);
}

/** The revision cell of an overview row (columns: name, owner, manager, published by, revision …). */
async function revisionCell(row: Locator): Promise<string> {
  return (await rowCells(row))[4] ?? '';
}

/** Opens a model in the editor (any mode) and waits until its steps are drawn. */
async function openEditor(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await steps(page).first().waitFor();
}

/** Waits until the editor shows the model of this name (a navigation renders after the address changes). */
async function editorShows(page: Page, name: string): Promise<void> {
  await expect.poll(() => page.getByTestId('editor-title').innerText(), { timeout: 5_000 }).toBe(name);
}

/** The types of the drawn steps, sorted. */
async function stepTypes(page: Page): Promise<string[]> {
  return (await steps(page).evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-type') ?? '')))
    .slice()
    .sort();
}

/** The 'Open subprocess' button of the model's (one) subprocess step. */
function openSubprocessButton(page: Page, t: Texts): Locator {
  return steps(page, 'subprocess').getByRole('button', { name: t.editor['step-actions']['open-subprocess'] });
}

/** Leaves through the toolbar's Exit: with nothing unsaved it asks nothing. */
async function exitEditor(page: Page, t: Texts): Promise<void> {
  const from = new URL(page.url()).pathname;
  await toolbarButton(page, t, t.editor.toolbar.exit).click();
  await page.waitForURL((url) => url.pathname !== from);
  expect(await page.getByRole('dialog', { name: t['editor-dialogs'].exit.title }).count()).toBe(0);
}

/** Closes an open dialog by a click on the overlay beside it (the page's top left corner). */
async function clickOverlay(page: Page, dialog: Locator): Promise<void> {
  const box = await dialog.boundingBox();
  if (box && box.x < 10 && box.y < 10) throw new Error('The dialog covers the corner of the page');
  await page.mouse.click(5, 5);
}

/** The label → value rows of the view-mode info dialog. */
async function infoRows(dialog: Locator): Promise<string[][]> {
  return dialog
    .getByRole('row')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.trim() ?? '')),
    );
}

/** Whether this browser holds an unsaved version of the model. */
function hasDraft(page: Page, id: string): Promise<boolean> {
  return page.evaluate((key) => window.localStorage.getItem(key) !== null, DRAFT_PREFIX + id);
}

/** The notice offering an unsaved version found in this browser. */
function draftNotice(page: Page, t: Texts): Locator {
  return page.getByRole('alert').filter({ hasText: t.editor.draft.title });
}

describe.each(LOCALES)('process models: overview, structure, dialogs, unsaved work (%s)', (locale) => {
  const t = textsFor(locale);

  it('PM-08, PM-09, NAV-08: publish and delete from the overview, each after a confirmation', async () => {
    const { page } = await signedInPage(browser, locale, MODELER);
    const name = `E2E lijst ${uniqueTag()}`;
    const model = await createModel(page, { name });
    await page.goto('/process-model');
    const row = overviewRow(page, t, name);
    await row.waitFor();
    expect(await revisionCell(row)).toBe('');

    // PM-09: publishing from the list is a separate confirmation.
    await rowLink(row, t['process-models']['action-name'].publish, name).click();
    await waitForPath(page, `/process-model/${model.id}/publish`);
    const publish = page.getByRole('dialog', { name: t['process-model-publish'].title });
    expect(await publish.innerText()).toContain(
      interpolate(t['process-model-publish'].question, { name, revision: '1' }),
    );
    await confirmIn(page, t['process-model-publish'].title, t['process-model-publish'].confirm);
    await waitForPath(page, '/process-model');
    await page
      .getByTestId('form-success')
      .filter({ hasText: interpolate(t['process-model-publish'].success, { name }) })
      .waitFor();
    await expect.poll(() => revisionCell(row)).toBe('1');
    expect(await rowLink(row, t['process-models']['action-name'].publish, name).count()).toBe(0);

    // PM-08: delete asks first; after success the row is gone.
    await rowLink(row, t['process-models']['action-name'].delete, name).click();
    await waitForPath(page, `/process-model/${model.id}/delete`);
    const remove = page.getByRole('dialog', { name: t['process-model-delete'].title });
    expect(await remove.innerText()).toContain(interpolate(t['process-model-delete'].question, { name }));
    await confirmIn(page, t['process-model-delete'].title, t['process-model-delete'].confirm);
    await waitForPath(page, '/process-model');
    await page
      .getByTestId('form-success')
      .filter({ hasText: interpolate(t['process-model-delete'].success, { name }) })
      .waitFor();
    await expect.poll(() => row.count()).toBe(0);

    // NAV-08: the confirmation went BACK one step: the step before the list is the home page.
    await page.goBack();
    await waitForPath(page, '/');
  });

  it('PM-27: a model used as subprocess by a published model cannot be deleted', async () => {
    const { page, allowConsoleError } = await signedInPage(browser, locale, MODELER);
    allowConsoleError(/status of 409/);
    const tag = uniqueTag();
    const sub = await createPublishedModel(page, { name: `E2E deelproces ${tag}` });
    const parent = await createPublishedModel(page, { name: `E2E hoofdproces ${tag}`, subprocess: sub });
    await page.goto('/process-model');
    const row = overviewRow(page, t, sub.info.name);
    await rowLink(row, t['process-models']['action-name'].delete, sub.info.name).click();
    const dialog = page.getByRole('dialog', { name: t['process-model-delete'].title });
    await dialog.getByRole('button', { name: t['process-model-delete'].confirm, exact: true }).click();
    const refusal = dialog.getByTestId('form-danger');
    await refusal.waitFor();
    expect((await refusal.innerText()).trim()).toBe(`${t.error['sub-process-used']} ${parent.info.name}`);
    await dialog.getByRole('button', { name: t.common.cancel, exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await waitForPath(page, '/process-model');
    await row.waitFor();
  });

  it('PM-26: publishing from the list is refused while a subprocess is not published', async () => {
    const { page, allowConsoleError } = await signedInPage(browser, locale, MODELER);
    allowConsoleError(/status of 409/);
    const tag = uniqueTag();
    const sub = await createPublishedModel(page, { name: `E2E deelproces ${tag}` });
    const parent = await createModel(page, {
      name: `E2E hoofdproces ${tag}`,
      subprocess: sub,
      stepName: 'Deelproces uitvoeren',
    });
    // Only a working copy uses it, so it may go: the parent now opens a model that is not published.
    expect((await callApi(page, 'DELETE', `/api/process_model/${sub.id}`)).status).toBe(204);
    await page.goto('/process-model');
    const row = overviewRow(page, t, parent.info.name);
    await rowLink(row, t['process-models']['action-name'].publish, parent.info.name).click();
    const dialog = page.getByRole('dialog', { name: t['process-model-publish'].title });
    await dialog.getByRole('button', { name: t['process-model-publish'].confirm, exact: true }).click();
    const refusal = dialog.getByTestId('form-danger');
    await refusal.waitFor();
    expect((await refusal.innerText()).trim()).toBe(
      `${t.error.subprocess_not_published} Deelproces uitvoeren`,
    );
    expect(await revisionCell(row)).toBe('');
  });

  it('PM-26: a subprocess step opens a model created from its dialog; the parent is published once that model is', async () => {
    const { page, allowConsoleError } = await signedInPage(browser, locale, MODELER);
    allowConsoleError(/status of 409/);
    const tag = uniqueTag();
    const step = t['editor-dialogs'].step;
    const parent = await createModel(page, {
      name: `E2E hoofdproces ${tag}`,
      subprocess: { id: UNKNOWN_PROCESS_ID, info: { name: '', description: '' }, revision: -1 },
      stepName: 'Goederen ontvangen',
    });
    const subStep = parent.steps.find((candidate) => candidate.type === 'subprocess');
    const edit = `/process-model/${parent.id}`;
    await openEditor(page, `${edit}/edit-step/${subStep?.id}`);
    const dialog = page.getByRole('dialog', { name: step.title });
    await dialog.getByRole('button', { name: step['new-process'], exact: true }).click();
    const name = dialog.getByRole('textbox', { name: step['new-process-name'] });
    expect(await name.evaluate((element) => element === document.activeElement)).toBe(true);
    await expectAccessible(page, 'edit step: new process model');
    const subName = `E2E ontvangst ${tag}`;
    await name.fill(subName);
    await name.press('Enter');
    const process = dialog.getByRole('combobox', { name: step.process });
    await expect
      .poll(() => process.inputValue())
      .toBe(interpolate(step['process-option-unpublished'], { name: subName }));
    await dialog.getByRole('button', { name: step.submit, exact: true }).click();
    await dialog.waitFor({ state: 'detached' });

    // The working copy saves with the unpublished subprocess; publishing waits for it.
    await toolbarButton(page, t, t.editor.toolbar.save).click();
    await confirmIn(page, t['editor-dialogs'].save.title, t['editor-dialogs'].save.confirm);
    await expect
      .poll(
        async () =>
          (await workingCopy(page, parent.id)).steps.find((s) => s.type === 'subprocess')?.process?.name,
      )
      .toBe(subName);
    const refused = await callApi(page, 'POST', `/api/process_model/publish/${parent.id}`, {});
    expect([refused.status, (refused.body as { messageKey: string }).messageKey]).toEqual([
      409,
      'subprocess_not_published',
    ]);

    // The step opens the new model's working copy in the editor: start and end, ready to build.
    await openSubprocessButton(page, t).click();
    await page.waitForURL((url) => url.pathname !== edit && url.pathname.startsWith('/process-model/'));
    await editorShows(page, subName);
    expect(await steps(page).count()).toBe(2);
    const subId = new URL(page.url()).pathname.split('/')[2] as string;
    await publishModel(page, subId);
    expect((await publishModel(page, parent.id)).revision).toBe(1);
  });

  it('ED-08..ED-10, ED-16, NAV-14, NAV-15: the structure tree and the subprocess step open the subprocess', async () => {
    const { page } = await signedInPage(browser, locale, MODELER);
    const tag = uniqueTag();
    const sub = await createPublishedModel(page, { name: `E2E deelproces ${tag}` });
    const parent = await createPublishedModel(page, {
      name: `E2E hoofdproces ${tag}`,
      subprocess: sub,
      owner: systemRole('ROLE_MODELER'),
    });
    const stepId = parent.steps.find((step) => step.type === 'subprocess')?.id as string;
    const structureTitle = t['editor-dialogs'].structure.title;

    // ED-08, ED-10: in edit mode the tree shows the model and its subprocess, with a hint to save first.
    await openEditor(page, `/process-model/${parent.id}`);
    await toolbarButton(page, t, t.editor.toolbar.structure).click();
    await waitForPath(page, `/process-model/${parent.id}/structure`);
    const structure = page.getByRole('dialog', { name: structureTitle });
    expect((await structure.getByTestId('structure-save-hint').innerText()).trim()).toBe(
      t['editor-dialogs'].structure['save-hint'],
    );
    const tree = structure.getByRole('navigation', { name: t['editor-dialogs'].structure.tree });
    expect(await tree.innerText()).toContain(
      `${parent.info.name} (${t['editor-dialogs'].structure.current})`,
    );
    // ED-09: edit mode leads to the subprocess's working copy.
    await tree.getByRole('link', { name: sub.info.name, exact: true }).click();
    await waitForPath(page, `/process-model/${sub.id}`);
    await editorShows(page, sub.info.name);

    // ED-09: view mode leads to the subprocess's published view; no save hint there.
    await openEditor(page, `/process-model/${parent.id}/view`);
    await toolbarButton(page, t, t.editor.toolbar.structure).click();
    const viewTree = page
      .getByRole('dialog', { name: structureTitle })
      .getByRole('navigation', { name: t['editor-dialogs'].structure.tree });
    await viewTree.getByRole('link', { name: sub.info.name, exact: true }).click();
    await waitForPath(page, `/process-model/${sub.id}/view`);

    // ED-16, NAV-14: the step's Open subprocess in edit mode goes to the area prefix plus the id.
    await openEditor(page, `/process-model/${parent.id}`);
    await openSubprocessButton(page, t).click();
    await waitForPath(page, `/process-model/${sub.id}`);
    await editorShows(page, sub.info.name);
    // ED-16: the sub-route itself opens it.
    await page.goto(`/process-model/${parent.id}/open-subprocess/${stepId}`);
    await waitForPath(page, `/process-model/${sub.id}`);

    // NAV-15: in view mode `/view` is appended.
    await openEditor(page, `/process-model/${parent.id}/view`);
    await openSubprocessButton(page, t).click();
    await waitForPath(page, `/process-model/${sub.id}/view`);
    await editorShows(page, sub.info.name);

    // NAV-14: another area keeps its prefix (My processes, owner tab).
    await openEditor(page, `/my-process-models/owner/${parent.id}/view`);
    await openSubprocessButton(page, t).click();
    await waitForPath(page, `/my-process-models/owner/${sub.id}/view`);
    await steps(page).first().waitFor();
  });

  it('NAV-12, NAV-13: without a remembered page Exit goes up one level (edit) or two (view)', async () => {
    const first = await signedInPage(browser, locale, MODELER);
    const model = await createPublishedModel(first.page, { name: `E2E uitgang ${uniqueTag()}` });

    // NAV-12: opened directly (the tab remembers no page), edit mode: one level up.
    await openEditor(first.page, `/process-model/${model.id}`);
    await exitEditor(first.page, t);
    await waitForPath(first.page, '/process-model');

    // NAV-13: opened directly in a fresh tab, view mode: two levels up (not to /process-model/{id}).
    const second = await browser.openPage({ locale });
    await signInWithPassword(second.page, first.user.email, first.user.password);
    await openEditor(second.page, `/process-model/${model.id}/view`);
    await exitEditor(second.page, t);
    await waitForPath(second.page, '/process-model');
  });

  it('ED-07, ED-11, ED-15, ED-17: info, help and exit dialogs; close button, overlay and Escape close them', async () => {
    const { page } = await signedInPage(browser, locale, MODELER);
    const model = await createPublishedModel(page, {
      name: `E2E info ${uniqueTag()}`,
      description: 'Hoe een aanvraag wordt behandeld',
      owner: systemRole('ROLE_MODELER'),
      manager: systemRole('ROLE_USER'),
    });
    const info = t['editor-dialogs'].info;
    const view = `/process-model/${model.id}/view`;
    const edit = `/process-model/${model.id}`;

    // ED-07: the view mode's info dialog: name, description, owner, manager (and the approval role).
    await openEditor(page, view);
    await toolbarButton(page, t, t.editor.toolbar.view).click();
    await waitForPath(page, `${view}/view`);
    const infoDialog = page.getByRole('dialog', { name: info['view-title'] });
    await expect
      .poll(() => infoRows(infoDialog))
      .toEqual([
        [info.name, model.info.name],
        [info.description, 'Hoe een aanvraag wordt behandeld'],
        [info.owner, 'ROLE_MODELER'],
        [info.manager, 'ROLE_USER'],
        [info['approval-role'], info.none],
      ]);
    // ED-17: the close button (in the header).
    await infoDialog.getByRole('button', { name: t.common.close }).first().click();
    await infoDialog.waitFor({ state: 'detached' });
    await waitForPath(page, view);

    // ED-07, ED-17: the sub-route opened by its address; a click on the overlay closes it.
    await page.goto(`${view}/view`);
    await infoDialog.waitFor();
    await clickOverlay(page, infoDialog);
    await infoDialog.waitFor({ state: 'detached' });
    await waitForPath(page, view);

    // ED-11: the help text and the contact address; ED-17: Escape closes it.
    await openEditor(page, edit);
    await toolbarButton(page, t, t.editor.toolbar.help).click();
    await waitForPath(page, `${edit}/help`);
    const help = page.getByRole('dialog', { name: t['editor-dialogs'].help.title });
    const helpText = await help.innerText();
    expect(helpText).toContain(t['editor-dialogs'].help.intro);
    expect(helpText).toContain(t['editor-dialogs'].help['save-exit']);
    expect((await help.getByTestId('help-contact').innerText()).trim()).toBe(
      `${t['editor-dialogs'].help.contact} ${HELP_CONTACT}`,
    );
    expect(await help.getByRole('link', { name: HELP_CONTACT }).getAttribute('href')).toBe(
      `mailto:${HELP_CONTACT}`,
    );
    await page.keyboard.press('Escape');
    await help.waitFor({ state: 'detached' });
    await waitForPath(page, edit);

    // ED-15: the exit modal by its address; ED-17: the overlay closes it and the editor stays.
    await page.goto(`${edit}/exit`);
    const exit = page.getByRole('dialog', { name: t['editor-dialogs'].exit.title });
    await exit.waitFor();
    expect(await exit.innerText()).toContain(t['editor-dialogs'].exit.question);
    await clickOverlay(page, exit);
    await exit.waitFor({ state: 'detached' });
    await waitForPath(page, edit);
    expect(await canvas(page).isVisible()).toBe(true);
    // From the toolbar with nothing unsaved, Exit leaves without asking.
    await exitEditor(page, t);
  });

  it('issue 4 item 10: unsaved changes survive a reload (Restore) and leaving asks first', async () => {
    const { page } = await signedInPage(browser, locale, MODELER);
    const model = await createModel(page, { name: `E2E concept ${uniqueTag()}` });
    const edit = `/process-model/${model.id}`;
    await openEditor(page, edit);
    expect(await steps(page).count()).toBe(3);

    // A change that is not saved: an activity dropped on the start step.
    await toolbarItem(page, t, 'activity').dragTo(steps(page, 'start'));
    await expect.poll(() => steps(page).count()).toBe(4);
    await page.getByTestId('editor-unsaved').waitFor();
    await expect.poll(() => hasDraft(page, model.id)).toBe(true);

    // A reload gets the browser's own question first; the editor then offers the unsaved version.
    const questions: string[] = [];
    page.once('dialog', (dialog) => {
      questions.push(dialog.type());
      void dialog.accept();
    });
    await page.reload();
    await steps(page).first().waitFor();
    expect(questions).toEqual(['beforeunload']);
    const notice = draftNotice(page, t);
    await notice.waitFor();
    expect(await steps(page).count()).toBe(3);
    await notice.getByRole('button', { name: t.editor.draft.restore, exact: true }).click();
    await notice.waitFor({ state: 'detached' });
    await expect.poll(() => steps(page).count()).toBe(4);
    await page.getByTestId('editor-unsaved').waitFor();

    // Leaving for another page asks first: Stay keeps the editor and the change.
    const leave = page.getByRole('dialog', { name: t.editor.leave.title });
    await mainNavigation(page, t).getByRole('link', { name: t.nav.processes, exact: true }).click();
    await leave.waitFor();
    await leave.getByRole('button', { name: t.editor.leave.stay, exact: true }).click();
    await leave.waitFor({ state: 'detached' });
    await waitForPath(page, edit);
    expect(await steps(page).count()).toBe(4);

    // Exit asks when the change would be lost (ED-15's dialog, at its address); its close button stays.
    await toolbarButton(page, t, t.editor.toolbar.exit).click();
    await waitForPath(page, `${edit}/exit`);
    const exit = page.getByRole('dialog', { name: t['editor-dialogs'].exit.title });
    expect(await exit.innerText()).toContain(t['editor-dialogs'].exit.unsaved);
    await exit.getByRole('button', { name: t.common.close }).first().click();
    await exit.waitFor({ state: 'detached' });
    await waitForPath(page, edit);
    expect(await steps(page).count()).toBe(4);

    // Leave without saving leaves, and the unsaved version is gone with it.
    await mainNavigation(page, t).getByRole('link', { name: t.nav.home, exact: true }).click();
    await leave.getByRole('button', { name: t.editor.leave.discard, exact: true }).click();
    await waitForPath(page, '/');
    expect(await hasDraft(page, model.id)).toBe(false);
    await openEditor(page, edit);
    expect(await steps(page).count()).toBe(3);
    expect(await draftNotice(page, t).count()).toBe(0);
  });

  it('issue 4 item 12: a stale save is refused (409); Reload shows the newer version and keeps mine', async () => {
    const mine = await signedInPage(browser, locale, MODELER);
    mine.allowConsoleError(/status of 409/);
    const model = await createModel(mine.page, { name: `E2E conflict ${uniqueTag()}` });
    const edit = `/process-model/${model.id}`;
    const saveTitle = t['editor-dialogs'].save.title;

    // The same user in a second browser opens the model too.
    const theirs = await browser.openPage({ locale });
    await signInWithPassword(theirs.page, mine.user.email, mine.user.password);
    await openEditor(mine.page, edit);
    await openEditor(theirs.page, edit);

    // They add an activity and save first.
    await toolbarItem(theirs.page, t, 'activity').dragTo(steps(theirs.page, 'start'));
    await expect.poll(() => steps(theirs.page).count()).toBe(4);
    await toolbarButton(theirs.page, t, t.editor.toolbar.save).click();
    await confirmIn(theirs.page, saveTitle, t['editor-dialogs'].save.confirm);
    const newer = ['activity', 'activity', 'end', 'start'];
    expect((await workingCopy(mine.page, model.id)).steps.map((step) => step.type).sort()).toEqual(newer);

    // I add a subprocess to the version I opened, and save: refused, with the explanation and Reload.
    await toolbarItem(mine.page, t, 'subprocess').dragTo(steps(mine.page, 'start'));
    const myVersion = ['activity', 'end', 'start', 'subprocess'];
    await expect.poll(() => stepTypes(mine.page)).toEqual(myVersion);
    await toolbarButton(mine.page, t, t.editor.toolbar.save).click();
    const save = mine.page.getByRole('dialog', { name: saveTitle });
    await save.getByRole('button', { name: t['editor-dialogs'].save.confirm, exact: true }).click();
    const refusal = save.getByTestId('form-danger');
    await refusal.waitFor();
    expect(await refusal.innerText()).toContain(t['editor-dialogs'].save.conflict);

    // Reload: the editor shows the newer version and offers my own version back.
    await refusal.getByRole('button', { name: t.common.reload, exact: true }).click();
    await save.waitFor({ state: 'detached' });
    await waitForPath(mine.page, edit);
    await expect.poll(() => stepTypes(mine.page)).toEqual(newer);
    const notice = draftNotice(mine.page, t);
    await notice.waitFor();
    expect(await notice.innerText()).toContain(t.editor.draft.outdated);
    await notice.getByRole('button', { name: t.editor.draft.restore, exact: true }).click();
    await expect.poll(() => stepTypes(mine.page)).toEqual(myVersion);

    // Saved deliberately now, my version replaces theirs.
    await toolbarButton(mine.page, t, t.editor.toolbar.save).click();
    await confirmIn(mine.page, saveTitle, t['editor-dialogs'].save.confirm);
    const saved: ProcessModel = await workingCopy(mine.page, model.id);
    expect(saved.steps.map((step) => step.type).sort()).toEqual(myVersion);
  });
});
