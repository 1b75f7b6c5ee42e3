import type { ResponseStatus } from '@stroomlijn/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { startSession } from '../../lib/session';
import { type FakeCall, stubApi, stubLayout } from '../../test/fake-api';
import { securityInfo } from '../../test/fixtures';
import { renderRoutes, renderWithProviders } from '../../test/render';
import { openOptions } from '../../test/select';
import { FORM_ID, makeAction, makeResponse } from '../../test/workflow-data';
import { ResponseProgress } from '../responses';
import { ActionsArea } from './actions-area';
import { AdminResponseActionsPage } from './admin-response-actions-page';
import { AgendaPage } from './agenda-page';

vi.setConfig({ testTimeout: 20_000 });

const HOLDERS_ROLE = { id: '20000000-0000-4000-8000-000000000003', name: 'Holders' };
const response = makeResponse({ status: 'in-progress', actionHolder: HOLDERS_ROLE });
const action = makeAction({ responseId: response.id, action: 'Call the applicant' });
const base = `/api/workflow/${FORM_ID}/response/${response.id}`;

function stubResponse(extra: Record<string, (call: FakeCall) => unknown> = {}) {
  return stubApi({
    [`GET ${base}`]: () => response,
    [`GET /api/workflow/response/review/${FORM_ID}/${response.id}`]: () => response,
    [`GET /api/workflow/response/read/${FORM_ID}/${response.id}`]: () => response,
    [`GET /api/response-action/${FORM_ID}/${response.id}`]: () => [action],
    [`GET /api/response-action/${FORM_ID}/${response.id}/${action.id}`]: () => action,
    [`GET /api/user-role/selectable-users-by-role/${HOLDERS_ROLE.id}`]: () => [
      { id: '30000000-0000-4000-8000-000000000001', name: 'Hanna Holder' },
      { id: '30000000-0000-4000-8000-000000000009', name: 'Henk Holder' },
    ],
    ...extra,
  });
}

beforeEach(() => {
  stubLayout();
  startSession(securityInfo(['ROLE_USER']));
});
afterEach(() => vi.unstubAllGlobals());

const renderActions = (path: string) =>
  renderRoutes([{ path: '/actions/*', element: <ActionsArea /> }], [path]);
const editPath = `/actions/review/edit/${FORM_ID}/${response.id}`;

describe('the actions of a response', () => {
  it('AC-09, AC-10, AC-12: create-action lists the action holders and sends the whole body', async () => {
    const calls = stubResponse({
      'POST /api/response-action': (call) => ({ ...action, ...(call.body as object) }),
    });
    const { router } = renderActions(`${editPath}/create-action`);
    const dialog = await screen.findByRole('dialog', { name: 'New action' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Action/ }), 'Plan the leave');
    const assignee = within(dialog).getByRole('combobox', { name: 'Assignee' });
    const options = await openOptions(assignee);
    expect(options.map((option) => option.textContent)).toEqual(['Hanna Holder', 'Henk Holder']);
    await userEvent.click(options[1] as HTMLElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(editPath));
    const posted = calls.find((call) => call.method === 'POST');
    expect(Object.keys(posted?.body as object).sort()).toEqual(
      [
        'action',
        'assignee',
        'endDate',
        'formId',
        'id',
        'remarks',
        'responseId',
        'startDate',
        'status',
      ].sort(),
    );
    expect(posted?.body).toMatchObject({
      action: 'Plan the leave',
      assignee: { id: '30000000-0000-4000-8000-000000000009', name: 'Henk Holder' },
      status: 'open',
      formId: FORM_ID,
      responseId: response.id,
      startDate: expect.stringMatching(/^\d{2}-\d{2}-\d{4}$/),
    });
  });

  it('AC-10: editing sends PUT with the updated it is based on', async () => {
    const calls = stubResponse({
      'PUT /api/response-action': (call) => ({ ...action, ...(call.body as object) }),
    });
    renderActions(`${editPath}/${action.id}/edit`);
    const dialog = await screen.findByRole('dialog', { name: 'Edit action' });
    const text = await within(dialog).findByRole('textbox', { name: /Action/ });
    await userEvent.clear(text);
    await userEvent.type(text, 'Call again');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      id: action.id,
      action: 'Call again',
      startDate: '01-12-2026',
      endDate: '03-12-2026',
      updated: action.updated,
    });
  });

  it('I18N-04, I18N-06, I18N-07, I18N-08: one date as day-month-year; emptied it says invalid date and is today', async () => {
    stubResponse();
    renderActions(`${editPath}/${action.id}/edit`);
    const dialog = await screen.findByRole('dialog', { name: 'Edit action' });
    const start = await within(dialog).findByRole('textbox', { name: /Start date/ });
    expect((start as HTMLInputElement).value).toBe('01-12-2026');
    await userEvent.clear(start);
    await userEvent.tab();
    expect(await within(dialog).findByText('Invalid date')).toBeTruthy();
    const now = new Date();
    const today = [now.getDate(), now.getMonth() + 1]
      .map((part) => String(part).padStart(2, '0'))
      .concat(String(now.getFullYear()))
      .join('-');
    await waitFor(() => expect((start as HTMLInputElement).value).toBe(today));
    // One value per field: the picker has no second (range) date.
    expect(within(dialog).getAllByRole('textbox', { name: /date/i })).toHaveLength(2);
  });

  it('I18N-06 (nl): the calendar of the date input speaks Dutch', async () => {
    await i18n.changeLanguage('nl');
    stubResponse();
    renderActions(`${editPath}/${action.id}/edit`);
    const dialog = await screen.findByRole('dialog', { name: 'Actie bewerken' });
    await userEvent.click(await within(dialog).findByRole('textbox', { name: /Begindatum/ }));
    expect(await screen.findByText(/december 2026/)).toBeTruthy();
    expect(screen.getAllByText(/^(ma|di|wo|do|vr|za|zo)$/i).length).toBeGreaterThanOrEqual(7);
  });

  it('AC-14: a reader sees the actions without the changes; view opens one', async () => {
    stubResponse();
    renderActions(`/actions/read/view/${FORM_ID}/${response.id}`);
    const table = await screen.findByRole('table', { name: 'Actions' });
    const row = (await within(table).findByRole('cell', { name: 'Call the applicant' })).closest(
      'tr',
    ) as HTMLElement;
    expect(
      within(row)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['View']);
    expect(screen.queryByRole('link', { name: 'New action' })).toBeNull();
  });
});

describe('AdminResponseActionsPage', () => {
  const admin = `/workflow/${FORM_ID}/responses/${response.id}/actions`;
  const renderAdmin = (path: string) =>
    renderRoutes(
      [{ path: '/workflow/:formId/responses/:responseId/actions/*', element: <AdminResponseActionsPage /> }],
      [path],
    );

  it('WF-21: an administrator sees the actions in admin mode, with new, edit and delete', async () => {
    startSession(securityInfo(['ROLE_ADMIN']));
    stubResponse();
    renderAdmin(admin);
    const row = (await screen.findByRole('cell', { name: 'Call the applicant' })).closest(
      'tr',
    ) as HTMLElement;
    expect(
      within(row)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['View', 'Edit', 'Delete']);
    expect(screen.getByRole('link', { name: 'New action' }).getAttribute('href')).toBe(
      `${admin}/create-action`,
    );
  });

  it('AC-21: without ROLE_ADMIN the admin view is not allowed and nothing is asked', async () => {
    const calls = stubResponse();
    renderAdmin(admin);
    expect((await screen.findByTestId('page-error')).textContent).toContain('Not allowed');
    expect(calls).toEqual([]);
  });
});

describe('AgendaPage', () => {
  it('AG-01, AG-02, AG-04: the table, the file fetched on opening and again with Add to calendar', async () => {
    const calls = stubApi({
      [`GET /api/response-action/${FORM_ID}/${response.id}/${action.id}`]: () => action,
      [`GET ${base}`]: () => response,
      [`GET /api/response-action/${FORM_ID}/${response.id}/${action.id}/download-agenda`]: () =>
        new Response('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n', {
          headers: { 'Content-Type': 'text/calendar' },
        }),
    });
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:calendar', revokeObjectURL: () => {} }),
    );
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    renderRoutes(
      [{ path: '/agenda/:formId/:responseId/:id', element: <AgendaPage /> }],
      [`/agenda/${FORM_ID}/${response.id}/${action.id}`],
    );
    const table = await screen.findByTestId('agenda-table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Subject', 'Action', 'Remarks', 'Start date', 'End date', 'Reviewer', 'Owner']);
    expect(await within(table).findByRole('cell', { name: response.subject })).toBeTruthy();
    await waitFor(() => expect(clicked).toEqual(['calendar.ics']));
    await userEvent.click(screen.getByRole('button', { name: 'Add to calendar' }));
    await waitFor(() => expect(clicked).toEqual(['calendar.ics', 'calendar.ics']));
    expect(calls.filter((call) => call.path.endsWith('/download-agenda'))).toHaveLength(2);
  });

  it('AG-04: no Add to calendar for an action without an assignee', async () => {
    const unassigned = { ...action, assignee: null };
    stubApi({
      [`GET /api/response-action/${FORM_ID}/${response.id}/${action.id}`]: () => unassigned,
      [`GET ${base}`]: () => response,
      [`GET /api/response-action/${FORM_ID}/${response.id}/${action.id}/download-agenda`]: () =>
        new Response('x'),
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderRoutes(
      [{ path: '/agenda/:formId/:responseId/:id', element: <AgendaPage /> }],
      [`/agenda/${FORM_ID}/${response.id}/${action.id}`],
    );
    await screen.findByTestId('agenda-table');
    expect(screen.queryByRole('button', { name: 'Add to calendar' })).toBeNull();
  });
});

describe('ResponseProgress', () => {
  const draw = (handled: number, total: number, status: ResponseStatus) => {
    const { container, unmount } = renderWithProviders(
      <ResponseProgress handled={{ handled, total }} status={status} />,
    );
    const root = container.querySelector('[data-testid="response-progress"]') as HTMLElement;
    const shown = {
      text: root.textContent,
      percent: root.querySelector('[data-percent]')?.getAttribute('data-percent'),
      finished: root.getAttribute('data-finished'),
      label: screen.getByRole('progressbar').getAttribute('aria-label'),
    };
    unmount();
    return shown;
  };

  it('WF-27, WF-28: handled/total and the handled percentage', () => {
    expect(draw(1, 3, 'in-progress')).toMatchObject({ text: '1/3', label: '1 of 3 actions handled' });
    expect(draw(1, 4, 'in-progress').percent).toBe('25');
  });

  it('WF-29: without actions, full for a finished response and empty otherwise', () => {
    expect(draw(0, 0, 'closed').percent).toBe('100');
    expect(draw(0, 0, 'in-progress').percent).toBe('0');
  });

  it('WF-30: marked finished when every action is handled', () => {
    expect(draw(2, 2, 'in-progress').finished).toBe('true');
    expect(draw(1, 2, 'in-progress').finished).toBe('false');
  });
});
