import { ACTIVITY_CHECK_INTERVAL_MS } from '@stroomlijn/domain';
import { useEffect } from 'react';
import { api, callLogout } from './api';
import { browser } from './browser';
import {
  clearSession,
  isSessionEnding,
  markSessionEnding,
  readLastActivity,
  writeLastActivity,
} from './session';

/** Mouse, key and pointer events count as activity (spec part 1 §4). */
export const ACTIVITY_EVENTS = [
  'mousemove',
  'mousedown',
  'keydown',
  'pointerdown',
  'wheel',
  'touchstart',
] as const;

/** At most one write of the activity time per this many milliseconds. */
export const ACTIVITY_WRITE_THROTTLE_MS = 1000;

/** A user is inactive when the last activity (shared by all tabs) lies beyond the limit, or is unknown. */
export function isInactive(lastActivity: number | null, now: number, limitSeconds: number): boolean {
  if (lastActivity === null || !Number.isFinite(lastActivity)) return true;
  return now - lastActivity > limitSeconds * 1000;
}

export interface ActivityWatch {
  limitSeconds: number;
  onInactive: () => void;
  now?: () => number;
  target?: Window;
  /** Tells the server about the activity; a 401 answer runs the usual session-ending sequence. */
  ping?: () => void;
}

function pingServer(): void {
  api.get('/api/security/ping').catch(() => undefined);
}

/**
 * How often activity in the browser is passed on to the server (`GET /api/security/ping`), so that
 * the server's session does not end while the user works without calling the API.
 */
export function pingIntervalMs(limitSeconds: number): number {
  return Math.min(60_000, (limitSeconds * 1000) / 4);
}

/** Records activity and checks every 2 seconds; returns a function that stops both. */
export function watchActivity({
  limitSeconds,
  onInactive,
  now = Date.now,
  target = window,
  ping = pingServer,
}: ActivityWatch) {
  let lastWrite = Number.NEGATIVE_INFINITY;
  let lastPing = now();
  const onActivity = () => {
    const time = now();
    if (time - lastWrite < ACTIVITY_WRITE_THROTTLE_MS) return;
    lastWrite = time;
    writeLastActivity(time);
    if (time - lastPing >= pingIntervalMs(limitSeconds)) {
      lastPing = time;
      ping();
    }
  };
  const options: AddEventListenerOptions = { capture: true, passive: true };
  for (const name of ACTIVITY_EVENTS) target.addEventListener(name, onActivity, options);

  const stop = () => {
    window.clearInterval(timer);
    for (const name of ACTIVITY_EVENTS) target.removeEventListener(name, onActivity, options);
  };
  const timer = window.setInterval(() => {
    if (isSessionEnding()) return;
    if (isInactive(readLastActivity(), now(), limitSeconds)) {
      stop();
      onInactive();
    }
  }, ACTIVITY_CHECK_INTERVAL_MS);
  return stop;
}

/** Logs an inactive user out: clear the local session, call logout, reload. */
export async function logoutInactiveUser(): Promise<void> {
  markSessionEnding();
  clearSession();
  await callLogout();
  browser.reload();
}

/** Watches activity while the logged-in shell is shown. */
export function useInactivityLogout(limitSeconds: number): void {
  useEffect(
    () =>
      watchActivity({
        limitSeconds,
        onInactive: () => {
          void logoutInactiveUser();
        },
      }),
    [limitSeconds],
  );
}
