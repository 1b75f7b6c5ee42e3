import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../lib/i18n';
import { takeChosenSignedOut } from '../lib/language';
import { startSession } from '../lib/session';
import { renderApp } from '../test/app';
import { errorResponse, stubApi } from '../test/fake-api';
import { securityInfo } from '../test/fixtures';

vi.setConfig({ testTimeout: 30_000 });
// The first page loads the shell's code: slow on a loaded machine.
const LOADING = { timeout: 15_000 };

afterEach(async () => {
  vi.unstubAllGlobals();
  await setLanguage('en');
  window.sessionStorage.clear();
});

const languageCalls = (calls: { method: string; path: string }[]) =>
  calls.filter((call) => call.path === '/api/security/language');

describe('the language switch', () => {
  it('I18N-01: signed in, choosing Nederlands turns the page Dutch and saves the choice for the user', async () => {
    const calls = stubApi({ 'PUT /api/security/language': () => undefined });
    startSession(securityInfo(['ROLE_USER']));
    renderApp('/');
    await screen.findByRole('heading', { name: 'Welcome to Stroomlijn' }, LOADING);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'nl');
    expect(await screen.findByRole('heading', { name: 'Welkom bij Stroomlijn' })).toBeTruthy();
    await waitFor(() =>
      expect(languageCalls(calls)).toEqual([
        { method: 'PUT', path: '/api/security/language', body: { language: 'nl' } },
      ]),
    );
  });

  it('I18N-01: a choice that cannot be saved shows the error dialog, and the page stays in it', async () => {
    stubApi({ 'PUT /api/security/language': () => errorResponse(500, 'internal') });
    startSession(securityInfo(['ROLE_USER']));
    renderApp('/');
    await screen.findByRole('heading', { name: 'Welcome to Stroomlijn' }, LOADING);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'nl');
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Interne fout');
    expect(screen.getByRole('heading', { name: 'Welkom bij Stroomlijn', hidden: true })).toBeTruthy();
  });

  it('I18N-01: signed out, the choice stays in the browser and is marked for the sign-in to save', async () => {
    const calls = stubApi({});
    renderApp('/login');
    await screen.findByRole('heading', { name: 'Sign in to Stroomlijn' }, LOADING);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'nl');
    expect(await screen.findByRole('heading', { name: 'Inloggen bij Stroomlijn' })).toBeTruthy();
    expect(languageCalls(calls)).toEqual([]);
    expect(takeChosenSignedOut()).toBe(true);
  });
});
