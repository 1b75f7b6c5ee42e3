import { STORAGE_KEYS } from '@stroomlijn/domain';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { securityInfo } from '../test/fixtures';
import {
  clearSession,
  isLoggedOutPath,
  readLastActivity,
  readSecurityInfo,
  rememberAfterLogin,
  startSession,
  takeAfterLogin,
  useSession,
} from './session';

describe('session', () => {
  it('SH-06, SH-07: login stores the user and the time of last activity; logout clears both', () => {
    startSession(securityInfo(['ROLE_USER']), 1234);
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.user) ?? 'null').user.email).toBe(
      'jan@example.org',
    );
    expect(readLastActivity()).toBe(1234);
    expect(readSecurityInfo()?.roles.map((role) => role.name)).toEqual(['ROLE_USER']);

    clearSession();
    expect(window.localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.lastActivity)).toBeNull();
  });

  it('SH-06: the pre-login address is stored, read once, and defaults to /', () => {
    rememberAfterLogin('/users?page=2');
    expect(window.localStorage.getItem(STORAGE_KEYS.afterLogin)).toBe('/users?page=2');
    expect(takeAfterLogin()).toBe('/users?page=2');
    expect(takeAfterLogin()).toBe('/');
  });

  it('an unsafe or login address is not returned to after login', () => {
    for (const path of ['https://evil.example', '//evil.example', '/login', '/logincheck', '/logout']) {
      rememberAfterLogin(path);
      expect(takeAfterLogin(), path).toBe('/');
    }
  });

  it('a corrupt stored user counts as logged out', () => {
    window.localStorage.setItem(STORAGE_KEYS.user, '{"user": 1');
    expect(readSecurityInfo()).toBeNull();
  });

  it('SH-03: /logincheck, /login and /support/login are the logged-out paths', () => {
    expect(isLoggedOutPath('/login')).toBe(true);
    expect(isLoggedOutPath('/support/login/')).toBe(true);
    expect(isLoggedOutPath('/logincheck')).toBe(true);
    expect(isLoggedOutPath('/users')).toBe(false);
  });

  it('SH-23: the session hook checks role names locally and follows login and logout', () => {
    const { result } = renderHook(() => useSession());
    expect(result.current.info).toBeNull();
    expect(result.current.hasRole('ROLE_USER')).toBe(false);

    act(() => startSession(securityInfo(['ROLE_MODELER'])));
    expect(result.current.info?.user.firstName).toBe('Jan');
    expect(result.current.hasRole('ROLE_MODELER')).toBe(true);
    expect(result.current.hasRole('ROLE_ADMIN')).toBe(false);

    act(() => clearSession());
    expect(result.current.info).toBeNull();
  });
});
