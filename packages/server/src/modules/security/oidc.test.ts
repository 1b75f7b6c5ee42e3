import { generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { allowsInsecureRequests } from '../../integrations/oidc-client.js';
import { client, signedInClient } from '../../test/client.js';
import { appendedBy } from '../../test/recorded-audit.js';
import { createUser } from '../../test/test-app.js';
import { testAppForThisTest, useTestApp } from '../../test/use-test-app.js';

// A real OpenID Connect provider (oidc-provider) on a loopback port, and a real Stroomlijn on another:
// the test plays the browser, following redirects between the two with a cookie jar of its own.

const CLIENT_ID = 'stroomlijn';
const CLIENT_SECRET = 'stroomlijn-client-secret-for-tests';

/** The email the provider's account claims (and whether it is verified); each test sets it before signing in. */
let providerEmail: string | undefined;
let providerEmailVerified: boolean | undefined = true;

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/** A free loopback port: the app's public URL must be known before it is built. */
async function freePort(): Promise<number> {
  const server = createServer();
  const port = await listen(server);
  await new Promise((resolve) => server.close(resolve));
  return port;
}

interface Hop {
  url: URL;
  status: number;
  location: URL | null;
  body: string;
}

/** Just enough of a browser: manual redirects, cookies per origin and path. */
class Browser {
  private readonly jar = new Map<string, { origin: string; path: string; name: string; value: string }>();
  /** Called before each request, to tamper with the jar as an attacker would. */
  beforeRequest: (url: URL) => void = () => {};

  cookie(origin: string, name: string): string | undefined {
    return [...this.jar.values()].find((c) => c.origin === origin && c.name === name)?.value;
  }

  setCookie(origin: string, name: string, value: string, path = '/'): void {
    this.jar.set(`${origin} ${path} ${name}`, { origin, path, name, value });
  }

  async request(url: URL, init: { method?: string; form?: Record<string, string> } = {}): Promise<Hop> {
    this.beforeRequest(url);
    const cookies = [...this.jar.values()]
      .filter((c) => c.origin === url.origin && url.pathname.startsWith(c.path))
      .map((c) => `${c.name}=${c.value}`);
    const headers: Record<string, string> = {};
    if (cookies.length > 0) headers.cookie = cookies.join('; ');
    let body: string | undefined;
    if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.form).toString();
    }
    const response = await fetch(url, { method: init.method ?? 'GET', headers, body, redirect: 'manual' });
    for (const header of response.headers.getSetCookie()) this.store(url, header);
    const location = response.headers.get('location');
    return {
      url,
      status: response.status,
      location: location === null ? null : new URL(location, url),
      body: await response.text(),
    };
  }

  private store(url: URL, header: string): void {
    const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
    const at = pair.indexOf('=');
    const name = pair.slice(0, at);
    const value = pair.slice(at + 1);
    let path = '/';
    let expired = value === '';
    for (const attribute of attributes) {
      const [key = '', setting = ''] = attribute.split('=');
      if (key.toLowerCase() === 'path') path = setting;
      if (key.toLowerCase() === 'max-age' && Number(setting) <= 0) expired = true;
      if (key.toLowerCase() === 'expires' && Date.parse(setting) <= Date.now()) expired = true;
    }
    const key = `${url.origin} ${path} ${name}`;
    if (expired) this.jar.delete(key);
    else this.jar.set(key, { origin: url.origin, path, name, value });
  }
}

/** Where an answer sends the browser: path and query. */
function target(hop: Hop): string {
  return `${hop.location?.pathname}${hop.location?.search ?? ''}`;
}

/** A callback answer that sends the browser to the sign-in error and opens no session. */
function expectRefusedWithoutSession(response: LightMyRequestResponse): void {
  expect(response.headers.location).toBe('/logincheck?error=invalid-credentials');
  expect(response.cookies.find((c) => c.name === 'stroomlijn_session')).toBeUndefined();
}

function formValue(html: string, name: string): string {
  const match = new RegExp(`name="${name}" value="([^"]*)"`).exec(html);
  if (!match?.[1]) throw new Error(`No ${name} in the page: ${html.slice(0, 500)}`);
  return match[1];
}

describe('single sign-on with OpenID Connect', () => {
  let providerServer: Server;
  let issuer: string;
  let appUrl: string;
  const consoleWarn = console.warn;
  const consoleInfo = console.info;

  beforeAll(async () => {
    // oidc-provider prints development notices (and "Unsupported runtime" on Node 20) to the console.
    console.warn = (...args: unknown[]) => {
      if (!String(args[0]).startsWith('oidc-provider')) consoleWarn(...args);
    };
    console.info = (...args: unknown[]) => {
      if (!String(args[0]).startsWith('oidc-provider')) consoleInfo(...args);
    };
    const { default: Provider } = await import('oidc-provider');

    let handle: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.end();
    providerServer = createServer((req, res) => handle(req, res));
    issuer = `http://127.0.0.1:${await listen(providerServer)}`;
    appUrl = `http://127.0.0.1:${await freePort()}`;

    const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
      format: 'jwk',
    });
    const provider = new Provider(issuer, {
      clients: [
        {
          client_id: CLIENT_ID,
          client_secret: CLIENT_SECRET,
          redirect_uris: [`${appUrl}/connect/callback`],
          post_logout_redirect_uris: [`${appUrl}/api/security/logged_out`],
          grant_types: ['authorization_code'],
          response_types: ['code'],
          token_endpoint_auth_method: 'client_secret_post',
        },
      ],
      // The login form of devInteractions takes the account id as login; the account claims providerEmail.
      findAccount: async (_ctx: unknown, sub: string) => ({
        accountId: sub,
        claims: async () => ({
          sub,
          ...(providerEmail === undefined ? {} : { email: providerEmail }),
          ...(providerEmailVerified === undefined ? {} : { email_verified: providerEmailVerified }),
        }),
      }),
      claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
      // Put the scope's claims (email) in the ID token, as Entra ID, Keycloak and Google do.
      conformIdTokenClaims: false,
      pkce: { required: () => true },
      features: { devInteractions: { enabled: true } },
      cookies: { keys: ['oidc-provider-cookie-key-for-tests'] },
      jwks: { keys: [{ ...signingKey, kid: 'test-signing-key', use: 'sig' }] },
    });
    handle = provider.callback();
  });

  afterAll(async () => {
    providerServer?.closeAllConnections();
    await new Promise((resolve) => providerServer?.close(resolve));
    console.warn = consoleWarn;
    console.info = consoleInfo;
  });

  // Closed before the provider: vitest runs afterAll hooks last-registered first.
  const t = useTestApp(() => ({
    oidc: { issuer, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET },
    publicUrl: appUrl,
  }));
  beforeAll(async () => {
    await t.app.listen({ port: Number(new URL(appUrl).port), host: '127.0.0.1' });
  });

  /** The state of the latest flow signInAtProvider started. */
  let lastState = '';

  /** Starts at /connect/auth, signs in at the provider as `account`, and returns the app's callback answer. */
  async function signInAtProvider(browser: Browser, account = 'someone'): Promise<Hop> {
    let hop = await browser.request(new URL('/connect/auth', appUrl));
    expect(hop.status).toBe(302);
    expect(hop.location?.origin).toBe(issuer);
    lastState = hop.location?.searchParams.get('state') ?? '';
    for (let step = 0; step < 12; step++) {
      if (hop.location) {
        const next = hop.location;
        hop = await browser.request(next);
        if (next.origin === appUrl) return hop;
      } else if (hop.status === 200 && hop.url.pathname.startsWith('/interaction/')) {
        // The provider's login form, then its consent form.
        const prompt = formValue(hop.body, 'prompt');
        hop = await browser.request(hop.url, {
          method: 'POST',
          form: { prompt, login: account, password: 'anything' },
        });
      } else {
        throw new Error(`Unexpected ${hop.status} at ${hop.url.href}: ${hop.body.slice(0, 300)}`);
      }
    }
    throw new Error('The provider never sent the browser back');
  }

  async function info(browser: Browser): Promise<{ status: number; body: unknown }> {
    const cookie = browser.cookie(appUrl, 'stroomlijn_session');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/security/info',
      headers: cookie ? { cookie: `stroomlijn_session=${cookie}` } : {},
    });
    return { status: response.statusCode, body: response.json() };
  }

  it('SH-08 SH-10 an existing user signs in at the provider: /logincheck with a session of that user', async () => {
    const user = await createUser(t, ['ROLE_MODELER'], { email: 'Ada.Lovelace@Stroomlijn.test' });
    providerEmail = 'ada.LOVELACE@stroomlijn.TEST';
    const browser = new Browser();

    const callback = await signInAtProvider(browser);

    expect(callback.status).toBe(302);
    expect(target(callback)).toBe('/logincheck');
    const answer = await info(browser);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      user: { id: user.id, email: user.email },
    });
    expect((answer.body as { roles: { name: string }[] }).roles.map((role) => role.name)).toEqual([
      'Everyone',
      'ROLE_MODELER',
      'ROLE_USER',
    ]);
    // The flow is used up: its row is gone and the flow cookie is cleared.
    const flow = await t.database.db
      .selectFrom('auth_flow')
      .selectAll()
      .where('state', '=', lastState)
      .execute();
    expect(flow).toEqual([]);
    expect(browser.cookie(appUrl, 'stroomlijn_auth_flow')).toBeUndefined();
  });

  it('SH-10 the flow cookie is httpOnly, SameSite=Lax, scoped to /connect and lives 10 minutes', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/connect/auth' });
    expect(response.statusCode).toBe(302);
    const location = new URL(response.headers.location as string);
    expect(`${location.origin}${location.pathname}`).toBe(`${issuer}/auth`);
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('scope')).toBe('openid email profile');
    expect(location.searchParams.get('redirect_uri')).toBe(`${appUrl}/connect/callback`);
    const flow = response.cookies.find((c) => c.name === 'stroomlijn_auth_flow');
    expect(flow).toMatchObject({
      value: location.searchParams.get('state'),
      path: '/connect',
      httpOnly: true,
      sameSite: 'Lax',
      maxAge: 600,
    });
  });

  it('SH-12 SH-13 an email without a user ends at /logincheck?error=user-not-found without a session', async () => {
    providerEmail = 'nobody@elsewhere.test';
    const browser = new Browser();

    const callback = await signInAtProvider(browser);

    expect(callback.status).toBe(302);
    expect(target(callback)).toBe('/logincheck?error=user-not-found');
    expect(browser.cookie(appUrl, 'stroomlijn_session')).toBeUndefined();
    expect((await info(browser)).status).toBe(401);
  });

  it('a sign-in at the provider is recorded in the audit trail with the user as actor; an email without a user as a failure', async () => {
    const user = await createUser(t, [], { firstName: 'Grace', lastName: 'Hopper' });
    providerEmail = user.email;
    const entry = await appendedBy(t.database.db, async () => {
      expect(target(await signInAtProvider(new Browser()))).toBe('/logincheck');
    });
    expect(entry).toMatchObject({
      actor: { kind: 'user', id: user.id, name: 'Grace Hopper' },
      entity: 'session',
      entityId: user.id,
      action: 'sign-in',
      change: { before: null, after: { method: 'single-sign-on' } },
    });
    expect(JSON.stringify(entry)).not.toMatch(/eyJ/);

    providerEmail = 'nobody-audit@elsewhere.test';
    const refused = await appendedBy(t.database.db, async () => {
      expect(target(await signInAtProvider(new Browser()))).toBe('/logincheck?error=user-not-found');
    });
    expect(refused).toMatchObject({
      actor: { kind: 'anonymous', id: null, name: 'nobody-audit@elsewhere.test' },
      entity: 'session',
      entityId: '',
      action: 'sign-in-failed',
      change: { after: { method: 'single-sign-on' } },
    });
  });

  it('SH-12 SH-13 a deleted user is not found', async () => {
    const user = await createUser(t, [], { deleted: true });
    providerEmail = user.email;
    const browser = new Browser();

    const callback = await signInAtProvider(browser);

    expect(target(callback)).toBe('/logincheck?error=user-not-found');
    expect(browser.cookie(appUrl, 'stroomlijn_session')).toBeUndefined();
    expect((await info(browser)).status).toBe(401);
  });

  it('SH-12 an ID token without email is refused', async () => {
    providerEmail = undefined;
    const browser = new Browser();

    const callback = await signInAtProvider(browser);

    expect(target(callback)).toBe('/logincheck?error=invalid-credentials');
    expect(browser.cookie(appUrl, 'stroomlijn_session')).toBeUndefined();
  });

  /** Signs in at the provider as a user whose email it marks as verified (true, false or absent). */
  async function signInWithEmailVerified(verified: boolean | undefined): Promise<Hop> {
    providerEmail = (await createUser(t, [])).email;
    providerEmailVerified = verified;
    try {
      return await signInAtProvider(new Browser());
    } finally {
      providerEmailVerified = true;
    }
  }

  it('SH-12 an email the provider marks as not verified is refused', async () => {
    const callback = await signInWithEmailVerified(false);
    expect(target(callback)).toBe('/logincheck?error=invalid-credentials');
  });

  it("SH-12 an ID token without email_verified is refused (the email could be anyone's)", async () => {
    const callback = await signInWithEmailVerified(undefined);
    expect(target(callback)).toBe('/logincheck?error=invalid-credentials');
  });

  it('SH-12 a callback whose state cookie is wrong or missing is refused without a session', async () => {
    const user = await createUser(t, []);
    providerEmail = user.email;

    // Another browser's flow cookie: the provider's answer is for a state this browser did not start.
    const wrong = new Browser();
    wrong.beforeRequest = (url) => {
      if (url.pathname === '/connect/callback')
        wrong.setCookie(appUrl, 'stroomlijn_auth_flow', 'x'.repeat(43), '/connect');
    };
    const refused = await signInAtProvider(wrong);
    expect(target(refused)).toBe('/logincheck?error=invalid-credentials');
    expect(wrong.cookie(appUrl, 'stroomlijn_session')).toBeUndefined();

    // A callback without the cookie at all (a link sent to the victim: login CSRF).
    const missing = await t.app.inject({ method: 'GET', url: '/connect/callback?code=abc&state=def' });
    expect(missing.statusCode).toBe(302);
    expectRefusedWithoutSession(missing);

    // Cookie and query agree but no such flow was started here.
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/connect/callback?code=abc&state=forged',
      cookies: { stroomlijn_auth_flow: 'forged' },
    });
    expectRefusedWithoutSession(unknown);
  });

  it('SH-12 an error answer of the provider (the user cancelled) is refused', async () => {
    const start = await t.app.inject({ method: 'GET', url: '/connect/auth' });
    const state = new URL(start.headers.location as string).searchParams.get('state') ?? '';
    const response = await t.app.inject({
      method: 'GET',
      url: `/connect/callback?error=access_denied&state=${state}`,
      cookies: { stroomlijn_auth_flow: state },
    });
    expect(response.statusCode).toBe(302);
    expectRefusedWithoutSession(response);
  });

  it('SH-12 a code that was already used does not sign in twice', async () => {
    const user = await createUser(t, []);
    providerEmail = user.email;
    const browser = new Browser();
    const flowCookies: string[] = [];
    browser.beforeRequest = (url) => {
      if (url.pathname === '/connect/callback')
        flowCookies.push(browser.cookie(appUrl, 'stroomlijn_auth_flow') ?? '');
    };
    const first = await signInAtProvider(browser);
    expect(first.location?.pathname).toBe('/logincheck');
    const callbackUrl = first.url;

    const replay = await t.app.inject({
      method: 'GET',
      url: `${callbackUrl.pathname}${callbackUrl.search}`,
      cookies: { stroomlijn_auth_flow: flowCookies[0] ?? '' },
    });
    expectRefusedWithoutSession(replay);
  });

  it("SH-15 SH-16 logout after single sign-on ends the session and returns the provider's end-session address", async () => {
    const user = await createUser(t, []);
    providerEmail = user.email;
    const browser = new Browser();
    await signInAtProvider(browser);
    expect((await info(browser)).status).toBe(200);
    const cookie = `stroomlijn_session=${browser.cookie(appUrl, 'stroomlijn_session')}`;

    const logout = await t.app.inject({ method: 'GET', url: '/api/security/logout', headers: { cookie } });

    expect(logout.statusCode).toBe(200);
    const logoutUrl = new URL(logout.json<{ logoutUrl: string }>().logoutUrl);
    const metadata = (await (await fetch(`${issuer}/.well-known/openid-configuration`)).json()) as {
      end_session_endpoint: string;
    };
    expect(`${logoutUrl.origin}${logoutUrl.pathname}`).toBe(metadata.end_session_endpoint);
    const idToken = logoutUrl.searchParams.get('id_token_hint') ?? '';
    const claims = JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString());
    expect(claims).toMatchObject({ iss: issuer, aud: CLIENT_ID, email: user.email });
    expect(logoutUrl.searchParams.get('post_logout_redirect_uri')).toBe(`${appUrl}/api/security/logged_out`);
    const after = await t.app.inject({ method: 'POST', url: '/api/security/info', headers: { cookie } });
    expect(after.statusCode).toBe(401);

    // The provider accepts the address, ends its own session and sends the browser back to logged_out.
    const confirm = await browser.request(logoutUrl);
    expect(confirm.status).toBe(200);
    const done = await browser.request(new URL('/session/end/confirm', issuer), {
      method: 'POST',
      form: { xsrf: formValue(confirm.body, 'xsrf'), logout: 'yes' },
    });
    expect(done.location?.href).toBe(`${appUrl}/api/security/logged_out`);
    const landing = await browser.request(done.location as URL);
    expect(landing.status).toBe(302);
    expect(landing.location?.pathname).toBe('/login');
  });

  it('SH-15 logout of a password session returns no provider address', async () => {
    const user = await signedInClient(t, [], { login: true });
    const logout = await user.get('/api/security/logout');
    expect(logout.json()).toEqual({ logoutUrl: null });
  });

  it('SH-15 /api/security/logged_out redirects to /login', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/security/logged_out' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/login');
  });
});

describe('single sign-on without an identity provider', () => {
  it('SH-08 /connect/auth goes to /support/login', async () => {
    const t = await testAppForThisTest();
    const response = await client(t.app).get('/connect/auth');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/support/login');
    const callback = await client(t.app).get('/connect/callback?code=a&state=b');
    expect(callback.headers.location).toBe('/logincheck?error=invalid-credentials');
  });

  it('an unreachable provider stops the start with an error naming OIDC_ISSUER', async () => {
    const issuer = `http://127.0.0.1:${await freePort()}`;
    const config = loadConfig(
      { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: 'x', OIDC_CLIENT_SECRET: 'y', LOG_LEVEL: 'silent' },
      { webDir: null },
    );
    await expect(buildApp({ ...config, sqliteFile: ':memory:' }, { logger: false })).rejects.toThrow(
      `OIDC_ISSUER=${issuer}`,
    );
  });

  it('plain http is allowed only for a provider on this machine', () => {
    expect(allowsInsecureRequests(new URL('http://127.0.0.1:8080'))).toBe(true);
    expect(allowsInsecureRequests(new URL('http://localhost:8080/realms/x'))).toBe(true);
    expect(allowsInsecureRequests(new URL('http://idp.example.org'))).toBe(false);
    expect(allowsInsecureRequests(new URL('http://127.0.0.1.example.org'))).toBe(false);
    expect(allowsInsecureRequests(new URL('https://idp.example.org'))).toBe(false);
  });
});
