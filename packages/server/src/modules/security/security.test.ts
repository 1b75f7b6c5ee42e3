import {
  ADMIN_USER_ID,
  EVERYONE_ROLE,
  LOGIN_ACCOUNT_FAILURE_LIMIT,
  SUPPORT_USER_ID,
  SYSTEM_ROLES,
} from '@stroomlijn/domain';
import { describe, expect, it } from 'vitest';
import { client, sessionCookieOf, signedInClient, signIn } from '../../test/client.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createUser } from '../../test/test-app.js';
import { testAppForThisTest, useTestApp } from '../../test/use-test-app.js';

const t = useTestApp();

function login(email: string, password: string, ip = '127.0.0.1') {
  return t.app.inject({
    method: 'POST',
    url: '/api/security/login',
    payload: { email, password },
    remoteAddress: ip,
  });
}
function info(cookie?: string) {
  return client(t.app, cookie).post('/api/security/info', {});
}

describe('built-in accounts', () => {
  it('the administrator signs in with STROOMLIJN_ADMIN_PASSWORD and holds every system role and Everyone (SH-14)', async () => {
    const response = await login(ADMIN_EMAIL, ADMIN_PASSWORD);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user.id).toBe(ADMIN_USER_ID);
    expect(body.roles.map((role: { name: string }) => role.name).sort()).toEqual(
      [...SYSTEM_ROLES, EVERYONE_ROLE.name].sort(),
    );
  });

  it('the support user exists with its fixed id and cannot sign in without a password', async () => {
    const row = await t.database.db
      .selectFrom('app_user')
      .selectAll()
      .where('id', '=', SUPPORT_USER_ID)
      .executeTakeFirst();
    expect(row?.password_hash).toBeNull();
    expect((await login(row!.email, 'anything-at-all', '10.0.0.9')).statusCode).toBe(401);
  });

  it('a first start without STROOMLIJN_ADMIN_PASSWORD generates a password that works, once', async () => {
    const other = await testAppForThisTest({ adminPassword: null });
    expect(other.adminCreated).toBe(true);
    expect(other.generatedAdminPassword).toMatch(/^[\w-]{20}$/);
    const response = await client(other.app).post('/api/security/login', {
      email: ADMIN_EMAIL,
      password: other.generatedAdminPassword,
    });
    expect(response.statusCode).toBe(200);
  });

  it('passwords are stored as argon2id hashes', async () => {
    const row = await t.database.db
      .selectFrom('app_user')
      .select('password_hash')
      .where('id', '=', ADMIN_USER_ID)
      .executeTakeFirst();
    expect(row?.password_hash).toMatch(/^\$argon2id\$/);
  });
});

describe('POST /api/security/login', () => {
  it('opens a session in an httpOnly SameSite=Lax cookie with a fresh random id each time', async () => {
    const user = await createUser(t, []);
    const first = await login(user.email, user.password);
    const second = await login(user.email.toUpperCase(), user.password);
    const [a, b] = [first, second].map((r) => r.cookies.find((c) => c.name === 'stroomlijn_session')!);
    expect(a?.httpOnly).toBe(true);
    expect(a?.sameSite).toBe('Lax');
    expect(a?.path).toBe('/');
    expect(a?.value).not.toBe(b?.value);
    expect(Buffer.from(a!.value, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect(first.json()).toEqual((await info(sessionCookieOf(first))).json());
  });

  it("a new sign-in ends the browser's previous session", async () => {
    const user = await signedInClient(t, [], { login: true });
    const again = await user.post('/api/security/login', { email: user.email, password: user.password });
    expect(again.statusCode).toBe(200);
    expect((await info(user.cookie)).statusCode).toBe(401);
    expect((await info(sessionCookieOf(again))).statusCode).toBe(200);
  });

  it('answers unknown email and wrong password alike with 401 invalid-credentials', async () => {
    const user = await createUser(t, []);
    const wrong = await login(user.email, 'not-the-password', '10.0.1.1');
    const unknown = await login('nobody@stroomlijn.test', 'not-the-password', '10.0.1.2');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().messageKey).toBe('invalid-credentials');
  });

  it('spends the same password-hash effort on an unknown email as on a wrong password', async () => {
    const user = await createUser(t, []);
    const time = async (email: string, ip: string) => {
      const start = performance.now();
      await login(email, 'not-the-password', ip);
      return performance.now() - start;
    };
    const wrong: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 4; i++) {
      wrong.push(await time(user.email, `10.0.2.${i}`));
      unknown.push(await time(`nobody-${i}@stroomlijn.test`, `10.0.3.${i}`));
    }
    const median = (values: number[]) => values.sort((x, y) => x - y)[Math.floor(values.length / 2)]!;
    // Without the dummy hash an unknown email would answer some hundred times faster.
    expect(median(unknown)).toBeGreaterThan(median(wrong) * 0.25);
  });

  it('a deleted user cannot sign in', async () => {
    const user = await createUser(t, [], { deleted: true });
    expect((await login(user.email, user.password, '10.0.4.1')).json().messageKey).toBe(
      'invalid-credentials',
    );
  });

  it(`after ${LOGIN_ACCOUNT_FAILURE_LIMIT} failures for one email it answers 429, even to the right password`, async () => {
    const user = await createUser(t, []);
    for (let i = 0; i < LOGIN_ACCOUNT_FAILURE_LIMIT; i++) {
      expect((await login(user.email, `wrong-${i}`, `10.1.0.${i}`)).statusCode).toBe(401);
    }
    const refused = await login(user.email, user.password, '10.1.1.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().messageKey).toBe('too-many-requests');
  });

  it('guesses sent in parallel count against the limit too', async () => {
    const user = await createUser(t, []);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => login(user.email, `parallel-guess-${i}`, `10.3.0.${i}`)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(
      LOGIN_ACCOUNT_FAILURE_LIMIT,
    );
    expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
  });

  it('sign-in sweeps away sessions that have been idle past the limit', async () => {
    const user = await signedInClient(t, [], { login: true });
    const longAgo = Date.now() - (t.config.sessionIdleSeconds + 3600) * 1000;
    await t.database.db
      .updateTable('session')
      .set({ last_seen_at: longAgo })
      .where('user_id', '=', user.id)
      .execute();
    await signIn(t.app, user.email, user.password);
    const rows = await t.database.db
      .selectFrom('session')
      .select('last_seen_at')
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(Number(rows[0]?.last_seen_at)).toBeGreaterThan(longAgo);
    expect((await info(user.cookie)).statusCode).toBe(401);
  });

  it('refuses a missing or empty field with 422 and a field error under its name', async () => {
    const response = await client(t.app).post('/api/security/login', { email: '' });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.messageKey).toBe('validation');
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { name: 'email', message: 'not-empty' },
        { name: 'password', message: 'not-set' },
      ]),
    );
  });

  it('refuses bad JSON, a wrong media type and an oversized body with 4xx and the error body (ER-02)', async () => {
    const anonymous = client(t.app);
    const bad = await anonymous.postRaw('/api/security/login', '{"email": ');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ messageKey: 'deserialization', errors: [], references: [] });
    const text = await anonymous.postRaw('/api/security/login', 'email=a', 'text/plain');
    expect(text.statusCode).toBe(415);
    expect(text.json().messageKey).toBe('unsupported-media-type');
    const huge = await anonymous.post('/api/security/login', {
      email: 'a@b.nl',
      password: 'x'.repeat(2 * 1024 * 1024),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().messageKey).toBe('payload-too-large');
  });

  it('refuses fields of the wrong type and unknown fields with 422', async () => {
    const response = await client(t.app).post('/api/security/login', {
      email: 42,
      password: ['x'],
      admin: true,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.map((e: { name: string }) => e.name)).toEqual(
      expect.arrayContaining(['email', 'password']),
    );
  });

  it('accepts a call from the public address even when a proxy rewrote the Host header', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/security/login',
      headers: { origin: new URL(t.config.publicUrl).origin, host: 'backend.internal:3000' },
      payload: { email: 'nobody@stroomlijn.test', password: 'whatever-it-is' },
      remoteAddress: '10.4.0.1',
    });
    expect(response.statusCode).toBe(401);
  });

  it('refuses a state-changing call from another origin', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/security/login',
      headers: { origin: 'https://evil.example', host: 'localhost:8080' },
      payload: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().messageKey).toBe('not-allowed');
  });
});

describe('sessions', () => {
  it('POST /api/security/info without a session answers 401 not-authenticated', async () => {
    const response = await info();
    expect(response.statusCode).toBe(401);
    expect(response.json().messageKey).toBe('not-authenticated');
    expect((await info('stroomlijn_session=made-up')).statusCode).toBe(401);
  });

  it('GET /api/security/ping answers 200 while the session lives and 401 otherwise (SH-15)', async () => {
    const user = await signedInClient(t, [], { login: true });
    expect((await user.get('/api/security/ping')).statusCode).toBe(200);
    expect((await client(t.app).get('/api/security/ping')).statusCode).toBe(401);
  });

  it('logout ends the session at once: the old cookie is refused (SH-15)', async () => {
    const user = await signedInClient(t, [], { login: true });
    const logout = await user.get('/api/security/logout');
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ logoutUrl: null });
    expect(logout.cookies.find((c) => c.name === 'stroomlijn_session')?.value).toBe('');
    expect((await info(user.cookie)).statusCode).toBe(401);
    expect((await client(t.app).get('/api/security/logout')).statusCode).toBe(200);
  });

  it('a logout link followed from another site does not end the session', async () => {
    const user = await signedInClient(t, [], { login: true });
    const logout = await user.inject({
      method: 'GET',
      url: '/api/security/logout',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(logout.statusCode).toBe(200);
    expect((await info(user.cookie)).statusCode).toBe(200);
  });

  it('GET /api/security/logged_out redirects to /login (SH-15)', async () => {
    const response = await client(t.app).get('/api/security/logged_out');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/login');
  });

  it("deleting a user ends the user's sessions at once", async () => {
    const user = await signedInClient(t, [], { login: true });
    await t.database.db.updateTable('app_user').set({ deleted: 1 }).where('id', '=', user.id).execute();
    expect((await info(user.cookie)).statusCode).toBe(401);
  });

  it('a change of roles shows on the next request', async () => {
    const user = await signedInClient(t, ['ROLE_MODELER'], { login: true });
    const names = async () =>
      (await info(user.cookie)).json().roles.map((role: { name: string }) => role.name);
    expect(await names()).toEqual(['Everyone', 'ROLE_MODELER', 'ROLE_USER']);
    await t.database.db.deleteFrom('user_role').where('user_id', '=', user.id).execute();
    expect(await names()).toEqual(['Everyone', 'ROLE_USER']);
  });

  it('a session idle for longer than the limit is ended; activity keeps it alive', async () => {
    const short = await testAppForThisTest({ sessionIdleSeconds: 1 });
    const user = await signedInClient(short, [], { login: true });
    const ping = () => user.get('/api/security/ping');
    for (let i = 0; i < 3; i++) {
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect((await ping()).statusCode).toBe(200);
    }
    await new Promise((resolve) => setTimeout(resolve, 1300));
    expect((await ping()).statusCode).toBe(401);
  });
});

describe('JSON nested deeper than any payload', () => {
  it('is refused with 422, not a stack overflow', async () => {
    for (const payload of [
      '['.repeat(20_000) + ']'.repeat(20_000),
      `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`,
    ]) {
      const response = await client(t.app).postRaw('/api/security/login', payload);
      expect(response.statusCode).toBe(422);
      expect(response.json().messageKey).toBe('validation');
    }
  });
});

describe('text that no database can store', () => {
  it('a NUL character in any field is refused with 422 under that field, on every database', async () => {
    const response = await client(t.app).post('/api/security/login', {
      email: 'a\u0000@b.nl',
      password: '\u0000',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([
      { name: 'email', message: 'invalid-value' },
      { name: 'password', message: 'invalid-value' },
    ]);
  });
});
