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
  // Synchronous when the session comes from the cache at once (most signed-in requests).
  app.addHook('onRequest', (request, _reply, done) => {
    const { access, readsSession } = request.routeOptions.config;
    if (access === undefined || (access === 'public' && !readsSession)) return done();
    const token = request.cookies[SESSION_COOKIE];
    const admit = (auth: AuthSession | null) => {
      request.auth = auth;
      done(refusal(request, access));
    };
    if (!token) return admit(null);
    const cached = authenticator.cachedSession(token);
    if (cached) return admit(cached);
    authenticator.authenticate(token).then(admit, done);
  });
}

/** Why the request may not call its route, or undefined when it may. */
function refusal(request: FastifyRequest, access: RouteAccess): AppError | undefined {
  if (access === 'public') return undefined;
  if (!request.auth) return new AppError('not-authenticated');
  if (access === 'authenticated') return undefined;
  const session = request.auth;
  return access.some((role) => holdsSystemRole(session, role)) ? undefined : new AppError('not-allowed');
}
