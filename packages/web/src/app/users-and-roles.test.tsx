import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSession } from '../lib/session';
import { renderApp } from '../test/app';
import { makeRole, makeUser, stubApi, stubLayout } from '../test/fake-api';
import { securityInfo } from '../test/fixtures';

vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  stubLayout();
  stubApi({
    'GET /api/user': () => [makeUser({ email: 'jan@example.org' })],
    'GET /api/role': () => [makeRole({ name: 'Reviewers' })],
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('the Users and Roles area', () => {
  it('NAV-02: a user manager opens it from the navigation; tabs lead between users and roles', async () => {
    startSession(securityInfo(['ROLE_USER_MANAGER']));
    const { router } = renderApp('/');
    const navigation = await screen.findByRole('navigation', { name: 'Main navigation' });
    await userEvent.click(within(navigation).getByRole('link', { name: 'Users and Roles' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeTruthy();
    expect(await screen.findByText('jan@example.org')).toBeTruthy();
    const tabs = screen.getByRole('navigation', { name: 'Users and roles' });
    expect(within(tabs).getByRole('link', { name: 'Users' }).getAttribute('aria-current')).toBe('page');
    await userEvent.click(within(tabs).getByRole('link', { name: 'Roles' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Roles' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/roles');
    expect(within(tabs).getByRole('link', { name: 'Roles' }).getAttribute('aria-current')).toBe('page');
    expect(await screen.findByRole('cell', { name: 'Reviewers' })).toBeTruthy();
  });

  it.each(['/users/new', '/role-users/40000000-0000-4000-8000-000000000001'])(
    'deep links open inside the area: %s',
    async (path) => {
      startSession(securityInfo(['ROLE_USER_MANAGER']));
      const { router } = renderApp(path);
      await waitFor(() => expect(screen.getByRole('navigation', { name: 'Users and roles' })).toBeTruthy());
      expect(router.state.location.pathname).toBe(path);
    },
  );

  it('a user without ROLE_USER_MANAGER gets "Not allowed" instead of the pages', async () => {
    startSession(securityInfo(['ROLE_USER']));
    renderApp('/users');
    expect((await screen.findByTestId('page-error')).textContent).toContain('Not allowed');
    expect(screen.queryByRole('heading', { name: 'Users' })).toBeNull();
  });
});
