import { STORAGE_KEYS } from '@stroomlijn/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { startSession } from '../lib/session';
import { renderApp as renderTheApp } from '../test/app';
import { securityInfo } from '../test/fixtures';

vi.mock('../lib/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../lib/api')>()),
  callLogout: vi.fn(async () => null),
}));

const renderApp = (path: string) => renderTheApp(path, { oidcEnabled: true });

describe('routes', () => {
  it.each(['/login', '/support/login'])('SH-03: %s opens while logged out', async (path) => {
    const { router } = renderApp(path);
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(router.state.location.pathname).toBe(path);
  });

  it('SH-08: the login page links to /connect/auth', async () => {
    renderApp('/login');
    expect((await screen.findByRole('link', { name: 'Sign in' })).getAttribute('href')).toBe('/connect/auth');
  });

  it('SH-04, SH-05: any other path goes to /login and is remembered', async () => {
    const { router } = renderApp('/roles/new?x=1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(window.localStorage.getItem(STORAGE_KEYS.afterLogin)).toBe('/roles/new?x=1');
    expect(await screen.findByRole('heading', { name: 'Sign in to Stroomlijn' })).toBeTruthy();
  });

  it('SH-18: a stored but long inactive session counts as logged out', async () => {
    startSession(securityInfo(), Date.now() - 3001 * 1000);
    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(window.localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
  });

  it.each(['/login', '/support/login'])('SH-09: a logged-in user opening %s goes to /', async (path) => {
    startSession(securityInfo());
    const { router } = renderApp(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { name: 'Welcome to Stroomlijn' })).toBeTruthy();
  });

  it('SH-01: when logged in, / opens inside the shell with navigation, user name and language switch', async () => {
    startSession(securityInfo(['ROLE_USER']));
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Welcome to Stroomlijn' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
    expect(screen.getByText('Signed in as Jan van Dijk')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeTruthy();
  });

  it('an unknown path inside the shell shows "page not found" with a link home', async () => {
    startSession(securityInfo());
    const { router } = renderApp('/no-such-area');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
    expect(router.state.location.pathname).toBe('/no-such-area');
  });

  it('SH-03: /logincheck opens while logged out', async () => {
    const { router } = renderApp('/logincheck?error=user-not-found');
    expect(await screen.findByText('Authentication failed')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/logincheck');
  });
});
