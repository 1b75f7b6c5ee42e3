import { randomUUID } from 'node:crypto';
import { NO_ROLE, type ProcessModel, type Step } from '@stroomlijn/domain';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/accessibility';
import { callApi, signedInPage, uniqueTag } from './support/admin-area';
import { interpolate, LOCALES, pathOf, type Texts, tabTo, textsFor, waitForPath } from './support/app';
import { useBrowser } from './support/browser';
import { expectOk } from './support/input-outputs';
import { arrowToOption } from './support/keyboard';
import { createModel, publishModel, systemRole, workingCopy } from './support/process-models';

/**
 * Issue 18 §2, "What changed": revision 1 and 2 of a model compared from the revision list, as a list
 * grouped by kind; the two sides chosen with the keyboard, also the working copy (modelers); and on the
 * diagram, the added and changed steps marked on the newer side, the removed ones on the older.
 */
const browser = useBrowser();

/** The sections of the difference list: heading and lines. */
async function sections(page: Page): Promise<[string, string[]][]> {
  const list = page.getByTestId('difference-list');
  await list.waitFor();
  return list
    .locator('section')
    .evaluateAll((all) =>
      all.map((section) => [
        section.querySelector('h2')?.textContent?.trim() ?? '',
        [...section.querySelectorAll('li')].map((item) => item.textContent?.trim() ?? ''),
      ]),
    ) as Promise<[string, string[]][]>;
}

/** Publishes `steps` as the model's next revision (saved and published in one call); answers it. */
async function publishSteps(page: Page, copy: ProcessModel, steps: Step[]): Promise<ProcessModel> {
  const { id, info, owner, manager, groups, updatedAt } = copy;
  const body = { model: { id, info, owner, manager, groups, updatedAt, steps } };
  return (await expectOk(
    callApi(page, 'POST', `/api/process_model/publish/${id}`, body),
    'save and publish',
  )) as ProcessModel;
}

/** Moves the focus to `select` with Tab (or Shift+Tab), then chooses `option` with the arrow keys and Enter. */
async function chooseByKeyboard(page: Page, select: Locator, option: string, key = 'Tab'): Promise<void> {
  const focused = () => select.evaluate((input) => input === document.activeElement);
  for (let i = 0; i < 30 && !(await focused()); i++) await page.keyboard.press(key);
  expect(await focused()).toBe(true);
  await page.keyboard.press('ArrowDown');
  await arrowToOption(page, option);
  await page.keyboard.press('Enter');
  await expect.poll(() => select.inputValue()).toBe(option);
}

describe.each(LOCALES)('what changed between revisions (%s)', (locale) => {
  const t: Texts = textsFor(locale);
  const texts = t['revision-compare'];
  const quoted = (text: string) => interpolate(texts.quoted, { text });
  const heading = (kind: keyof typeof texts.kind, count: number) =>
    interpolate(texts.heading, { kind: texts.kind[kind], count: String(count) });

  it('issue 18: revisions 1 and 2 compared from the revision list by mouse and keyboard: renamed, actor changed, added', async () => {
    const { page } = await signedInPage(browser, locale, ['ROLE_MODELER', 'ROLE_USER']);
    const tag = uniqueTag();
    const [oldName, newName, added] = [`Check invoice ${tag}`, `Check the invoice ${tag}`, `Pay ${tag}`];
    const model = await createModel(page, {
      name: `E2E compare ${tag}`,
      stepName: oldName,
      actor: systemRole('ROLE_USER'),
    });
    expect((await publishModel(page, model.id)).revision).toBe(1);

    // Revision 2: the step renamed, another actor, and a step added after it.
    const copy: ProcessModel = await workingCopy(page, model.id);
    const middle = copy.steps.find((step) => step.name === oldName) as Step;
    const pay: Step = {
      id: randomUUID(),
      name: added,
      type: 'activity',
      children: middle.children,
      actor: NO_ROLE,
    };
    const steps = copy.steps.map((step) =>
      step.id === middle.id
        ? { ...step, name: newName, actor: systemRole('ROLE_EDITOR'), children: [{ id: pay.id, weight: 1 }] }
        : step,
    );
    const { id, info, owner, manager, groups, updatedAt } = copy;
    const body = { model: { id, info, owner, manager, groups, updatedAt, steps: [...steps, pay] } };
    const second = (await expectOk(
      callApi(page, 'POST', `/api/process_model/publish/${id}`, body),
      'save and publish',
    )) as ProcessModel;
    expect(second.revision).toBe(2);
    const actor = (revision: ProcessModel) =>
      revision.steps.find((step) => step.id === middle.id)?.actor.name ?? '';
    const [before, after] = [actor(copy), actor(second)];
    expect(before).not.toBe(after);
    const expected: [string, string[]][] = [
      [heading('step-added', 1), [interpolate(texts.line['step-added'], { step: quoted(added) })]],
      [
        heading('step-renamed', 1),
        [interpolate(texts.line['step-renamed'], { before: quoted(oldName), after: quoted(newName) })],
      ],
      [
        heading('actor-changed', 1),
        [interpolate(texts.line['actor-changed'], { step: quoted(newName), before, after })],
      ],
    ];

    // By mouse: the revision list's "Compare with previous" on revision 2.
    await page.goto(`/process-model/${id}/revisions`);
    const table = page.getByTestId('revision-table');
    await table
      .getByRole('link', {
        name: interpolate(texts['action-name']['with-previous'], { name: '2', previous: '1' }),
      })
      .click();
    await waitForPath(page, `/process-model/${id}/revisions/compare`);
    expect(pathOf(page)).toBe(`/process-model/${id}/revisions/compare?from=1&to=2`);
    await page
      .getByRole('heading', { level: 1, name: interpolate(texts['title-of'], { name: info.name }) })
      .waitFor();
    expect(await sections(page)).toEqual(expected);
    await expectAccessible(page);

    // By keyboard: back to the list, the button at the top (latest against the one before).
    await page.getByRole('link', { name: texts.back }).click();
    await waitForPath(page, `/process-model/${id}/revisions`);
    await table.getByRole('row').nth(2).waitFor();
    await tabTo(page, page.getByRole('link', { name: texts.action.latest }), 40);
    await page.keyboard.press('Enter');
    await waitForPath(page, `/process-model/${id}/revisions/compare`);
    expect(await sections(page)).toEqual(expected);

    // The working copy (as revision 2) against revision 1, then revision 2 against it: no changes.
    const to = page.getByRole('combobox', { name: texts.to, exact: true });
    const from = page.getByRole('combobox', { name: texts.from, exact: true });
    await chooseByKeyboard(page, to, texts['working-copy']);
    await expect
      .poll(() => pathOf(page))
      .toBe(`/process-model/${id}/revisions/compare?from=1&to=working-copy`);
    expect(await sections(page)).toEqual(expected);
    await chooseByKeyboard(page, from, interpolate(texts.revision, { revision: '2' }), 'Shift+Tab');
    await expect
      .poll(() => pathOf(page))
      .toBe(`/process-model/${id}/revisions/compare?from=2&to=working-copy`);
    await page.getByTestId('empty-state').getByText(texts.empty, { exact: true }).waitFor();
    await expectAccessible(page);
  });

  it('issue 18: the diagram view, by mouse and keyboard: added and changed steps on the newer side, the removed one on the older; axe', async () => {
    const { page } = await signedInPage(browser, locale, ['ROLE_MODELER', 'ROLE_USER']);
    const tag = uniqueTag();
    const [check, renamed, fax, pay] = [`Check ${tag}`, `Check it ${tag}`, `Fax ${tag}`, `Pay ${tag}`];
    const model = await createModel(page, { name: `E2E compare diagram ${tag}`, stepName: check });
    // Revision 1: start → Check → Fax → end. Revision 2: Check renamed, Fax replaced by Pay.
    const copy = await workingCopy(page, model.id);
    const middle = copy.steps.find((step) => step.name === check) as Step;
    const activity = (name: string): Step => ({
      id: randomUUID(),
      name,
      type: 'activity',
      children: middle.children,
      actor: NO_ROLE,
    });
    const [faxStep, payStep] = [activity(fax), activity(pay)];
    const leadingTo = (next: Step, name = check) => ({
      ...middle,
      name,
      children: [{ id: next.id, weight: 1 }],
    });
    const others = copy.steps.filter((step) => step.id !== middle.id);
    expect((await publishSteps(page, copy, [...others, leadingTo(faxStep), faxStep])).revision).toBe(1);
    const first = await workingCopy(page, model.id);
    expect(
      (await publishSteps(page, first, [...others, leadingTo(payStep, renamed), payStep])).revision,
    ).toBe(2);

    const step = (name: string) => `${t.editor['step-type'].activity}: ${name}`;
    const marked = (name: string, mark: keyof typeof texts.mark) =>
      page.getByRole('group', {
        name: interpolate(texts['marked-step'], { step: step(name), mark: texts.mark[mark] }),
        exact: true,
      });
    const badge = (name: string, mark: keyof typeof texts.mark) =>
      marked(name, mark).getByRole('img', { name: texts.mark[mark], exact: true });
    const address = `/process-model/${model.id}/revisions/compare?from=1&to=2`;

    // By mouse: the list, then Diagram; the newer side with Pay added and Check changed.
    await page.goto(address);
    await sections(page);
    await page.getByTestId('compare-view').getByText(texts.view.diagram, { exact: true }).click();
    await expect.poll(() => pathOf(page)).toBe(`${address}&view=diagram`);
    expect(await badge(pay, 'added').textContent()).toBe('+');
    expect(await badge(renamed, 'changed').textContent()).toBe('~');
    expect(await marked(pay, 'added').getAttribute('data-mark')).toBe('added');
    const legend = page.getByRole('region', { name: texts.legend.title, exact: true });
    await legend.getByText(texts.legend.added, { exact: false }).waitFor();
    await page.getByRole('group', { name: step(fax) }).waitFor({ state: 'detached' });
    await expectAccessible(page, 'diagram, newer side');

    // By keyboard: from the newer side to the older, where Fax is removed and Check changed.
    const newer = page.getByRole('radio', {
      name: interpolate(texts.side.after, { version: interpolate(texts.revision, { revision: '2' }) }),
    });
    await tabTo(page, newer, 40);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => pathOf(page)).toBe(`${address}&view=diagram&side=older`);
    expect(await badge(fax, 'removed').textContent()).toBe('−');
    expect(await badge(check, 'changed').textContent()).toBe('~');
    await legend.getByText(texts.legend.removed, { exact: false }).waitFor();
    await expectAccessible(page, 'diagram, older side');

    // By keyboard from the list: the view switch's List, then the arrow to Diagram.
    await page.goto(address);
    await sections(page);
    await tabTo(page, page.getByRole('radio', { name: texts.view.list, exact: true }), 40);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => pathOf(page)).toBe(`${address}&view=diagram`);
    await badge(pay, 'added').waitFor();
  });
});
