import { languageChoiceSchema, loginRequestSchema, securityInfoSchema } from '@stroomlijn/domain';
import { z } from 'zod';
import { clearSessionCookie, requireAuth, setSessionCookie } from '../../plugins/auth.js';
import { noContent, readsSession, redirects, routeOptions } from '../route-options.js';
import type { ModuleApp } from '../server-module.js';
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_SECONDS } from './sign-in-devices.js';
import type { SignInSetup } from './sign-in-setup.js';

const route = routeOptions('security');

/** Sign-in with a password, the session and logout, under /api/security. */
export function registerSecurityRoutes(api: ModuleApp, { security, oidc, secureCookies }: SignInSetup): void {
  api.post(
    '/login',
    route(
      readsSession,
      'Sign in with email and password (401 invalid-credentials; 429 after too many failed attempts)',
      { body: loginRequestSchema, response: { 200: securityInfoSchema } },
      [401, 429],
    ),
    async (request, reply) => {
      const { token, info, deviceCookie } = await security.login(request.body, {
        address: request.ip,
        deviceCookie: request.cookies[DEVICE_COOKIE],
        // A session this browser still had ends: the new sign-in replaces it.
        replaces: request.auth,
      });
      setSessionCookie(reply, token, secureCookies);
      void reply.setCookie(DEVICE_COOKIE, deviceCookie, {
        path: '/api/security/login',
        httpOnly: true,
        sameSite: 'strict',
        secure: secureCookies,
        maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
      });
      return info;
    },
  );

  api.post(
    '/info',
    route('authenticated', 'The signed-in user and the roles the user holds', {
      response: { 200: securityInfoSchema },
    }),
    async (request) => requireAuth(request).info,
  );

  api.put(
    '/language',
    route(
      'authenticated',
      "Saves the signed-in user's interface language: the next sign-in starts in it, and the user's emails are written in it",
      { body: languageChoiceSchema, response: noContent },
    ),
    async (request, reply) => {
      await security.setLanguage(requireAuth(request), request.body.language);
      return reply.code(204).send(null);
    },
  );

  api.get(
    '/ping',
    route('authenticated', 'Answers 200 while the session lives; counts as activity', {
      response: { 200: z.object({ ok: z.literal(true) }) },
    }),
    // Reading the session already records the activity (see securityService.authenticate).
    async (request) => {
      requireAuth(request);
      return { ok: true as const };
    },
  );

  api.get(
    '/logout',
    route(
      readsSession,
      "Ends the session; logoutUrl is the identity provider's end-session address, if any",
      {
        response: { 200: z.object({ logoutUrl: z.string().nullable() }) },
      },
    ),
    async (request, reply) => {
      // A GET that ends a session: a link on another site must not sign the user out.
      if (request.headers['sec-fetch-site'] === 'cross-site') return { logoutUrl: null };
      const session = request.auth;
      if (session) await security.logout(session);
      clearSessionCookie(reply, secureCookies);
      return { logoutUrl: session && oidc ? oidc.endSessionUrl(session.idToken) : null };
    },
  );

  api.get(
    '/logged_out',
    route('public', "Landing after the identity provider's logout; redirects to /login", {
      response: redirects('/login'),
    }),
    async (_request, reply) => reply.redirect('/login'),
  );
}
