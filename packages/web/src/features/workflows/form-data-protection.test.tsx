import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { startSession } from '../../lib/session';
import { errorResponse, type FakeCall, stubApi, stubLayout } from '../../test/fake-api';
import { securityInfo } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { FORM_ID, makeForm } from '../../test/workflow-data';
import { WorkflowsArea } from './workflows-area';

vi.setConfig({ testTimeout: 20_000 });

const NEXT = new Date(2027, 2, 4, 3, 0).getTime();
const kept = makeForm();
const deleting = makeForm({ retentionMonths: 12, viewingLog: true, nextDeletionAt: NEXT, updatedAt: 77 });
const listItem = ({ id, name, formId }: typeof kept) => ({ id, name, formId });

function stubForm(form: typeof kept, extra: Record<string, (call: FakeCall) => unknown> = {}) {
  return stubApi({
    'GET /api/workflow': () => [listItem(form)],
    'GET /api/workflow/settings': () => ({
      formServiceConfigured: true,
      emailConfigured: true,
      pollSeconds: 300,
    }),
    [`GET /api/workflow/${FORM_ID}`]: () => form,
    ...extra,
  });
}

const renderArea = (path = '/workflow') =>
  renderRoutes([{ path: '/workflow/*', element: <WorkflowsArea /> }], [path]);
const puts = (calls: FakeCall[]) => calls.filter((call) => call.method === 'PUT');
const retentionCell = async (name: string) => {
  const table = await screen.findByRole('table', { name });
  const row = within(table).getAllByRole('row')[1] as HTMLElement;
  const cells = within(row).getAllByRole('cell');
  return cells[cells.length - 2] as HTMLElement;
};

beforeEach(() => {
  stubLayout();
  startSession(securityInfo(['ROLE_ADMIN']));
});
afterEach(() => vi.unstubAllGlobals());

describe("the form's retention on the workflow page", () => {
  it('says that responses are kept, or after how many months they are deleted and when next', async () => {
    stubForm(deleting);
    renderArea();
    const cell = await retentionCell('Workflows');
    await waitFor(() => expect(cell.textContent).toContain('Responses are deleted 12 months after closing'));
    const date = new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(NEXT);
    expect(cell.textContent).toContain(`Next deletion: ${date}`);
  });

  it('(I18N) in Dutch: bewaartermijn and the next deletion date in Dutch', async () => {
    await i18n.changeLanguage('nl');
    stubForm(deleting);
    renderArea();
    const cell = await retentionCell('Werkstromen');
    await waitFor(() =>
      expect(cell.textContent).toContain('Reacties worden 12 maanden na afronding verwijderd'),
    );
    const date = new Intl.DateTimeFormat('nl', { dateStyle: 'medium' }).format(NEXT);
    expect(cell.textContent).toContain(`Volgende verwijdering: ${date}`);
  });

  it('a form without a period keeps its responses', async () => {
    stubForm(kept);
    renderArea();
    const cell = await retentionCell('Workflows');
    await waitFor(() => expect(cell.textContent).toBe('Responses are kept'));
  });
});

describe('the Data protection dialog', () => {
  it('an administrator opens it from the form, sets a period of 24 months and the viewing log, by keyboard', async () => {
    const calls = stubForm(kept, {
      [`PUT /api/workflow/${FORM_ID}/data-protection`]: (call) => ({ ...kept, ...(call.body as object) }),
    });
    renderArea();
    await userEvent.click(await screen.findByRole('link', { name: 'Data protection of Intake' }));
    const dialog = await screen.findByRole('dialog', { name: 'Data protection' });
    expect(await within(dialog).findByRole('radio', { name: 'Keep responses' })).toHaveProperty(
      'checked',
      true,
    );
    expect(within(dialog).queryByRole('textbox', { name: /Months after closing/ })).toBeNull();
    await userEvent.click(within(dialog).getByRole('radio', { name: /Delete responses/ }));
    expect(within(dialog).getByRole('note').textContent).toContain('cannot be restored');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Months after closing/ }), '24');
    within(dialog)
      .getByRole('switch', { name: /^Viewing log/ })
      .focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(puts(calls)).toEqual([
        {
          method: 'PUT',
          path: `/api/workflow/${FORM_ID}/data-protection`,
          body: { retentionMonths: 24, viewingLog: true, updatedAt: kept.updatedAt },
        },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('sets a form back to keeping its responses, without the viewing log', async () => {
    const calls = stubForm(deleting, {
      [`PUT /api/workflow/${FORM_ID}/data-protection`]: (call) => ({ ...deleting, ...(call.body as object) }),
    });
    renderArea(`/workflow/${FORM_ID}/data-protection`);
    const dialog = await screen.findByRole('dialog', { name: 'Data protection' });
    await within(dialog).findByRole('radiogroup');
    expect(within(dialog).getByRole('textbox', { name: /Months after closing/ })).toHaveProperty(
      'value',
      '12',
    );
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Keep responses' }));
    await userEvent.click(within(dialog).getByRole('switch', { name: /^Viewing log/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(puts(calls).map((call) => call.body)).toEqual([
        { retentionMonths: null, viewingLog: false, updatedAt: 77 },
      ]),
    );
  });

  it('refuses a period outside 1 to 1200 months under the field, sending nothing', async () => {
    const calls = stubForm(kept);
    renderArea(`/workflow/${FORM_ID}/data-protection`);
    const dialog = await screen.findByRole('dialog', { name: 'Data protection' });
    await userEvent.click(await within(dialog).findByRole('radio', { name: /Delete responses/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const months = within(dialog).getByRole('textbox', { name: /Months after closing/ });
    await waitFor(() => expect(months.getAttribute('aria-invalid')).toBe('true'));
    await userEvent.type(months, '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Invalid value')).toBeTruthy();
    expect(puts(calls)).toEqual([]);
  });

  it('a stale form (409) offers a reload', async () => {
    stubForm(kept, {
      [`PUT /api/workflow/${FORM_ID}/data-protection`]: () => errorResponse(409, 'conflict'),
    });
    renderArea(`/workflow/${FORM_ID}/data-protection`);
    const dialog = await screen.findByRole('dialog', { name: 'Data protection' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('button', { name: 'Reload' })).toBeTruthy();
  });

  it('(I18N) in Dutch: Gegevensbescherming, bewaartermijn and inzagelog', async () => {
    await i18n.changeLanguage('nl');
    stubForm(kept);
    renderArea(`/workflow/${FORM_ID}/data-protection`);
    const dialog = await screen.findByRole('dialog', { name: 'Gegevensbescherming' });
    expect(await within(dialog).findByRole('radiogroup', { name: 'Bewaartermijn' })).toBeTruthy();
    expect(within(dialog).getByRole('radio', { name: 'Reacties bewaren' })).toBeTruthy();
    expect(within(dialog).getByRole('switch', { name: /^Inzagelog/ })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('radio', { name: /verwijderen/ }));
    expect(within(dialog).getByRole('textbox', { name: /Maanden na afronding/ })).toBeTruthy();
    expect(within(dialog).getByRole('note').textContent).toContain('niet terug te halen');
  });
});
