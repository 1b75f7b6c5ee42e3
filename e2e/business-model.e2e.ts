import { randomUUID } from 'node:crypto';
import {
  type BusinessModel,
  type BusinessModelUpdate,
  DEFAULT_BUSINESS_MODEL_ID,
  type ProcessGroup,
} from '@stroomlijn/domain';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApi, field, pickOption, signedInPage, uniqueTag } from './support/admin-area';
import {
  fieldErrorOf,
  interpolate,
  isCall,
  LOCALES,
  mainNavigation,
  type Texts,
  textsFor,
  waitForPath,
} from './support/app';
import { useBrowser } from './support/browser';
import { appUrl } from './support/context';
import { createPublishedModel, toolbarButton } from './support/process-models';

// The business model is ONE shared record in the e2e database: every test here scopes what it checks
// to the process groups it creates itself (unique names), and the tests of this file run in order.

const browser = useBrowser();

const MODEL_PATH = `/api/business_model/${DEFAULT_BUSINESS_MODEL_ID}`;
const EDITOR = ['ROLE_EDITOR'] as const;
const MODELER = ['ROLE_MODELER'] as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

type GroupKey = 'manageOrganisation' | 'primaryProcesses' | 'supportOrganisation' | 'evaluation';

/** One of the four groups of the landscape, whatever its current title. */
function group(page: Page, key: GroupKey): Locator {
  return page.getByTestId('business-model-landscape').locator(`section[data-group="${key}"]`);
}

/** The current title of a group (a rename by another test may have changed it). */
async function groupTitle(page: Page, key: GroupKey): Promise<string> {
  return (await group(page, key).getByRole('heading', { level: 2 }).innerText()).trim();
}

/** A process group by its (unique) title. */
function processGroup(page: Page, name: string): Locator {
  return page.getByRole('region', { name, exact: true });
}

/** A button by the accessible name the template gives it for `name`. */
function action(scope: Page | Locator, template: string, name: string): Locator {
  return scope.getByRole('button', { name: interpolate(template, { name }), exact: true });
}

/** The texts of the entries of a process group, in order. */
function entries(scope: Locator): Promise<string[]> {
  return scope.locator('li [data-kind]').allInnerTexts();
}

/** The landscape is shown and no save runs. */
async function settled(page: Page): Promise<void> {
  await page.getByTestId('business-model-landscape').waitFor();
  await page.locator('[aria-busy="true"]').waitFor({ state: 'detached' });
}

/** Opens the business model and turns on edit mode. */
async function openEditMode(page: Page, t: Texts): Promise<void> {
  await page.goto('/business-model');
  await settled(page);
  const edit = page.getByRole('button', { name: t['business-model'].edit, exact: true });
  await edit.click();
  expect(await edit.getAttribute('aria-pressed')).toBe('true');
}

/** Runs `act`, which must cause exactly one save; answers what was sent and what came back (BM-20). */
async function saving(
  page: Page,
  act: () => Promise<void>,
): Promise<{ sent: BusinessModelUpdate; saved: BusinessModel }> {
  const answer = page.waitForResponse((response) => isCall(response.request(), 'PUT', '/api/business_model'));
  await act();
  const response = await answer;
  expect(response.status(), await response.text()).toBe(200);
  await settled(page);
  return {
    sent: response.request().postDataJSON() as BusinessModelUpdate,
    saved: (await response.json()) as BusinessModel,
  };
}

/** Counts the saves from now on. */
function countSaves(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (isCall(request, 'PUT', '/api/business_model')) count += 1;
  });
  return () => count;
}

/** Submits a dialog through its button and waits until it is gone. */
async function submit(dialog: Locator, label: string): Promise<void> {
  await dialog.getByRole('button', { name: label, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** Adds a process group with this title to a group through its dialog; answers its id. */
async function addProcessGroup(page: Page, t: Texts, key: GroupKey, name: string): Promise<string> {
  const bm = t['business-model'];
  const title = await groupTitle(page, key);
  const before = await page
    .locator('[data-process-group-id]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-process-group-id')));
  const { sent } = await saving(page, async () => {
    await action(group(page, key), bm.action['add-process-group'], title).click();
    const dialog = page.getByRole('dialog', {
      name: interpolate(bm.dialog['add-process-group'], { name: title }),
    });
    if (name !== '') await field(dialog, bm.field['process-group-name']).fill(name);
    await submit(dialog, bm.submit.add);
  });
  const index = { manageOrganisation: 0, primaryProcesses: 1, supportOrganisation: 2, evaluation: 3 }[key];
  const added = (sent.groups[index]?.items ?? []).filter((each) => !before.includes(each.id));
  expect(added).toHaveLength(1);
  return added[0]?.id as string;
}

/** The current model, read through the API as the page's user. */
async function currentModel(page: Page): Promise<BusinessModel> {
  const { status, body } = await callApi(page, 'GET', MODEL_PATH);
  expect(status).toBe(200);
  return body as BusinessModel;
}

/** Saves the current model through the API with `change` applied to the process groups of one group. */
async function changeThroughApi(
  page: Page,
  key: GroupKey,
  change: (processGroups: ProcessGroup[]) => ProcessGroup[],
): Promise<BusinessModel> {
  const model = await currentModel(page);
  const index = { manageOrganisation: 0, primaryProcesses: 1, supportOrganisation: 2, evaluation: 3 }[key];
  const groups = model.groups.map((each, at) =>
    at === index ? { ...each, items: change(each.items) } : each,
  );
  const { status, body } = await callApi(page, 'PUT', '/api/business_model', { ...model, groups });
  expect(status, JSON.stringify(body)).toBe(200);
  return body as BusinessModel;
}

describe.each(LOCALES)('business model (%s)', (locale) => {
  const t = textsFor(locale);
  const bm = t['business-model'];

  it('BM-01, BM-03, BM-04, BM-08, BM-19, BM-22: every user opens the landscape of four groups; without ROLE_EDITOR it is read-only', async () => {
    const editor = await signedInPage(browser, locale, EDITOR);
    // BM-19: a group without process groups says so (the editor empties evaluation first).
    await changeThroughApi(editor.page, 'evaluation', () => []);

    const { page } = await signedInPage(browser, locale, []);
    await page.goto('/');
    await mainNavigation(page, t).getByRole('link', { name: t.nav['business-model'], exact: true }).click();
    await waitForPath(page, '/business-model');
    await page.getByRole('heading', { level: 1, name: bm.title, exact: true }).waitFor();
    await settled(page);
    // BM-03: the four fixed groups in their standard titles, in this language.
    expect(
      await page.getByTestId('business-model-landscape').getByRole('heading', { level: 2 }).allInnerTexts(),
    ).toEqual([
      bm.group['manage-organisation'],
      bm.group['primary-processes'],
      bm.group['support-organisation'],
      bm.group.evaluation,
    ]);
    expect(await group(page, 'evaluation').getByTestId('empty-group').innerText()).toBe(bm['empty-group']);
    // BM-04: three groups stacked on the left; evaluation on the right, from the top of the first to the
    // bottom of the third.
    const box = async (key: GroupKey) => {
      const found = await group(page, key).boundingBox();
      if (!found) throw new Error(`${key} is not shown`);
      return found;
    };
    const [manage, primary, support, evaluation] = await Promise.all(
      (['manageOrganisation', 'primaryProcesses', 'supportOrganisation', 'evaluation'] as const).map(box),
    );
    if (!manage || !primary || !support || !evaluation) throw new Error('four groups expected');
    expect([primary.x, support.x]).toEqual([manage.x, manage.x]);
    expect(manage.y + manage.height).toBeLessThanOrEqual(primary.y);
    expect(primary.y + primary.height).toBeLessThanOrEqual(support.y);
    expect(evaluation.x).toBeGreaterThanOrEqual(manage.x + manage.width);
    expect(Math.abs(evaluation.y - manage.y)).toBeLessThan(2);
    expect(Math.abs(evaluation.y + evaluation.height - (support.y + support.height))).toBeLessThan(2);
    // BM-08: no edit mode and no edit controls without ROLE_EDITOR.
    expect(await page.getByRole('button', { name: bm.edit, exact: true }).count()).toBe(0);
    expect(await page.getByTestId('business-model-landscape').getByRole('button').count()).toBe(0);
  });

  it('BM-05, BM-08..BM-12, BM-19, BM-20, BM-25: an editor renames a group and adds, renames and deletes process groups', async () => {
    const { page } = await signedInPage(browser, locale, EDITOR);
    const tag = uniqueTag();
    await openEditMode(page, t);
    const saves = countSaves(page);

    // BM-09, BM-20: one PUT of the whole model per change; the screen shows the saved name.
    const standard = bm.group['support-organisation'];
    const renamed = `${standard} ${tag}`;
    const rename = async (from: string, to: string) =>
      saving(page, async () => {
        await action(page, bm.action['rename-group'], from).click();
        const dialog = page.getByRole('dialog', {
          name: interpolate(bm.dialog['rename-group'], { name: from }),
        });
        await field(dialog, bm.field['group-name']).fill(to);
        await submit(dialog, t.common.save);
      });
    const first = await rename(await groupTitle(page, 'supportOrganisation'), renamed);
    expect(first.sent.groups[2]?.name).toBe(renamed);
    expect(first.sent.updatedAt).toBeLessThan(first.saved.updatedAt);
    expect(await groupTitle(page, 'supportOrganisation')).toBe(renamed);
    // An empty name brings back the standard title in the user's language.
    await rename(renamed, '');
    expect(await groupTitle(page, 'supportOrganisation')).toBe(standard);

    // BM-05, BM-10, BM-25, BM-19: an untitled process group, its id made in the browser, shows the empty state.
    const untitledId = await addProcessGroup(page, t, 'supportOrganisation', '');
    expect(untitledId).toMatch(UUID);
    const untitled = page.locator(`[data-process-group-id="${untitledId}"]`);
    expect(await untitled.getByRole('heading').count()).toBe(0);
    expect(await untitled.getByTestId('empty-process-group').innerText()).toBe(bm['empty-process-group']);

    // BM-10, BM-11: a titled one, renamed.
    const name = `Verkoop ${tag}`;
    await addProcessGroup(page, t, 'supportOrganisation', name);
    await processGroup(page, name).waitFor();
    await saving(page, async () => {
      await action(page, bm.action['rename-process-group'], name).click();
      const dialog = page.getByRole('dialog', {
        name: interpolate(bm.dialog['rename-process-group'], { name }),
      });
      await field(dialog, bm.field['process-group-name']).fill(`${name} 2`);
      await submit(dialog, t.common.save);
    });
    await processGroup(page, `${name} 2`).waitFor();
    expect(await processGroup(page, name).count()).toBe(0);

    // BM-12: deleted after the question; the untitled one goes too.
    await saving(page, async () => {
      await action(page, bm.action['delete-process-group'], `${name} 2`).click();
      await submit(page.getByRole('dialog', { name: bm.dialog['delete-process-group'] }), bm.submit.delete);
    });
    expect(await processGroup(page, `${name} 2`).count()).toBe(0);
    const untitledName = await untitled.getAttribute('aria-label');
    await saving(page, async () => {
      await action(untitled, bm.action['delete-process-group'], untitledName ?? '').click();
      await submit(page.getByRole('dialog', { name: bm.dialog['delete-process-group'] }), bm.submit.delete);
    });
    expect(await untitled.count()).toBe(0);
    // Two renames, two adds, a rename and two deletes: one save each.
    expect(saves()).toBe(7);

    // The saved state is what a reload shows.
    await page.reload();
    await settled(page);
    expect(await groupTitle(page, 'supportOrganisation')).toBe(standard);
    expect(await processGroup(page, `${name} 2`).count()).toBe(0);
  });

  it('BM-02, BM-06, BM-07, BM-13..BM-18: processes and links are added, moved, deleted and opened', async () => {
    const tag = uniqueTag();
    const modeler = await signedInPage(browser, locale, MODELER);
    const first = await createPublishedModel(modeler.page, { name: `Intake ${tag}` });
    const second = await createPublishedModel(modeler.page, { name: `Offerte ${tag}` });
    const { page, context } = await signedInPage(browser, locale, EDITOR);
    await openEditMode(page, t);
    const saves = countSaves(page);
    const name = `Klanten ${tag}`;
    const other = `Leveranciers ${tag}`;
    await addProcessGroup(page, t, 'primaryProcesses', name);
    await addProcessGroup(page, t, 'primaryProcesses', other);
    const box = processGroup(page, name);

    // BM-13: submitting with none chosen just closes the dialog and saves nothing.
    const addProcessDialog = page.getByRole('dialog', {
      name: interpolate(bm.dialog['add-process'], { name }),
    });
    const savesBefore = saves();
    await action(box, bm.action['add-process'], name).click();
    await submit(addProcessDialog, bm.submit.add);
    expect(saves()).toBe(savesBefore);
    expect(await box.getByTestId('empty-process-group').innerText()).toBe(bm['empty-process-group']);
    // BM-13: a published model picked by name.
    for (const model of [first, second]) {
      await saving(page, async () => {
        await action(box, bm.action['add-process'], name).click();
        await pickOption(page, field(addProcessDialog, bm.field.process), model.info.name, model.info.name);
        await submit(addProcessDialog, bm.submit.add);
      });
    }

    // BM-14: the address must be a web address ('invalid-url'), and the link needs a name.
    const linkDialog = page.getByRole('dialog', { name: interpolate(bm.dialog['add-link'], { name }) });
    await action(box, bm.action['add-link'], name).click();
    const url = field(linkDialog, bm.field.url);
    await url.fill('intranet wiki');
    await linkDialog.getByRole('button', { name: bm.submit.add, exact: true }).click();
    expect(await fieldErrorOf(url)).toBe(t.field['invalid-url']);
    expect(await fieldErrorOf(field(linkDialog, bm.field['link-name']))).toBe(t.field['not-empty']);
    expect(saves()).toBe(savesBefore + 2);
    const address = appUrl(`/?tag=${tag}`);
    await url.fill(address);
    await field(linkDialog, bm.field['link-name']).fill(`Handboek ${tag}`);
    await saving(page, () => submit(linkDialog, bm.submit.add));
    expect(await entries(box)).toEqual([first.info.name, second.info.name, `Handboek ${tag}`]);

    // BM-18: the first entry cannot move backward, the last not forward.
    expect(await action(box, bm.action['move-item-backward'], first.info.name).count()).toBe(0);
    expect(await action(box, bm.action['move-item-forward'], first.info.name).count()).toBe(1);
    expect(await action(box, bm.action['move-item-forward'], `Handboek ${tag}`).count()).toBe(0);
    // BM-16: moves within the process group.
    await saving(page, () => action(box, bm.action['move-item-backward'], `Handboek ${tag}`).click());
    expect(await entries(box)).toEqual([first.info.name, `Handboek ${tag}`, second.info.name]);
    await saving(page, () => action(box, bm.action['move-item-forward'], first.info.name).click());
    expect(await entries(box)).toEqual([`Handboek ${tag}`, first.info.name, second.info.name]);

    // BM-17, BM-18: process groups move within their group.
    const order = async () =>
      (await group(page, 'primaryProcesses').getByRole('heading', { level: 3 }).allInnerTexts()).filter(
        (text) => [name, other].includes(text),
      );
    expect(await order()).toEqual([name, other]);
    expect(await action(page, bm.action['move-process-group-forward'], other).count()).toBe(0);
    await saving(page, () => action(page, bm.action['move-process-group-backward'], other).click());
    expect(await order()).toEqual([other, name]);

    // BM-07: the external link opens in a new tab, without a handle on this one.
    const link = box.getByRole('link', { name: `Handboek ${tag}`, exact: true });
    expect([await link.getAttribute('target'), await link.getAttribute('rel')]).toEqual([
      '_blank',
      'noopener noreferrer',
    ]);
    const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await tab.waitForURL((opened) => opened.search === `?tag=${tag}`);
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    await tab.close();

    // BM-15: an entry is deleted.
    await saving(page, () => action(box, bm.action['delete-item'], `Handboek ${tag}`).click());
    await saving(page, () => action(box, bm.action['delete-item'], second.info.name).click());
    expect(await entries(box)).toEqual([first.info.name]);
    expect(await action(box, bm.action['move-item-forward'], first.info.name).count()).toBe(0);

    // BM-06, BM-02: a process opens its published model read-only; Exit returns to the landscape.
    await box.getByRole('link', { name: first.info.name, exact: true }).click();
    await waitForPath(page, `/business-model/${first.id}/view`);
    await page.getByTestId('process-canvas').waitFor();
    expect(await page.getByTestId('editor-title').innerText()).toBe(first.info.name);
    expect(await toolbarButton(page, t, t.editor.toolbar.save).count()).toBe(0);
    // In view mode nothing can be lost: Exit asks nothing.
    await toolbarButton(page, t, t.editor.toolbar.exit).click();
    await waitForPath(page, '/business-model');
    expect(await page.getByRole('dialog', { name: t['editor-dialogs'].exit.title }).count()).toBe(0);
    await processGroup(page, name).waitFor();
  });

  it('BM-06, BM-08, unavailable: a reader follows links; a deleted model shows as unavailable', async () => {
    const tag = uniqueTag();
    const modeler = await signedInPage(browser, locale, MODELER);
    const model = await createPublishedModel(modeler.page, { name: `Werving ${tag}` });
    const editor = await signedInPage(browser, locale, EDITOR);
    const name = `Personeel ${tag}`;
    await changeThroughApi(editor.page, 'manageOrganisation', (processGroups) => [
      ...processGroups,
      {
        id: randomUUID(),
        name,
        items: [
          { processModelId: model.id, name: '' },
          { url: 'https://example.org/handbook', name: `Handboek ${tag}` },
        ],
      },
    ]);

    const { page } = await signedInPage(browser, locale, []);
    await page.goto('/business-model');
    await settled(page);
    const box = processGroup(page, name);
    // The server names a process link after its published model.
    expect(await entries(box)).toEqual([model.info.name, `Handboek ${tag}`]);
    expect(await box.getByRole('button').count()).toBe(0);
    const link = box.getByRole('link', { name: model.info.name, exact: true });
    expect(await link.getAttribute('href')).toBe(`/business-model/${model.id}/view`);

    // Deleting the model makes its entry unavailable: no link, a clear mark.
    const { status } = await callApi(modeler.page, 'DELETE', `/api/process_model/${model.id}`);
    expect(status).toBe(204);
    await page.reload();
    await settled(page);
    expect(await box.getByRole('link', { name: model.info.name }).count()).toBe(0);
    const unavailable = box.locator('[data-kind="unavailable-process"]');
    // (The mark's text is drawn in capitals: read the text itself.)
    expect(await unavailable.textContent()).toBe(`${model.info.name}${bm.unavailable}`);
    expect(await unavailable.getAttribute('title')).toBe(bm['unavailable-hint']);

    // An editor still removes it.
    await openEditMode(editor.page, t);
    await saving(editor.page, () =>
      action(processGroup(editor.page, name), bm.action['delete-item'], model.info.name).click(),
    );
    expect(await entries(processGroup(editor.page, name))).toEqual([`Handboek ${tag}`]);
  });

  it('BM-20: a change based on an outdated version is refused; the screen loads the current one and says so', async () => {
    const tag = uniqueTag();
    const { page, allowConsoleError } = await signedInPage(browser, locale, EDITOR);
    allowConsoleError(/status of 409/);
    await openEditMode(page, t);
    const name = `Eerste ${tag}`;
    await addProcessGroup(page, t, 'evaluation', name);
    // Someone else saves meanwhile.
    const theirs = `Tweede ${tag}`;
    await changeThroughApi(page, 'evaluation', (processGroups) => [
      ...processGroups,
      { id: randomUUID(), name: theirs, items: [] },
    ]);
    expect(await processGroup(page, theirs).count()).toBe(0);
    const refused = page.waitForResponse((response) =>
      isCall(response.request(), 'PUT', '/api/business_model'),
    );
    await action(page, bm.action['delete-process-group'], name).click();
    await page
      .getByRole('dialog', { name: bm.dialog['delete-process-group'] })
      .getByRole('button', { name: bm.submit.delete, exact: true })
      .click();
    expect((await refused).status()).toBe(409);
    expect(await page.getByTestId('business-model-conflict').innerText()).toContain(bm.conflict);
    // The current model is shown: their change is there, the refused delete did not happen.
    await processGroup(page, theirs).waitFor();
    await settled(page);
    expect(await processGroup(page, name).count()).toBe(1);
    // The next change is based on the current version and is saved.
    await saving(page, async () => {
      await action(page, bm.action['delete-process-group'], name).click();
      await submit(page.getByRole('dialog', { name: bm.dialog['delete-process-group'] }), bm.submit.delete);
    });
    expect(await processGroup(page, name).count()).toBe(0);
    expect(await page.getByTestId('business-model-conflict').count()).toBe(0);
  });
});
