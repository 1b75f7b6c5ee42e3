import type { AuditEntry, AuditPage as AuditPageAnswer } from '@stroomlijn/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { startSession } from '../../lib/session';
import { deferred, errorResponse, type FakeCall, makeUser, stubApi, stubLayout } from '../../test/fake-api';
import { securityInfo } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { pick } from '../../test/select';
import { AuditPage } from './audit-page';

vi.setConfig({ testTimeout: 20_000 });

const jan = makeUser({ email: 'jan@example.org', firstName: 'Jan', preposition: 'van', lastName: 'Dijk' });
const anna = makeUser({ email: 'anna@example.org', firstName: 'Anna', lastName: 'Vries' });
const MODEL_ID = '40000000-0000-4000-8000-000000000001';
// 27 November 2026, 10:15 local time.
const AT = new Date(2026, 10, 27, 10, 15).getTime();

let seq = 0;
function entry(fields: Partial<AuditEntry> = {}): AuditEntry {
  seq += 1;
  return {
    seq,
    at: AT,
    actor: { kind: 'user', id: jan.id, name: 'Jan van Dijk' },
    address: '192.0.2.7',
    requestId: `req-${seq}`,
    entity: 'process-model',
    entityId: MODEL_ID,
    action: 'update',
    change: { before: { name: 'Inkoop' }, after: { name: 'Inkoop en betalen' } },
    hash: 'ab'.repeat(32),
    ...fields,
  };
}

const page = (entries: AuditEntry[], totalPages = 1, more = false): AuditPageAnswer => ({
  entries,
  totalPages,
  more,
});

function stubAudit(answer: (call: FakeCall) => unknown) {
  return stubApi({ 'GET /api/audit': answer, 'GET /api/user': () => [jan, anna] });
}

const renderAudit = (path = '/audit') => renderRoutes([{ path: '/audit', element: <AuditPage /> }], [path]);
const auditCalls = (calls: FakeCall[]) => calls.filter((call) => call.path === '/api/audit');
const lastQuery = (calls: FakeCall[]) =>
  Object.fromEntries(new URLSearchParams(auditCalls(calls).at(-1)?.search ?? ''));
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

beforeEach(() => {
  stubLayout();
  startSession(securityInfo(['ROLE_ADMIN', 'ROLE_USER_MANAGER']));
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => i18n.changeLanguage('en'));
});

describe('AuditPage', () => {
  it('shows each entry: time, who, address, entity, action and the change before → after', async () => {
    const calls = stubAudit(() =>
      page([
        entry(),
        entry({ actor: { kind: 'system', id: null, name: '' }, entity: 'setting', entityId: 'retention' }),
        entry({
          actor: { kind: 'feed-key', id: null, name: '' },
          entity: 'feed',
          entityId: 'responses',
          action: 'read',
          change: { before: null, after: null },
        }),
        entry({
          actor: { kind: 'anonymous', id: null, name: 'nobody@example.org' },
          entity: 'session',
          entityId: '',
          action: 'sign-in-failed',
          change: { before: null, after: { email: 'nobody@example.org' } },
        }),
        entry({
          entity: 'user',
          entityId: anna.id,
          action: 'create',
          change: { before: null, after: { firstName: 'Anna', lastName: 'Vries' } },
        }),
      ]),
    );
    renderAudit();
    const table = await screen.findByRole('table', { name: 'Audit trail' });
    expect(document.title).toBe('Audit trail – Stroomlijn');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Time', 'Who', 'Address', 'Entity', 'Action', 'Change']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(cellsOf(rows[0] as HTMLElement)).toEqual([
      'Nov 27, 2026, 10:15 AM',
      'Jan van Dijk',
      '192.0.2.7',
      `Process modelInkoop en betalen${MODEL_ID}`,
      'Changed',
      'name: Inkoop → Inkoop en betalen',
    ]);
    expect(cellsOf(rows[1] as HTMLElement).slice(1, 2)).toEqual(['System']);
    expect(cellsOf(rows[2] as HTMLElement).slice(1)).toEqual([
      'Feed key',
      '192.0.2.7',
      'Feedresponses',
      'Read',
      'No fields changed',
    ]);
    expect(cellsOf(rows[3] as HTMLElement)[1]).toBe('Anonymous (nobody@example.org)');
    expect(cellsOf(rows[3] as HTMLElement)[4]).toBe('Login failed');
    // A created entity: its fields with their new values, and its name.
    expect(cellsOf(rows[4] as HTMLElement).slice(3)).toEqual([
      `UserAnna Vries${anna.id}`,
      'Created',
      'firstName: AnnalastName: Vries',
    ]);
    expect(auditCalls(calls)[0]?.search).toBeUndefined();
  });

  it("an update of a user: the user's name from the users list, times of the change as dates", async () => {
    stubAudit(() =>
      page([
        entry({
          entity: 'user',
          entityId: jan.id,
          change: {
            before: { lastName: 'Dijk', updatedAt: AT },
            after: { lastName: 'Dijkstra', updatedAt: AT + 60_000 },
          },
        }),
      ]),
    );
    renderAudit();
    const table = await screen.findByRole('table', { name: 'Audit trail' });
    await waitFor(() =>
      expect(cellsOf(within(table).getAllByRole('row')[1] as HTMLElement).slice(3)).toEqual([
        `UserJan van Dijk${jan.id}`,
        'Changed',
        'lastName: Dijk → DijkstraupdatedAt: Nov 27, 2026, 10:15 AM → Nov 27, 2026, 10:16 AM',
      ]),
    );
  });

  it('the filters of the address go into the request; the last day is included (to = the next day)', async () => {
    const calls = stubAudit(() => page([entry()], 3));
    renderAudit(
      `/audit?person=${jan.id}&entity=process-model&entityId=${MODEL_ID}&action=update&from=2026-11-01&to=2026-11-27&page=2`,
    );
    await screen.findByRole('table', { name: 'Audit trail' });
    expect(lastQuery(calls)).toEqual({
      person: jan.id,
      entity: 'process-model',
      entityId: MODEL_ID,
      action: 'update',
      from: String(new Date(2026, 10, 1).getTime()),
      to: String(new Date(2026, 10, 28).getTime()),
      page: '2',
    });
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: 'Person' }) as HTMLInputElement).value).toBe(
        'Jan van Dijk (jan@example.org)',
      ),
    );
    expect((screen.getByRole('combobox', { name: 'Kind of entity' }) as HTMLInputElement).value).toBe(
      'Process model',
    );
    expect((screen.getByRole('textbox', { name: 'Entity id' }) as HTMLInputElement).value).toBe(MODEL_ID);
    expect((screen.getByRole('combobox', { name: 'Action' }) as HTMLInputElement).value).toBe('Changed');
    expect(screen.getByTestId('pager-status').textContent).toBe('Page 2 of 3');
  });

  it('a chosen filter goes into the address and the request, back to page 1; clearing removes them all', async () => {
    const calls = stubAudit(() => page([entry()], 3));
    const { router } = renderAudit('/audit?page=2');
    await screen.findByRole('table', { name: 'Audit trail' });
    await pick(screen.getByRole('combobox', { name: 'Action' }), 'Published');
    await waitFor(() => expect(router.state.location.search).toBe('?action=publish'));
    await waitFor(() => expect(lastQuery(calls)).toEqual({ action: 'publish' }));

    await pick(screen.getByRole('combobox', { name: 'Person' }), 'Anna Vries (anna@example.org)');
    await waitFor(() => expect(router.state.location.search).toBe(`?person=${anna.id}&action=publish`));
    await waitFor(() => expect(lastQuery(calls)).toEqual({ person: anna.id, action: 'publish' }));

    const id = screen.getByRole('textbox', { name: 'Entity id' });
    await userEvent.type(id, 'abc{Enter}');
    await waitFor(() =>
      expect(lastQuery(calls)).toEqual({ person: anna.id, entityId: 'abc', action: 'publish' }),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(lastQuery(calls)).toEqual({}));
  });

  it('pages through the server pages; the page is in the address', async () => {
    const calls = stubAudit((call) =>
      page([entry({ requestId: `page-${new URLSearchParams(call.search).get('page') ?? '1'}` })], 3),
    );
    const { router } = renderAudit('/audit?action=update');
    await screen.findByTestId('pager');
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(router.state.location.search).toBe('?action=update&page=2'));
    await waitFor(() => expect(lastQuery(calls)).toEqual({ action: 'update', page: '2' }));
    await waitFor(() => expect(screen.getByTestId('pager-status').textContent).toBe('Page 2 of 3'));
  });

  it('while new filters load, the previous entries stay, marked busy', async () => {
    const held = deferred<AuditPageAnswer>();
    stubAudit((call) => (call.search ? held.promise : page([entry()])));
    const { router } = renderAudit();
    await screen.findByRole('table', { name: 'Audit trail' });
    await pick(screen.getByRole('combobox', { name: 'Action' }), 'Deleted');
    await waitFor(() => expect(router.state.location.search).toBe('?action=delete'));
    expect(screen.getByTestId('audit-entries').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('table', { name: 'Audit trail' })).toBeTruthy();
    held.resolve(page([]));
    expect((await screen.findByTestId('empty-state')).textContent).toBe('No entries match these filters.');
  });

  it("'more' says that more entries match than were counted", async () => {
    stubAudit(() => page([entry()], 200, true));
    renderAudit();
    expect((await screen.findByTestId('audit-more')).textContent).toBe(
      'More than 10,000 entries match: narrow the period to see them all.',
    );
  });

  it('Export CSV downloads the export with the filters of the view (all pages)', async () => {
    stubAudit(() => page([entry()], 2));
    renderAudit(`/audit?entity=user&entityId=${jan.id}&from=2026-11-01&page=2`);
    const link = await screen.findByRole('link', { name: 'Export CSV' });
    const href = new URL(link.getAttribute('href') ?? '', 'http://localhost');
    expect(href.pathname).toBe('/api/audit/export.csv');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      entity: 'user',
      entityId: jan.id,
      from: String(new Date(2026, 10, 1).getTime()),
    });
    expect(link.hasAttribute('download')).toBe(true);
  });

  it('a long change shows its first fields and opens whole by a button', async () => {
    const fields = Object.fromEntries(['a', 'b', 'c', 'd', 'e'].map((name) => [name, `${name}1`]));
    stubAudit(() => page([entry({ change: { before: null, after: fields } })]));
    renderAudit();
    const change = await screen.findByTestId('audit-change');
    expect(within(change).getAllByRole('listitem').length).toBe(3);
    const button = screen.getByRole('button', { name: 'Show the whole change (5 fields)' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(button);
    expect(within(change).getAllByRole('listitem').length).toBe(5);
    expect(screen.getByRole('button', { name: 'Show less' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('ER-12, ER-07: no entries says so; a failed load shows the error with a retry', async () => {
    let fail = true;
    stubAudit(() => (fail ? errorResponse(500, 'internal') : page([])));
    renderAudit();
    expect((await screen.findByTestId('page-error')).textContent).toContain('Internal error');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByTestId('empty-state')).textContent).toBe('No entries match these filters.');
  });

  it('in Dutch: the columns, who, the kinds and actions, the dates', async () => {
    await act(() => i18n.changeLanguage('nl'));
    stubAudit(() => page([entry(), entry({ actor: { kind: 'system', id: null, name: '' } })]));
    renderAudit();
    const table = await screen.findByRole('table', { name: 'Audittrail' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Tijdstip', 'Wie', 'Adres', 'Gegeven', 'Handeling', 'Wijziging']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(cellsOf(rows[0] as HTMLElement).slice(0, 2)).toEqual(['27 nov 2026, 10:15', 'Jan van Dijk']);
    expect(cellsOf(rows[0] as HTMLElement)[4]).toBe('Gewijzigd');
    expect(cellsOf(rows[1] as HTMLElement)[1]).toBe('Systeem');
    expect(screen.getByRole('link', { name: 'CSV exporteren' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Tot en met' })).toBeTruthy();
  });

  it('an administrator without user management picks people from everyone the administrator may list', async () => {
    startSession(securityInfo(['ROLE_ADMIN']));
    const calls = stubApi({
      'GET /api/audit': () => page([entry()]),
      'GET /api/user-role/selectable-users-by-role/00000000-0000-4000-8000-000000000106': () => [
        { id: anna.id, name: 'Anna Vries' },
      ],
    });
    renderAudit();
    await pick(await screen.findByRole('combobox', { name: 'Person' }), 'Anna Vries');
    await waitFor(() => expect(lastQuery(calls)).toEqual({ person: anna.id }));
    expect(calls.some((call) => call.path === '/api/user')).toBe(false);
  });

  it('a user without ROLE_ADMIN is not allowed and asks nothing', async () => {
    startSession(securityInfo(['ROLE_USER_MANAGER']));
    const calls = stubAudit(() => page([]));
    renderAudit();
    expect((await screen.findByTestId('page-error')).textContent).toContain('Not allowed');
    expect(auditCalls(calls)).toEqual([]);
  });
});
