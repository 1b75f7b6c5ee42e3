import type { WorkflowResponse } from '@stroomlijn/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { startSession } from '../../lib/session';
import { type FakeCall, stubApi, stubLayout } from '../../test/fake-api';
import { securityInfo } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { FORM_ID, makeForm, makeResponse } from '../../test/workflow-data';
import { WorkflowsArea } from './workflows-area';

vi.setConfig({ testTimeout: 20_000 });

const LIST = `/workflow/${FORM_ID}/responses`;
const api = (rest: string) => `/api/workflow/${FORM_ID}/${rest}`;
const fresh = makeResponse({ subject: 'Laptop', status: 'new' });
const open = makeResponse({ subject: 'Desk', status: 'in-progress' });
const waiting = makeResponse({ subject: 'Chair', status: 'on-hold' });
const done = makeResponse({ subject: 'Phone', status: 'closed' });
const failed = makeResponse({
  subject: 'Badge',
  status: 'error',
  errorMessage: 'unknown-user',
  sender: null,
});

function stubResponses(pages: WorkflowResponse[][], extra: Record<string, (call: FakeCall) => unknown> = {}) {
  const routes: Record<string, (call: FakeCall) => unknown> = {
    [`GET /api/workflow/${FORM_ID}`]: () => makeForm(),
    ...extra,
  };
  pages.forEach((responses, index) => {
    routes[`GET ${api(`responses/${index + 1}`)}`] = () => ({ responses, totalPages: pages.length });
  });
  for (const response of pages.flat()) routes[`GET ${api(`response/${response.id}`)}`] ??= () => response;
  return stubApi(routes);
}

const renderArea = (path: string) =>
  renderRoutes([{ path: '/workflow/*', element: <WorkflowsArea /> }], [path]);
const changes = (calls: FakeCall[]) => calls.filter((call) => call.method !== 'GET');
const rowOf = (subject: string) => screen.getByRole('cell', { name: subject }).closest('tr') as HTMLElement;
const linkTexts = (row: HTMLElement) =>
  within(row)
    .queryAllByRole('link')
    .map((link) => link.textContent);

beforeEach(() => {
  stubLayout();
  startSession(securityInfo(['ROLE_ADMIN']));
});
afterEach(() => vi.unstubAllGlobals());

describe('ResponseListPage', () => {
  it('WF-10, WF-13: the responses of a page with their columns and status labels', async () => {
    const calls = stubResponses([[fresh, open, waiting, done, failed]]);
    renderArea(LIST);
    const table = await screen.findByRole('table', { name: 'Responses of Intake' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Number', 'Subject', 'Submission date', 'Status', 'Sender', 'Progress', 'Actions']);
    const statusOf = (subject: string) => within(rowOf(subject)).getAllByRole('cell')[3]?.textContent;
    expect(
      within(rowOf('Laptop'))
        .getAllByRole('cell')
        .slice(0, 5)
        .map((cell) => cell.textContent),
    ).toEqual([String(fresh.internalId), 'Laptop', '06-05-2026', 'New', 'Jan van Dijk']);
    expect(['Desk', 'Chair', 'Phone', 'Badge'].map(statusOf)).toEqual([
      'Open',
      'Waiting',
      'Finished',
      'Error',
    ]);
    expect(calls.map((call) => call.path)).toContain(api('responses/1'));
  });

  it('WF-13 (I18N): Dutch status labels', async () => {
    await i18n.changeLanguage('nl');
    stubResponses([[open, waiting, done]]);
    renderArea(LIST);
    await screen.findByRole('table', { name: 'Reacties van Intake' });
    expect(within(rowOf('Desk')).getByRole('cell', { name: 'Open' })).toBeTruthy();
    expect(within(rowOf('Chair')).getByRole('cell', { name: 'Wachtend' })).toBeTruthy();
    expect(within(rowOf('Phone')).getByRole('cell', { name: 'Afgerond' })).toBeTruthy();
  });

  it('WF-16: close only for a new response, retry only for an error response', async () => {
    stubResponses([[fresh, open, failed]]);
    renderArea(LIST);
    await screen.findByRole('table');
    expect(linkTexts(rowOf('Laptop'))).toEqual(['View', 'Close', 'Delete']);
    expect(linkTexts(rowOf('Desk'))).toEqual(['View', 'Delete']);
    expect(linkTexts(rowOf('Badge'))).toEqual(['View', 'Retry', 'Delete']);
    expect(
      within(rowOf('Laptop'))
        .getByRole('link', { name: /^Close/ })
        .getAttribute('href'),
    ).toBe(`${LIST}/${fresh.id}/close`);
  });

  it('WF-10, WF-26: pages through GET …/responses/{page} and keeps the page when the user comes back', async () => {
    const calls = stubResponses([[fresh], [open]]);
    const first = renderArea(LIST);
    await screen.findByRole('cell', { name: 'Laptop' });
    await userEvent.click(screen.getByRole('button', { name: /next/i }));
    expect(await screen.findByRole('cell', { name: 'Desk' })).toBeTruthy();
    expect(calls.map((call) => call.path)).toContain(api('responses/2'));
    first.unmount();
    renderArea(LIST);
    expect(await screen.findByRole('cell', { name: 'Desk' })).toBeTruthy();
    expect(screen.queryByRole('cell', { name: 'Laptop' })).toBeNull();
  });
});

describe('ResponseViewPage', () => {
  it('WF-14: shows the response fields and its answers as question and answer', async () => {
    const response = makeResponse({
      subject: 'Laptop',
      remarks: 'Urgent',
      actionHandledStatus: { total: 3, handled: 1 },
    });
    stubResponses([[response]]);
    renderArea(`${LIST}/${response.id}/edit`);
    const details = await screen.findByRole('table', { name: 'Response details' });
    expect(within(details).getByRole('row', { name: /Subject/ }).textContent).toContain('Laptop');
    expect(within(details).getByRole('row', { name: /Submission date/ }).textContent).toContain('06-05-2026');
    expect(within(details).getByRole('row', { name: /Sender/ }).textContent).toContain('Jan van Dijk');
    expect(within(details).getByRole('row', { name: /Reviewer/ }).textContent).toContain('Reviewers');
    expect(within(details).getByRole('row', { name: /Submission id/ }).textContent).toContain(
      '5800000000000000001',
    );
    expect(within(details).getByRole('row', { name: /Actions handled/ }).textContent).toContain('1/3');
    const answers = screen.getByLabelText('Answers');
    expect(
      within(answers)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Your name', 'What do you need?']);
    expect(
      within(answers)
        .getAllByRole('definition')
        .map((term) => term.textContent),
    ).toEqual(['Jan van Dijk', 'A new laptop']);
  });

  it("'History' opens the audit trail filtered by the response", async () => {
    const response = makeResponse({ subject: 'Laptop' });
    stubResponses([[response]]);
    renderArea(`${LIST}/${response.id}/edit`);
    const link = await screen.findByRole('link', { name: `History of response ${response.internalId}` });
    expect(link.textContent).toBe('History');
    expect(link.getAttribute('href')).toBe(`/audit?entityId=${response.id}`);
  });

  it('WF-15: links to its actions unless in error; an error response shows its translated reason', async () => {
    stubResponses([[fresh, failed]]);
    const { unmount } = renderArea(`${LIST}/${fresh.id}/edit`);
    expect((await screen.findByRole('link', { name: 'Actions' })).getAttribute('href')).toBe(
      `${LIST}/${fresh.id}/actions`,
    );
    unmount();
    renderArea(`${LIST}/${failed.id}/edit`);
    expect(await screen.findByText('The sender is not a known user')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Actions' })).toBeNull();
  });

  it('WF-15 (I18N): the Dutch error reason and actions link', async () => {
    await i18n.changeLanguage('nl');
    stubResponses([[fresh, failed]]);
    renderArea(`${LIST}/${failed.id}/edit`);
    expect(await screen.findByText(i18n.t('error.unknown-user'))).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Reactie' })).toBeTruthy();
  });

  it.each([
    ['WF-17', 'close', 'DELETE', 'Close response', fresh],
    ['WF-18', 'retry', 'POST', 'Retry', failed],
    ['WF-19', 'delete', 'DELETE', 'Delete', fresh],
  ] as const)(
    '%s: /%s asks, then sends %s …/{action} and goes back',
    async (_row, action, method, confirm, response) => {
      const calls = stubResponses([[response]], {
        [`${method} ${api(`response/${response.id}/${action}`)}`]: () =>
          action === 'delete' ? undefined : response,
      });
      const { router } = renderArea(`${LIST}/${response.id}/edit`);
      const link = await screen.findByRole('link', {
        name: new RegExp(`^${confirm.split(' ')[0]} ${response.internalId}`),
      });
      await userEvent.click(link);
      expect(router.state.location.pathname).toBe(`${LIST}/${response.id}/${action}`);
      const dialog = await screen.findByRole('dialog');
      await userEvent.click(await within(dialog).findByRole('button', { name: confirm }));
      // Back one step (NAV-08); a deleted response has nothing to show, so on to the list.
      const back = action === 'delete' ? LIST : `${LIST}/${response.id}/edit`;
      await waitFor(() => expect(router.state.location.pathname).toBe(back));
      expect(changes(calls)).toEqual([
        {
          method,
          path: api(`response/${response.id}/${action}`),
          body: method === 'POST' ? {} : undefined,
        },
      ]);
    },
  );

  it('WF-20: saves a comment with POST …/comment {comment} and shows who made it', async () => {
    let response = makeResponse({ subject: 'Laptop' });
    const calls = stubResponses([[response]], {
      [`GET ${api(`response/${response.id}`)}`]: () => response,
      [`POST ${api(`response/${response.id}/comment`)}`]: (call) => {
        response = {
          ...response,
          comment: (call.body as { comment: string }).comment,
          commenter: { id: '10000000-0000-4000-8000-000000000001', name: 'Jan van Dijk' },
        };
        return response;
      },
    });
    renderArea(`${LIST}/${response.id}/edit`);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Comment' }), 'Ordered');
    await userEvent.click(screen.getByRole('button', { name: 'Save comment' }));
    expect(await screen.findByText('Last comment by Jan van Dijk')).toBeTruthy();
    expect(changes(calls)).toEqual([
      { method: 'POST', path: api(`response/${response.id}/comment`), body: { comment: 'Ordered' } },
    ]);
  });
});
