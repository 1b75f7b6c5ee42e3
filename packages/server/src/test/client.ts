import type { SystemRole } from '@stroomlijn/domain';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { BuiltApp } from '../app.js';
import { createUser, type NewUserFields, type TestUser } from './test-app.js';

/** Calls as one signed-in user, or anonymous without a cookie; object payloads go as JSON. */
export interface Client {
  get(url: string): Promise<LightMyRequestResponse>;
  delete(url: string): Promise<LightMyRequestResponse>;
  post(url: string, payload: object): Promise<LightMyRequestResponse>;
  put(url: string, payload: object): Promise<LightMyRequestResponse>;
  /** A POST whose body goes as it is, under the given media type (bad JSON, plain text). */
  postRaw(url: string, body: string, contentType?: string): Promise<LightMyRequestResponse>;
  /** A POST of a form body made by `multipartBody` or `csvUpload`. */
  upload(url: string, body: { contentType: string; payload: Buffer }): Promise<LightMyRequestResponse>;
  /** Any request; the session cookie joins its headers. */
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
}

/** A client signed in as a user made for the test (whose `password` signs in only when made with `login`). */
export interface SignedInClient extends Client, TestUser {
  /** The Cookie header of the session. */
  cookie: string;
}

export function client(app: FastifyInstance, cookie?: string): Client {
  const inject = (options: InjectOptions) =>
    app.inject({ ...options, headers: { ...options.headers, ...(cookie ? { cookie } : {}) } });
  return {
    get: (url) => inject({ method: 'GET', url }),
    delete: (url) => inject({ method: 'DELETE', url }),
    post: (url, payload) => inject({ method: 'POST', url, payload }),
    put: (url, payload) => inject({ method: 'PUT', url, payload }),
    postRaw: (url, payload, contentType = 'application/json') =>
      inject({ method: 'POST', url, headers: { 'content-type': contentType }, payload }),
    upload: (url, { contentType, payload }) =>
      inject({ method: 'POST', url, headers: { 'content-type': contentType }, payload }),
    inject,
  };
}

export function sessionCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'stroomlijn_session');
  if (!cookie) throw new Error(`No session cookie (status ${response.statusCode}: ${response.body})`);
  return `stroomlijn_session=${cookie.value}`;
}

/** A session for the user without the cost of a password check (for tests that need many). */
export async function sessionCookie(t: BuiltApp, userId: string): Promise<string> {
  return `stroomlijn_session=${await t.services.security.openSession(userId, null)}`;
}

/** Signs in through the real login route and returns the Cookie header of the session. */
export async function signIn(
  app: FastifyInstance,
  email: string,
  password: string,
  ip = '127.0.0.1',
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/security/login',
    payload: { email, password },
    remoteAddress: ip,
  });
  return sessionCookieOf(response);
}

/** A client signed in as a user that exists already (the built-in administrator). */
export async function signedInAs(
  t: BuiltApp,
  userId: string,
): Promise<Client & { id: string; cookie: string }> {
  const cookie = await sessionCookie(t, userId);
  return { ...client(t.app, cookie), id: userId, cookie };
}

/**
 * A new user holding exactly `roles`, signed in. The session is opened directly unless `login` is set:
 * then the user gets a password and signs in through the login route.
 */
export async function signedInClient(
  t: BuiltApp,
  roles: readonly SystemRole[] = [],
  { login = false, ...fields }: Omit<NewUserFields, 'withoutPassword'> & { login?: boolean } = {},
): Promise<SignedInClient> {
  const user = await createUser(t, roles, { ...fields, withoutPassword: !login });
  const cookie = login ? await signIn(t.app, user.email, user.password) : await sessionCookie(t, user.id);
  return { ...client(t.app, cookie), ...user, cookie };
}
