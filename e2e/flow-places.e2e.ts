import { randomUUID } from 'node:crypto';
import { NO_ROLE, type ProcessModelInput, type Step } from '@stroomlijn/domain';
import { describe, expect, it } from 'vitest';
import { callApi, signedInPage } from './support/admin-area';
import { LOCALES, textsFor } from './support/app';
import { useBrowser } from './support/browser';
import {
  canvas,
  confirmIn,
  dragToPlace,
  dropPlace,
  stepBox,
  toolbarButton,
  toolbarItem,
  workingCopy,
} from './support/process-models';

const browser = useBrowser();

/** start → Order → Check? ⟨Approve, (empty)⟩ → Pay → end, with readable names as ids' stand-ins. */
function choiceModel(name: string) {
  const id = {
    s: randomUUID(),
    order: randomUUID(),
    check: randomUUID(),
    approve: randomUUID(),
    pay: randomUUID(),
    e: randomUUID(),
  };
  const step = (
    key: keyof typeof id,
    type: Step['type'],
    stepName: string,
    children: (keyof typeof id)[],
    extra = {},
  ): Step => ({
    id: id[key],
    name: stepName,
    type,
    children: children.map((child, index) => ({ id: id[child], weight: index + 1 })),
    actor: NO_ROLE,
    ...extra,
  });
  const model: ProcessModelInput = {
    id: randomUUID(),
    info: { name, description: '' },
    owner: NO_ROLE,
    manager: NO_ROLE,
    steps: [
      step('s', 'start', '', ['order']),
      step('order', 'activity', 'Order', ['check']),
      step('check', 'control', 'Check', ['approve', 'pay'], { operator: 'CHOICE' }),
      step('approve', 'activity', 'Approve', ['pay']),
      step('pay', 'activity', 'Pay', ['e']),
      step('e', 'end', '', []),
    ],
    groups: [],
  };
  return { model, id };
}

describe.each(LOCALES)('places between steps (%s)', (locale) => {
  const t = textsFor(locale);

  it('issue 16: joins drawn, an empty branch says it skips; drops on a branch, an empty branch and after the block', async () => {
    const { page } = await signedInPage(browser, locale, ['ROLE_MODELER', 'ROLE_USER']);
    const { model, id } = choiceModel(`Places ${locale} ${randomUUID()}`);
    expect((await callApi(page, 'POST', '/api/process_model', model)).status).toBe(201);
    await page.goto(`/process-model/${model.id}`);
    await stepBox(page, 'Approve').waitFor();
    await toolbarButton(page, t, t.editor.toolbar['zoom-fit']).click();

    // Where the branches of the choice join: a gateway; the branch without steps says that it skips.
    await canvas(page).locator(`.pm-joins [data-join-of="${id.check}"]`).waitFor({ state: 'attached' });
    expect(await canvas(page).locator(`.pm-joins [data-join-of="${id.check}"] text`).textContent()).toBe('×');
    const skips = canvas(page).locator(`[data-skips="${id.check}>${id.pay}"]`);
    expect(await skips.locator('.pm-skip-text').innerText()).toBe(t.editor.flow.skips);
    // In edit mode it can be removed (ED-39: a path of a control with several branches).
    expect(await skips.getByRole('button', { name: t.editor.flow['remove-empty'] }).count()).toBe(1);
    expect(await skips.getAttribute('title')).toBe(t.editor.flow['skips-title']);
    // No drop targets while nothing is dragged.
    expect(await canvas(page).locator('.pm-drop-place').count()).toBe(0);

    // While Order is dragged, every place but its own two is a target.
    await stepBox(page, 'Order').hover();
    await page.mouse.down();
    await page.mouse.move(10, 10, { steps: 4 });
    await dropPlace(page, `after>${id.check}`).waitFor();
    const keys = await canvas(page)
      .locator('.pm-drop-place')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-place')).sort());
    expect(keys).toEqual(
      [
        `${id.check}>${id.approve}`,
        `${id.check}>${id.pay}`,
        `${id.approve}>${id.pay}`,
        `${id.pay}>${id.e}`,
        `after>${id.check}`,
      ].sort(),
    );
    await page.keyboard.press('Escape');
    await page.mouse.up();

    // A new activity into the empty branch, a subprocess after the block, Order to the start of the first branch.
    await dragToPlace(page, toolbarItem(page, t, 'activity'), `${id.check}>${id.pay}`);
    await expect.poll(() => canvas(page).locator('[data-skips]').count()).toBe(0);
    await dragToPlace(page, toolbarItem(page, t, 'subprocess'), `after>${id.check}`);
    await canvas(page).locator('.pm-step[data-type="subprocess"]').waitFor();
    await dragToPlace(page, stepBox(page, 'Order'), `${id.check}>${id.approve}`);

    await toolbarButton(page, t, t.editor.toolbar.save).click();
    await confirmIn(page, t['editor-dialogs'].save.title, t['editor-dialogs'].save.confirm);
    await expect.poll(async () => (await workingCopy(page, model.id)).steps.length).toBe(8);
    const saved = (await workingCopy(page, model.id)).steps;
    const children = (stepId: string) =>
      saved.find((step) => step.id === stepId)?.children.map((child) => child.id) ?? [];
    const added = saved.find(
      (step) => step.type === 'activity' && !(Object.values(id) as string[]).includes(step.id),
    );
    const subprocess = saved.find((step) => step.type === 'subprocess');
    expect(children(id.s)).toEqual([id.check]); // Order left its place
    expect(children(id.check)).toEqual([id.order, added?.id]);
    expect(children(id.order)).toEqual([id.approve]);
    expect(children(id.approve)).toEqual([subprocess?.id]);
    expect(children(added?.id as string)).toEqual([subprocess?.id]);
    expect(children(subprocess?.id as string)).toEqual([id.pay]);
  });
});
