import { NO_ROLE } from '@stroomlijn/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/accessibility';
import { callApi, signedInPage } from './support/admin-area';
import { LOCALES, textsFor, waitForPath } from './support/app';
import { useBrowser } from './support/browser';
import { fill, focusedItem } from './support/outline';
import {
  canvas,
  confirmIn,
  createModel,
  stepBox,
  steps,
  systemRole,
  toolbar,
  toolbarButton,
  toolbarItem,
} from './support/process-models';
import { createRole } from './support/workflow-forms';

const browser = useBrowser();

interface DrawnStep {
  id: string;
  type: string;
}

async function drawnSteps(page: Page): Promise<DrawnStep[]> {
  return steps(page).evaluateAll((nodes) =>
    nodes.map((node) => ({
      id: node.getAttribute('data-step-id') ?? '',
      type: node.getAttribute('data-type') ?? '',
    })),
  );
}

async function stepTypes(page: Page): Promise<string[]> {
  return (await drawnSteps(page)).map((step) => step.type).sort();
}

/** The drawn connections as `from>to` pairs. */
async function connections(page: Page): Promise<string[]> {
  return canvas(page)
    .locator('svg.pm-connections path[data-from]')
    .evaluateAll((paths) =>
      paths.map((path) => `${path.getAttribute('data-from')}>${path.getAttribute('data-to')}`),
    );
}

async function scale(page: Page): Promise<string> {
  return (await page.getByTestId('editor-scale').innerText()).trim();
}

/**
 * Steps of a model written by hand, numbered: `id(n)` is a fixed id ending in `prefix` and n, `step(n, …)`
 * a step with relations to the numbered steps `next`, in that order.
 */
function numberedSteps(prefix: string) {
  const id = (n: number) => `00000000-0000-4000-8000-00000000${prefix}${String(n).padStart(2, '0')}`;
  const step = (n: number, type: string, name: string, next: number[], extra = {}) => ({
    id: id(n),
    name,
    type,
    children: next.map((child, index) => ({ id: id(child), weight: index + 1 })),
    actor: NO_ROLE,
    ...extra,
  });
  return { id, step };
}

describe.each(LOCALES)('process editor (%s)', (locale) => {
  const t = textsFor(locale);

  it('ED-03, ED-24, ED-28..ED-34, ED-41..ED-46: build a model by dragging; rules, undo and redo', async () => {
    const { page, allowConsoleError } = await signedInPage(browser, locale, ['ROLE_MODELER', 'ROLE_USER']);
    allowConsoleError(/status of 409/);
    await page.goto('/process-model/new');
    await canvas(page).waitFor();

    // ED-03: the new model's toolbar, in order.
    expect(
      await toolbar(page, t)
        .getByRole('button')
        .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label'))),
    ).toEqual([
      t.editor.toolbar.exit,
      t.editor.toolbar.save,
      t.editor.toolbar.item.control,
      t.editor.toolbar.item.activity,
      t.editor.toolbar.item.subprocess,
      t.editor.toolbar.edit,
      t.editor.toolbar['zoom-in'],
      t.editor.toolbar['zoom-fit'],
      t.editor.toolbar['zoom-out'],
      t.editor.toolbar.lanes,
      t.editor.toolbar.outline,
      t.editor.toolbar.help,
    ]);
    // ED-45, ED-43, ED-44: default scale 0.6, ×1.1, ×0.9.
    expect(await scale(page)).toBe('60%');
    await toolbar(page, t).getByRole('button', { name: t.editor.toolbar['zoom-in'] }).click();
    expect(await scale(page)).toBe('66%');
    await toolbar(page, t).getByRole('button', { name: t.editor.toolbar['zoom-out'] }).click();
    expect(await scale(page)).toBe('59%');

    // ED-24: a start step linked to an end step, with placeholder names.
    const [start, end] = [steps(page, 'start'), steps(page, 'end')];
    expect(await stepTypes(page)).toEqual(['end', 'start']);
    const startId = (await start.getAttribute('data-step-id')) as string;
    const endId = (await end.getAttribute('data-step-id')) as string;
    expect(await connections(page)).toEqual([`${startId}>${endId}`]);
    expect(await start.innerText()).toContain(t.editor.placeholder.start);

    // ED-29: an activity dropped on the start step sits between it and its successor.
    await toolbarItem(page, t, 'activity').dragTo(start);
    await expect.poll(() => stepTypes(page)).toEqual(['activity', 'end', 'start']);
    const activityId = (await steps(page, 'activity').getAttribute('data-step-id')) as string;
    expect((await connections(page)).sort()).toEqual(
      [`${activityId}>${endId}`, `${startId}>${activityId}`].sort(),
    );

    // While an item is dragged, the steps it may be dropped on are marked, the end step as refused.
    await toolbarItem(page, t, 'activity').hover();
    await page.mouse.down();
    await steps(page, 'activity').hover();
    await steps(page, 'activity').hover({ position: { x: 30, y: 30 } });
    await expect.poll(() => end.getAttribute('data-drop')).toBe('refused');
    expect(await start.getAttribute('data-drop')).toBe('allowed');
    await expect.poll(() => steps(page, 'activity').getAttribute('data-drop')).toBe('over');
    // ED-28, ED-41, ED-42: a drop on the end step is refused; the dialog says why; nothing changed.
    await end.hover();
    await end.hover({ position: { x: 30, y: 30 } });
    await page.mouse.up();
    const invalid = page.getByRole('dialog', { name: t.error['invalid-state'] });
    await invalid.waitFor();
    expect(await invalid.getByTestId('invalid-state-message').innerText()).toBe(
      t.editor.rule['drop-after-end'],
    );
    expect(await invalid.getByTestId('invalid-state-debug').innerText()).toContain('step.insert');
    await invalid.getByRole('button', { name: t.common.close }).first().click();
    await invalid.waitFor({ state: 'detached' });
    expect(await stepTypes(page)).toEqual(['activity', 'end', 'start']);

    // ED-30: a control after the activity, then a drop on it: a branch, beside the empty path that marks
    // where the block ends; a second drop: a second branch, which marks that now: no empty branch is kept.
    await toolbarItem(page, t, 'control').dragTo(steps(page, 'activity'));
    const control = steps(page, 'control');
    await control.waitFor();
    await toolbar(page, t).getByRole('button', { name: t.editor.toolbar['zoom-fit'] }).click();
    const controlId = (await control.getAttribute('data-step-id')) as string;
    const branches = async () =>
      (await connections(page))
        .filter((pair) => pair.startsWith(`${controlId}>`))
        .map((pair) => pair.split('>')[1]);
    const skips = canvas(page).locator('.pm-skip-label');
    await toolbarItem(page, t, 'activity').dragTo(control);
    await expect.poll(branches).toHaveLength(2);
    expect(await branches()).toContain(endId);
    expect(await skips.count()).toBe(1);
    await toolbarItem(page, t, 'activity').dragTo(control);
    await expect
      .poll(async () => (await stepTypes(page)).filter((type) => type === 'activity').length)
      .toBe(3);
    expect(await branches()).toHaveLength(2);
    expect(await branches()).not.toContain(endId);
    expect(await skips.count()).toBe(0);

    // ED-31: a subprocess gets the placeholder process: no process to open.
    await toolbar(page, t).getByRole('button', { name: t.editor.toolbar['zoom-fit'] }).click();
    await toolbarItem(page, t, 'subprocess').dragTo(steps(page, 'activity').first());
    const subprocess = steps(page, 'subprocess');
    await subprocess.waitFor();
    expect(await subprocess.innerText()).toContain(t.editor.placeholder.subprocess);
    expect(
      await subprocess.getByRole('button', { name: t.editor['step-actions']['open-subprocess'] }).count(),
    ).toBe(0);

    // ED-34: a branch moves right: the order of the control's relations changes.
    await toolbar(page, t).getByRole('button', { name: t.editor.toolbar['zoom-fit'] }).click();
    const before = await branches();
    const movable = canvas(page)
      .getByRole('button', { name: t.editor['step-actions']['branch-right'] })
      .first();
    await movable.click();
    await expect.poll(branches).not.toEqual(before);
    expect([...(await branches())].sort()).toEqual([...before].sort());

    // ED-35, ED-39: an activity heading a branch changes its own path to the other branch's activity.
    const [x, y] = (await branches()).filter((id) => id !== endId) as [string, string];
    await canvas(page)
      .locator(`[data-step-id="${x}"]`)
      .getByRole('button', { name: t.editor['step-actions'].paths })
      .click();
    await page.getByRole('menuitem', { name: t.editor['step-actions']['change-path'], exact: true }).click();
    await page.getByRole('status').filter({ hasText: t.editor['path-change'].hint }).waitFor();
    await canvas(page).locator(`[data-step-id="${y}"]`).click();
    await expect.poll(() => connections(page)).toContain(`${x}>${y}`);
    expect(await connections(page)).not.toContain(`${x}>${endId}`);
    await page.getByRole('menu').waitFor({ state: 'detached' });
    // ED-38: the start step offers path change; ED-37: but no edit or remove.
    await start.getByRole('button', { name: t.editor['step-actions'].paths }).click();
    await page
      .getByRole('menuitem', { name: t.editor['step-actions']['change-path'], exact: true })
      .filter({ visible: true })
      .waitFor();
    await page.keyboard.press('Escape');
    expect(await start.getByRole('button', { name: t.editor['step-actions'].edit }).count()).toBe(0);
    expect(await start.getByRole('button', { name: t.editor['step-actions'].remove }).count()).toBe(0);

    // ED-32: removing a step reconnects its parent to its successor.
    const count = (await drawnSteps(page)).length;
    await subprocess.getByRole('button', { name: t.editor['step-actions'].remove }).click();
    await expect.poll(async () => (await drawnSteps(page)).length).toBe(count - 1);

    // Undo (Ctrl+Z) brings the subprocess back; redo (Ctrl+Shift+Z, Ctrl+Y) removes it again.
    await page.keyboard.press('Control+z');
    await expect.poll(async () => (await drawnSteps(page)).length).toBe(count);
    await page.keyboard.press('Control+Shift+z');
    await expect.poll(async () => (await drawnSteps(page)).length).toBe(count - 1);
    await page.keyboard.press('Control+z');
    await expect.poll(async () => (await drawnSteps(page)).length).toBe(count);
    await page.keyboard.press('Control+y');
    await expect.poll(async () => (await drawnSteps(page)).length).toBe(count - 1);

    // Keyboard only: focus the start step, press the activity item: inserted after the start step.
    await start.focus();
    await toolbarItem(page, t, 'activity').focus();
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await drawnSteps(page)).length).toBe(count);
    const added = (await connections(page))
      .find((pair) => pair.startsWith(`${startId}>`))
      ?.split('>')[1] as string;
    expect(added).not.toBe(activityId);
    // Delete on the focused new step removes it.
    await canvas(page).locator(`[data-step-id="${added}"]`).focus();
    await page.keyboard.press('Delete');
    await expect.poll(async () => (await drawnSteps(page)).length).toBe(count - 1);
    expect((await connections(page)).find((pair) => pair.startsWith(`${startId}>`))).toBe(
      `${startId}>${activityId}`,
    );
    // The step that took its place has the keyboard focus and the selection.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-step-id')))
      .toBe(activityId);
    expect(await canvas(page).locator(`[data-step-id="${activityId}"]`).getAttribute('data-selected')).toBe(
      'true',
    );
    await waitForPath(page, '/process-model/new');

    // ED-14: the first save moves the editor to the model's address, and its history goes along.
    await toolbarButton(page, t, t.editor.toolbar.save).click();
    await confirmIn(page, t['editor-dialogs'].save.title, t['editor-dialogs'].save.confirm);
    await page.waitForURL((url) => /^\/process-model\/[0-9a-f-]{36}$/.test(url.pathname));
    await canvas(page).waitFor();
    // The editor there opens at the default scale: fit the model to count every step.
    const zoomFit = toolbarButton(page, t, t.editor.toolbar['zoom-fit']);
    await zoomFit.click();
    await expect.poll(async () => (await drawnSteps(page)).length).toBe(count - 1);
    // Issue 16: after the first save nothing is unsaved (it said so, and Exit warned, until a second save).
    expect(await page.getByTestId('editor-unsaved').count()).toBe(0);
    await page.keyboard.press('Control+z');
    await zoomFit.click();
    await expect.poll(async () => (await drawnSteps(page)).length).toBe(count);
    await page.getByTestId('editor-unsaved').waitFor();
  });
  it('issue 16: the keyboard walks the flow (arrows; the canvas one tab stop); Enter, F2 and a double click edit the step', async () => {
    const { page } = await signedInPage(browser, locale, ['ROLE_MODELER', 'ROLE_USER']);
    // A choice of two branches and an empty one, listed out of flow order: the DOM must not decide.
    const id = (name: string) => `00000000-0000-4000-8000-0000000016${name.padStart(2, '0')}`;
    const [s, c, a1, a2, b1, j, e] = ['1', '2', '3', '4', '5', '6', '7'].map(id) as [
      string,
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    const step = (stepId: string, type: string, name: string, children: string[], extra = {}) => ({
      id: stepId,
      name,
      type,
      children: children.map((child, index) => ({ id: child, weight: index + 1 })),
      actor: NO_ROLE,
      ...extra,
    });
    const created = await callApi(page, 'POST', '/api/process_model', {
      id: crypto.randomUUID(),
      info: { name: `Keyboard ${Date.now()}`, description: '' },
      owner: NO_ROLE,
      manager: NO_ROLE,
      steps: [
        step(s, 'start', '', [c]),
        step(j, 'activity', 'Joined', [e]),
        step(b1, 'activity', 'Branch B', [j]),
        step(a2, 'activity', 'Branch A two', [j]),
        step(a1, 'activity', 'Branch A one', [a2]),
        step(c, 'control', 'Which way', [a1, b1, j], { operator: 'CHOICE' }),
        step(e, 'end', '', []),
      ],
      groups: [],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const model = created.body as { id: string };
    await page.goto(`/process-model/${model.id}`);
    await steps(page).first().waitFor();
    await toolbarButton(page, t, t.editor.toolbar['zoom-fit']).click();
    await expect.poll(async () => (await drawnSteps(page)).length).toBe(7);
    const flow = [s, c, a1, a2, b1, j, e];
    const focused = () =>
      page.evaluate(
        () => document.activeElement?.closest('[data-step-id]')?.getAttribute('data-step-id') ?? null,
      );

    // Arrow keys: down (or right) to the next step of the flow, up (or left) back.
    await canvas(page).locator(`[data-step-id="${s}"]`).focus();
    const walked = [await focused()];
    for (let i = 1; i < flow.length; i++) {
      await page.keyboard.press(i % 2 === 0 ? 'ArrowDown' : 'ArrowRight');
      await expect.poll(focused).toBe(flow[i]);
      walked.push(await focused());
    }
    expect(walked).toEqual(flow);
    await page.keyboard.press('ArrowUp');
    await expect.poll(focused).toBe(j);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(focused).toBe(b1);

    // The canvas is one tab stop, the selected step: Tab leaves it, Shift+Tab comes back to that step.
    const inCanvas = () => page.evaluate(() => document.activeElement?.closest('.pm-canvas-flow') !== null);
    await page.keyboard.press('Tab');
    expect(await inCanvas()).toBe(false);
    await page.keyboard.press('Shift+Tab');
    await expect.poll(focused).toBe(b1);

    // F2 and Enter edit the focused step; a double click edits the step clicked.
    const editStep = page.getByRole('dialog', { name: t['editor-dialogs'].step.title });
    for (const key of ['F2', 'Enter']) {
      await canvas(page).locator(`[data-step-id="${a1}"]`).focus();
      await page.keyboard.press(key);
      await editStep.waitFor();
      expect(await editStep.getByLabel(t['editor-dialogs'].step.name).inputValue()).toBe('Branch A one');
      await page.keyboard.press('Escape');
      await editStep.waitFor({ state: 'detached' });
      // The focus comes back to the step the dialog was opened from.
      await expect.poll(focused).toBe(a1);
    }
    // Also after Apply, and to the toolbar button that opened a dialog.
    await page.keyboard.press('F2');
    await editStep.getByLabel(t['editor-dialogs'].step.name).fill('Branch A first');
    await editStep.getByRole('button', { name: t['editor-dialogs'].step.submit }).click();
    await editStep.waitFor({ state: 'detached' });
    await expect.poll(focused).toBe(a1);
    const help = toolbarButton(page, t, t.editor.toolbar.help);
    await help.focus();
    await page.keyboard.press('Enter');
    const helpDialog = page.getByRole('dialog', { name: t['editor-dialogs'].help.title });
    await helpDialog.waitFor();
    await page.keyboard.press('Escape');
    await helpDialog.waitFor({ state: 'detached' });
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? ''))
      .toBe(await help.getAttribute('aria-label'));
    await stepBox(page, 'Branch B').dblclick();
    await editStep.waitFor();
    expect(await editStep.getByLabel(t['editor-dialogs'].step.name).inputValue()).toBe('Branch B');
  });
  it("the canvas is one tab stop; F6 goes between toolbar, canvas and legend; Shift+F10 reaches a step's buttons, Escape returns; the toolbar inserts after the selected step", async () => {
    const { page } = await signedInPage(browser, locale, ['ROLE_MODELER', 'ROLE_USER', 'ROLE_USER_MANAGER']);
    const role = await createRole(page, `Clerk ${crypto.randomUUID().slice(0, 6)}`);
    // start → Which way (choice) ⟨One → Two | Other | nothing⟩ → Joined (Clerk) → end
    const { id, step } = numberedSteps('33');
    const created = await callApi(page, 'POST', '/api/process_model', {
      id: crypto.randomUUID(),
      info: { name: `One tab stop ${crypto.randomUUID().slice(0, 6)}`, description: '' },
      owner: NO_ROLE,
      manager: NO_ROLE,
      steps: [
        step(1, 'start', '', [2]),
        step(2, 'control', 'Which way', [3, 5, 6], { operator: 'CHOICE' }),
        step(3, 'activity', 'One', [4]),
        step(4, 'activity', 'Two', [6]),
        step(5, 'activity', 'Other', [6]),
        step(6, 'activity', 'Joined', [7], { actor: role }),
        step(7, 'end', '', []),
      ],
      groups: [],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    await page.goto(`/process-model/${(created.body as { id: string }).id}`);
    await steps(page).first().waitFor();
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('data-step-id') ?? null);
    const focusedLabel = () =>
      page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? null);
    const region = () =>
      page.evaluate(() => {
        const active = document.activeElement;
        if (active?.closest('.pm-toolbar')) return 'toolbar';
        if (active?.closest('.pm-canvas-flow')) return 'canvas';
        if (active?.closest('.pm-legend')) return 'legend';
        return null;
      });

    // From the toolbar's last button, Tab reaches the canvas at one step, the start (nothing selected
    // yet); past the legend's button one more Tab leaves it: every step and its buttons, one stop.
    const toolbarButtons = toolbar(page, t).getByRole('button');
    await toolbarButtons.last().focus();
    const stops: (string | null)[] = [];
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      stops.push((await region()) === 'canvas' ? `step ${await focused()}` : await region());
    }
    expect(stops.filter((stop) => stop?.startsWith('step'))).toEqual([`step ${id(1)}`]);

    // The arrows select along the flow; Shift+F6 goes to the toolbar, F6 back to the selected step.
    await canvas(page)
      .locator(`[data-step-id="${id(1)}"]`)
      .focus();
    for (const key of ['ArrowDown', 'ArrowDown']) await page.keyboard.press(key);
    await expect.poll(focused).toBe(id(3));
    await page.keyboard.press('Shift+F6');
    await expect.poll(region).toBe('toolbar');
    await page.keyboard.press('F6');
    await expect.poll(focused).toBe(id(3));
    // F6 onward: the legend, then round to the toolbar, to the button that had the focus there last.
    await page.keyboard.press('F6');
    await expect.poll(region).toBe('legend');
    await page.keyboard.press('F6');
    await expect.poll(focusedLabel).toBe(t.editor.toolbar.help);

    // The toolbar's item inserts after the selected step (One), not after a step passed on the way.
    const item = toolbarItem(page, t, 'activity');
    for (let i = 0; i < 20 && !(await item.evaluate((button) => button === document.activeElement)); i++)
      await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => focusedLabel())
      .toBe(`${t.editor['step-type'].activity}: ${t.editor.placeholder.activity}`);
    const added = (await focused()) as string;
    await expect.poll(() => connections(page)).toContain(`${id(3)}>${added}`);
    expect(await connections(page)).toContain(`${added}>${id(4)}`);

    // Shift+F10 goes to the step's buttons, the arrows move among them, Escape goes back to the step.
    await page.keyboard.press('Shift+F10');
    await expect.poll(() => focusedLabel()).toBe(t.editor['step-actions'].information);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => focusedLabel()).not.toBe(t.editor['step-actions'].information);
    expect(
      await page.evaluate(() => document.activeElement?.closest('.pm-step')?.getAttribute('data-step-id')),
    ).toBe(added);
    await page.keyboard.press('Escape');
    await expect.poll(focused).toBe(added);

    // The choice's empty branch: Shift+F10 on the control reaches its remove button too; the focus
    // goes back to the control.
    for (const key of ['ArrowUp', 'ArrowUp']) await page.keyboard.press(key);
    await expect.poll(focused).toBe(id(2));
    await page.keyboard.press('Shift+F10');
    for (let i = 0; i < 6 && (await focusedLabel()) !== t.editor.flow['remove-empty']; i++)
      await page.keyboard.press('ArrowRight');
    expect(await focusedLabel()).toBe(t.editor.flow['remove-empty']);
    await page.keyboard.press('Enter');
    await expect.poll(() => canvas(page).locator('[data-skips]').count()).toBe(0);
    const branches = (await connections(page)).filter((pair) => pair.startsWith(`${id(2)}>`));
    expect(branches.map((pair) => pair.split('>')[1]).sort()).toEqual([id(3), id(5)].sort());
    await expect.poll(focused).toBe(id(2));
    await expectAccessible(page, 'editor, keys on the canvas');
  });
  it('ED-39: an empty branch is added on purpose and removed again, by mouse and by keyboard', async () => {
    const { page } = await signedInPage(browser, locale, ['ROLE_MODELER', 'ROLE_USER']);
    const o = t.editor.outline;
    // start → Both (parallel) ⟨Pack, Invoice⟩ → Ship → end: a block of two branches, no empty one.
    const { id, step } = numberedSteps('32');
    const created = await callApi(page, 'POST', '/api/process_model', {
      id: crypto.randomUUID(),
      info: { name: `Empty branch ${crypto.randomUUID().slice(0, 6)}`, description: '' },
      owner: NO_ROLE,
      manager: NO_ROLE,
      steps: [
        step(1, 'start', '', [2]),
        step(2, 'control', 'Both', [3, 4], { operator: 'PARALLEL' }),
        step(3, 'activity', 'Pack', [5]),
        step(4, 'activity', 'Invoice', [5]),
        step(5, 'activity', 'Ship', [6]),
        step(6, 'end', '', []),
      ],
      groups: [],
    });
    expect(created.status).toBe(201);
    await page.goto(`/process-model/${(created.body as { id: string }).id}`);
    await canvas(page).waitFor();
    const skips = canvas(page).locator('.pm-skip-label');
    const controlBranches = async () =>
      (await connections(page))
        .filter((pair) => pair.startsWith(`${id(2)}>`))
        .map((pair) => pair.split('>')[1]);
    expect(await skips.count()).toBe(0);

    // By mouse: the outline's action for the control adds the branch; the canvas's label removes it.
    await toolbarButton(page, t, t.editor.toolbar.outline).click();
    const tree = page.getByRole('tree', { name: o.label });
    await tree.waitFor();
    // The item's own row (a click in its middle would land on a branch below it).
    await tree.locator(`[data-outline-key="step:${id(2)}"] > .pm-outline-row`).click();
    await page.getByRole('button', { name: o['add-empty-branch'], exact: true }).click();
    await expect.poll(controlBranches).toEqual([id(3), id(4), id(5)]);
    await expect.poll(() => skips.count()).toBe(1);
    expect(await page.getByTestId('outline-status').innerText()).toBe(o.announce['empty-branch-added']);
    // Added once: a control with an empty branch offers no second.
    expect(await page.getByRole('button', { name: o['add-empty-branch'], exact: true }).count()).toBe(0);
    await skips.getByRole('button', { name: t.editor.flow['remove-empty'] }).click();
    await expect.poll(() => skips.count()).toBe(0);
    expect(await controlBranches()).toEqual([id(3), id(4)]);

    // By keyboard: from the control's item, Shift+Tab back to its actions above the tree, Enter; the new
    // branch takes the focus; Delete.
    await tree.locator(`[data-outline-key="step:${id(2)}"] > .pm-outline-row`).click();
    const add = page.getByRole('button', { name: o['add-empty-branch'], exact: true });
    for (let i = 0; i < 12 && !(await add.evaluate((button) => button === document.activeElement)); i++)
      await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await expect.poll(() => skips.count()).toBe(1);
    await expect
      .poll(() => focusedItem(page))
      .toBe(fill(o['branch-empty-name'], { position: 3, count: 3, name: 'Ship' }));
    await page.keyboard.press('Delete');
    await expect.poll(() => skips.count()).toBe(0);
    expect(await page.getByTestId('outline-status').innerText()).toBe(o.announce['branch-removed']);
    expect(await controlBranches()).toEqual([id(3), id(4)]);
    await expectAccessible(page, 'editor with the outline');
  });
});

describe('process editor layout (spec part 1 §9)', () => {
  it('ED-47..ED-50: fonts, step boxes, spacing and buttons as the browser draws them at scale 1', async () => {
    const { page } = await signedInPage(browser, 'en-US', ['ROLE_MODELER', 'ROLE_USER']);
    const model = await createModel(page, {
      name: 'Layout',
      stepName: 'Measured',
      actor: systemRole('ROLE_USER'),
      operator: 'CHOICE',
    });
    await page.goto(`/process-model/${model.id}`);
    await stepBox(page, 'Measured').waitFor();
    expect(await scale(page)).toBe('60%');
    const drawn = await page.evaluate(() => {
      const one = (selector: string) => document.querySelector(selector) as HTMLElement;
      const style = (selector: string) => getComputedStyle(one(selector));
      const rect = (element: Element) => element.getBoundingClientRect();
      const origin = rect(one('.react-flow__viewport'));
      const [start, next] = [one('.pm-step[data-type="start"]'), one('.pm-step[data-type="control"]')];
      const button = rect(one('.pm-step-button'));
      const toolbarButton = rect(one('.pm-toolbar-button'));
      return {
        fonts: {
          title: style('[data-testid="editor-title"]').fontSize,
          step: style('.pm-step-name').fontSize,
          actor: style('.pm-step-actor').fontSize,
          operator: style('.pm-step-operator').fontSize,
        },
        // On screen at the scale shown in the toolbar (0.6).
        step: { width: rect(start).width, height: rect(start).height },
        stepPadding: style('.pm-step').paddingLeft,
        firstStep: { left: rect(start).left - origin.left, top: rect(start).top - origin.top },
        gapBetweenRows: rect(next).top - rect(start).bottom,
        button: { width: button.width, height: button.height },
        generalPadding: style('.pm-toolbar').paddingLeft,
        toolbarButton: { width: toolbarButton.width, height: toolbarButton.height },
      };
    });
    const atScale1 = (value: number) => Math.round((value / 0.6) * 100) / 100;
    // ED-47: title 24, step 18, actor 16, operator 18.
    expect(drawn.fonts).toEqual({ title: '24px', step: '18px', actor: '16px', operator: '18px' });
    // ED-48: step boxes 228 by 192.
    expect([atScale1(drawn.step.width), atScale1(drawn.step.height)]).toEqual([228, 192]);
    // ED-49: padding 16 (around the diagram and inside a step), margin 12 (around each step), general padding 10.
    expect(drawn.stepPadding).toBe('16px');
    expect([atScale1(drawn.firstStep.left), atScale1(drawn.firstStep.top)]).toEqual([16 + 12, 16 + 12]);
    expect(atScale1(drawn.gapBetweenRows)).toBe(2 * 12);
    expect(drawn.generalPadding).toBe('10px');
    // ED-50: step buttons 30 by 30; toolbar buttons 50 by 50 (the toolbar is not zoomed).
    expect([atScale1(drawn.button.width), atScale1(drawn.button.height)]).toEqual([30, 30]);
    expect(drawn.toolbarButton).toEqual({ width: 50, height: 50 });
  });

  it('zoom fit stops where names are 10 px and the rest scrolls; a step added out of view comes into view, focused', async () => {
    const { page } = await signedInPage(browser, 'en-US', ['ROLE_MODELER', 'ROLE_USER']);
    const t = textsFor('en-US');
    await page.setViewportSize({ width: 1280, height: 800 });
    // start → 16 activities → end: taller than the view at any readable scale.
    const ids = Array.from({ length: 18 }, () => crypto.randomUUID());
    const last = ids.length - 1;
    const created = await callApi(page, 'POST', '/api/process_model', {
      id: crypto.randomUUID(),
      info: { name: `Sixteen steps ${Date.now()}`, description: '' },
      owner: NO_ROLE,
      manager: NO_ROLE,
      steps: ids.map((id, index) => ({
        id,
        name: index === 0 || index === last ? '' : `Step ${index}`,
        type: index === 0 ? 'start' : index === last ? 'end' : 'activity',
        children: index === last ? [] : [{ id: ids[index + 1] as string, weight: 1 }],
        actor: NO_ROLE,
      })),
      groups: [],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    await page.goto(`/process-model/${(created.body as { id: string }).id}`);
    await stepBox(page, 'Step 1').waitFor();
    // Wholly in the diagram's pane on screen.
    const inView = (selector: string) =>
      page.evaluate((wanted) => {
        const element = document.querySelector(wanted);
        const pane = document.querySelector('[data-testid="process-canvas"]')?.getBoundingClientRect();
        const box = element?.getBoundingClientRect();
        return Boolean(
          box && pane && box.top >= pane.top && box.bottom <= pane.bottom && box.left >= pane.left,
        );
      }, selector);
    const stepSelector = (id: string) => `.pm-step[data-step-id="${id}"]`;

    await toolbarButton(page, t, t.editor.toolbar['zoom-fit']).click();
    await expect.poll(() => scale(page)).toBe('56%');
    const nameSize = await page.evaluate(() => {
      const name = document.querySelector('.pm-step-name') as HTMLElement;
      const viewport = document.querySelector('.react-flow__viewport') as HTMLElement;
      return (
        Number.parseFloat(getComputedStyle(name).fontSize) *
        new DOMMatrixReadOnly(getComputedStyle(viewport).transform).a
      );
    });
    expect(nameSize).toBeGreaterThanOrEqual(10);
    // The model does not fit: it shows from its top, and the wheel scrolls to its end.
    expect(await inView(stepSelector(ids[1] as string))).toBe(true);
    expect(await inView(stepSelector(ids[last] as string))).toBe(false);
    await canvas(page).hover();
    for (let turn = 0; turn < 20 && !(await inView(stepSelector(ids[last] as string))); turn++)
      await page.mouse.wheel(0, 300);
    expect(await inView(stepSelector(ids[last] as string))).toBe(true);

    // Step 16 selected, then scrolled out of view: the activity item inserts after it, out of view.
    await stepBox(page, 'Step 16').click();
    for (let turn = 0; turn < 20 && !(await inView(stepSelector(ids[1] as string))); turn++)
      await page.mouse.wheel(0, -300);
    expect(await inView(stepSelector(ids[16] as string))).toBe(false);
    await toolbarItem(page, t, 'activity').click();
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('data-step-id') ?? null);
    await expect.poll(focused).not.toBeNull();
    const added = (await focused()) as string;
    expect(ids).not.toContain(added);
    await expect.poll(() => inView(stepSelector(added))).toBe(true);
    expect(await canvas(page).locator(stepSelector(added)).getAttribute('data-selected')).toBe('true');
    expect(await connections(page)).toContain(`${ids[16]}>${added}`);
  });

  it('issue 16: the mouse wheel scrolls the diagram; Ctrl with the wheel zooms', async () => {
    const { page } = await signedInPage(browser, 'en-US', ['ROLE_MODELER', 'ROLE_USER']);
    const model = await createModel(page, { name: `Wheel ${Date.now()}` });
    await page.goto(`/process-model/${model.id}`);
    await steps(page).first().waitFor();
    const viewport = () =>
      page.evaluate(() => (document.querySelector('.react-flow__viewport') as HTMLElement).style.transform);
    const before = await viewport();
    await canvas(page).hover();
    await page.mouse.wheel(0, 300);
    await expect.poll(viewport).not.toBe(before);
    expect(await scale(page)).toBe('60%');
    expect((await viewport()).endsWith('scale(0.6)')).toBe(true);
    await page.keyboard.down('Control');
    await page.mouse.wheel(0, -300);
    await page.keyboard.up('Control');
    await expect.poll(() => scale(page)).not.toBe('60%');
  });

  it('ED-51, issue 16: long names wrap into at most three lines with an ellipsis; nothing leaves the box', async () => {
    const { page } = await signedInPage(browser, 'en-US', ['ROLE_MODELER', 'ROLE_USER']);
    const long = (what: string) =>
      `${what}: ${'Check the purchase request against the budget and the framework contracts '.repeat(3)}`.slice(
        0,
        200,
      );
    const [s, c, a, e] = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
    const actor = systemRole('ROLE_USER');
    const created = await callApi(page, 'POST', '/api/process_model', {
      id: crypto.randomUUID(),
      info: { name: `Long names ${Date.now()}`, description: '' },
      owner: NO_ROLE,
      manager: NO_ROLE,
      steps: [
        { id: s, name: '', type: 'start', children: [{ id: c, weight: 1 }], actor: NO_ROLE },
        {
          id: c,
          name: long('Which way'),
          type: 'control',
          operator: 'CHOICE',
          children: [{ id: a, weight: 1 }],
          actor,
        },
        { id: a, name: long('Approve'), type: 'activity', children: [{ id: e, weight: 1 }], actor },
        { id: e, name: '', type: 'end', children: [], actor: NO_ROLE },
      ],
      groups: [],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    await page.goto(`/process-model/${(created.body as { id: string }).id}`);
    await stepBox(page, 'Approve').waitFor();
    const boxes = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('.pm-step')].map((box) => {
        const inner = box.getBoundingClientRect();
        const border = Number.parseFloat(getComputedStyle(box).borderBottomWidth) * 0.6;
        const parts = [
          ...box.querySelectorAll<HTMLElement>(
            '.pm-step-type, .pm-step-name > div, .pm-step-actor, .pm-step-operator, .pm-step-buttons',
          ),
        ];
        const lines = [...box.querySelectorAll<HTMLElement>('.pm-step-name > div')];
        return {
          type: box.dataset.type,
          overflow: Math.max(
            0,
            ...parts.map((part) => part.getBoundingClientRect().bottom - (inner.bottom - border)),
          ),
          lines: lines.map((line) => line.textContent ?? ''),
          // A line the browser had to cut or wrap: wider than its box, or taller than one line.
          cut: lines.filter((line) => line.scrollWidth > line.clientWidth + 1).length,
        };
      }),
    );
    for (const box of boxes.filter(
      (candidate) => candidate.type === 'control' || candidate.type === 'activity',
    )) {
      expect(box.overflow, `${box.type}: something leaves the box`).toBeLessThanOrEqual(0.5);
      expect(box.lines.length).toBeLessThanOrEqual(3);
      expect(box.lines.at(-1)?.endsWith('…')).toBe(true);
      expect(box.cut, `${box.type}: a line estimated to fit does not`).toBe(0);
    }
  });
});
