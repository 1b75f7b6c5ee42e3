import { ADMIN_USER_ID } from '@stroomlijn/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, labelled, makeRole, makeUser, stubApi, stubLayout } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { UsersArea } from './users-area';

const jan = makeUser({ email: 'jan@example.org', firstName: 'Jan', preposition: 'van', lastName: 'Dijk' });
const admin = makeUser({
  id: ADMIN_USER_ID,
  email: 'admin@example.org',
  firstName: 'Ada',
  lastName: 'Admin',
});

function renderUsers(path = '/users') {
  return renderRoutes([{ path: '/users/*', element: <UsersArea /> }], [path]);
}

function fieldError(input: HTMLElement): string | null {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id.endsWith('-error'));
  const texts = ids.map((id) => document.getElementById(id)?.textContent ?? '').filter(Boolean);
  return texts.length > 0 ? texts.join(' ') : null;
}

// Dialogs with several inputs take a few seconds in jsdom, more while other suites run.
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => stubLayout());
afterEach(() => vi.unstubAllGlobals());

describe('change password', () => {
  async function openDialog() {
    const dialog = await screen.findByRole('dialog', { name: 'Change the password of Jan van Dijk' });
    return {
      dialog,
      password: within(dialog).getByLabelText(labelled('New password')),
      repeat: within(dialog).getByLabelText(labelled('Repeat the new password')),
      submit: within(dialog).getByRole('button', { name: 'Change password' }),
    };
  }

  it('US-11: sends {id, password}, then shows the success message on the list', async () => {
    const calls = stubApi({
      'GET /api/user': () => [jan],
      [`GET /api/user/${jan.id}`]: () => jan,
      'POST /api/user/change_password': () => undefined,
    });
    const { router } = renderUsers('/users');
    await userEvent.click(await screen.findByRole('link', { name: 'Change password of Jan van Dijk' }));
    const { dialog, password, repeat, submit } = await openDialog();
    expect(dialog.textContent).toContain('have at least 8 characters');
    await userEvent.type(password, 'a-long-secret');
    await userEvent.type(repeat, 'a-long-secret');
    await userEvent.click(submit);
    await waitFor(() => expect(router.state.location.pathname).toBe('/users'));
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      path: '/api/user/change_password',
      body: { id: jan.id, password: 'a-long-secret' },
    });
    expect((await screen.findByTestId('form-success')).textContent).toBe('The password was changed.');
  });

  it('CL-04: fewer than 8 characters, or two different passwords, are refused before any call', async () => {
    const calls = stubApi({ 'GET /api/user': () => [jan], [`GET /api/user/${jan.id}`]: () => jan });
    renderUsers(`/users/${jan.id}/change-password`);
    const { password, repeat, submit } = await openDialog();
    await userEvent.type(password, 'short');
    await userEvent.click(submit);
    expect(fieldError(password)).toBe('The password must have at least 8 characters');
    await userEvent.type(password, '-but-longer');
    await userEvent.type(repeat, 'something else');
    await userEvent.click(submit);
    expect(fieldError(password)).toBeNull();
    expect(fieldError(repeat)).toBe('The passwords are not the same');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('US-12: a compromised password is refused by the server, shown under the password', async () => {
    stubApi({
      'GET /api/user': () => [jan],
      [`GET /api/user/${jan.id}`]: () => jan,
      'POST /api/user/change_password': () =>
        errorResponse(422, 'validation', { errors: [{ name: 'password', message: 'password-compromised' }] }),
    });
    renderUsers(`/users/${jan.id}/change-password`);
    const { password, repeat, submit } = await openDialog();
    await userEvent.type(password, 'password1');
    await userEvent.type(repeat, 'password1');
    await userEvent.click(submit);
    await waitFor(() =>
      expect(fieldError(password)).toBe('This password is known from data breaches; choose another'),
    );
  });
});

describe('delete user', () => {
  it('US-04, US-13, NAV-08: asks with the name, deletes, goes back one step; the row is gone', async () => {
    let users = [jan, admin];
    const calls = stubApi({
      'GET /api/user': () => users,
      [`GET /api/user/${jan.id}`]: () => jan,
      [`DELETE /api/user/${jan.id}`]: () => {
        users = users.filter((user) => user.id !== jan.id);
        return undefined;
      },
    });
    const { router } = renderUsers('/users');
    const row = (await screen.findByRole('cell', { name: 'jan@example.org' })).closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('link', { name: 'Delete Jan van Dijk' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete user' });
    expect(dialog.textContent).toContain('Delete the user Jan van Dijk (jan@example.org)?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/users'));
    expect(router.state.historyAction).toBe('POP');
    expect(calls.some((call) => call.method === 'DELETE' && call.path === `/api/user/${jan.id}`)).toBe(true);
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'jan@example.org' })).toBeNull());
    expect((await screen.findByTestId('form-success')).textContent).toBe(
      'The user Jan van Dijk was deleted.',
    );
  });

  it('Cancel goes back without deleting; a refusal shows a danger message', async () => {
    const calls = stubApi({
      'GET /api/user': () => [jan],
      [`GET /api/user/${jan.id}`]: () => jan,
      [`DELETE /api/user/${jan.id}`]: () => errorResponse(409, 'invalid-state'),
    });
    const { router } = renderUsers(`/users/${jan.id}/delete`);
    let dialog = await screen.findByRole('dialog', { name: 'Delete user' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Delete' }));
    expect((await within(dialog).findByTestId('form-danger')).textContent).toBe(
      'The requested action is not possible.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/users'));
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
    dialog = screen.queryByRole('dialog', { name: 'Delete user' }) as HTMLElement;
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete user' })).toBeNull());
  });

  it('US-15: the built-in administrator cannot be deleted, even by address', async () => {
    stubApi({ 'GET /api/user': () => [admin], [`GET /api/user/${ADMIN_USER_ID}`]: () => admin });
    renderUsers(`/users/${ADMIN_USER_ID}/delete`);
    const dialog = await screen.findByRole('dialog', { name: 'Delete user' });
    expect(await within(dialog).findByText('This built-in user cannot be deleted.')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).toBeNull();
  });
});

describe("a user's roles", () => {
  it('US-14: a read-only table of the roles the user holds', async () => {
    const reviewers = makeRole({ name: 'Reviewers', description: 'Review responses', type: 'multi' });
    const calls = stubApi({
      'GET /api/user': () => [jan],
      [`GET /api/user/${jan.id}`]: () => jan,
      [`GET /api/user-role/roles-from-user/${jan.id}`]: () => [reviewers],
    });
    renderUsers(`/users/${jan.id}/roles`);
    const dialog = await screen.findByRole('dialog', { name: 'Roles of Jan van Dijk' });
    const table = await within(dialog).findByRole('table', { name: 'Roles of the user' });
    expect(
      within(table)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Reviewers', 'Review responses', 'Multi']);
    expect(within(table).queryAllByRole('link')).toEqual([]);
    expect(within(table).queryAllByRole('button')).toEqual([]);
    expect(
      within(dialog)
        .getByRole('link', { name: /Back to users/ })
        .getAttribute('href'),
    ).toBe('/users');
    expect(calls.map((call) => call.path)).toContain(`/api/user-role/roles-from-user/${jan.id}`);
  });

  it('ER-12: a user without roles shows the empty message', async () => {
    stubApi({
      'GET /api/user': () => [jan],
      [`GET /api/user/${jan.id}`]: () => jan,
      [`GET /api/user-role/roles-from-user/${jan.id}`]: () => [],
    });
    renderUsers(`/users/${jan.id}/roles`);
    expect((await screen.findByTestId('empty-state')).textContent).toBe('This user holds no roles.');
  });
});
