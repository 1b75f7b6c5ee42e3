import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/accessibility';
import { actionTexts as a, actionOf, actionsWorld, select } from './support/actions';
import { callApi, field, rowWith } from './support/admin-area';
import { interpolate, LOCALES, type Texts, textsFor, waitForPath } from './support/app';
import { useBrowser } from './support/browser';
import { expectOk } from './support/input-outputs';
import { tabUntil } from './support/keyboard';
import { useStandInServer } from './support/stand-in-server';

const browser = useBrowser();
const running = useStandInServer();
const { signedIn, arrivedResponse } = actionsWorld(browser, running);

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

/** The holder's page of an action that is not available: the notice first, the action read-only. */
async function expectNotAvailable(page: Page, t: Texts, action: string) {
  const notice = page.getByTestId('action-not-available');
  await notice.getByText(t.error['not-available'], { exact: true }).waitFor();
  await notice.getByText(a(t)['status-page']['not-available'], { exact: true }).waitFor();
  const fields = page.getByRole('table', { name: a(t)['action-fields'] });
  await fields.getByRole('cell', { name: action, exact: true }).waitFor();
  const [noticeBox, fieldsBox] = [await notice.boundingBox(), await fields.boundingBox()];
  expect(noticeBox && fieldsBox && noticeBox.y + noticeBox.height <= fieldsBox.y).toBe(true);
  expect(await page.getByRole('button', { name: t.common.save, exact: true }).count()).toBe(0);
  expect(await select(page, a(t).field.status).count()).toBe(0);
  expect(await page.getByRole('textbox', { name: a(t).field.remarks }).count()).toBe(0);
  await expectAccessible(page, `not available: ${action}`);
}

describe.each(LOCALES)('action dialogs and pages (%s)', (locale) => {
  const t = textsFor(locale);

  it('AC-06: the holder opens a closed action, and a deleted one, read-only with "Not available anymore" first', async () => {
    const h = await arrivedResponse(locale);
    const reviewer = await signedIn(locale, h.reviewer);
    const closed = await actionOf(reviewer, h, 'Bel de aanvrager');
    const deleted = await actionOf(reviewer, h, 'Plan het verlof');
    const holder = await signedIn(locale, h.holder, /status of 403\b/);
    await expectOk(
      callApi(holder, 'PUT', '/api/response-action/status', {
        id: closed.id,
        status: 'closed',
        remarks: 'Gebeld',
        updated: closed.updated,
      }),
      'close the action',
    );
    await expectOk(
      callApi(reviewer, 'DELETE', `/api/response-action/${h.form.id}/${h.response.id}/${deleted.id}`),
      'delete the action',
    );

    // The closed action is listed with 'view', not 'edit', and opens read-only.
    await holder.goto('/actions/my');
    const mine = holder.getByRole('table', { name: a(t).my.title });
    const viewName = interpolate(a(t)['action-link-name'].view, { name: 'Bel de aanvrager' });
    await rowWith(mine, 'Bel de aanvrager').getByRole('link', { name: viewName }).click();
    await waitForPath(holder, `/actions/my/${h.form.id}/${h.response.id}/${closed.id}/edit`);
    await expectNotAvailable(holder, t, 'Bel de aanvrager');

    // The deleted one, opened by its address (as from the assignment email), too.
    await holder.goto(`/actions/my/${h.form.id}/${h.response.id}/${deleted.id}/edit`);
    await expectNotAvailable(holder, t, 'Plan het verlof');
  });

  it('Escape in the date picker closes only the picker; Escape or close on the dialog asks before dropping typed input', async () => {
    const h = await arrivedResponse(locale);
    const reviewer = await signedIn(locale, h.reviewer);
    const base = `/actions/review/edit/${h.form.id}/${h.response.id}`;
    await reviewer.goto(base);
    const newAction = reviewer.getByRole('link', { name: a(t).section.new, exact: true });
    const dialog = reviewer.getByRole('dialog', { name: a(t)['action-form']['new-title'] });
    const action = field(dialog, a(t).field.action);

    // Unchanged, Escape closes the dialog at once.
    await newAction.focus();
    await reviewer.keyboard.press('Enter');
    await expect.poll(() => isFocused(action)).toBe(true);
    await reviewer.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await waitForPath(reviewer, base);

    await newAction.focus();
    await reviewer.keyboard.press('Enter');
    await expect.poll(() => isFocused(action)).toBe(true);
    await reviewer.keyboard.type('Bel de aanvrager terug');

    // Escape in the open list of a select closes the list only.
    const assignee = select(dialog, a(t).field.assignee);
    await tabUntil(reviewer, () => isFocused(assignee));
    await reviewer.keyboard.press('ArrowDown');
    await expect.poll(() => assignee.getAttribute('aria-expanded')).toBe('true');
    await reviewer.keyboard.press('Escape');
    await expect.poll(() => assignee.getAttribute('aria-expanded')).toBe('false');
    expect(await dialog.isVisible()).toBe(true);

    // The end date: its calendar opens with the focus; a typed date, then Escape closes the calendar only.
    const end = field(dialog, a(t).field['end-date']);
    await tabUntil(reviewer, () => isFocused(end));
    // (The start date's calendar may still be fading out.)
    const calendar = reviewer.locator('[data-dates-dropdown]');
    await expect.poll(() => calendar.count()).toBe(1);
    await reviewer.keyboard.press('Control+A');
    await reviewer.keyboard.type('31-12-2030');
    await reviewer.keyboard.press('Escape');
    await expect.poll(() => calendar.count()).toBe(0);
    expect(await dialog.isVisible()).toBe(true);
    expect(await action.inputValue()).toBe('Bel de aanvrager terug');
    expect(await end.inputValue()).toBe('31-12-2030');

    // Escape on the dialog itself asks first; Escape in the question keeps editing, all input kept.
    await reviewer.keyboard.press('Escape');
    const ask = reviewer.getByRole('dialog', { name: t['discard-changes'].title });
    await ask.getByText(t['discard-changes'].text, { exact: true }).waitFor();
    await expect
      .poll(() => isFocused(ask.getByRole('button', { name: t['discard-changes'].keep })))
      .toBe(true);
    await expectAccessible(reviewer, 'discard question');
    await reviewer.keyboard.press('Escape');
    await ask.waitFor({ state: 'detached' });
    expect(await action.inputValue()).toBe('Bel de aanvrager terug');
    expect(await end.inputValue()).toBe('31-12-2030');

    // The close button asks as well; 'Discard changes' closes without saving.
    await dialog.getByRole('button', { name: t.common.close, exact: true }).click();
    await expect
      .poll(() => isFocused(ask.getByRole('button', { name: t['discard-changes'].keep })))
      .toBe(true);
    await reviewer.keyboard.press('Tab');
    expect(await isFocused(ask.getByRole('button', { name: t['discard-changes'].discard }))).toBe(true);
    await reviewer.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await waitForPath(reviewer, base);
    const saved = await callApi(reviewer, 'GET', `/api/response-action/${h.form.id}/${h.response.id}`);
    expect(saved.body).toEqual([]);
  });
});
