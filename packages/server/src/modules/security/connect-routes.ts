import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { setSessionCookie } from '../../plugins/auth.js';
import { readsSession, redirects, routeOptions } from '../route-options.js';
import type { ModuleApp } from '../server-module.js';
import type { SignInSetup } from './sign-in-setup.js';

/** Names the sign-in flow this browser started, so that a callback is only accepted where it began. */
export const AUTH_FLOW_COOKIE = 'stroomlijn_auth_flow';
const AUTH_FLOW_COOKIE_SECONDS = 10 * 60;

const route = routeOptions('security');

const callbackQuerySchema = z
  .object({
    code: z.string().optional(),
    state: z.string().optional(),
    iss: z.string().optional(),
    error: z.string().optional(),
    error_description: z.string().optional(),
  })
  .loose();

function sameState(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Single sign-on at the organisation's identity provider (OpenID Connect) under /connect; the web app links to /connect/auth. */
export function registerSingleSignOnRoutes(
  api: ModuleApp,
  { security, oidc, secureCookies }: SignInSetup,
): void {
  const flowCookie = { path: '/connect', httpOnly: true, sameSite: 'lax' as const, secure: secureCookies };

  function refuse(request: FastifyRequest, reply: FastifyReply, reason: string, error?: unknown) {
    request.log.warn({ err: error }, `Single sign-on refused: ${reason}`);
    return reply.redirect('/logincheck?error=invalid-credentials');
  }

  api.get(
    '/auth',
    route(
      'public',
      "Starts the sign-in at the organisation's identity provider; without one, goes to /support/login",
      { response: redirects("the identity provider's sign-in, or /support/login") },
    ),
    async (_request, reply) => {
      if (!oidc) return reply.redirect('/support/login');
      const { url, state } = await oidc.startSignIn();
      void reply.setCookie(AUTH_FLOW_COOKIE, state, { ...flowCookie, maxAge: AUTH_FLOW_COOKIE_SECONDS });
      return reply.redirect(url);
    },
  );

  api.get(
    '/callback',
    route(readsSession, 'Return from the identity provider: opens a session and goes to /logincheck', {
      querystring: callbackQuerySchema,
      response: redirects('/logincheck, with ?error=invalid-credentials or user-not-found when refused'),
    }),
    async (request, reply) => {
      const cookieState = request.cookies[AUTH_FLOW_COOKIE];
      void reply.clearCookie(AUTH_FLOW_COOKIE, flowCookie);
      const { state, error } = request.query;
      if (!oidc) return refuse(request, reply, 'no identity provider is configured');
      if (error !== undefined) return refuse(request, reply, `the provider answered ${error}`);
      if (!state || !cookieState || !sameState(state, cookieState)) {
        return refuse(request, reply, 'the state does not match this browser');
      }

      let signedIn: { email: string; idToken: string };
      try {
        signedIn = await oidc.finishSignIn(new URL(request.url, 'http://callback.invalid'), state);
      } catch (cause) {
        return refuse(request, reply, 'the sign-in could not be completed', cause);
      }

      // A session this browser still had ends: the new sign-in replaces it.
      const token = await security.signInWithVerifiedEmail(signedIn.email, signedIn.idToken, request.auth);
      if (!token) {
        request.log.info('Single sign-on for an email without an active user');
        return reply.redirect('/logincheck?error=user-not-found');
      }
      setSessionCookie(reply, token, secureCookies);
      return reply.redirect('/logincheck');
    },
  );
}
