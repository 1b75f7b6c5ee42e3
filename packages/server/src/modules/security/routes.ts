import { loginRequestSchema, securityInfoSchema } from '@stroomlijn/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { OidcClient } from '../../integrations/oidc.js';
import { clearSessionCookie, requireAuth, setSessionCookie } from '../../plugins/auth.js';
import type { SecurityService } from './service.js';

export interface SecurityRouteOptions {
  security: SecurityService;
  oidc: OidcClient | null;
  secureCookies: boolean;
}

const tags = ['security'];

export function securityRoutes(app: FastifyInstance, options: SecurityRouteOptions): void {
  const { security, oidc, secureCookies } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post('/api/security/login', {
    config: { access: 'public', readsSession: true },
    schema: {
      tags,
      summary: 'Sign in with email and password',
      body: loginRequestSchema,
      response: { 200: securityInfoSchema },
    },
    handler: async (request, reply) => {
      const { token, info } = await security.login(request.body, request.ip);
      // A session this browser still had ends: the new sign-in replaces it.
      if (request.auth) await security.logout(request.auth);
      setSessionCookie(reply, token, secureCookies);
      return info;
    },
  });

  api.post('/api/security/info', {
    config: { access: 'authenticated' },
    schema: {
      tags,
      summary: 'The signed-in user and the roles the user holds',
      response: { 200: securityInfoSchema },
    },
    handler: async (request) => requireAuth(request).info,
  });

  api.get('/api/security/ping', {
    config: { access: 'authenticated' },
    schema: {
      tags,
      summary: 'Answers 200 while the session lives; counts as activity',
      response: { 200: z.object({ ok: z.literal(true) }) },
    },
    // Reading the session already records the activity (see securityService.authenticate).
    handler: async (request) => {
      requireAuth(request);
      return { ok: true as const };
    },
  });

  api.get('/api/security/logout', {
    config: { access: 'public', readsSession: true },
    schema: {
      tags,
      summary: "Ends the session; logoutUrl is the identity provider's end-session address, if any",
      response: { 200: z.object({ logoutUrl: z.string().nullable() }) },
    },
    handler: async (request, reply) => {
      // A GET that ends a session: a link on another site must not sign the user out.
      if (request.headers['sec-fetch-site'] === 'cross-site') return { logoutUrl: null };
      const session = request.auth;
      if (session) await security.logout(session);
      clearSessionCookie(reply, secureCookies);
      return { logoutUrl: session && oidc ? oidc.endSessionUrl(session.idToken) : null };
    },
  });

  api.get('/api/security/logged_out', {
    config: { access: 'public' },
    schema: { tags, summary: "Landing after the identity provider's logout; redirects to /login" },
    handler: async (_request, reply) => reply.redirect('/login'),
  });
}
