import { STORAGE_KEYS } from '@stroomlijn/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { securityInfo } from '../test/fixtures';
import { browser } from './browser';
import { isInactive, logoutInactiveUser, watchActivity } from './inactivity';
import { readLastActivity, readSecurityInfo, startSession } from './session';

vi.mock('./api', () => ({
  callLogout: vi.fn(async () => null),
  api: { get: vi.fn(async () => ({ ok: true })) },
}));

describe('isInactive', () => {
  it('SH-18: a user is active while the last activity lies within the limit', () => {
    expect(isInactive(10_000, 10_000, 3000)).toBe(false);
    expect(isInactive(10_000, 10_000 + 3000 * 1000, 3000)).toBe(false);
    expect(isInactive(10_000, 10_000 + 3000 * 1000 + 1, 3000)).toBe(true);
  });

  it('SH-18: an unknown last activity counts as inactive', () => {
    expect(isInactive(null, 0, 3000)).toBe(true);
    expect(isInactive(Number.NaN, 0, 3000)).toBe(true);
  });
});

describe('watchActivity', () => {
  const start = new Date('2025-01-01T10:00:00Z').getTime();
  let stop: (() => void) | undefined;

  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(start);
    startSession(securityInfo(), start);
  });

  afterEach(() => {
    stop?.();
    vi.useRealTimers();
  });

  it('SH-17: mouse, key and pointer events refresh the last-activity time, throttled', () => {
    stop = watchActivity({ limitSeconds: 60, onInactive: () => {} });
    vi.setSystemTime(start + 5000);
    window.dispatchEvent(new MouseEvent('mousemove'));
    expect(readLastActivity()).toBe(start + 5000);

    vi.setSystemTime(start + 5500);
    window.dispatchEvent(new KeyboardEvent('keydown'));
    expect(readLastActivity()).toBe(start + 5000);

    vi.setSystemTime(start + 7000);
    window.dispatchEvent(new Event('pointerdown'));
    expect(readLastActivity()).toBe(start + 7000);
  });

  it('SH-17: activity is passed on to the server at most once per quarter of the limit (at most a minute)', () => {
    const ping = vi.fn();
    stop = watchActivity({ limitSeconds: 40, onInactive: () => {}, ping });
    vi.setSystemTime(start + 5000);
    window.dispatchEvent(new MouseEvent('mousemove'));
    expect(ping).not.toHaveBeenCalled();
    vi.setSystemTime(start + 10_000);
    window.dispatchEvent(new KeyboardEvent('keydown'));
    expect(ping).toHaveBeenCalledTimes(1);
    vi.setSystemTime(start + 15_000);
    window.dispatchEvent(new KeyboardEvent('keydown'));
    expect(ping).toHaveBeenCalledTimes(1);
    vi.setSystemTime(start + 20_000);
    window.dispatchEvent(new Event('pointerdown'));
    expect(ping).toHaveBeenCalledTimes(2);
  });

  it('SH-19: the check runs every 2 seconds and reports an inactive user once', () => {
    const onInactive = vi.fn();
    stop = watchActivity({ limitSeconds: 10, onInactive });
    vi.advanceTimersByTime(10_000);
    expect(onInactive).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2000);
    expect(onInactive).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(onInactive).toHaveBeenCalledTimes(1);
  });

  it('SH-18: activity in another tab (shared local storage) keeps the user active', () => {
    const onInactive = vi.fn();
    stop = watchActivity({ limitSeconds: 10, onInactive });
    vi.advanceTimersByTime(8000);
    window.localStorage.setItem(STORAGE_KEYS.lastActivity, String(Date.now()));
    vi.advanceTimersByTime(8000);
    expect(onInactive).not.toHaveBeenCalled();
  });

  it('SH-19: a logout in another tab (cleared storage) ends this tab too', () => {
    const onInactive = vi.fn();
    stop = watchActivity({ limitSeconds: 3000, onInactive });
    window.localStorage.removeItem(STORAGE_KEYS.lastActivity);
    vi.advanceTimersByTime(2000);
    expect(onInactive).toHaveBeenCalledTimes(1);
  });
});

describe('logoutInactiveUser', () => {
  it('SH-19: clears the local session, calls logout and reloads', async () => {
    const { callLogout } = await import('./api');
    startSession(securityInfo());
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
    await logoutInactiveUser();
    expect(readSecurityInfo()).toBeNull();
    expect(callLogout).toHaveBeenCalledTimes(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
