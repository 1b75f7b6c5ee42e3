import { EVERYONE_ROLE, SYSTEM_ROLE_IDS } from '@stroomlijn/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSession } from '../../lib/session';
import { errorResponse, type FakeCall, labelled, makeRole, stubApi, stubLayout } from '../../test/fake-api';
import { securityInfo } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { RolesArea } from './roles-area';

vi.setConfig({ testTimeout: 20_000 });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const adminRole = makeRole({
  id: SYSTEM_ROLE_IDS.ROLE_ADMIN,
  name: 'ROLE_ADMIN',
  description: 'Administrator',
  type: 'system',
});
const userRole = makeRole({
  id: SYSTEM_ROLE_IDS.ROLE_USER,
  name: 'ROLE_USER',
  description: 'Reads',
  type: 'system',
});
const everyone = makeRole({ ...EVERYONE_ROLE, description: 'Every user' });
const group = makeRole({ name: 'Group', description: 'Several roles', type: 'roles' });
const reviewers = makeRole({
  name: 'Reviewers',
  description: 'Review responses',
  type: 'multi',
  updatedAt: 3,
});
const ROLES = [everyone, group, adminRole, userRole, reviewers];

function renderRoles(path = '/roles') {
  return renderRoutes([{ path: '/roles/*', element: <RolesArea /> }], [path]);
}

function linksOf(name: string): string[] {
  const row = screen.getByRole('cell', { name }).closest('tr') as HTMLElement;
  return within(row)
    .queryAllByRole('link')
    .map((link) => `${link.textContent} ${link.getAttribute('href')}`);
}

const changes = (calls: FakeCall[]) => calls.filter((call) => call.method !== 'GET');

beforeEach(() => {
  stubLayout();
  startSession(securityInfo(['ROLE_USER_MANAGER']));
});
afterEach(() => vi.unstubAllGlobals());

describe('RoleListPage', () => {
  it("RO-01, RO-03: titled 'Roles'; name, description, type, actions; sorted by the name shown", async () => {
    stubApi({ 'GET /api/role': () => ROLES });
    renderRoles();
    expect(await screen.findByRole('heading', { level: 1, name: 'Roles' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Roles' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'Description', 'Type', 'Actions']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 3)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Everyone', 'Every user', 'Roles'],
      ['Group', 'Several roles', 'Roles'],
      ['Reviewers', 'Review responses', 'Multi'],
      ['ROLE_ADMIN', 'Administrator', 'System'],
      ['ROLE_USER', 'Reads', 'System'],
    ]);
    expect(screen.getByRole('link', { name: 'New role' }).getAttribute('href')).toBe('/roles/new');
  });

  it('RO-04..RO-08: the action links per type, for a user manager', async () => {
    stubApi({ 'GET /api/role': () => ROLES });
    renderRoles();
    await screen.findByRole('table', { name: 'Roles' });
    expect(linksOf('Group')).toEqual([
      `Edit /roles/${group.id}`,
      `Roles /role-roles/${group.id}`,
      `Delete /roles/${group.id}/delete`,
    ]);
    // RO-08: every user holds ROLE_USER and Everyone, so neither has users to assign; Everyone is built in.
    expect(linksOf('ROLE_USER')).toEqual([`Edit /roles/${userRole.id}`]);
    expect(linksOf('Everyone')).toEqual([`Edit /roles/${everyone.id}`]);
    expect(linksOf('Reviewers')).toEqual([
      `Edit /roles/${reviewers.id}`,
      `Users /role-users/${reviewers.id}`,
      `Delete /roles/${reviewers.id}/delete`,
    ]);
    // RO-09: a user manager who is not an administrator cannot assign ROLE_ADMIN.
    expect(linksOf('ROLE_ADMIN')).toEqual([`Edit /roles/${adminRole.id}`]);
  });

  it("W1: each action link's accessible name starts with its visible text and names the row's role", async () => {
    stubApi({ 'GET /api/role': () => ROLES });
    renderRoles();
    await screen.findByRole('table', { name: 'Roles' });
    const row = screen.getByRole('cell', { name: 'Group' }).closest('tr') as HTMLElement;
    expect(
      within(row)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('aria-label')]),
    ).toEqual([
      ['Edit', 'Edit Group'],
      ['Roles', 'Roles inside Group'],
      ['Delete', 'Delete Group'],
    ]);
    expect(screen.getByRole('link', { name: 'Users with the role Reviewers' }).getAttribute('href')).toBe(
      `/role-users/${reviewers.id}`,
    );
  });

  it('RO-09: an administrator has the update-user-roles link of ROLE_ADMIN', async () => {
    startSession(securityInfo(['ROLE_USER_MANAGER', 'ROLE_ADMIN']));
    stubApi({ 'GET /api/role': () => ROLES });
    renderRoles();
    await screen.findByRole('table', { name: 'Roles' });
    expect(linksOf('ROLE_ADMIN')).toEqual([
      `Edit /roles/${adminRole.id}`,
      `Users /role-users/${adminRole.id}`,
    ]);
  });

  it('ER-12, ER-07: empty and failed lists', async () => {
    stubApi({ 'GET /api/role': () => [] });
    const { unmount } = renderRoles();
    expect((await screen.findByTestId('empty-state')).textContent).toBe('No roles yet');
    unmount();
    stubApi({ 'GET /api/role': () => errorResponse(403, 'not-allowed') });
    renderRoles();
    expect((await screen.findByTestId('page-error')).textContent).toContain('Not allowed');
  });
});

describe('role form', () => {
  it('RO-12, RO-13: name and description are marked required; a new role is multi or roles', async () => {
    stubApi({ 'GET /api/role': () => ROLES });
    renderRoles('/roles/new');
    const dialog = await screen.findByRole('dialog', { name: 'New role' });
    const requiredLabels = [...dialog.querySelectorAll('label')]
      .filter((label) => label.querySelector('[aria-hidden="true"]')?.textContent?.includes('*'))
      .map((label) => label.textContent?.replace(/\s*\*$/, ''));
    expect(requiredLabels).toEqual(expect.arrayContaining(['Name', 'Description']));
    const types = within(dialog)
      .getAllByRole('radio')
      .map((radio) => (radio as HTMLInputElement).value);
    expect(types).toEqual(['multi', 'roles']);
  });

  it('RO-10, RO-11: creates a role with a client-generated id and every field, then shows form success', async () => {
    let roles = [...ROLES];
    const calls = stubApi({
      'GET /api/role': () => roles,
      'POST /api/role': ({ body }) => {
        const created = makeRole(body as object);
        roles = [...roles, created];
        return created;
      },
    });
    const { router } = renderRoles('/roles');
    await userEvent.click(await screen.findByRole('link', { name: 'New role' }));
    const dialog = await screen.findByRole('dialog', { name: 'New role' });
    await userEvent.type(within(dialog).getByLabelText(labelled('Name')), 'Writers');
    await userEvent.type(within(dialog).getByLabelText(labelled('Description')), 'Write texts');
    await userEvent.click(within(dialog).getByRole('radio', { name: /^Roles/ }));
    await userEvent.type(within(dialog).getByLabelText('Tasks summary'), 'Writing');
    await userEvent.type(within(dialog).getByLabelText('Education'), 'None');
    await userEvent.type(within(dialog).getByLabelText('Competences'), 'Spelling');
    await userEvent.type(within(dialog).getByLabelText('Screening'), 'VOG');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/roles'));
    expect(changes(calls)[0]?.body).toEqual({
      id: expect.stringMatching(UUID),
      name: 'Writers',
      description: 'Write texts',
      type: 'roles',
      tasksSummary: 'Writing',
      education: 'None',
      competences: 'Spelling',
      screening: 'VOG',
    });
    expect(await screen.findByTestId('form-success')).toBeTruthy();
    expect(await screen.findByRole('cell', { name: 'Writers' })).toBeTruthy();
  });

  it('RO-12: an empty name or description is refused before any call', async () => {
    const calls = stubApi({ 'GET /api/role': () => ROLES });
    renderRoles('/roles/new');
    const dialog = await screen.findByRole('dialog', { name: 'New role' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findAllByText('Field should not be empty')).toHaveLength(2);
    expect(changes(calls)).toEqual([]);
  });

  it('RO-13: editing shows the type read-only and saves it unchanged with updatedAt', async () => {
    const calls = stubApi({
      'GET /api/role': () => ROLES,
      [`GET /api/role/${reviewers.id}`]: () => reviewers,
      'PUT /api/role': ({ body }) => ({ ...reviewers, ...(body as object), updatedAt: 4 }),
    });
    renderRoles(`/roles/${reviewers.id}`);
    const dialog = await screen.findByRole('dialog', { name: 'Edit role' });
    const name = await within(dialog).findByLabelText(labelled('Name'));
    expect(within(dialog).queryAllByRole('radio')).toEqual([]);
    const type = within(dialog).getByLabelText('Type') as HTMLInputElement;
    expect(type.value).toBe('Multi');
    expect(type.readOnly).toBe(true);
    await userEvent.clear(name);
    await userEvent.type(name, 'Checkers');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(changes(calls)).toHaveLength(1));
    expect(changes(calls)[0]?.body).toEqual({
      id: reviewers.id,
      name: 'Checkers',
      description: 'Review responses',
      type: 'multi',
      tasksSummary: '',
      education: '',
      competences: '',
      screening: '',
      updatedAt: 3,
    });
  });

  it('a system role keeps its name; a duplicate name is refused with its message', async () => {
    stubApi({
      'GET /api/role': () => ROLES,
      [`GET /api/role/${userRole.id}`]: () => userRole,
      'PUT /api/role': () => errorResponse(409, 'duplicate-name'),
    });
    renderRoles(`/roles/${userRole.id}`);
    const dialog = await screen.findByRole('dialog', { name: 'Edit role' });
    const name = (await within(dialog).findByLabelText(labelled('Name'))) as HTMLInputElement;
    expect(name.readOnly).toBe(true);
    expect(within(dialog).getByText('The name of a system role cannot be changed.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByTestId('form-danger')).textContent).toBe('The name already exists');
  });
});

describe('delete role', () => {
  it('RO-10, RO-02: asks with the name, deletes, goes back one step; the row is gone', async () => {
    let roles = [...ROLES];
    const calls = stubApi({
      'GET /api/role': () => roles,
      [`GET /api/role/${reviewers.id}`]: () => reviewers,
      [`DELETE /api/role/${reviewers.id}`]: () => {
        roles = roles.filter((role) => role.id !== reviewers.id);
        return undefined;
      },
    });
    const { router } = renderRoles('/roles');
    await screen.findByRole('table', { name: 'Roles' });
    const row = screen.getByRole('cell', { name: 'Reviewers' }).closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('link', { name: 'Delete Reviewers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete role' });
    expect(dialog.textContent).toContain('Delete the role Reviewers?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/roles'));
    expect(router.state.historyAction).toBe('POP');
    expect(changes(calls)).toEqual([
      { method: 'DELETE', path: `/api/role/${reviewers.id}`, body: undefined },
    ]);
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Reviewers' })).toBeNull());
  });

  it('RO-07: a built-in role (a system role, Everyone) cannot be deleted, even by address', async () => {
    for (const role of [userRole, everyone]) {
      stubApi({ 'GET /api/role': () => ROLES, [`GET /api/role/${role.id}`]: () => role });
      const view = renderRoles(`/roles/${role.id}/delete`);
      const dialog = await screen.findByRole('dialog', { name: 'Delete role' });
      expect(await within(dialog).findByText('A built-in role cannot be deleted.')).toBeTruthy();
      expect(within(dialog).queryByRole('button', { name: 'Delete' })).toBeNull();
      view.unmount();
    }
  });
});
