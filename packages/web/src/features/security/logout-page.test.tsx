import { STORAGE_KEYS } from '@stroomlijn/domain';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callLogout } from '../../lib/api';
import { browser } from '../../lib/browser';
import { startSession } from '../../lib/session';
import { securityInfo } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { LogoutPage } from './logout-page';

vi.mock('../../lib/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/api')>()),
  callLogout: vi.fn(),
}));
const logoutMock = vi.mocked(callLogout);

let assign: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  logoutMock.mockReset();
  assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
  startSession(securityInfo(['ROLE_USER']));
});

describe('LogoutPage', () => {
  it('SH-16: clears the local login, calls logout and goes to /login', async () => {
    logoutMock.mockResolvedValue(null);
    renderWithProviders(<LogoutPage />);
    expect(screen.getByRole('status', { name: 'Signing out' })).toBeTruthy();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/login'));
    expect(logoutMock).toHaveBeenCalledTimes(1);
    expect(window.localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.lastActivity)).toBeNull();
  });

  it("SH-16: goes to the identity provider's end-session address when there is one", async () => {
    logoutMock.mockResolvedValue('https://idp.example/logout?id_token_hint=x');
    renderWithProviders(<LogoutPage />);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://idp.example/logout?id_token_hint=x'));
  });
});
