import { addMonths } from '@stroomlijn/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate } from '../../../lib/dates';
import { setLanguage } from '../../../lib/i18n';
import {
  optionTexts,
  pick,
  ROLES,
  renderEditorDialogs,
  serverModel,
  testModel,
} from '../../../test/editor-test-harness';
import { type FakeCall, stubApi } from '../../../test/fake-api';
import type { EditableModel } from '../editor/editor-types';
import { reviewIntervalChoices } from './review-interval-select';

vi.setConfig({ testTimeout: 20_000 });
afterEach(async () => {
  vi.unstubAllGlobals();
  await setLanguage('en');
});

const DAY = 24 * 60 * 60 * 1000;
/** 12:00 UTC on the last day of the month before the one `at` falls in. */
const lastDayOfMonthBefore = (at: number) => {
  const date = new Date(at);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 0, 12);
};
const writes = (calls: FakeCall[]) => calls.filter((call) => call.method !== 'GET');
const withInterval = (months: number | null): EditableModel => ({
  ...testModel(),
  reviewIntervalMonths: months,
});

async function openInfo(options: Parameters<typeof renderEditorDialogs>[0]) {
  const view = renderEditorDialogs(options);
  const dialog = await screen.findByRole('dialog', { name: /Edit process model|Procesmodel bewerken/ });
  const select = within(dialog).getByRole('combobox', { name: /Review every|Herzien elke/ });
  return { view, dialog, select: select as HTMLInputElement };
}

describe('the review interval in the model information', () => {
  it('offers None and 3, 6, 12, 24 and 36 months; a chosen interval goes into the working copy only', async () => {
    const calls = stubApi({ 'GET /api/role/selector': () => ROLES });
    const { view, dialog, select } = await openInfo({ subRoute: 'edit' });
    expect(select.value).toBe('None');
    await userEvent.click(select);
    expect(await optionTexts(select)).toEqual([
      'None',
      '3 months',
      '6 months',
      '12 months',
      '24 months',
      '36 months',
    ]);
    await userEvent.click(select);
    await pick(select, '12 months');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(view.pathname()).toBe(view.basePath));
    expect(view.editor().model.reviewIntervalMonths).toBe(12);
    expect(view.editor().dirty).toBe(true);
    expect(writes(calls)).toEqual([]);
  });

  it('a stored interval outside the choices (18 months) is shown as its own option, in order', async () => {
    stubApi({ 'GET /api/role/selector': () => ROLES });
    const { select } = await openInfo({ subRoute: 'edit', model: withInterval(18) });
    expect(select.value).toBe('18 months');
    await userEvent.click(select);
    expect(await optionTexts(select)).toEqual([
      'None',
      '3 months',
      '6 months',
      '12 months',
      '18 months',
      '24 months',
      '36 months',
    ]);
    expect(reviewIntervalChoices(120)).toEqual([3, 6, 12, 24, 36, 120]);
    expect(reviewIntervalChoices(null)).toEqual([3, 6, 12, 24, 36]);
  });

  it('None clears a stored interval (null); Done without a change leaves the model unchanged', async () => {
    stubApi({ 'GET /api/role/selector': () => ROLES });
    const first = await openInfo({ subRoute: 'edit', model: withInterval(6) });
    await userEvent.click(within(first.dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(first.view.pathname()).toBe(first.view.basePath));
    expect(first.view.editor().dirty).toBe(false);
    first.view.unmount();

    const second = await openInfo({ subRoute: 'edit', model: withInterval(6) });
    await pick(second.select, 'None');
    await userEvent.click(within(second.dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(second.view.pathname()).toBe(second.view.basePath));
    expect(second.view.editor().model.reviewIntervalMonths).toBeNull();
    expect(second.view.editor().dirty).toBe(true);
  });

  it('shows the next review date from the latest publish, following the chosen interval', async () => {
    stubApi({ 'GET /api/role/selector': () => ROLES });
    // A month's last day: the date follows the domain's calendar months (a shorter month ends earlier).
    const publishedAt = lastDayOfMonthBefore(Date.now() - 10 * DAY);
    const model = withInterval(12);
    const { select } = await openInfo({
      subRoute: 'edit',
      model,
      server: serverModel(model, { publishedAt }),
    });
    const description = () => document.getElementById(select.getAttribute('aria-describedby') ?? '');
    expect(description()?.textContent).toBe(`Next review on ${formatDate(addMonths(publishedAt, 12), 'en')}`);
    await pick(select, '3 months');
    await waitFor(() =>
      expect(description()?.textContent).toBe(
        `Next review on ${formatDate(addMonths(publishedAt, 3), 'en')}`,
      ),
    );
  });

  it('a review date that has passed says so; before the first publish the date is explained', async () => {
    stubApi({ 'GET /api/role/selector': () => ROLES });
    const publishedAt = Date.now() - 400 * DAY;
    const model = withInterval(12);
    const first = await openInfo({ subRoute: 'edit', model, server: serverModel(model, { publishedAt }) });
    expect(first.dialog.textContent).toMatch(/Next review on .+ \(Overdue\)/);
    first.view.unmount();

    const unpublished = serverModel(model, { publishedAt: null, revision: 0 });
    const second = await openInfo({ subRoute: 'edit', model, server: unpublished });
    expect(second.dialog.textContent).toContain('The review date counts from the latest publish.');
    await pick(second.select, 'None');
    await waitFor(() =>
      expect(second.dialog.textContent).not.toContain('The review date counts from the latest publish.'),
    );
  });

  it('the save sends the interval with the working copy (reviewIntervalMonths)', async () => {
    const calls = stubApi({
      'GET /api/role/selector': () => ROLES,
      'PUT /api/process_model': (call) =>
        serverModel({ ...(call.body as EditableModel), updatedAt: 2000 }, { updatedAt: 2000 }),
    });
    const { view, dialog, select } = await openInfo({ subRoute: 'edit' });
    await pick(select, '24 months');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(view.pathname()).toBe(view.basePath));
    await view.router.navigate(`${view.basePath}/save`);
    const save = await screen.findByRole('dialog', { name: 'Save' });
    await userEvent.click(within(save).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(view.editor().dirty).toBe(false));
    expect(
      writes(calls).map((call) => [call.method, (call.body as EditableModel).reviewIntervalMonths]),
    ).toEqual([['PUT', 24]]);
  });

  it('the same in Dutch', async () => {
    await setLanguage('nl');
    stubApi({ 'GET /api/role/selector': () => ROLES });
    const publishedAt = Date.now() - 2 * DAY;
    const model = withInterval(6);
    const { select } = await openInfo({
      subRoute: 'edit',
      model,
      server: serverModel(model, { publishedAt }),
    });
    expect(select.value).toBe('6 maanden');
    const description = document.getElementById(select.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe(
      `Volgende herziening op ${formatDate(addMonths(publishedAt, 6), 'nl')}`,
    );
    await userEvent.click(select);
    expect((await optionTexts(select)).slice(0, 2)).toEqual(['Geen', '3 maanden']);
  });
});
