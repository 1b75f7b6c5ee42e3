import { STORAGE_KEYS } from '@stroomlijn/domain';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api';
import { browser } from '../../lib/browser';
import { markChosenSignedOut } from '../../lib/language';
import { readSecurityInfo, rememberAfterLogin } from '../../lib/session';
import { securityInfo } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { LogincheckPage } from './logincheck-page';
import { fetchSecurityInfo, saveLanguage } from './security-api';

vi.mock('./security-api', () => ({ signIn: vi.fn(), fetchSecurityInfo: vi.fn(), saveLanguage: vi.fn() }));
const infoMock = vi.mocked(fetchSecurityInfo);
const saveMock = vi.mocked(saveLanguage);

const apiError = (status: number, messageKey: string) =>
  new ApiError(status, { message: messageKey, messageKey, errors: [], references: [], debugInfo: '' });

function renderPage(path = '/logincheck') {
  return renderRoutes([{ path: '/logincheck', element: <LogincheckPage /> }], [path]);
}

let assign: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  infoMock.mockReset();
  saveMock.mockReset().mockResolvedValue(undefined);
  window.localStorage.removeItem(STORAGE_KEYS.language);
  window.sessionStorage.clear();
  assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
});

describe('LogincheckPage', () => {
  it('SH-10, SH-11: stores the session and goes to the remembered address with a full reload', async () => {
    rememberAfterLogin('/users?page=2');
    infoMock.mockResolvedValue(securityInfo(['ROLE_ADMIN']));
    renderPage();
    expect(await screen.findByText('Successfully authenticated')).toBeTruthy();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/users?page=2'));
    expect(assign).toHaveBeenCalledTimes(1);
    expect(readSecurityInfo()?.roles[0]?.name).toBe('ROLE_ADMIN');
    expect(window.localStorage.getItem(STORAGE_KEYS.afterLogin)).toBeNull();
  });

  it('SH-10: without a remembered address it goes to /', async () => {
    infoMock.mockResolvedValue(securityInfo());
    renderPage();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
  });

  it('SH-13: shows a not-logged-in message when there is no session', async () => {
    infoMock.mockRejectedValue(apiError(401, 'not-authenticated'));
    renderPage();
    expect(await screen.findByText('You are not logged in.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the sign-in page' }).getAttribute('href')).toBe('/login');
    expect(assign).not.toHaveBeenCalled();
    expect(readSecurityInfo()).toBeNull();
  });

  it('SH-12: shows "Authentication failed" when the info call fails', async () => {
    infoMock.mockRejectedValue(apiError(500, 'internal'));
    renderPage();
    expect(await screen.findByText('Authentication failed')).toBeTruthy();
    expect(screen.getByText('Internal error')).toBeTruthy();
  });

  it('SH-12: shows "Authentication failed" with the reason for ?error=user-not-found', async () => {
    renderPage('/logincheck?error=user-not-found');
    expect(await screen.findByText('Authentication failed')).toBeTruthy();
    expect(screen.getByText('No user is known with this email address')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the sign-in page' })).toBeTruthy();
    expect(infoMock).not.toHaveBeenCalled();
  });

  describe('the saved interface language', () => {
    const signIn = async (language: 'en' | 'nl' | null) => {
      infoMock.mockResolvedValue({ ...securityInfo(), language });
      renderPage();
      await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    };

    it('I18N-01: a browser without a choice of its own starts in the language the user saved', async () => {
      await signIn('nl');
      expect(window.localStorage.getItem(STORAGE_KEYS.language)).toBe('nl');
      expect(saveMock).not.toHaveBeenCalled();
    });

    it("I18N-01: the saved language replaces this browser's older choice", async () => {
      window.localStorage.setItem(STORAGE_KEYS.language, 'en');
      await signIn('nl');
      expect(window.localStorage.getItem(STORAGE_KEYS.language)).toBe('nl');
      expect(saveMock).not.toHaveBeenCalled();
    });

    it("I18N-01: this browser's choice is saved for a user who saved none", async () => {
      window.localStorage.setItem(STORAGE_KEYS.language, 'nl');
      await signIn(null);
      expect(saveMock).toHaveBeenCalledWith('nl');
    });

    it('I18N-01: a choice made on the sign-in pages just now wins over the saved one, and is saved', async () => {
      window.localStorage.setItem(STORAGE_KEYS.language, 'nl');
      markChosenSignedOut();
      await signIn('en');
      expect(window.localStorage.getItem(STORAGE_KEYS.language)).toBe('nl');
      expect(saveMock).toHaveBeenCalledWith('nl');
    });

    it('I18N-01: a failed save still signs in', async () => {
      window.localStorage.setItem(STORAGE_KEYS.language, 'nl');
      saveMock.mockRejectedValue(new Error('offline'));
      await signIn(null);
      expect(saveMock).toHaveBeenCalledWith('nl');
    });
  });
});
