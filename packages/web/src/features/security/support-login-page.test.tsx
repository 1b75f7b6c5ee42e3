import { STORAGE_KEYS } from '@stroomlijn/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api';
import { readSecurityInfo } from '../../lib/session';
import { securityInfo } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { signIn } from './security-api';
import { SupportLoginPage } from './support-login-page';

vi.mock('./security-api', () => ({ signIn: vi.fn(), fetchSecurityInfo: vi.fn() }));
const signInMock = vi.mocked(signIn);

const apiError = (status: number, messageKey: string, errors: { name: string; message: string }[] = []) =>
  new ApiError(status, { message: messageKey, messageKey, errors, references: [], debugInfo: '' });

function renderPage() {
  return renderRoutes(
    [
      { path: '/support/login', element: <SupportLoginPage /> },
      { path: '/logincheck', element: <p>logincheck page</p> },
    ],
    ['/support/login'],
  );
}

async function fillAndSubmit(email = 'jan@example.org', password = 'secret-password') {
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

/** The error text shown under an input (Mantine links it through aria-describedby). */
function fieldError(label: string): string | null {
  const input = screen.getByLabelText(label);
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id.endsWith('-error'));
  const texts = ids.map((id) => document.getElementById(id)?.textContent ?? '').filter(Boolean);
  if (texts.length === 0) return null;
  expect(input.getAttribute('aria-invalid')).toBe('true');
  return texts.join(' ');
}

beforeEach(() => {
  signInMock.mockReset();
});

describe('SupportLoginPage', () => {
  it('signs in, stores the session and goes on to /logincheck', async () => {
    signInMock.mockResolvedValue(securityInfo(['ROLE_USER']));
    const { router } = renderPage();
    await fillAndSubmit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/logincheck'));
    expect(signInMock.mock.calls[0]?.[0]).toEqual({ email: 'jan@example.org', password: 'secret-password' });
    expect(readSecurityInfo()?.user.email).toBe('jan@example.org');
    expect(window.localStorage.getItem(STORAGE_KEYS.lastActivity)).not.toBeNull();
  });

  it('ER-13: server field errors appear under the field of the same name', async () => {
    signInMock.mockRejectedValue(apiError(422, 'validation', [{ name: 'email', message: 'invalid-email' }]));
    renderPage();
    await fillAndSubmit('not-an-email');
    await waitFor(() => expect(fieldError('Email')).toBe('Invalid email address'));
    expect(fieldError('Password')).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe('Some fields are not valid');
  });

  it('ER-14: a general error (invalid credentials) overrides the field errors', async () => {
    signInMock.mockRejectedValue(
      apiError(401, 'invalid-credentials', [{ name: 'email', message: 'invalid-email' }]),
    );
    renderPage();
    await fillAndSubmit();
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email address or password');
    expect(fieldError('Email')).toBeNull();
  });

  it('too many attempts shows its own message', async () => {
    signInMock.mockRejectedValue(apiError(429, 'too-many-requests'));
    renderPage();
    await fillAndSubmit();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many attempts. Wait a while and try again.',
    );
  });

  it('empty fields are refused before any call', async () => {
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(fieldError('Email')).toBe('Field should not be empty');
    expect(fieldError('Password')).toBe('Field should not be empty');
    expect(signInMock).not.toHaveBeenCalled();
  });

  it('the submit button is disabled while signing in', async () => {
    signInMock.mockReturnValue(new Promise(() => {}));
    renderPage();
    await fillAndSubmit();
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Sign in' }) as HTMLButtonElement).disabled).toBe(true),
    );
    expect(signInMock).toHaveBeenCalledTimes(1);
  });
});
