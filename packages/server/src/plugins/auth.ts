import { SYSTEM_ROLE_IDS, type SystemRole } from '@stroomlijn/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';
import type { Authenticator, AuthSession } from '../lib/sessions.js';

export const SESSION_COOKIE = 'stroomlijn_session';

/**
 * Who may call a route: anyone, any signed-in user, or a signed-in user holding one of the roles.
 * Every route must say so; a route without `config.access` fails at start-up.
 */
export type RouteAccess = 'public' | 'authenticated' | readonly SystemRole[];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /** A public route that still looks at the caller's session (sign-in, logout); others skip the lookup. */
    readsSession?: boolean;
  }
  interface FastifyRequest {
    auth: AuthSession | null;
  }
}

export function requireAuth(request: FastifyRequest): AuthSession {
  if (!request.auth) throw new AppError('not-authenticated');
  return request.auth;
}

/**
 * Does the session's user hold the system role (effectively)? Compared by the role's fixed id, so that
 * no other role can pass for a system role by its name.
 */
export function holdsSystemRole(session: AuthSession, role: SystemRole): boolean {
  return session.info.roles.some((held) => held.id === SYSTEM_ROLE_IDS[role]);
}

export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean): void {
  void reply.setCookie(SESSION_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'lax', secure });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  void reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
}

export function registerAuth(app: FastifyInstance, authenticator: Authenticator): void {
  app.decorateRequest('auth', null);

  app.addHook('onRoute', (route) => {
    if (route.config?.access === undefined && !route.url.startsWith('/*') && route.method !== 'HEAD') {
      throw new Error(`Route ${String(route.method)} ${route.url} has no config.access`);
    }
  });

  // Runs before the body is read, so an anonymous caller learns nothing from validation answers.
  app.addHook('onRequest', async (request) => {
    const { access, readsSession } = request.routeOptions.config;
    if (access === undefined || (access === 'public' && !readsSession)) return;
    const token = request.cookies[SESSION_COOKIE];
    request.auth = token ? await authenticator.authenticate(token) : null;
    if (access === 'public') return;
    const session = requireAuth(request);
    if (access === 'authenticated') return;
    if (!access.some((role) => holdsSystemRole(session, role))) throw new AppError('not-allowed');
  });
}
