import { randomUUID } from 'node:crypto';
import { NO_ROLE, type ProcessModelInput, type RoleRef, type Step } from '@stroomlijn/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/accessibility';
import { callApi, signedInPage, uniqueTag } from './support/admin-area';
import { LOCALES, textsFor } from './support/app';
import { useBrowser } from './support/browser';
import {
  canvas,
  dragToPlace,
  stepBox,
  steps,
  systemRole,
  toolbarButton,
  toolbarItem,
} from './support/process-models';

const browser = useBrowser();
const clerk = systemRole('ROLE_USER');
const modeler = systemRole('ROLE_MODELER');

type Key = 's' | 'order' | 'check' | 'approve' | 'reject' | 'pay' | 'e';

/** start → Order (clerk) → Check? (clerk) ⟨Approve (modeler), Reject (clerk), no step⟩ → Pay (modeler) → end. */
function lanesModel(name: string) {
  const id = Object.fromEntries(
    ['s', 'order', 'check', 'approve', 'reject', 'pay', 'e'].map((key) => [key, randomUUID()]),
  ) as Record<Key, string>;
  const step = (key: Key, type: Step['type'], stepName: string, next: Key[], actor: RoleRef = NO_ROLE) => ({
    id: id[key],
    name: stepName,
    type,
    children: next.map((child, index) => ({ id: id[child], weight: index + 1 })),
    actor,
  });
  const model: ProcessModelInput = {
    id: randomUUID(),
    info: { name, description: '' },
    owner: NO_ROLE,
    manager: NO_ROLE,
    steps: [
      step('s', 'start', '', ['order']),
      step('order', 'activity', 'Order', ['check'], clerk),
      // The third branch has no step: it skips to Pay ("Skips").
      { ...step('check', 'control', 'Check', ['approve', 'reject', 'pay'], clerk), operator: 'CHOICE' },
      step('approve', 'activity', 'Approve', ['pay'], modeler),
      step('reject', 'activity', 'Reject', ['pay'], clerk),
      step('pay', 'activity', 'Pay', ['e'], modeler),
      step('e', 'end', '', []),
    ],
    groups: [],
  };
  return { model, id };
}

/** The drawn lanes: role id, header text and colour, the band's box and the header's box on screen. */
async function drawnLanes(page: Page) {
  return canvas(page)
    .locator('.pm-lane')
    .evaluateAll((lanes) =>
      lanes.map((lane) => {
        const { left, right, top, bottom } = lane.getBoundingClientRect();
        const header = document.querySelector(
          `.pm-lane-header[data-role-id="${lane.getAttribute('data-role-id')}"]`,
        );
        const headerBox = header?.getBoundingClientRect();
        return {
          id: lane.getAttribute('data-role-id'),
          name: header?.querySelector('.pm-lane-name')?.textContent,
          colour: lane.getAttribute('data-role-colour'),
          box: { left, right, top, bottom },
          header: headerBox && {
            left: headerBox.left,
            right: headerBox.right,
            top: headerBox.top,
            bottom: headerBox.bottom,
          },
        };
      }),
    );
}

/** Boxes on screen of what must not lie over a step: the labels of branches without steps, the legend. */
async function labelsAndSteps(page: Page) {
  return page.evaluate(() => {
    const boxes = (selector: string) =>
      [...document.querySelectorAll(selector)].map((element) => {
        const { left, right, top, bottom } = element.getBoundingClientRect();
        return { left, right, top, bottom };
      });
    return {
      skips: boxes('[data-testid="process-canvas"] .pm-skip-label'),
      steps: boxes('[data-testid="process-canvas"] .pm-step'),
      legend: boxes('[data-testid="role-legend"]')[0],
      pane: boxes('[data-testid="process-canvas"]')[0],
    };
  });
}

/** Each drawn step by id: its box on screen and its role colour. */
async function drawnSteps(page: Page) {
  return canvas(page)
    .locator('.pm-step')
    .evaluateAll((boxes) =>
      boxes.map((element) => {
        const { left, right, top, bottom } = element.getBoundingClientRect();
        const box = element as HTMLElement;
        return {
          id: box.dataset.stepId ?? '',
          colour: box.dataset.roleColour ?? null,
          box: { left, right, top, bottom },
        };
      }),
    );
}

type Rect = { left: number; right: number; top: number; bottom: number };
const overlap = (a: Rect, b: Rect) =>
  Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 &&
  Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;
const within = (inner: Rect, outer: Rect) =>
  inner.left >= outer.left - 0.5 &&
  inner.right <= outer.right + 0.5 &&
  inner.top >= outer.top - 0.5 &&
  inner.bottom <= outer.bottom + 0.5;

describe.each(LOCALES)('lanes view (%s, issue 16)', (locale) => {
  const t = textsFor(locale);

  it('a lane per actor, toggled from the toolbar; steps in their actor’s lane; labels over no step, the legend beside the diagram, headers in view; editing works in lanes', async () => {
    const { page } = await signedInPage(browser, locale, ['ROLE_MODELER', 'ROLE_USER']);
    await page.setViewportSize({ width: 1400, height: 1500 });
    const { model, id } = lanesModel(`Lanes ${uniqueTag()}`);
    expect((await callApi(page, 'POST', '/api/process_model', model)).status).toBe(201);
    await page.goto(`/process-model/${model.id}`);
    await expect.poll(() => steps(page).count()).toBe(7);

    const toggle = toolbarButton(page, t, t.editor.toolbar.lanes);
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    expect(await canvas(page).locator('.pm-lane').count()).toBe(0);
    await toggle.click();
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => canvas(page).locator('.pm-lane').count()).toBe(2);
    await toolbarButton(page, t, t.editor.toolbar['zoom-fit']).click();
    await expect.poll(() => steps(page).count()).toBe(7);

    // The lanes in the order the flow meets the roles, headed by their names in the roles' colours.
    const lanes = await drawnLanes(page);
    expect(lanes.map((lane) => [lane.id, lane.name])).toEqual([
      [clerk.id, clerk.name],
      [modeler.id, modeler.name],
    ]);
    const drawn = new Map((await drawnSteps(page)).map((step) => [step.id, step]));
    expect(lanes[0]?.colour).toBe(drawn.get(id.order)?.colour);
    expect(lanes[1]?.colour).toBe(drawn.get(id.pay)?.colour);
    // Every step inside its actor's lane; the start with the step after it, the end with the step before it.
    const laneOf: Record<Key, string> = {
      s: clerk.id,
      order: clerk.id,
      check: clerk.id,
      reject: clerk.id,
      approve: modeler.id,
      pay: modeler.id,
      e: modeler.id,
    };
    for (const [key, role] of Object.entries(laneOf)) {
      const box = drawn.get(id[key as Key])?.box;
      const lane = lanes.find((candidate) => candidate.id === role)?.box;
      expect(box && lane && within(box, lane), `${key} lies in the lane of ${role}`).toBe(true);
    }
    // Top-down as in the grid: Approve and Reject side by side in one row, below Check, above Pay.
    const top = (key: Key) => drawn.get(id[key])?.box.top ?? 0;
    expect(top('approve')).toBeCloseTo(top('reject'), 0);
    expect(top('check')).toBeLessThan(top('approve'));
    expect(top('pay')).toBeGreaterThan(top('approve'));

    // Issue 32: the "Skips" label of the branch without steps lies over no step, the legend over no
    // part of the diagram (it is a strip above it).
    const placed = await labelsAndSteps(page);
    expect(placed.skips).toHaveLength(1);
    for (const label of placed.skips)
      for (const box of placed.steps) expect(overlap(label, box), 'a Skips label over a step').toBe(false);
    expect(
      placed.legend && placed.pane && overlap(placed.legend, placed.pane),
      'the legend over the diagram',
    ).toBe(false);

    // The headers in the roles' colours pass the contrast checks.
    await expectAccessible(page);

    // Issue 32: scrolled down, the lane headers stay at the top of the view, over the steps.
    await canvas(page).hover();
    await page.mouse.wheel(0, 400);
    await expect
      .poll(async () => (await drawnLanes(page))[0]?.box.top ?? 0)
      .toBeLessThan((placed.pane?.top ?? 0) - 100);
    for (const lane of await drawnLanes(page)) {
      expect(lane.header?.top, `${lane.name}: header at the top of the view`).toBeCloseTo(
        placed.pane?.top ?? 0,
        0,
      );
      expect(lane.header?.left).toBeCloseTo(lane.box.left, 0);
    }
    await page.mouse.wheel(0, -400);

    // Editing: a new activity dropped on Approve, then one on the path from Pay to the end.
    await toolbarItem(page, t, 'activity').dragTo(stepBox(page, 'Approve'));
    await expect.poll(() => steps(page).count()).toBe(8);
    // The new step has no actor: a lane for the steps without actor appears.
    await expect
      .poll(async () => (await drawnLanes(page)).map((lane) => lane.name))
      .toEqual([clerk.name, modeler.name, t.editor.lanes['no-actor']]);
    await dragToPlace(page, toolbarItem(page, t, 'activity'), `${id.pay}>${id.e}`);
    await expect.poll(() => steps(page).count()).toBe(9);
    const known = new Set(Object.values(id));
    const added = (await drawnSteps(page)).filter((step) => !known.has(step.id));
    const noActor = (await drawnLanes(page)).find((lane) => lane.id === '')?.box;
    expect(added).toHaveLength(2);
    for (const step of added) expect(noActor && within(step.box, noActor)).toBe(true);

    // Back to the grid: no lanes, the same steps.
    await toggle.click();
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    await expect.poll(() => canvas(page).locator('.pm-lane').count()).toBe(0);
    expect(await steps(page).count()).toBe(9);
  });
});
