import { ADMIN_USER_ID, SYSTEM_ROLE_IDS } from '@stroomlijn/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSession } from '../../lib/session';
import { errorResponse, type FakeCall, makeRole, makeUser, stubApi, stubLayout } from '../../test/fake-api';
import { securityInfo } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { RoleRolesArea, RoleUsersArea } from './user-roles-areas';

vi.setConfig({ testTimeout: 20_000 });

const adminRole = makeRole({ id: SYSTEM_ROLE_IDS.ROLE_ADMIN, name: 'ROLE_ADMIN', type: 'system' });
const editorRole = makeRole({ id: SYSTEM_ROLE_IDS.ROLE_EDITOR, name: 'ROLE_EDITOR', type: 'system' });
const reviewers = makeRole({ name: 'Reviewers', description: 'Review responses', type: 'multi' });
const writers = makeRole({ name: 'Writers', description: 'Write', type: 'multi' });
const group = makeRole({ name: 'Group', description: 'Several roles', type: 'roles' });
const otherGroup = makeRole({ name: 'Other group', type: 'roles' });
const ROLES = [group, otherGroup, adminRole, editorRole, reviewers, writers];

const admin = makeUser({
  id: ADMIN_USER_ID,
  email: 'admin@example.org',
  firstName: 'Ada',
  lastName: 'Admin',
});
const jan = makeUser({ email: 'jan@example.org', firstName: 'Jan', preposition: 'van', lastName: 'Dijk' });
const anna = makeUser({ email: 'anna@example.org', firstName: 'Anna', lastName: 'Vries' });
const USERS = [admin, jan, anna];

/** A user as users-by-role answers it: with whether it holds ROLE_ADMIN (here only the built-in one). */
const asHolder = (user: (typeof USERS)[number]) => ({ ...user, administrator: user.id === ADMIN_USER_ID });

function renderArea(path: string) {
  return renderRoutes(
    [
      { path: '/roles', element: <p>role list</p> },
      { path: '/role-users/:roleId/*', element: <RoleUsersArea /> },
      { path: '/role-roles/:roleId/*', element: <RoleRolesArea /> },
    ],
    [path],
  );
}

const changes = (calls: FakeCall[]) => calls.filter((call) => call.method !== 'GET');

/** A fake server keeping who holds which role, and which roles are inside which. */
function fakeAssignments(holders: Record<string, string[]>, inside: Record<string, string[]> = {}) {
  const routes: Record<string, (call: FakeCall) => unknown> = {
    'GET /api/role': () => ROLES,
    'GET /api/user': () => USERS,
    'POST /api/user-role/add_user': ({ body }) => {
      const { roleId, id } = body as { roleId: string; id: string };
      holders[roleId] = [...(holders[roleId] ?? []), id];
      return { changed: true };
    },
    'POST /api/user-role/remove_user': ({ body }) => {
      const { roleId, id } = body as { roleId: string; id: string };
      holders[roleId] = (holders[roleId] ?? []).filter((holder) => holder !== id);
      return { changed: true };
    },
    'POST /api/user-role/add_role': ({ body }) => {
      const { roleId, id } = body as { roleId: string; id: string };
      inside[roleId] = [...(inside[roleId] ?? []), id];
      return { changed: true };
    },
    'POST /api/user-role/remove_role': ({ body }) => {
      const { roleId, id } = body as { roleId: string; id: string };
      inside[roleId] = (inside[roleId] ?? []).filter((child) => child !== id);
      return { changed: true };
    },
  };
  for (const role of ROLES) {
    routes[`GET /api/role/${role.id}`] = () => role;
    routes[`GET /api/user-role/users-by-role/${role.id}`] = () =>
      USERS.filter((user) => (holders[role.id] ?? []).includes(user.id)).map(asHolder);
    routes[`GET /api/user-role/roles-from-role/${role.id}`] = () =>
      ROLES.filter((child) => (inside[role.id] ?? []).includes(child.id));
  }
  return stubApi(routes);
}

// Mantine draws the options of an open select in a dropdown whose opening transition jsdom never
// finishes, so the tests find options with { hidden: true }.
beforeEach(() => {
  stubLayout();
  startSession(securityInfo(['ROLE_USER_MANAGER']));
});
afterEach(() => vi.unstubAllGlobals());

describe('role users', () => {
  it('RO-20: lists the users of the role, with an add link and a back link to /roles', async () => {
    const calls = fakeAssignments({ [reviewers.id]: [jan.id] });
    renderArea(`/role-users/${reviewers.id}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Users with the role Reviewers' }),
    ).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Users with the role Reviewers' });
    await within(table).findByText('jan@example.org');
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Add user' }).getAttribute('href')).toBe(
      `/role-users/${reviewers.id}/add`,
    );
    expect(screen.getByRole('link', { name: /Back to roles/ }).getAttribute('href')).toBe('/roles');
    expect(calls.map((call) => call.path)).toContain(`/api/user-role/users-by-role/${reviewers.id}`);
  });

  it('RO-21: picks a user who does not hold the role yet and sends add_user {roleId, id}', async () => {
    const calls = fakeAssignments({ [reviewers.id]: [jan.id] });
    const { router } = renderArea(`/role-users/${reviewers.id}`);
    await userEvent.click(await screen.findByRole('link', { name: 'Add user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a user to Reviewers' });
    const select = within(dialog).getByRole('combobox', { name: /User/ });
    await waitFor(() => expect((select as HTMLInputElement).disabled).toBe(false));
    const submit = within(dialog).getByRole('button', { name: 'Add' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    await userEvent.click(select);
    const options = (await screen.findAllByRole('option', { hidden: true })).map(
      (option) => option.textContent,
    );
    expect(options).toEqual(['Ada Admin (admin@example.org)', 'Anna Vries (anna@example.org)']);
    await userEvent.click(
      screen.getByRole('option', { name: 'Anna Vries (anna@example.org)', hidden: true }),
    );
    await userEvent.click(submit);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/role-users/${reviewers.id}`));
    expect(changes(calls)).toEqual([
      { method: 'POST', path: '/api/user-role/add_user', body: { roleId: reviewers.id, id: anna.id } },
    ]);
    expect((await screen.findByTestId('form-success')).textContent).toBe(
      'Anna Vries (anna@example.org) now holds the role.',
    );
    expect(await screen.findByText('anna@example.org')).toBeTruthy();
  });

  it("ER-11: a filter without a match shows 'No results'; ER-10: a failed load shows 'select failure'", async () => {
    fakeAssignments({});
    const { unmount } = renderArea(`/role-users/${reviewers.id}/add`);
    const dialog = await screen.findByRole('dialog', { name: 'Add a user to Reviewers' });
    const select = within(dialog).getByRole('combobox', { name: /User/ });
    await waitFor(() => expect((select as HTMLInputElement).disabled).toBe(false));
    await userEvent.type(select, 'nobody');
    expect(await screen.findByText('No results')).toBeTruthy();
    unmount();
    vi.unstubAllGlobals();
    stubApi({
      'GET /api/user': () => errorResponse(500, 'internal'),
      [`GET /api/role/${reviewers.id}`]: () => reviewers,
      [`GET /api/user-role/users-by-role/${reviewers.id}`]: () => [],
    });
    renderArea(`/role-users/${reviewers.id}/add`);
    expect(await screen.findByText('The options could not be loaded.')).toBeTruthy();
  });

  it('RO-22: remove asks for confirmation, sends remove_user {roleId, id} and goes back one step', async () => {
    const calls = fakeAssignments({ [reviewers.id]: [jan.id, anna.id] });
    const { router } = renderArea(`/role-users/${reviewers.id}`);
    const row = (await screen.findByRole('cell', { name: 'jan@example.org' })).closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('link', { name: 'Remove Jan van Dijk from the role' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove user from role' });
    expect(
      await within(dialog).findByText('Remove Jan van Dijk (jan@example.org) from the role Reviewers?'),
    ).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/role-users/${reviewers.id}`));
    expect(router.state.historyAction).toBe('POP');
    expect(changes(calls)).toEqual([
      { method: 'POST', path: '/api/user-role/remove_user', body: { roleId: reviewers.id, id: jan.id } },
    ]);
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'jan@example.org' })).toBeNull());
  });

  it('W3: a user manager who is not an administrator gets no remove link for an administrator holder', async () => {
    fakeAssignments({ [reviewers.id]: [admin.id, jan.id] });
    renderArea(`/role-users/${reviewers.id}`);
    const janRow = (await screen.findByRole('cell', { name: 'jan@example.org' })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(janRow).getByRole('link', { name: 'Remove Jan van Dijk from the role' })).toBeTruthy();
    const adminRow = screen.getByRole('cell', { name: 'admin@example.org' }).closest('tr') as HTMLElement;
    expect(within(adminRow).queryByRole('link', { name: /^Remove/ })).toBeNull();
  });

  it('W3: an administrator gets the remove link for an administrator holder', async () => {
    startSession(securityInfo(['ROLE_USER_MANAGER', 'ROLE_ADMIN']));
    fakeAssignments({ [reviewers.id]: [admin.id, jan.id] });
    renderArea(`/role-users/${reviewers.id}`);
    const adminRow = (await screen.findByRole('cell', { name: 'admin@example.org' })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(adminRow).getByRole('link', { name: 'Remove Ada Admin from the role' })).toBeTruthy();
  });

  it('W3: removing an administrator as a user manager who is not one explains the refusal (403)', async () => {
    stubApi({
      [`GET /api/role/${reviewers.id}`]: () => reviewers,
      [`GET /api/user-role/users-by-role/${reviewers.id}`]: () => [admin, jan].map(asHolder),
      'POST /api/user-role/remove_user': () => errorResponse(403, 'not-allowed'),
    });
    const { router } = renderArea(`/role-users/${reviewers.id}/${jan.id}/remove`);
    const dialog = await screen.findByRole('dialog', { name: 'Remove user from role' });
    await within(dialog).findByText('Remove Jan van Dijk (jan@example.org) from the role Reviewers?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect((await within(dialog).findByTestId('form-danger')).textContent).toBe(
      'Not allowed: this user is an administrator, and only an administrator can change the roles of an administrator.',
    );
    expect(router.state.location.pathname).toBe(`/role-users/${reviewers.id}/${jan.id}/remove`);
  });

  it('W3: for an administrator a 403 shows the plain "Not allowed"', async () => {
    startSession(securityInfo(['ROLE_USER_MANAGER', 'ROLE_ADMIN']));
    stubApi({
      [`GET /api/role/${reviewers.id}`]: () => reviewers,
      [`GET /api/user-role/users-by-role/${reviewers.id}`]: () => [jan].map(asHolder),
      'POST /api/user-role/remove_user': () => errorResponse(403, 'not-allowed'),
    });
    renderArea(`/role-users/${reviewers.id}/${jan.id}/remove`);
    const dialog = await screen.findByRole('dialog', { name: 'Remove user from role' });
    await within(dialog).findByText('Remove Jan van Dijk (jan@example.org) from the role Reviewers?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect((await within(dialog).findByTestId('form-danger')).textContent).toBe('Not allowed');
  });

  it('W3: adding an administrator to a role as a user manager who is not one explains the refusal', async () => {
    stubApi({
      'GET /api/user': () => USERS,
      [`GET /api/role/${reviewers.id}`]: () => reviewers,
      [`GET /api/user-role/users-by-role/${reviewers.id}`]: () => [],
      'POST /api/user-role/add_user': () => errorResponse(403, 'not-allowed'),
    });
    renderArea(`/role-users/${reviewers.id}/add`);
    const dialog = await screen.findByRole('dialog', { name: 'Add a user to Reviewers' });
    const select = within(dialog).getByRole('combobox', { name: /User/ });
    await waitFor(() => expect((select as HTMLInputElement).disabled).toBe(false));
    await userEvent.click(select);
    await userEvent.click(
      await screen.findByRole('option', { name: 'Ada Admin (admin@example.org)', hidden: true }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect((await within(dialog).findByTestId('form-danger')).textContent).toContain(
      'only an administrator can change the roles of an administrator',
    );
  });

  it('RO-23: a role of type roles cannot get users: no add link, a pointer to its roles', async () => {
    fakeAssignments({});
    renderArea(`/role-users/${group.id}`);
    const info = await screen.findByTestId('role-users-info');
    expect(info.textContent).toContain('cannot be held by users directly');
    expect(within(info).getByRole('link').getAttribute('href')).toBe(`/role-roles/${group.id}`);
    expect(screen.queryByRole('link', { name: 'Add user' })).toBeNull();
  });

  it('RO-24: the built-in administrator has no remove link in ROLE_ADMIN (for an administrator)', async () => {
    startSession(securityInfo(['ROLE_USER_MANAGER', 'ROLE_ADMIN']));
    fakeAssignments({ [adminRole.id]: [admin.id, jan.id] });
    renderArea(`/role-users/${adminRole.id}`);
    await screen.findByText('jan@example.org');
    const linksIn = (email: string) =>
      within(screen.getByRole('cell', { name: email }).closest('tr') as HTMLElement)
        .queryAllByRole('link')
        .map((link) => link.textContent);
    expect(linksIn('admin@example.org')).toEqual([]);
    expect(linksIn('jan@example.org')).toEqual(['Remove']);
  });

  it('RO-09: a user manager who is not an administrator sees who holds ROLE_ADMIN but cannot change it', async () => {
    fakeAssignments({ [adminRole.id]: [admin.id, jan.id] });
    renderArea(`/role-users/${adminRole.id}`);
    await screen.findByText('jan@example.org');
    expect(screen.getByTestId('role-users-info').textContent).toBe(
      'Only an administrator can change who holds this role.',
    );
    expect(screen.queryByRole('link', { name: 'Add user' })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Remove/ })).toBeNull();
  });
});

describe('role roles', () => {
  it('RO-25, RO-29: lists the roles inside the role; back goes to /roles', async () => {
    const calls = fakeAssignments({}, { [group.id]: [reviewers.id] });
    const { router } = renderArea(`/role-roles/${group.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Roles inside Group' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Roles inside Group' });
    expect(
      within(table)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Reviewers', 'Review responses', 'Multi', 'Remove']);
    expect(calls.map((call) => call.path)).toContain(`/api/user-role/roles-from-role/${group.id}`);
    await userEvent.click(screen.getByRole('link', { name: /Back to roles/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/roles'));
  });

  it('RO-26, RO-27: the picker lists roles not of type roles and not inside yet; add sends add_role', async () => {
    const calls = fakeAssignments({}, { [group.id]: [reviewers.id] });
    const { router } = renderArea(`/role-roles/${group.id}`);
    await userEvent.click(await screen.findByRole('link', { name: 'Add role' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a role to Group' });
    const select = within(dialog).getByRole('combobox', { name: /Role/ });
    await waitFor(() => expect((select as HTMLInputElement).disabled).toBe(false));
    await userEvent.click(select);
    const options = (await screen.findAllByRole('option', { hidden: true })).map(
      (option) => option.textContent,
    );
    expect(options).toEqual(['ROLE_ADMIN', 'ROLE_EDITOR', 'Writers']);
    await userEvent.click(screen.getByRole('option', { name: 'Writers', hidden: true }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/role-roles/${group.id}`));
    expect(changes(calls)).toEqual([
      { method: 'POST', path: '/api/user-role/add_role', body: { roleId: group.id, id: writers.id } },
    ]);
    expect(await screen.findByRole('cell', { name: 'Writers' })).toBeTruthy();
  });

  it('RO-28: remove asks for confirmation and sends remove_role {roleId, id}', async () => {
    const calls = fakeAssignments({}, { [group.id]: [reviewers.id, writers.id] });
    renderArea(`/role-roles/${group.id}`);
    const row = (await screen.findByRole('cell', { name: 'Writers' })).closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('link', { name: 'Remove Writers from this role' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove role' });
    expect(await within(dialog).findByText('Remove the role Writers from Group?')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(changes(calls)).toEqual([
        { method: 'POST', path: '/api/user-role/remove_role', body: { roleId: group.id, id: writers.id } },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Writers' })).toBeNull());
    expect(await screen.findByTestId('form-success')).toBeTruthy();
  });

  it('a role that is not of type roles contains no roles: no add link', async () => {
    fakeAssignments({});
    renderArea(`/role-roles/${reviewers.id}`);
    expect((await screen.findByTestId('role-roles-info')).textContent).toBe(
      'Only a role of type roles contains other roles.',
    );
    expect(screen.queryByRole('link', { name: 'Add role' })).toBeNull();
  });

  it('a refused change (a loop) shows a danger message and stays open', async () => {
    fakeAssignments({}, {});
    vi.unstubAllGlobals();
    const routes: Record<string, () => unknown> = {
      'GET /api/role': () => ROLES,
      [`GET /api/role/${group.id}`]: () => group,
      [`GET /api/user-role/roles-from-role/${group.id}`]: () => [],
      'POST /api/user-role/add_role': () => errorResponse(409, 'invalid-state'),
    };
    stubApi(routes);
    renderArea(`/role-roles/${group.id}/add`);
    const dialog = await screen.findByRole('dialog', { name: 'Add a role to Group' });
    const select = within(dialog).getByRole('combobox', { name: /Role/ });
    await waitFor(() => expect((select as HTMLInputElement).disabled).toBe(false));
    await userEvent.click(select);
    await userEvent.click(await screen.findByRole('option', { name: 'Writers', hidden: true }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect((await within(dialog).findByTestId('form-danger')).textContent).toBe(
      'The requested action is not possible.',
    );
  });
});
