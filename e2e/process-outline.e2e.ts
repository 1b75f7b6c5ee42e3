import { childrenByWeight, type Step } from '@stroomlijn/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signedInPage, uniqueTag } from './support/admin-area';
import { LOCALES, type Texts, textsFor } from './support/app';
import { useBrowser } from './support/browser';
import { arrowToOption } from './support/keyboard';
import { fill, focusedItem, focusedText } from './support/outline';
import { canvas, confirmIn, createModel, toolbarButton, workingCopy } from './support/process-models';

const browser = useBrowser();

/**
 * Presses keys one after another, each after the page has drawn a frame since the one before (the outline
 * moves its focus in a render: a key pressed sooner, on a loaded machine, would go to the old item).
 */
async function press(page: Page, ...keys: string[]): Promise<void> {
  for (const key of keys) {
    await page.keyboard.press(key);
    await page.evaluate(() => new Promise((settled) => requestAnimationFrame(() => setTimeout(settled, 0))));
  }
}

/** F2 on the focused step: names it in the edit-step dialog (Enter applies); the focus comes back. */
async function rename(page: Page, t: Texts, name: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: t['editor-dialogs'].step.title });
  await page.keyboard.press('F2');
  await dialog.waitFor();
  await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('INPUT');
  await page.keyboard.type(name);
  await page.keyboard.press('Enter');
  await dialog.waitFor({ state: 'detached' });
  await expect.poll(() => focusedItem(page)).toContain(name);
}

describe.each(LOCALES)('process editor outline (%s)', (locale) => {
  const t = textsFor(locale);
  const o = t.editor.outline;
  const type = t.editor['step-type'];

  it('issue 16: a choice block, a step after it and a step in its empty branch, by keyboard only in the outline', async () => {
    const { page } = await signedInPage(browser, locale, ['ROLE_MODELER', 'ROLE_USER']);
    const model = await createModel(page, { name: `Outline ${uniqueTag()}`, stepName: 'Receive order' });
    await page.goto(`/process-model/${model.id}`);
    await canvas(page).waitFor();
    const status = page.getByTestId('outline-status');
    const said = () => status.innerText();

    // The toolbar's toggle shows the outline; Tab reaches its tree at one stop (the item of the step
    // selected on the canvas; which one depends on how far Tab went there). Home: the start.
    const toggle = toolbarButton(page, t, t.editor.toolbar.outline);
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('tree', { name: o.label }).waitFor();
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    expect(await status.getAttribute('role')).toBe('status');
    for (let i = 0; i < 80 && (await focusedItem(page)) === null; i++) await page.keyboard.press('Tab');
    expect(await focusedItem(page)).not.toBeNull();
    expect(
      await page
        .getByRole('treeitem')
        .evaluateAll((items) => items.filter((item) => item.tabIndex === 0).length),
    ).toBe(1);
    await press(page, 'Home');
    await expect.poll(() => focusedItem(page)).toBe(`${type.start}: ${t.editor.placeholder.start}`);

    // The start step can not be removed: the live region says why.
    await page.keyboard.press('Delete');
    await expect.poll(said).toBe(fill(o.announce.refused, { reason: t.editor.rule['fixed-step'] }));

    // A control after 'Receive order' (Insert, the second entry), named 'Decide' and made a choice.
    await press(page, 'ArrowDown', 'Insert');
    await expect.poll(() => focusedText(page)).toBe(fill(o.place.after, { item: type.activity }));
    await press(page, 'ArrowDown');
    await expect.poll(() => focusedText(page)).toBe(fill(o.place.after, { item: type.control }));
    await press(page, 'Enter');
    await expect
      .poll(said)
      .toBe(fill(o.announce['inserted-after-name'], { item: type.control, name: 'Receive order' }));
    await expect.poll(() => focusedItem(page)).toContain(`${type.control}: ${t.editor.placeholder.control}`);
    await nameChoice(page, t, 'Decide');

    // A new branch with 'Pack' (the first entry at a control).
    await press(page, 'Insert');
    await expect.poll(() => focusedText(page)).toBe(fill(o.place['new-branch'], { item: type.activity }));
    await press(page, 'Enter');
    await expect
      .poll(said)
      .toBe(fill(o.announce['inserted-branch-name'], { item: type.activity, name: 'Decide' }));
    await rename(page, t, 'Pack');

    // Left climbs to the branch; Up passes the empty branch to the control: 'Ship' after its block (the
    // fourth entry).
    await press(page, 'ArrowLeft');
    await expect.poll(() => focusedItem(page)).toBe(fill(o.branch, { position: 2, count: 2 }));
    await press(page, 'ArrowUp', 'ArrowUp');
    await expect.poll(() => focusedItem(page)).toContain(`${type.control}: Decide`);
    await press(page, 'Insert');
    await expect.poll(() => focusedText(page)).toBe(fill(o.place['new-branch'], { item: type.activity }));
    await press(page, 'ArrowDown', 'ArrowDown', 'ArrowDown');
    await expect.poll(() => focusedText(page)).toBe(fill(o.place['after-block'], { item: type.activity }));
    await press(page, 'Enter');
    await expect
      .poll(said)
      .toBe(fill(o.announce['inserted-after-block-name'], { item: type.activity, name: 'Decide' }));
    await rename(page, t, 'Ship');

    // The empty first branch leads straight to 'Ship'; 'Refund' goes in it.
    await press(page, 'Home', 'ArrowDown', 'ArrowDown', 'ArrowDown');
    await expect
      .poll(() => focusedItem(page))
      .toBe(fill(o['branch-empty-name'], { position: 1, count: 2, name: 'Ship' }));
    await press(page, 'Insert');
    await expect
      .poll(() => focusedText(page))
      .toBe(fill(o.place['in-empty-branch'], { item: type.activity }));
    await press(page, 'Enter');
    await expect
      .poll(said)
      .toBe(
        fill(o.announce['inserted-in-branch-name'], { item: type.activity, name: 'Decide', position: 1 }),
      );
    await rename(page, t, 'Refund');

    // The outline reads as the model: the branches below the control, the step after the block after it.
    const rows = await page
      .getByRole('treeitem')
      .evaluateAll((items) =>
        items.map(
          (item) =>
            `${item.getAttribute('aria-level')} ${document.getElementById(item.getAttribute('aria-labelledby') ?? '')?.textContent}`,
        ),
      );
    expect(rows.map((row) => row.split(',')[0])).toEqual([
      `1 ${type.start}: ${t.editor.placeholder.start}`,
      `1 ${type.activity}: Receive order`,
      `1 ${type.control}: Decide`,
      `2 ${fill(o.branch, { position: 1, count: 2 })}`,
      `3 ${type.activity}: Refund`,
      `2 ${fill(o.branch, { position: 2, count: 2 })}`,
      `3 ${type.activity}: Pack`,
      `1 ${type.activity}: Ship`,
      `1 ${type.end}: ${t.editor.placeholder.end}`,
    ]);

    // Saved, the server holds the same graph.
    await toolbarButton(page, t, t.editor.toolbar.save).click();
    await confirmIn(page, t['editor-dialogs'].save.title, t['editor-dialogs'].save.confirm);
    await page.getByTestId('editor-unsaved').waitFor({ state: 'detached' });
    const { steps } = await workingCopy(page, model.id);
    const named = (name: string) => steps.find((step) => step.name === name) as Step;
    const next = (step: Step) =>
      childrenByWeight(step).map((child) => {
        const found = steps.find((other) => other.id === child.id) as Step;
        return found.name || found.type;
      });
    expect(next(steps.find((step) => step.type === 'start') as Step)).toEqual(['Receive order']);
    expect(next(named('Receive order'))).toEqual(['Decide']);
    expect(named('Decide').operator).toBe('CHOICE');
    expect(next(named('Decide'))).toEqual(['Refund', 'Pack']);
    expect(next(named('Refund'))).toEqual(['Ship']);
    expect(next(named('Pack'))).toEqual(['Ship']);
    expect(next(named('Ship'))).toEqual(['end']);
    expect(steps).toHaveLength(7);
  });
});

/** F2 on the focused control: its name, and the operator 'choice' picked with the arrow keys. */
async function nameChoice(page: Page, t: Texts, name: string): Promise<void> {
  const texts = t['editor-dialogs'].step;
  const dialog = page.getByRole('dialog', { name: texts.title });
  await page.keyboard.press('F2');
  await dialog.waitFor();
  await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('INPUT');
  await page.keyboard.type(name);
  const operator = dialog.getByLabel(texts.operator, { exact: true });
  const isFocused = () => operator.evaluate((input) => input === document.activeElement);
  for (let i = 0; i < 6 && !(await isFocused()); i++) await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowDown');
  await arrowToOption(page, texts['operator-CHOICE']);
  await page.keyboard.press('Enter');
  await expect.poll(() => operator.inputValue()).toBe(texts['operator-CHOICE']);
  const nameField = dialog.getByLabel(texts.name, { exact: true });
  const onName = () => nameField.evaluate((input) => input === document.activeElement);
  for (let i = 0; i < 6 && !(await onName()); i++) await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  await dialog.waitFor({ state: 'detached' });
  await expect.poll(() => focusedItem(page)).toContain(`: ${name}`);
}
