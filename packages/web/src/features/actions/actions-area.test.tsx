import { NOT_SELECTED_FORM_ID, type WorkflowResponse } from '@stroomlijn/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { startSession } from '../../lib/session';
import { errorResponse, type FakeCall, stubApi, stubLayout } from '../../test/fake-api';
import { securityInfo } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { openOptions, pick } from '../../test/select';
import { FORM_ID, makeAction, makeResponse } from '../../test/workflow-data';
import { ActionsArea } from './actions-area';

vi.setConfig({ testTimeout: 20_000 });

const ALL = NOT_SELECTED_FORM_ID;
const FORMS = [{ id: FORM_ID, name: 'Leave', formId: '241000000000001' }];
const ongoing = makeResponse({ subject: 'Ongoing one', status: 'in-progress' });
const finished = makeResponse({ subject: 'Finished one', status: 'closed' });

function stubActionsApi(extra: Record<string, (call: FakeCall) => unknown> = {}) {
  const page = (responses: WorkflowResponse[], totalPages = 1) => ({ responses, totalPages });
  return stubApi({
    'GET /api/workflow/reviewer': () => FORMS,
    'GET /api/workflow/reader': () => FORMS,
    'GET /api/workflow/action': () => FORMS,
    [`GET /api/workflow/response/review/${ALL}/open/1`]: () => page([ongoing], 2),
    [`GET /api/workflow/response/review/${ALL}/open/2`]: () => page([]),
    [`GET /api/workflow/response/review/${ALL}/all/1`]: () => page([ongoing, finished]),
    [`GET /api/workflow/response/review/${ALL}/closed/1`]: () => page([finished]),
    [`GET /api/workflow/response/read/${ALL}/all/1`]: () => page([ongoing, finished]),
    [`GET /api/response-action/user/${ALL}/1`]: () => ({
      actions: [makeAction({ action: 'Call' })],
      totalPages: 1,
    }),
    [`GET /api/workflow/response/review/${finished.formId}/${finished.id}`]: () => finished,
    ...extra,
  });
}

const renderArea = (path: string) => renderRoutes([{ path: '/actions/*', element: <ActionsArea /> }], [path]);
const gets = (calls: FakeCall[]) => calls.filter((call) => call.method === 'GET').map((call) => call.path);

beforeEach(() => {
  stubLayout();
  localStorage.clear();
  startSession(securityInfo(['ROLE_USER']));
});
afterEach(() => vi.unstubAllGlobals());

describe('ActionsArea', () => {
  it('AC-01, AC-02: /actions goes to my actions; the tabs are my, review and read', async () => {
    stubActionsApi();
    const { router } = renderArea('/actions');
    await waitFor(() => expect(router.state.location.pathname).toBe('/actions/my'));
    const tabs = await screen.findByRole('navigation', { name: 'Parts of the actions area' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/actions/my', '/actions/review', '/actions/read']);
  });

  it('AC-03, AC-23, AC-26, CL-07: my actions start with the form not selected, on page 1', async () => {
    const calls = stubActionsApi();
    renderArea('/actions/my');
    expect(await screen.findByRole('cell', { name: 'Call' })).toBeTruthy();
    expect(gets(calls)).toContain(`/api/response-action/user/${ALL}/1`);
    expect((screen.getByRole('combobox', { name: 'Form' }) as HTMLInputElement).value).toBe('All forms');
  });

  it('AC-13, AC-24, AC-27: the review list starts Ongoing; the status options are Ongoing, Closed and All', async () => {
    const calls = stubActionsApi();
    renderArea('/actions/review');
    expect(await screen.findByRole('cell', { name: 'Ongoing one' })).toBeTruthy();
    expect(gets(calls)).toContain(`/api/workflow/response/review/${ALL}/open/1`);
    const options = await openOptions(screen.getByRole('combobox', { name: 'Status' }));
    expect(options.map((option) => option.textContent)).toEqual(['Ongoing', 'Closed', 'All']);
  });

  it('AC-25, AC-19: the read list starts with all statuses and offers view only', async () => {
    const calls = stubActionsApi();
    renderArea('/actions/read');
    const row = (await screen.findByRole('cell', { name: 'Finished one' })).closest('tr') as HTMLElement;
    expect(gets(calls)).toContain(`/api/workflow/response/read/${ALL}/all/1`);
    expect(
      within(row)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['View']);
  });

  it('AC-15, AC-16: an open response offers edit and finish, a finished one open again and view', async () => {
    stubActionsApi();
    localStorage.setItem(
      'stroomlijn.list.actions-review',
      JSON.stringify({ formId: ALL, status: 'all', page: 1 }),
    );
    renderArea('/actions/review');
    const rowOf = async (subject: string) =>
      (await screen.findByRole('cell', { name: subject })).closest('tr') as HTMLElement;
    const links = async (subject: string) =>
      within(await rowOf(subject))
        .getAllByRole('link')
        .map((link) => link.textContent);
    expect(await links('Ongoing one')).toEqual(['Edit', 'Finish', 'Delete']);
    expect(await links('Finished one')).toEqual(['Open again', 'View', 'Delete']);
  });

  it('AC-22, AC-29: a filter change returns to page 1 and the filters are kept', async () => {
    const calls = stubActionsApi();
    renderArea('/actions/review');
    await screen.findByRole('cell', { name: 'Ongoing one' });
    await userEvent.click(screen.getByRole('button', { name: /2/ }));
    await waitFor(() => expect(gets(calls)).toContain(`/api/workflow/response/review/${ALL}/open/2`));
    await pick(screen.getByRole('combobox', { name: 'Status' }), 'Closed');
    await waitFor(() => expect(gets(calls)).toContain(`/api/workflow/response/review/${ALL}/closed/1`));
    const saved = Object.entries(localStorage).find(([key]) => key.endsWith('actions-review'));
    expect(JSON.parse(saved?.[1] ?? '{}')).toEqual({ formId: ALL, status: 'closed', page: 1 });
  });

  it('AC-17: open again sends POST …/open on the response', async () => {
    const calls = stubActionsApi({
      [`POST /api/workflow/${finished.formId}/response/${finished.id}/open`]: () => ({
        ...finished,
        status: 'in-progress',
      }),
    });
    renderArea(`/actions/review/open/${finished.formId}/${finished.id}`);
    const dialog = await screen.findByRole('dialog', { name: 'Open response again' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Open again' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
        `/api/workflow/${finished.formId}/response/${finished.id}/open`,
      ]),
    );
  });

  it('I18N (nl): the tabs and filters in Dutch', async () => {
    await i18n.changeLanguage('nl');
    stubActionsApi();
    renderArea('/actions/review');
    const tabs = await screen.findByRole('navigation', { name: 'Onderdelen van acties' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Mijn acties', 'Beoordelen', 'Lezen']);
    expect((screen.getByRole('combobox', { name: 'Status' }) as HTMLInputElement).value).toBe('Lopend');
  });
});

describe('ActionStatusPage', () => {
  const action = makeAction({ action: 'Call', formId: FORM_ID, responseId: ongoing.id });
  const path = `/actions/my/${FORM_ID}/${ongoing.id}/${action.id}/edit`;
  const routes = (status: (call: FakeCall) => unknown) =>
    stubApi({
      [`GET /api/response-action/${FORM_ID}/${ongoing.id}/${action.id}`]: () => action,
      [`GET /api/workflow/${FORM_ID}/response/${ongoing.id}`]: () => ongoing,
      'PUT /api/response-action/status': status,
    });

  it('AC-04, AC-05, AC-28: status (open, waiting, closed) and remarks, the answers below; PUT …/status', async () => {
    const calls = routes((call) => ({ ...action, ...(call.body as object) }));
    renderArea(path);
    expect(await screen.findByText('A new laptop')).toBeTruthy();
    const status = await screen.findByRole('combobox', { name: /Status/ });
    const options = await openOptions(status);
    expect(options.map((option) => option.textContent)).toEqual(['Open', 'Waiting', 'Closed']);
    await userEvent.click(options[2] as HTMLElement);
    await userEvent.type(screen.getByRole('textbox', { name: 'Remarks' }), 'Done');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'PUT')).toEqual([
        {
          method: 'PUT',
          path: '/api/response-action/status',
          body: { id: action.id, status: 'closed', remarks: 'Done', updated: action.updated },
        },
      ]),
    );
    expect(await screen.findByText('Saved successfully.')).toBeTruthy();
  });

  it('AC-06: a closed response or action answers not available', async () => {
    routes(() => errorResponse(409, 'not-available'));
    renderArea(path);
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Not available anymore')).toBeTruthy();
  });
});
