import { randomUUID } from 'node:crypto';
import { layoutModel, NO_ROLE, READABLE_SCALE, STEP_TYPES, type Step } from '@stroomlijn/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApi, field, listedOptions, signedInPage, uniqueTag } from './support/admin-area';
import { LOCALES, type Texts, textsFor, waitForPath } from './support/app';
import { useBrowser } from './support/browser';
import {
  canvas,
  createModel,
  modelInput,
  publishModel,
  steps,
  toolbar,
  toolbarButton,
  toolbarItem,
} from './support/process-models';
import { storeWorkingCopySteps } from './support/stored-models';

const browser = useBrowser();

/** A step as stored: any type (a broken model may hold any), relations weighted 1..n. */
function step(id: string, type: string, children: string[] = [], fields: Partial<Step> = {}) {
  return {
    id,
    name: type === 'start' || type === 'end' ? '' : `${type} ${id.slice(0, 4)}`,
    type,
    children: children.map((child, index) => ({ id: child, weight: index + 1 })),
    actor: NO_ROLE,
    ...fields,
  } as Omit<Step, 'type'> & { type: string };
}

/** Fresh ids for the steps of one model. */
function ids<K extends string>(...names: K[]): Record<K, string> {
  return Object.fromEntries(names.map((name) => [name, randomUUID()])) as Record<K, string>;
}

/** The drawn connections as `from>to`. */
async function connections(page: Page): Promise<string[]> {
  return canvas(page)
    .locator('svg.pm-connections path[data-from]')
    .evaluateAll((paths) =>
      paths.map((path) => `${path.getAttribute('data-from')}>${path.getAttribute('data-to')}`),
    );
}

function stepById(page: Page, id: string) {
  return canvas(page).locator(`.pm-step[data-step-id="${id}"]`);
}

/** Opens an editor address and waits for its canvas. */
async function openEditor(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await canvas(page).locator('.pm-step').first().waitFor();
}

/** The 'invalid state' dialog of the editor. */
function invalidState(page: Page, t: Texts) {
  return page.getByRole('dialog', { name: t.error['invalid-state'] });
}

describe.each(LOCALES)('editor rows (%s)', (locale) => {
  const t = textsFor(locale);
  const actions = t.editor['step-actions'];

  it('ED-52: every error the editor raises is shown in its dialog with its own text and the raw message', async () => {
    const { page } = await signedInPage(browser, locale, ['ROLE_MODELER']);
    const s = ids('start', 'a', 'b', 'x', 'end');
    const chain = [step(s.start, 'start', [s.a]), step(s.a, 'activity', [s.end]), step(s.end, 'end')];
    // Models as an older version or a broken import could have stored them, past the server's checks.
    const broken: [code: keyof Texts['editor']['error'], steps: ReturnType<typeof step>[], raw: string][] = [
      [
        'unknown-id',
        [step(s.start, 'start', [s.a]), step(s.a, 'activity', [s.x]), step(s.end, 'end')],
        `Unknown step ${s.x}`,
      ],
      [
        'step-position-not-initialised',
        [...chain, step(s.x, 'activity', [s.end])],
        `Step ${s.x} cannot be reached from the start`,
      ],
      [
        'layout-state-not-initialised',
        [step(s.start, 'start', [s.a]), step(s.a, 'activity')],
        'No end step found',
      ],
      ['duplicate-step', [...chain, chain[1] as ReturnType<typeof step>], `Duplicate step ${s.a}`],
      [
        'unsupported-step-type',
        [step(s.start, 'start', [s.a]), step(s.a, 'gateway', [s.end]), step(s.end, 'end')],
        'Unsupported step type: gateway',
      ],
      [
        'relation-count',
        [
          step(s.start, 'start', [s.a]),
          step(s.a, 'activity', [s.b, s.end]),
          step(s.b, 'activity', [s.end]),
          step(s.end, 'end'),
        ],
        'A activity step has 1 relation(s), not 2',
      ],
      [
        'unimplemented-step-type',
        [step(s.start, 'start', [s.a]), step(s.a, 'path', [s.end]), step(s.end, 'end')],
        'Unimplemented step type: path',
      ],
    ];
    for (const [code, stored, raw] of broken) {
      const model = await createModel(page, { name: `E2E fout ${code} ${uniqueTag()}` });
      storeWorkingCopySteps(model.id, stored);
      await page.goto(`/process-model/${model.id}`);
      const dialog = invalidState(page, t);
      await dialog.waitFor();
      expect(await dialog.getByTestId('invalid-state-message').innerText(), code).toBe(t.editor.error[code]);
      expect(await dialog.getByTestId('invalid-state-debug').innerText(), code).toContain(raw);
      await dialog.getByRole('button', { name: t.common.close }).last().click();
      await dialog.waitFor({ state: 'detached' });
      expect(await page.getByTestId('editor-open-failure').innerText()).toBe(t.editor.error['open-failure']);
    }

    // The toolbar's actions are sub-routes: an address naming none is an unsupported toolbar action.
    const model = await createModel(page, { name: `E2E werkbalk ${uniqueTag()}` });
    await openEditor(page, `/process-model/${model.id}/frobnicate`);
    const dialog = invalidState(page, t);
    expect(await dialog.getByTestId('invalid-state-message').innerText()).toBe(
      t.editor.error['unsupported-toolbar-action'],
    );
    expect(await dialog.getByTestId('invalid-state-debug').innerText()).toContain(
      'Unsupported toolbar action: frobnicate',
    );
    await dialog.getByRole('button', { name: t.common.close }).last().click();
    await waitForPath(page, `/process-model/${model.id}`);
    expect(await steps(page).count()).toBe(3);
  });

  it('ED-36: a control with one relation can be dragged and removed; with two it cannot; it takes drops, is editable, has no path change', async () => {
    const { page } = await signedInPage(browser, locale, ['ROLE_MODELER']);
    const model = await createModel(page, { name: `E2E control ${uniqueTag()}`, operator: 'CHOICE' });
    const [start, control, activity, end] = model.steps.map((each) => each.id) as [
      string,
      string,
      string,
      string,
    ];
    await openEditor(page, `/process-model/${model.id}`);
    const box = stepById(page, control);
    const buttons = async () =>
      (
        await box.getByRole('button').evaluateAll((all) => all.map((b) => b.getAttribute('aria-label')))
      ).filter((label) => label !== actions.information);

    // One relation: edit and remove, no path change; it can be dragged: onto the activity, it moves after it.
    expect(await buttons()).toEqual([actions.edit, actions.remove]);
    expect(await box.getAttribute('draggable')).toBe('true');
    await box.dragTo(stepById(page, activity));
    await expect
      .poll(async () => (await connections(page)).sort())
      .toEqual([`${start}>${activity}`, `${activity}>${control}`, `${control}>${end}`].sort());

    // It accepts a drop: a second branch.
    await toolbarItem(page, t, 'activity').dragTo(box);
    await expect
      .poll(async () => (await connections(page)).filter((pair) => pair.startsWith(`${control}>`)).length)
      .toBe(2);
    const twoBranches = (await connections(page)).sort();

    // Two relations: still editable, no remove, no path change, not draggable; a drag moves nothing.
    expect(await buttons()).toEqual([actions.edit]);
    expect(await box.getAttribute('draggable')).toBe('false');
    await box.dragTo(stepById(page, start));
    expect((await connections(page)).sort()).toEqual(twoBranches);
    await box.focus();
    await page.keyboard.press('Delete');
    await invalidState(page, t).getByText(t.editor.rule['control-with-branches']).waitFor();
    await invalidState(page, t).getByRole('button', { name: t.common.close }).last().click();
    expect((await connections(page)).sort()).toEqual(twoBranches);

    // Back to one relation (the new branch removed), it can be removed: the activity links to the end.
    const added = twoBranches
      .find((pair) => pair.startsWith(`${control}>`) && !pair.endsWith(end))
      ?.split('>')[1];
    await stepById(page, added ?? '')
      .getByRole('button', { name: actions.remove })
      .click();
    await expect.poll(buttons).toEqual([actions.edit, actions.remove]);
    await box.getByRole('button', { name: actions.remove }).click();
    await expect
      .poll(async () => (await connections(page)).sort())
      .toEqual([`${start}>${activity}`, `${activity}>${end}`].sort());
  });

  it('ED-46: zoom fit takes the smaller of the width and height ratios, for a wide and a tall model', async () => {
    const { page } = await signedInPage(browser, locale, ['ROLE_MODELER']);
    const w = ids('start', 'control', 'end');
    const branches = Array.from({ length: 7 }, () => randomUUID());
    const wide = [
      step(w.start, 'start', [w.control]),
      step(w.control, 'control', branches),
      ...branches.map((id) => step(id, 'activity', [w.end])),
      step(w.end, 'end'),
    ] as Step[];
    const chain = Array.from({ length: 4 }, () => randomUUID());
    const tall = [
      step(w.start, 'start', [chain[0] as string]),
      ...chain.map((id, index) => step(id, 'activity', [chain[index + 1] ?? w.end])),
      step(w.end, 'end'),
    ] as Step[];

    for (const [shape, stored, side] of [
      ['wide', wide, 'width'],
      ['tall', tall, 'height'],
    ] as const) {
      const model = await createModel(page, { name: `E2E zoom ${shape} ${uniqueTag()}` });
      storeWorkingCopySteps(model.id, stored);
      await openEditor(page, `/process-model/${model.id}`);
      await toolbarButton(page, t, t.editor.toolbar['zoom-fit']).click();
      const view = await page.locator('.pm-canvas').evaluate((element) => {
        const box = element.getBoundingClientRect();
        return { width: box.width, height: box.height };
      });
      const layout = layoutModel({ steps: stored });
      const ratios = { width: view.width / layout.width, height: view.height / layout.height };
      const expected = Math.min(ratios.width, ratios.height);
      // The model is shaped so that this side decides, at a scale above the readable floor.
      expect(expected, shape).toBe(ratios[side]);
      expect(expected, shape).toBeGreaterThan(READABLE_SCALE);
      await expect
        .poll(() => page.getByTestId('editor-scale').innerText(), { message: shape })
        .toBe(`${Math.round(expected * 100)}%`);
      const scale = await page
        .locator('.react-flow__viewport')
        .evaluate((element) => new DOMMatrixReadOnly(getComputedStyle(element).transform).a);
      expect(scale, shape).toBeCloseTo(expected, 4);
    }
  });

  it('ED-22: a control with PARALLEL or CHOICE shows its label, one with JUDGE none', async () => {
    const { page } = await signedInPage(browser, locale, ['ROLE_MODELER']);
    const model = await createModel(page, { name: `E2E operator ${uniqueTag()}`, operator: 'CHOICE' });
    const controlId = model.steps[1]?.id ?? '';
    await openEditor(page, `/process-model/${model.id}`);
    const box = stepById(page, controlId);
    const label = () => box.locator('.pm-step-operator');
    expect(await label().innerText()).toBe(t.editor.operator.choice);
    for (const [operator, shown] of [
      ['PARALLEL', t.editor.operator.parallel],
      ['JUDGE', null],
      ['CHOICE', t.editor.operator.choice],
    ] as const) {
      await box.getByRole('button', { name: actions.edit }).click();
      const dialog = page.getByRole('dialog', { name: t['editor-dialogs'].step.title });
      await field(dialog, t['editor-dialogs'].step.operator).click();
      await listedOptions(page)
        .filter({ hasText: t['editor-dialogs'].step[`operator-${operator}`] })
        .click();
      await dialog.getByRole('button', { name: t['editor-dialogs'].step.submit }).click();
      await dialog.waitFor({ state: 'detached' });
      if (shown === null) await expect.poll(() => label().count(), { message: operator }).toBe(0);
      else await expect.poll(() => label().innerText(), { message: operator }).toBe(shown);
    }
  });

  it('ED-05: the route sets the mode: /{id} edits, /{id}/view shows the published model read-only', async () => {
    const { page } = await signedInPage(browser, locale, ['ROLE_MODELER']);
    const model = await createModel(page, { name: `E2E modus ${uniqueTag()}` });
    await publishModel(page, model.id);
    const activity = model.steps[1]?.id ?? '';
    const toolbarLabels = () =>
      toolbar(page, t)
        .getByRole('button')
        .evaluateAll((all) => all.map((b) => b.getAttribute('aria-label')));

    await openEditor(page, `/process-model/${model.id}`);
    expect(await page.locator('.pm-editor').getAttribute('data-mode')).toBe('edit');
    expect(await toolbarLabels()).toContain(t.editor.toolbar.save);
    expect(await stepById(page, activity).getByRole('button', { name: actions.edit }).count()).toBe(1);
    expect(await stepById(page, activity).getAttribute('draggable')).toBe('true');

    await openEditor(page, `/process-model/${model.id}/view`);
    expect(await page.locator('.pm-editor').getAttribute('data-mode')).toBe('view');
    const labels = await toolbarLabels();
    for (const editing of [t.editor.toolbar.save, t.editor.toolbar.edit, t.editor.toolbar.item.activity])
      expect(labels).not.toContain(editing);
    expect(labels).toContain(t.editor.toolbar.view);
    expect(await stepById(page, activity).getByRole('button', { name: actions.edit }).count()).toBe(0);
    expect(await stepById(page, activity).getAttribute('draggable')).toBe('false');
  });

  it('ED-19: steps are start, end, activity, control and subprocess; path and debug-path are only drawn', async () => {
    const { page, allowConsoleError } = await signedInPage(browser, locale, ['ROLE_MODELER']);
    allowConsoleError(/status of 422/);
    // API: a stored step of a drawn-only type is refused.
    for (const type of ['path', 'debug-path']) {
      const input = modelInput({ name: `E2E ${type} ${uniqueTag()}` });
      const middle = input.steps[1] as Step;
      input.steps[1] = { ...middle, type: type as Step['type'] };
      const answer = await callApi(page, 'POST', '/api/process_model', input);
      expect(answer.status, type).toBe(422);
    }
    // UI: a model with every step type; its relations are drawn as path or debug-path, never as steps.
    const s = ids('start', 'control', 'a', 'b', 'sub', 'end');
    const sub = await createModel(page, { name: `E2E deel ${uniqueTag()}` });
    const published = await publishModel(page, sub.id);
    const model = await createModel(page, { name: `E2E typen ${uniqueTag()}` });
    const stored = [
      step(s.start, 'start', [s.control]),
      step(s.control, 'control', [s.a, s.end]),
      step(s.a, 'activity', [s.sub]),
      step(s.sub, 'subprocess', [s.end], {
        process: { id: sub.id, name: published.info.name, actor: NO_ROLE, revision: published.revision },
      }),
      step(s.end, 'end'),
    ];
    storeWorkingCopySteps(model.id, stored);
    await openEditor(page, `/process-model/${model.id}`);
    await toolbarButton(page, t, t.editor.toolbar['zoom-fit']).click();
    const drawnTypes = await steps(page).evaluateAll((all) =>
      all.map((each) => each.getAttribute('data-type')),
    );
    expect([...new Set(drawnTypes)].sort()).toEqual([...STEP_TYPES].sort());
    const connectionTypes = await canvas(page)
      .locator('svg.pm-connections path[data-from]')
      .evaluateAll((all) => all.map((each) => each.getAttribute('data-type')));
    expect(connectionTypes).toHaveLength(5);
    expect(new Set(connectionTypes)).toEqual(new Set(['path', 'debug-path']));
    // The model as the server gives it to the editor: five steps of the five types, the relations in them.
    const loaded = (await callApi(page, 'GET', `/api/process_model/${model.id}/edit`)).body as {
      steps: Step[];
    };
    expect(loaded.steps.map((each) => each.type).sort()).toEqual([...STEP_TYPES].sort());
  });
});
