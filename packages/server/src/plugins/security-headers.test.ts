import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerSecurityHeaders } from './security-headers.js';

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
