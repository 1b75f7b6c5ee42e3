import {
  hasRole as domainHasRole,
  isSecurityInfo,
  type SecurityInfo,
  STORAGE_KEYS,
} from '@stroomlijn/domain';
import { useCallback, useMemo, useSyncExternalStore } from 'react';

/** Routes a logged-out visitor may open (spec part 1 §2). */
export const LOGGED_OUT_PATHS = ['/logincheck', '/login', '/support/login'] as const;

export function isLoggedOutPath(pathname: string): boolean {
  return (LOGGED_OUT_PATHS as readonly string[]).includes(pathname.replace(/\/+$/, '') || '/');
}

const listeners = new Set<() => void>();
let ending = false;

function store(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function notify(): void {
  for (const listener of listeners) listener();
}

function parseInfo(raw: string | null): SecurityInfo | null {
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isSecurityInfo(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function readSecurityInfo(): SecurityInfo | null {
  return parseInfo(store()?.getItem(STORAGE_KEYS.user) ?? null);
}

export function readLastActivity(): number | null {
  const raw = store()?.getItem(STORAGE_KEYS.lastActivity);
  if (raw === null || raw === undefined) return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : null;
}

export function writeLastActivity(now: number = Date.now()): void {
  store()?.setItem(STORAGE_KEYS.lastActivity, String(now));
}

/** Login: stores the user (with roles) and the time of last activity. */
export function startSession(info: SecurityInfo, now: number = Date.now()): void {
  ending = false;
  store()?.setItem(STORAGE_KEYS.user, JSON.stringify(info));
  writeLastActivity(now);
  notify();
}

/** Logout: clears the user and the time of last activity. */
export function clearSession(): void {
  const storage = store();
  storage?.removeItem(STORAGE_KEYS.user);
  storage?.removeItem(STORAGE_KEYS.lastActivity);
  notify();
}

/** This tab is ending the session itself (logout page, 401, inactivity): checks must not interfere. */
export function markSessionEnding(): void {
  ending = true;
}

export function isSessionEnding(): boolean {
  return ending;
}

/** Remembers where a logged-out visitor wanted to go. */
export function rememberAfterLogin(path: string): void {
  store()?.setItem(STORAGE_KEYS.afterLogin, path);
}

function isSafeAfterLogin(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return false;
  const pathname = path.split(/[?#]/)[0] ?? '/';
  return !isLoggedOutPath(pathname) && !pathname.startsWith('/logout');
}

/** Reads and clears the remembered address; `/` when none (or an unsafe one) is stored. */
export function takeAfterLogin(): string {
  const storage = store();
  const path = storage?.getItem(STORAGE_KEYS.afterLogin) ?? '/';
  storage?.removeItem(STORAGE_KEYS.afterLogin);
  return isSafeAfterLogin(path) ? path : '/';
}

let cachedRaw: string | null | undefined;
let cachedInfo: SecurityInfo | null = null;

function snapshot(): SecurityInfo | null {
  const raw = store()?.getItem(STORAGE_KEYS.user) ?? null;
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedInfo = parseInfo(raw);
  }
  return cachedInfo;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.user) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export interface Session {
  /** The signed-in user and roles, or null when logged out. */
  info: SecurityInfo | null;
  /** The local role check of spec part 1 §6. */
  hasRole: (name: string) => boolean;
}

/** The current session; re-renders on login, logout and changes from other tabs. */
export function useSession(): Session {
  const info = useSyncExternalStore(subscribe, snapshot, () => null);
  const hasRole = useCallback((name: string) => domainHasRole(info?.roles, name), [info]);
  return useMemo(() => ({ info, hasRole }), [info, hasRole]);
}
