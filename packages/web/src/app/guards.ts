import type { QueryClient } from '@tanstack/react-query';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { callLogout } from '../lib/api';
import { configQueryOptions, sessionIdleSeconds } from '../lib/config';
import { isInactive } from '../lib/inactivity';
import { clearSession, readLastActivity, readSecurityInfo, rememberAfterLogin } from '../lib/session';

/** Loader of /login and /support/login: a logged-in user goes to `/` (SH-09). */
export function redirectIfLoggedIn() {
  if (readSecurityInfo()) throw redirect('/');
  return null;
}

/**
 * Loader of the logged-in shell: a logged-out (or long inactive) visitor goes
 * to /login, and the requested address is remembered for after login (SH-04, SH-05).
 */
export function requireLogin(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const toLogin = () => {
      if (!url.pathname.startsWith('/logout')) rememberAfterLogin(`${url.pathname}${url.search}`);
      return redirect('/login');
    };
    if (!readSecurityInfo()) throw toLogin();
    const config = await queryClient.ensureQueryData(configQueryOptions).catch(() => null);
    if (isInactive(readLastActivity(), Date.now(), sessionIdleSeconds(config))) {
      clearSession();
      void callLogout();
      throw toLogin();
    }
    return null;
  };
}
