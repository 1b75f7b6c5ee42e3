import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { client } from './test/client.js';
import { isApiRoute } from './test/route-access-table.js';
import { testDialect } from './test/test-app.js';
import { testAppForThisTest, useTestApp } from './test/use-test-app.js';

let webDir: string;
beforeAll(() => {
  webDir = mkdtempSync(path.join(tmpdir(), 'stroomlijn-web-'));
  mkdirSync(path.join(webDir, 'assets'));
  writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Stroomlijn</title>');
  writeFileSync(path.join(webDir, 'assets', 'app-1234.js'), 'console.log(1)');
});
afterAll(() => rmSync(webDir, { recursive: true, force: true }));

const t = useTestApp(() => ({
  webDir,
  dashboard: {
    url: 'https://dashboard.example.org/',
    testHosts: ['acceptatie.example.org'],
    customerHosts: ['klant.example.org'],
  },
  helpContact: 'help@example.org',
}));

describe('one process serves the web app and the API', () => {
  it('serves index.html for any browser path (SPA fallback) and hashed assets as immutable', async () => {
    for (const url of ['/', '/users/new', '/process-model/3f0e1c52-9a1b-4c8e-8a55-0c7e6e0b5d11/view']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<title>Stroomlijn</title>');
    }
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('answers unknown API paths with the JSON 404 error body, not the web app (ER-02)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      message: expect.any(String),
      messageKey: 'not-found',
      errors: [],
      references: [],
      debugInfo: '',
    });
  });

  it('sets security headers and a strict Content-Security-Policy', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });
});

describe('GET /api/config', () => {
  const dashboardOn = async (host: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/config', headers: { host } })).json().dashboard;

  it('gives the test link on test and acceptance hosts (EX-01)', async () => {
    expect(await dashboardOn('acceptatie.example.org:8080')).toEqual({
      kind: 'test',
      url: 'https://dashboard.example.org/',
    });
  });
  it('gives the customer link on named customer hosts (EX-02)', async () => {
    expect(await dashboardOn('KLANT.example.org')).toEqual({
      kind: 'customer',
      url: 'https://dashboard.example.org/',
    });
  });
  it('gives no link on other hosts (EX-03)', async () => {
    expect(await dashboardOn('localhost:8080')).toBeNull();
  });
  it('tells the browser the inactivity limit (CL-06)', async () => {
    const body = (await t.app.inject({ method: 'GET', url: '/api/config' })).json();
    expect(body.sessionIdleSeconds).toBe(3000);
    expect(body.oidcEnabled).toBe(false);
  });
  it("tells the editor's help dialog the contact address (ED-11)", async () => {
    const body = (await t.app.inject({ method: 'GET', url: '/api/config' })).json();
    expect(body.helpContact).toBe('help@example.org');
  });
});

describe('GET /api/doc.json', () => {
  it('is an OpenAPI 3 document that covers every API route (EX-05)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/doc.json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    const documented = new Set<string>();
    for (const [url, operations] of Object.entries<Record<string, unknown>>(doc.paths)) {
      for (const method of Object.keys(operations)) documented.add(`${method.toUpperCase()} ${url}`);
    }
    const toOpenApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    const missing = t.routes
      .filter((route) => isApiRoute(route.url) && route.url !== '/api/doc.json')
      .map((route) => `${route.method} ${toOpenApiPath(route.url)}`)
      .filter((key) => !documented.has(key));
    expect(missing).toEqual([]);
    expect(doc.paths['/api/security/login'].post.requestBody).toBeDefined();
  });
});

describe('errors in production', () => {
  it('keep debugInfo empty when NODE_ENV=production', async () => {
    const prod = await testAppForThisTest({ production: true });
    const response = await client(prod.app).postRaw('/api/security/login', '{oops');
    expect(response.statusCode).toBe(400);
    expect(response.json().debugInfo).toBe('');
  });
});

describe.runIf(testDialect === 'sqlite')('the embedded SQLite database', () => {
  it('is created under the data directory on first start, with WAL, synchronous=FULL and foreign keys', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'stroomlijn-data-'));
    const config = loadConfig(
      {
        STROOMLIJN_DATA_DIR: path.join(dataDir, 'nested'),
        STROOMLIJN_ADMIN_PASSWORD: 'first-start-password',
        LOG_LEVEL: 'silent',
      },
      { webDir: null },
    );
    const first = await buildApp(config, { logger: false });
    expect(first.adminCreated).toBe(true);
    expect(first.database.dialect).toBe('sqlite');
    const file = path.join(dataDir, 'nested', 'stroomlijn.sqlite');
    const raw = new SqliteDatabase(file);
    expect(raw.pragma('journal_mode', { simple: true })).toBe('wal');
    raw.close();
    const synchronous = await sql<{ synchronous: number }>`PRAGMA synchronous`.execute(first.database.db);
    const foreignKeys = await sql<{ foreign_keys: number }>`PRAGMA foreign_keys`.execute(first.database.db);
    const pragmas = {
      synchronous: synchronous.rows[0]?.synchronous,
      foreignKeys: foreignKeys.rows[0]?.foreign_keys,
    };
    expect(pragmas).toEqual({ synchronous: 2, foreignKeys: 1 });
    await first.app.close();

    const second = await buildApp(config, { logger: false });
    expect(second.adminCreated).toBe(false);
    await second.app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
});

describe('configuration', () => {
  it('refuses a DATABASE_URL that is not PostgreSQL', async () => {
    const config = loadConfig({ DATABASE_URL: 'mysql://x', LOG_LEVEL: 'silent' }, { webDir: null });
    await expect(buildApp(config, { logger: false })).rejects.toThrow(/postgres/);
  });
  it('refuses a PORT that is not a positive whole number', () => {
    expect(() => loadConfig({ PORT: 'eighty' }, { webDir: null })).toThrow(/PORT/);
  });
  it('runs in production mode unless NODE_ENV says development or test', () => {
    expect(loadConfig({}, { webDir: null }).production).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }, { webDir: null }).production).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }, { webDir: null }).production).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }, { webDir: null }).production).toBe(false);
  });

  it('requires a verified email for single sign-on unless told otherwise', () => {
    const oidc = { OIDC_ISSUER: 'https://id.example.org', OIDC_CLIENT_ID: 'c', OIDC_CLIENT_SECRET: 's' };
    expect(loadConfig(oidc, { webDir: null }).oidc?.requireVerifiedEmail).toBe(true);
    expect(
      loadConfig({ ...oidc, OIDC_REQUIRE_VERIFIED_EMAIL: 'false' }, { webDir: null }).oidc
        ?.requireVerifiedEmail,
    ).toBe(false);
  });

  it('reads the help contact (ED-11): empty by default, an email address, or a refusal', () => {
    expect(loadConfig({}, { webDir: null }).helpContact).toBe('');
    expect(loadConfig({ STROOMLIJN_HELP_CONTACT: ' help@example.org ' }, { webDir: null }).helpContact).toBe(
      'help@example.org',
    );
    expect(() => loadConfig({ STROOMLIJN_HELP_CONTACT: 'not an address' }, { webDir: null })).toThrow(
      /STROOMLIJN_HELP_CONTACT/,
    );
  });

  it('has the documented defaults', () => {
    const config = loadConfig({}, { webDir: null });
    expect(config).toMatchObject({
      port: 8080,
      dataDir: './data',
      databaseUrl: null,
      adminEmail: 'admin@stroomlijn.local',
      adminPassword: null,
      oidc: null,
      sessionIdleSeconds: 3000,
    });
  });
});
