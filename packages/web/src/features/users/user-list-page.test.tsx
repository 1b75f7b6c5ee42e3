import { ADMIN_USER_ID, SUPPORT_USER_ID } from '@stroomlijn/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSession } from '../../lib/session';
import { errorResponse, makeUser, stubApi, stubLayout } from '../../test/fake-api';
import { securityInfo } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { UsersArea } from './users-area';

const admin = makeUser({
  id: ADMIN_USER_ID,
  email: 'admin@example.org',
  firstName: 'Ada',
  lastName: 'Admin',
});
const support = makeUser({
  id: SUPPORT_USER_ID,
  email: 'support@example.org',
  firstName: 'Sam',
  lastName: 'Support',
});
const jan = makeUser({
  email: 'jan@example.org',
  firstName: 'Jan',
  preposition: 'van',
  lastName: 'Dijk',
  personnelNumber: '42',
});
const anna = makeUser({ email: 'anna@example.org', firstName: 'Anna', preposition: 'de', lastName: 'Vries' });

function renderUsers(path = '/users') {
  return renderRoutes([{ path: '/users/*', element: <UsersArea /> }], [path]);
}

function rowOf(text: string): HTMLElement {
  const cell = screen.getByRole('cell', { name: text });
  return cell.closest('tr') as HTMLElement;
}

function linksOf(row: HTMLElement): string[] {
  return within(row)
    .queryAllByRole('link')
    .map((link) => link.textContent ?? '');
}

// Dialogs with several inputs take a few seconds in jsdom, more while other suites run.
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => stubLayout());
afterEach(() => vi.unstubAllGlobals());

describe('UserListPage', () => {
  it("US-01, US-02: titled 'Users', with the columns email, first name, preposition, last name, personnel number, actions", async () => {
    stubApi({ 'GET /api/user': () => [jan] });
    renderUsers();
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Users – Stroomlijn'));
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Email', 'First name', 'Preposition', 'Last name', 'Personnel number', 'Actions']);
    const row = rowOf('jan@example.org');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(0, 5),
    ).toEqual(['jan@example.org', 'Jan', 'van', 'Dijk', '42']);
  });

  it("US-03: rows keep the server's order (last name, then first name)", async () => {
    stubApi({ 'GET /api/user': () => [admin, jan, support, anna] });
    renderUsers();
    const table = await screen.findByRole('table', { name: 'Users' });
    await within(table).findByText('anna@example.org');
    const emails = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
    expect(emails).toEqual([
      'admin@example.org',
      'jan@example.org',
      'support@example.org',
      'anna@example.org',
    ]);
  });

  it('US-15, US-16, US-17: the action links per row', async () => {
    stubApi({ 'GET /api/user': () => [admin, support, jan] });
    renderUsers();
    await screen.findByText('jan@example.org');
    expect(linksOf(rowOf('admin@example.org'))).toEqual(['Edit', 'Change password']);
    expect(linksOf(rowOf('support@example.org'))).toEqual(['Edit', 'Roles', 'Change password']);
    expect(linksOf(rowOf('jan@example.org'))).toEqual(['Edit', 'Roles', 'Change password', 'Delete']);
    const row = rowOf('jan@example.org');
    expect(within(row).getByRole('link', { name: 'Edit Jan van Dijk' }).getAttribute('href')).toBe(
      `/users/${jan.id}`,
    );
    expect(within(row).getByRole('link', { name: 'Roles of Jan van Dijk' }).getAttribute('href')).toBe(
      `/users/${jan.id}/roles`,
    );
    expect(
      within(row).getByRole('link', { name: 'Change password of Jan van Dijk' }).getAttribute('href'),
    ).toBe(`/users/${jan.id}/change-password`);
    expect(within(row).getByRole('link', { name: 'Delete Jan van Dijk' }).getAttribute('href')).toBe(
      `/users/${jan.id}/delete`,
    );
  });

  it("W1: each action link's accessible name starts with its visible text and names the row's user", async () => {
    const nameless = makeUser({ email: 'x@example.org', firstName: '', preposition: '', lastName: '' });
    stubApi({ 'GET /api/user': () => [admin, jan, nameless] });
    renderUsers();
    await screen.findByText('jan@example.org');
    const names = (row: HTMLElement) =>
      within(row)
        .queryAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('aria-label')]);
    expect(names(rowOf('admin@example.org'))).toEqual([
      ['Edit', 'Edit Ada Admin'],
      ['Change password', 'Change password of Ada Admin'],
    ]);
    // A user without a name is named by the email address.
    expect(names(rowOf('x@example.org'))).toEqual([
      ['Edit', 'Edit x@example.org'],
      ['Roles', 'Roles of x@example.org'],
      ['Change password', 'Change password of x@example.org'],
      ['Delete', 'Delete x@example.org'],
    ]);
    // No two links on the page share an accessible name.
    const all = screen.getAllByRole('table')[0]?.querySelectorAll('a') ?? [];
    const labels = [...all].map((link) => link.getAttribute('aria-label'));
    expect(new Set(labels).size).toBe(labels.length);
  });

  it("the filter narrows the rows while typing, case-insensitive; no match shows 'No results'", async () => {
    stubApi({ 'GET /api/user': () => [admin, jan, anna] });
    renderUsers();
    await screen.findByText('jan@example.org');
    const filter = screen.getByRole('searchbox', { name: 'Filter' });
    await userEvent.type(filter, 'VRIES');
    await waitFor(() => expect(screen.queryByText('jan@example.org')).toBeNull());
    expect(screen.getByText('anna@example.org')).toBeTruthy();
    expect(screen.getByTestId('user-count').textContent).toBe('1 of 3 users');
    await userEvent.clear(filter);
    await userEvent.type(filter, 'nobody');
    expect(await screen.findByText('No results')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('renders only the rows in view of a long list, and tells assistive technology the full size', async () => {
    const many = Array.from({ length: 2000 }, (_, n) =>
      makeUser({ email: `user${n}@example.org`, lastName: `L${n}` }),
    );
    stubApi({ 'GET /api/user': () => many });
    renderUsers();
    const table = await screen.findByRole('table', { name: 'Users' });
    await within(table).findByText('user0@example.org');
    expect(table.getAttribute('aria-rowcount')).toBe('2001');
    const rendered = within(table).getAllByRole('row').length - 1;
    expect(rendered).toBeGreaterThan(10);
    expect(rendered).toBeLessThan(100);
    expect(screen.getByTestId('user-count').textContent).toBe('2000 of 2000 users');
  });

  it("an administrator's rows add 'Export data' and 'History' (the audit trail filtered by the user); a user manager's have neither", async () => {
    startSession(securityInfo(['ROLE_USER_MANAGER', 'ROLE_ADMIN']));
    stubApi({ 'GET /api/user': () => [admin, jan] });
    const { unmount } = renderUsers();
    await screen.findByText('jan@example.org');
    expect(linksOf(rowOf('jan@example.org')).at(-1)).toBe('History');
    expect(screen.getByRole('link', { name: 'History of Jan van Dijk' }).getAttribute('href')).toBe(
      `/audit?entityId=${jan.id}`,
    );
    expect(linksOf(rowOf('admin@example.org'))).toEqual([
      'Edit',
      'Change password',
      'Export data',
      'History',
    ]);
    unmount();
    startSession(securityInfo(['ROLE_USER_MANAGER']));
    renderUsers();
    await screen.findByText('jan@example.org');
    expect(screen.queryByRole('link', { name: /^History/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Export data/ })).toBeNull();
  });

  it("ER-12: an empty list shows 'No users yet'", async () => {
    stubApi({ 'GET /api/user': () => [] });
    renderUsers();
    expect((await screen.findByTestId('empty-state')).textContent).toBe('No users yet');
  });

  it('ER-07: a failed load shows a danger message; retry loads again', async () => {
    let fail = true;
    stubApi({ 'GET /api/user': () => (fail ? errorResponse(500, 'internal') : [jan]) });
    renderUsers();
    expect((await screen.findByTestId('page-error')).textContent).toContain('Internal error');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('jan@example.org')).toBeTruthy();
  });

  it('links to a new user and to the import', async () => {
    stubApi({ 'GET /api/user': () => [jan] });
    renderUsers();
    expect((await screen.findByRole('link', { name: 'New user' })).getAttribute('href')).toBe('/users/new');
    expect(screen.getByRole('link', { name: 'Import users' }).getAttribute('href')).toBe('/users/import');
  });
});
