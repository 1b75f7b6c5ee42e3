import { describe, expect, test } from 'vitest';
import { useBrowser } from './support/browser';
import { startServer } from './support/server';
import { createUser, signInWithPassword } from './support/users';

const browser = useBrowser();

describe('e2e harness', () => {
  test('GET / serves the web app', async () => {
    const { page } = await browser.openPage();
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-type']).toContain('text/html');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.title()).toBe('Stroomlijn');
  });

  test('a logged-out visit of a deep path lands on /login', async () => {
    const { page } = await browser.openPage();
    await page.goto('/some/path');
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  test('a user created in the database signs in with a password', async () => {
    const user = await createUser(['ROLE_MODELER']);
    const { page } = await browser.openPage({ locale: 'nl-NL' });
    await signInWithPassword(page, user.email, user.password);
    const info = await page.evaluate(async () => {
      const response = await fetch('/api/security/info', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{}',
      });
      return response.json();
    });
    expect(info).toMatchObject({
      user: { id: user.id, email: user.email },
      roles: [{ name: 'Everyone' }, { name: 'ROLE_MODELER' }, { name: 'ROLE_USER' }],
    });
  });

  test('startServer runs a second server with its own settings', async () => {
    const server = await startServer({ STROOMLIJN_SESSION_IDLE_SECONDS: '4' });
    try {
      const response = await fetch(`${server.baseUrl}/api/config`);
      expect(await response.json()).toMatchObject({ sessionIdleSeconds: 4 });
    } finally {
      await server.stop();
    }
  });
});
