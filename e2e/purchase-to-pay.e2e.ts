import { randomUUID } from 'node:crypto';
import { childrenByWeight, NO_ROLE, type ProcessModel, READABLE_SCALE, type Step } from '@stroomlijn/domain';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApi, field, listedOptions, signedInPage, uniqueTag } from './support/admin-area';
import { LOCALES, type Texts, textsFor } from './support/app';
import { useBrowser } from './support/browser';
import { arrowToOption, countKeys, pressUntil, tabUntil } from './support/keyboard';
import { fill, focusedItem, focusedText } from './support/outline';
import {
  canvas,
  confirmIn,
  createPublishedModel,
  dragToPlace,
  stepBox,
  toolbarButton,
  toolbarItem,
  workingCopy,
} from './support/process-models';
import { createRole } from './support/workflow-forms';

const browser = useBrowser();

/**
 * Issue 16's yardstick: the 14-step purchase-to-pay process a process consultant builds, with a
 * choice, a parallel block, a step after each block and a subprocess, once by mouse and once by
 * keyboard only.
 *
 * start → Purchase request (Purchaser) → Register request → Within budget? (choice: Approve purchase |
 * nothing) → Create purchase order → Order and notify (parallel: Send order to supplier | Notify
 * warehouse) → Receive goods (Warehouse) → Handle invoice (subprocess) → Pay invoice → Archive → end
 */
interface Setting {
  page: Page;
  model: ProcessModel;
  purchaser: string;
  warehouse: string;
  invoice: ProcessModel;
}

async function setUp(locale: (typeof LOCALES)[number]): Promise<Setting> {
  const { page } = await signedInPage(browser, locale, ['ROLE_MODELER', 'ROLE_USER', 'ROLE_USER_MANAGER']);
  const tag = uniqueTag();
  const purchaser = (await createRole(page, `Purchaser ${tag}`)).name;
  const warehouse = (await createRole(page, `Warehouse ${tag}`)).name;
  const invoice = await createPublishedModel(page, { name: `Invoice handling ${tag}` });
  // An empty model: a start step and an end step.
  const [start, end] = [randomUUID(), randomUUID()];
  const created = await callApi(page, 'POST', '/api/process_model', {
    id: randomUUID(),
    info: { name: `Purchase to pay ${tag}`, description: '' },
    owner: NO_ROLE,
    manager: NO_ROLE,
    steps: [
      { id: start, name: '', type: 'start', children: [{ id: end, weight: 1 }], actor: NO_ROLE },
      { id: end, name: '', type: 'end', children: [], actor: NO_ROLE },
    ],
    groups: [],
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return { page, model: created.body as ProcessModel, purchaser, warehouse, invoice };
}

/** The saved model is the purchase-to-pay process: every relation, operator, actor and the subprocess. */
async function expectPurchaseToPay({ page, model, purchaser, warehouse, invoice }: Setting): Promise<void> {
  const { steps } = await workingCopy(page, model.id);
  const named = (name: string) => {
    const step = steps.find((candidate) => candidate.name === name);
    if (!step) throw new Error(`No step named ${name}`);
    return step;
  };
  const next = (step: Step) =>
    childrenByWeight(step)
      .map((child) => {
        const found = steps.find((other) => other.id === child.id) as Step;
        return found.name || found.type;
      })
      .sort();
  expect(steps).toHaveLength(14);
  expect(next(steps.find((step) => step.type === 'start') as Step)).toEqual(['Purchase request']);
  expect(next(named('Purchase request'))).toEqual(['Register request']);
  expect(next(named('Register request'))).toEqual(['Within budget?']);
  expect(named('Within budget?')).toMatchObject({ type: 'control', operator: 'CHOICE' });
  expect(next(named('Within budget?'))).toEqual(['Approve purchase', 'Create purchase order']);
  expect(next(named('Approve purchase'))).toEqual(['Create purchase order']);
  expect(next(named('Create purchase order'))).toEqual(['Order and notify']);
  expect(named('Order and notify')).toMatchObject({ type: 'control', operator: 'PARALLEL' });
  expect(next(named('Order and notify'))).toEqual(['Notify warehouse', 'Send order to supplier']);
  expect(next(named('Send order to supplier'))).toEqual(['Receive goods']);
  expect(next(named('Notify warehouse'))).toEqual(['Receive goods']);
  expect(next(named('Receive goods'))).toEqual(['Handle invoice']);
  expect(named('Handle invoice')).toMatchObject({ type: 'subprocess', process: { id: invoice.id } });
  expect(next(named('Handle invoice'))).toEqual(['Pay invoice']);
  expect(next(named('Pay invoice'))).toEqual(['Archive']);
  expect(next(named('Archive'))).toEqual(['end']);
  expect(named('Purchase request').actor.name).toBe(purchaser);
  expect(named('Receive goods').actor.name).toBe(warehouse);
}

async function saveAndCheck(setting: Setting, t: Texts): Promise<void> {
  const { page } = setting;
  await toolbarButton(page, t, t.editor.toolbar.save).click();
  await confirmIn(page, t['editor-dialogs'].save.title, t['editor-dialogs'].save.confirm);
  await page.getByTestId('editor-unsaved').waitFor({ state: 'detached' });
  await expectPurchaseToPay(setting);
}

// ---------------------------------------------------------------------------------------------------
// By mouse

const idOf = async (step: Locator) => (await step.getAttribute('data-step-id')) as string;

/** Double-clicks the step, and in the edit-step dialog names it and picks what is given, by mouse. */
async function editByMouse(
  page: Page,
  t: Texts,
  step: Locator,
  name: string,
  options: { actor?: string; operator?: 'CHOICE' | 'PARALLEL'; process?: string } = {},
): Promise<void> {
  const texts = t['editor-dialogs'].step;
  await step.dblclick();
  const dialog = page.getByRole('dialog', { name: texts.title });
  await dialog.getByLabel(texts.name, { exact: true }).fill(name);
  const pick = async (label: string, option: string) => {
    await field(dialog, label).click();
    await listedOptions(page).filter({ hasText: option }).first().click();
  };
  if (options.actor) await pick(texts.actor, options.actor);
  if (options.operator) await pick(texts.operator, texts[`operator-${options.operator}`]);
  if (options.process) await pick(texts.process, options.process);
  await dialog.getByRole('button', { name: texts.submit }).click();
  await dialog.waitFor({ state: 'detached' });
  await stepBox(page, name).waitFor();
}

/** The newest step of a type: the one no step of that type had an id of before the drop. */
async function dropped(page: Page, type: string, before: readonly string[]): Promise<Locator> {
  const selector = `.pm-step[data-type="${type}"]`;
  await expect.poll(() => canvas(page).locator(selector).count()).toBe(before.length + 1);
  const ids = await canvas(page)
    .locator(selector)
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-step-id') as string));
  const id = ids.find((candidate) => !before.includes(candidate)) as string;
  return canvas(page).locator(`[data-step-id="${id}"]`);
}

async function idsOf(page: Page, type: string): Promise<string[]> {
  return canvas(page)
    .locator(`.pm-step[data-type="${type}"]`)
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-step-id') as string));
}

/** Drags a toolbar item onto a step (or, given a place key, onto that place) and answers the new step. */
async function add(
  page: Page,
  t: Texts,
  item: 'activity' | 'control' | 'subprocess',
  onto: Locator | string,
): Promise<Locator> {
  const before = await idsOf(page, item);
  if (typeof onto === 'string') await dragToPlace(page, toolbarItem(page, t, item), onto);
  else await toolbarItem(page, t, item).dragTo(onto);
  return dropped(page, item, before);
}

async function buildByMouse(setting: Setting, t: Texts): Promise<void> {
  const { page, purchaser, warehouse, invoice } = setting;
  const start = canvas(page).locator('.pm-step[data-type="start"]');
  const end = canvas(page).locator('.pm-step[data-type="end"]');
  const endId = await idOf(end);

  await editByMouse(page, t, await add(page, t, 'activity', start), 'Purchase request', { actor: purchaser });
  await editByMouse(
    page,
    t,
    await add(page, t, 'activity', stepBox(page, 'Purchase request')),
    'Register request',
  );
  const budget = await add(page, t, 'control', stepBox(page, 'Register request'));
  await editByMouse(page, t, budget, 'Within budget?', { operator: 'CHOICE' });
  const budgetId = await idOf(budget);
  // A drop on the control opens a branch; the branch it had already stays empty and says it skips.
  await editByMouse(page, t, await add(page, t, 'activity', budget), 'Approve purchase');
  await canvas(page).locator(`[data-skips="${budgetId}>${endId}"]`).waitFor();
  // After the block, where its branches join.
  await editByMouse(page, t, await add(page, t, 'activity', `after>${budgetId}`), 'Create purchase order');

  const parallel = await add(page, t, 'control', stepBox(page, 'Create purchase order'));
  await editByMouse(page, t, parallel, 'Order and notify', { operator: 'PARALLEL' });
  const parallelId = await idOf(parallel);
  await editByMouse(page, t, await add(page, t, 'activity', parallel), 'Send order to supplier');
  // Into the branch that had no step yet.
  await editByMouse(page, t, await add(page, t, 'activity', `${parallelId}>${endId}`), 'Notify warehouse');
  await editByMouse(page, t, await add(page, t, 'activity', `after>${parallelId}`), 'Receive goods', {
    actor: warehouse,
  });
  await editByMouse(
    page,
    t,
    await add(page, t, 'subprocess', stepBox(page, 'Receive goods')),
    'Handle invoice',
    {
      process: invoice.info.name,
    },
  );
  await editByMouse(page, t, await add(page, t, 'activity', stepBox(page, 'Handle invoice')), 'Pay invoice');
  await editByMouse(page, t, await add(page, t, 'activity', stepBox(page, 'Pay invoice')), 'Archive');
}

// ---------------------------------------------------------------------------------------------------
// By keyboard only, in the outline

/** Presses `key` until `done` holds (at most `limit` times). */
/** Home, then down the tree to the item whose label starts with `label`. */
async function focusOn(page: Page, label: string): Promise<void> {
  await page.keyboard.press('Home');
  await pressUntil(
    page,
    'ArrowDown',
    () => focusedItem(page),
    (item) => (item ?? '').startsWith(label),
    40,
  );
}

/** Insert on the focused item, then the menu entry with this text, then Enter. */
async function insert(page: Page, entry: string): Promise<void> {
  await page.keyboard.press('Insert');
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('menuitem');
  await pressUntil(
    page,
    'ArrowDown',
    () => focusedText(page),
    (text) => text === entry,
    15,
  );
  await page.keyboard.press('Enter');
}

/** Tabs to a field of the dialog (forward), at most ten fields on. */
async function tabTo(page: Page, field: Locator): Promise<void> {
  await tabUntil(page, () => field.evaluate((input) => input === document.activeElement), 10);
}

/** F2 on the focused step: its name and what is given, chosen by typing and the arrow keys; Enter applies. */
async function editByKeyboard(
  page: Page,
  t: Texts,
  name: string,
  options: { actor?: string; operator?: 'CHOICE' | 'PARALLEL'; process?: string } = {},
  focused: (page: Page) => Promise<string | null> = focusedItem,
): Promise<void> {
  const texts = t['editor-dialogs'].step;
  const dialog = page.getByRole('dialog', { name: texts.title });
  await page.keyboard.press('F2');
  await dialog.waitFor();
  await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('INPUT');
  await page.keyboard.type(name);
  const choose = async (label: string, typed: string | null, option: string) => {
    await tabTo(page, field(dialog, label));
    if (typed) await page.keyboard.type(typed);
    else await page.keyboard.press('ArrowDown');
    await arrowToOption(page, option);
    await page.keyboard.press('Enter');
  };
  if (options.actor) await choose(texts.actor, options.actor, options.actor);
  if (options.operator) await choose(texts.operator, null, texts[`operator-${options.operator}`]);
  if (options.process) await choose(texts.process, options.process, options.process);
  await tabTo(page, dialog.getByRole('button', { name: texts.submit }));
  await page.keyboard.press('Enter');
  await dialog.waitFor({ state: 'detached' });
  await expect.poll(() => focused(page)).toContain(`: ${name}`);
}

/** Save, then its confirmation, by keyboard from the Save button. */
async function saveByKeyboard(setting: Setting, t: Texts): Promise<void> {
  const { page } = setting;
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: t['editor-dialogs'].save.title });
  await dialog.waitFor();
  await tabTo(page, dialog.getByRole('button', { name: t['editor-dialogs'].save.confirm, exact: true }));
  await page.keyboard.press('Enter');
  await dialog.waitFor({ state: 'detached' });
  await page.getByTestId('editor-unsaved').waitFor({ state: 'detached' });
  await expectPurchaseToPay(setting);
}

async function buildByKeyboard(setting: Setting, t: Texts): Promise<void> {
  const { page, purchaser, warehouse, invoice } = setting;
  const o = t.editor.outline;
  const type = t.editor['step-type'];
  const item = (kind: 'activity' | 'control' | 'subprocess') => type[kind];

  // The outline, from the toolbar by keyboard; Tab reaches the tree.
  const toggle = toolbarButton(page, t, t.editor.toolbar.outline);
  await toggle.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('tree', { name: o.label }).waitFor();
  await tabUntil(page, async () => (await focusedItem(page)) !== null, 80);

  await focusOn(page, `${type.start}:`);
  await insert(page, fill(o.place.after, { item: item('activity') }));
  await editByKeyboard(page, t, 'Purchase request', { actor: purchaser });
  await insert(page, fill(o.place.after, { item: item('activity') }));
  await editByKeyboard(page, t, 'Register request');
  await insert(page, fill(o.place.after, { item: item('control') }));
  await editByKeyboard(page, t, 'Within budget?', { operator: 'CHOICE' });
  await insert(page, fill(o.place['new-branch'], { item: item('activity') }));
  await editByKeyboard(page, t, 'Approve purchase');
  await focusOn(page, `${type.control}: Within budget?`);
  await insert(page, fill(o.place['after-block'], { item: item('activity') }));
  await editByKeyboard(page, t, 'Create purchase order');

  await insert(page, fill(o.place.after, { item: item('control') }));
  await editByKeyboard(page, t, 'Order and notify', { operator: 'PARALLEL' });
  await insert(page, fill(o.place['new-branch'], { item: item('activity') }));
  await editByKeyboard(page, t, 'Send order to supplier');
  // The parallel block's first branch has no step yet: it goes straight on to the end.
  await focusOn(page, `${type.control}: Order and notify`);
  await page.keyboard.press('ArrowRight');
  await pressUntil(
    page,
    'ArrowDown',
    () => focusedItem(page),
    (item) => (item ?? '').startsWith(fill(o.branch, { position: 1, count: 2 })),
  );
  await insert(page, fill(o.place['in-empty-branch'], { item: item('activity') }));
  await editByKeyboard(page, t, 'Notify warehouse');
  await focusOn(page, `${type.control}: Order and notify`);
  await insert(page, fill(o.place['after-block'], { item: item('activity') }));
  await editByKeyboard(page, t, 'Receive goods', { actor: warehouse });
  await insert(page, fill(o.place.after, { item: item('subprocess') }));
  await editByKeyboard(page, t, 'Handle invoice', { process: invoice.info.name });
  await insert(page, fill(o.place.after, { item: item('activity') }));
  await editByKeyboard(page, t, 'Pay invoice');
  await insert(page, fill(o.place.after, { item: item('activity') }));
  await editByKeyboard(page, t, 'Archive');
}

// ---------------------------------------------------------------------------------------------------
// By keyboard only, on the canvas

/** The label of the focused step of the canvas, or null. */
function focusedStep(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const active = document.activeElement;
    return active?.hasAttribute('data-step-id') ? active.getAttribute('aria-label') : null;
  });
}

/** The key that goes from the canvas to the toolbar. */
const TO_TOOLBAR: string | null = 'Shift+F6';

/**
 * Moves the focus to `target`: `first` (a key between the editor's regions) when given, then Tab or
 * Shift+Tab towards it, one press at a time.
 */
async function reach(page: Page, target: Locator, first: string | null): Promise<void> {
  const focused = () => target.evaluate((element) => element === document.activeElement);
  if (first) await page.keyboard.press(first);
  for (let press = 0; press < 300 && !(await focused()); press++) {
    const after = await target.evaluate((element) => {
      const active = document.activeElement ?? document.body;
      return (active.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
    });
    await page.keyboard.press(after ? 'Tab' : 'Shift+Tab');
  }
  expect(await focused(), 'Tab and Shift+Tab 300 times').toBe(true);
}

/** The arrow keys along the flow until the step named `name` has the focus. */
async function arrowToStep(page: Page, key: 'ArrowUp' | 'ArrowDown', name: string): Promise<void> {
  await pressUntil(
    page,
    key,
    () => focusedStep(page),
    (label) => (label ?? '').endsWith(`: ${name}`),
  );
}

/** The toolbar's item for `kind`, pressed: a new step after the selected step (or a branch of a control). */
async function insertFromToolbar(page: Page, t: Texts, kind: 'activity' | 'control' | 'subprocess') {
  const placeholder = t.editor.placeholder[kind];
  await reach(page, toolbarItem(page, t, kind), TO_TOOLBAR);
  await page.keyboard.press('Enter');
  await expect.poll(() => focusedStep(page)).toBe(`${t.editor['step-type'][kind]}: ${placeholder}`);
}

async function buildOnCanvas(setting: Setting, t: Texts): Promise<void> {
  const { page, purchaser, warehouse, invoice } = setting;
  const edit = (name: string, options: Parameters<typeof editByKeyboard>[3] = {}) =>
    editByKeyboard(page, t, name, options, focusedStep);
  // Into the canvas: its first step, the start, has the focus.
  await tabUntil(
    page,
    async () => (await focusedStep(page))?.startsWith(t.editor['step-type'].start) ?? false,
    200,
  );
  // The steps in a row first, each after the one before.
  await insertFromToolbar(page, t, 'activity');
  await edit('Purchase request', { actor: purchaser });
  for (const name of ['Register request', 'Create purchase order']) {
    await insertFromToolbar(page, t, 'activity');
    await edit(name);
  }
  await insertFromToolbar(page, t, 'activity');
  await edit('Receive goods', { actor: warehouse });
  await insertFromToolbar(page, t, 'subprocess');
  await edit('Handle invoice', { process: invoice.info.name });
  for (const name of ['Pay invoice', 'Archive']) {
    await insertFromToolbar(page, t, 'activity');
    await edit(name);
  }
  // The choice after Register request: an item inserted on a control opens a branch; the branch the
  // control had stays empty (nothing to approve).
  await arrowToStep(page, 'ArrowUp', 'Register request');
  await insertFromToolbar(page, t, 'control');
  await edit('Within budget?', { operator: 'CHOICE' });
  await insertFromToolbar(page, t, 'activity');
  await edit('Approve purchase');
  // The parallel block after Create purchase order: its second branch takes the place of the empty one.
  await arrowToStep(page, 'ArrowDown', 'Create purchase order');
  await insertFromToolbar(page, t, 'control');
  await edit('Order and notify', { operator: 'PARALLEL' });
  await insertFromToolbar(page, t, 'activity');
  await edit('Send order to supplier');
  await arrowToStep(page, 'ArrowUp', 'Order and notify');
  await insertFromToolbar(page, t, 'activity');
  await edit('Notify warehouse');
}

/**
 * The most keys, other than typed text, that the keyboard-only builds may take (measured, plus a small
 * margin), so that the count cannot creep back: on the canvas 201 (before the canvas became one tab stop
 * the toolbar lay 3–5 stops per step away, and its insert landed after the start step), in the outline 144.
 */
const CANVAS_KEYS = 210;
const OUTLINE_KEYS = 150;

describe.each(LOCALES)('purchase to pay (%s)', (locale) => {
  const t = textsFor(locale);

  it('issue 16: the 14-step purchase-to-pay process built by mouse (drops on steps, an empty branch and after each block)', async () => {
    const setting = await setUp(locale);
    const { page, model } = setting;
    // A tall window, so that the whole process stays in view at a readable scale while it grows.
    await page.setViewportSize({ width: 1280, height: 2000 });
    await page.goto(`/process-model/${model.id}`);
    await canvas(page).locator('.pm-step[data-type="start"]').waitFor();
    await buildByMouse(setting, t);
    await saveAndCheck(setting, t);
  });

  it('issue 16: the 14-step purchase-to-pay process built by keyboard only, in the outline', async () => {
    const setting = await setUp(locale);
    const { page, model } = setting;
    await page.goto(`/process-model/${model.id}`);
    await canvas(page).locator('.pm-step[data-type="start"]').waitFor();
    const keys = countKeys(page);
    await buildByKeyboard(setting, t);
    // Zoom fit keeps the names readable (10 px): the 13 rows do not fit at that scale, so the diagram scrolls.
    await toolbarButton(page, t, t.editor.toolbar['zoom-fit']).focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(async () => (await page.getByTestId('editor-scale').innerText()).trim())
      .toBe(`${Math.round(READABLE_SCALE * 100)}%`);
    await toolbarButton(page, t, t.editor.toolbar.save).focus();
    await saveByKeyboard(setting, t);
    // 12 steps built and saved: 381 keys, 237 of them typed (names, and a role or model to find).
    expect(keys.count - keys.typed, 'keys pressed other than typed text').toBeLessThanOrEqual(OUTLINE_KEYS);
  });

  it('the 14-step purchase-to-pay process built by keyboard only, on the canvas', async () => {
    const setting = await setUp(locale);
    const { page, model } = setting;
    await page.goto(`/process-model/${model.id}`);
    await canvas(page).locator('.pm-step[data-type="start"]').waitFor();
    const keys = countKeys(page);
    await buildOnCanvas(setting, t);
    await reach(page, toolbarButton(page, t, t.editor.toolbar.save), TO_TOOLBAR);
    await saveByKeyboard(setting, t);
    // 12 steps built and saved: 438 keys, 237 of them typed.
    expect(keys.count - keys.typed, 'keys pressed other than typed text').toBeLessThanOrEqual(CANVAS_KEYS);
  });
});
