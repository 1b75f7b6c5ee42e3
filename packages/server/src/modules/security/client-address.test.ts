import { LOGIN_ADDRESS_FAILURE_LIMIT } from '@stroomlijn/domain';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { loadTrustProxy, type TrustProxy } from '../../lib/trust-proxy.js';
import { logLines } from '../../test/log-lines.js';
import { failuresForMadeUpEmails, MANY_FAILURES_TIMEOUT_MS } from '../../test/sign-in-attempts.js';
import { createUser } from '../../test/test-app.js';
import { testAppForThisTest } from '../../test/use-test-app.js';

type App = Awaited<ReturnType<typeof testAppForThisTest>>;

/** A sign-in over a connection from `remoteAddress` that a proxy forwarded for `forwardedFor`. */
function login(t: App, email: string, password: string, remoteAddress: string, forwardedFor?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/security/login',
    payload: { email, password },
    remoteAddress,
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  });
}

/** The address limit's worth of wrong guesses, each claiming another left-most X-Forwarded-For address. */
function guesses(t: App, remoteAddress: string, chain: (spoofed: string) => string) {
  return failuresForMadeUpEmails(t.app, LOGIN_ADDRESS_FAILURE_LIMIT, 'guess', (n) => ({
    address: remoteAddress,
    forwardedFor: chain(`198.18.${n >> 8}.${(n & 255) + 1}`),
  }));
}

describe('STROOMLIJN_TRUST_PROXY', () => {
  it('reads false, true (one proxy), a number of proxies, or addresses and networks', () => {
    expect(loadTrustProxy(undefined)).toBe(false);
    expect(loadTrustProxy('')).toBe(false);
    expect(loadTrustProxy('false')).toBe(false);
    expect(loadTrustProxy('true')).toBe(1);
    expect(loadTrustProxy('2')).toBe(2);
    expect(loadTrustProxy('10.0.0.0/8, 127.0.0.1,::1')).toEqual(['10.0.0.0/8', '127.0.0.1', '::1']);
    for (const bad of ['yes', '0', '11', '10.0.0.0/33', '300.1.1.1', 'proxy.local', '10.0.0.1/8/2'])
      expect(() => loadTrustProxy(bad), bad).toThrow(/STROOMLIJN_TRUST_PROXY/);
    expect(() => loadConfig({ STROOMLIJN_TRUST_PROXY: 'everyone' }, { webDir: null })).toThrow(
      /STROOMLIJN_TRUST_PROXY/,
    );
  });
});

describe('the sign-in limit counts the address that the trusted proxy saw', () => {
  it(
    'behind one proxy: the right-most X-Forwarded-For entry, whatever the client put before it',
    async () => {
      const t = await testAppForThisTest({ trustProxy: 1 });
      const user = await createUser(t, []);
      await guesses(t, '10.0.0.2', (spoofed) => `${spoofed}, 203.0.113.7`);
      expect(
        (await login(t, user.email, user.password, '10.0.0.2', '192.0.2.1, 203.0.113.7')).statusCode,
      ).toBe(429);
      expect((await login(t, user.email, user.password, '10.0.0.2', '203.0.113.7')).statusCode).toBe(429);
      // Another client behind the same proxy is not locked out.
      expect((await login(t, user.email, user.password, '10.0.0.2', '203.0.113.8')).statusCode).toBe(200);
    },
    MANY_FAILURES_TIMEOUT_MS,
  );

  it(
    'behind named proxies: the right-most entry that is not one of them',
    async () => {
      const t = await testAppForThisTest({ trustProxy: ['127.0.0.1', '10.0.0.0/8'] });
      const user = await createUser(t, []);
      await guesses(t, '127.0.0.1', (spoofed) => `${spoofed}, 198.51.100.4, 10.1.2.3`);
      expect(
        (await login(t, user.email, user.password, '127.0.0.1', '198.51.100.4, 10.9.9.9')).statusCode,
      ).toBe(429);
      expect(
        (await login(t, user.email, user.password, '127.0.0.1', '198.51.100.5, 10.1.2.3')).statusCode,
      ).toBe(200);
    },
    MANY_FAILURES_TIMEOUT_MS,
  );

  it(
    'without a trusted proxy: the connection’s address, X-Forwarded-For ignored',
    async () => {
      const t = await testAppForThisTest({ trustProxy: false });
      const user = await createUser(t, []);
      await guesses(t, '10.3.0.1', (spoofed) => spoofed);
      expect((await login(t, user.email, user.password, '10.3.0.1', '203.0.113.9')).statusCode).toBe(429);
      expect((await login(t, user.email, user.password, '10.3.0.2', '10.3.0.1')).statusCode).toBe(200);
    },
    MANY_FAILURES_TIMEOUT_MS,
  );
});

describe('a proxy in front that STROOMLIJN_TRUST_PROXY does not name', () => {
  /** The warnings an app with `trustProxy` logs while it answers `requests`. */
  async function warningsOf(trustProxy: TrustProxy, requests: Record<string, string>[]) {
    const { stream, lines } = logLines();
    const t = await testAppForThisTest({ trustProxy, logLevel: 'warn' }, { logger: true, logStream: stream });
    for (const headers of requests) {
      await t.app.inject({ method: 'GET', url: '/healthz', headers, remoteAddress: '10.40.0.1' });
    }
    return lines
      .map((line) => JSON.parse(line) as { level: number; msg: string; proxyAddress?: string })
      .filter((entry) => entry.level === 40);
  }

  it('is reported in one warning when requests carry X-Forwarded-For, however many do', async () => {
    const forwarded: Record<string, string>[] = [
      {},
      { 'x-forwarded-for': '203.0.113.1' },
      { 'x-forwarded-for': '203.0.113.2' },
      {},
    ];
    const warnings = await warningsOf(false, [...forwarded, ...forwarded]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.msg).toMatch(/X-Forwarded-For.*STROOMLIJN_TRUST_PROXY/);
    expect(warnings[0]?.proxyAddress).toBe('10.40.0.1');
  });

  it('is not reported without X-Forwarded-For, nor when a proxy is trusted', async () => {
    expect(await warningsOf(false, [{}, {}])).toEqual([]);
    expect(await warningsOf(1, [{ 'x-forwarded-for': '203.0.113.1' }])).toEqual([]);
  });
});
