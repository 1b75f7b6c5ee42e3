import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.js';
import { helmetHeaders, registerSecurityHeaders } from './security-headers.js';

async function cspOf(options: Parameters<typeof registerSecurityHeaders>[1]): Promise<string> {
  const app = Fastify();
  await registerSecurityHeaders(app, options);
  app.get('/', async () => 'ok');
  const response = await app.inject({ method: 'GET', url: '/' });
  await app.close();
  return String(response.headers['content-security-policy']);
}

describe('registerSecurityHeaders', () => {
  it("WF-22: frames may show only the form service's origin", async () => {
    const csp = await cspOf({
      https: false,
      publicUrl: 'http://localhost:3000',
      formUrl: 'https://form.jotform.com/some/path',
    });
    expect(csp).toContain('frame-src https://form.jotform.com;');
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('without a form service address frames stay same-origin (default-src)', async () => {
    const csp = await cspOf({ https: false, publicUrl: 'http://localhost:3000' });
    expect(csp).toContain("frame-src 'self'");
  });
});

describe('security headers computed once', () => {
  it('every answer carries helmet’s headers: a page, an API read, a refusal and a route that does not exist', async () => {
    const t = await createTestApp();
    try {
      const expected = helmetHeaders({
        contentSecurityPolicy: false,
        strictTransportSecurity: false,
        crossOriginEmbedderPolicy: false,
      });
      for (const url of ['/healthz', '/api/security/ping', '/api/no-such-route', '/api/doc.json']) {
        const response = await t.app.inject({ method: 'GET', url });
        for (const [name, value] of Object.entries(expected))
          expect(response.headers[name], `${url} ${name}`).toBe(value);
        expect(String(response.headers['content-security-policy'])).toContain("default-src 'self'");
      }
      expect(Object.keys(expected)).toEqual(
        expect.arrayContaining([
          'x-content-type-options',
          'x-frame-options',
          'referrer-policy',
          'cross-origin-opener-policy',
        ]),
      );
    } finally {
      await t.close();
    }
  });

  it('strict transport security only behind https', () => {
    const options = { contentSecurityPolicy: false, crossOriginEmbedderPolicy: false } as const;
    expect(helmetHeaders({ ...options, strictTransportSecurity: true })).toHaveProperty(
      'strict-transport-security',
    );
    expect(helmetHeaders({ ...options, strictTransportSecurity: false })).not.toHaveProperty(
      'strict-transport-security',
    );
  });
});
