import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ADMIN_USER_ID, type DashboardLink } from '@stroomlijn/domain';
import { describe, expect, it } from 'vitest';
import type { Config } from '../../config.js';
import { client, signedInAs } from '../../test/client.js';
import { createPostgresDatabase, createTestApp, type TestApp } from '../../test/test-app.js';
import { useSignedInClient, useTestApp } from '../../test/use-test-app.js';

const ENVIRONMENT: Config['dashboard'] = {
  url: 'https://dashboard.example.org/',
  testHosts: ['acceptatie.example.org'],
  customerHosts: ['klant.example.org', 'bad host', 'acceptatie.example.org'],
};

const t = useTestApp({ dashboard: ENVIRONMENT });
const admin = useSignedInClient(t, ['ROLE_ADMIN']);
const others = useSignedInClient(t, ['ROLE_USER', 'ROLE_MODELER', 'ROLE_EDITOR', 'ROLE_USER_MANAGER']);

const homeLinkOn = async (app: TestApp | typeof t, host: string) =>
  (await app.app.inject({ method: 'GET', url: '/api/config', headers: { host } })).json().dashboard;

async function created(fields: Partial<DashboardLink> = {}): Promise<DashboardLink> {
  const answer = await admin.post('/api/dashboard', {
    id: randomUUID(),
    host: `portaal-${randomUUID().slice(0, 8)}.example.nl`,
    url: 'https://rapportage.example.nl/stroomlijn',
    kind: 'customer',
    ...fields,
  });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json();
}

const body = (link: DashboardLink) => ({
  id: link.id,
  host: link.host,
  url: link.url,
  kind: link.kind,
  updatedAt: link.updatedAt,
});

describe('EX-06: /api/dashboard', () => {
  it("EX-06: the environment's hosts are the first links (an invalid or repeated host left out)", async () => {
    const list = await admin.get('/api/dashboard');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      {
        id: expect.any(String),
        host: 'acceptatie.example.org',
        url: ENVIRONMENT.url,
        kind: 'test',
        updatedAt: expect.any(Number),
      },
      {
        id: expect.any(String),
        host: 'klant.example.org',
        url: ENVIRONMENT.url,
        kind: 'customer',
        updatedAt: expect.any(Number),
      },
    ]);
  });

  it('EX-06: an administrator adds, changes and deletes links; the home page link follows them', async () => {
    const link = await created({ host: ' Portaal.Example.NL ', kind: 'customer' });
    expect(link).toEqual({
      id: link.id,
      host: 'portaal.example.nl',
      url: 'https://rapportage.example.nl/stroomlijn',
      kind: 'customer',
      updatedAt: expect.any(Number),
    });
    expect((await admin.get('/api/dashboard')).json()).toContainEqual(link);
    expect(await homeLinkOn(t, 'PORTAAL.example.nl:8443')).toEqual({ kind: 'customer', url: link.url });

    const changed = await admin.put('/api/dashboard', {
      ...body(link),
      url: 'https://test-rapportage.example.nl/',
      kind: 'test',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().updatedAt).toBeGreaterThan(link.updatedAt);
    expect(await homeLinkOn(t, 'portaal.example.nl')).toEqual({
      kind: 'test',
      url: 'https://test-rapportage.example.nl/',
    });

    const moved = await admin.put('/api/dashboard', { ...body(changed.json()), host: 'intranet.example.nl' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await homeLinkOn(t, 'portaal.example.nl')).toBeNull();
    expect(await homeLinkOn(t, 'intranet.example.nl')).toMatchObject({ kind: 'test' });

    expect((await admin.delete(`/api/dashboard/${link.id}`)).statusCode).toBe(204);
    expect(await homeLinkOn(t, 'intranet.example.nl')).toBeNull();
    expect((await admin.get('/api/dashboard')).json()).not.toContainEqual(
      expect.objectContaining({ id: link.id }),
    );
    const again = await admin.delete(`/api/dashboard/${link.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().messageKey).toBe('not-found');
  });

  it('EX-06: a stale PUT is 409 conflict; a PUT of a link that is gone 404', async () => {
    const link = await created();
    expect((await admin.put('/api/dashboard', { ...body(link), kind: 'test' })).statusCode).toBe(200);
    const stale = await admin.put('/api/dashboard', { ...body(link), url: 'https://elders.example.nl/' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().messageKey).toBe('conflict');
    expect(await homeLinkOn(t, link.host)).toEqual({ kind: 'test', url: link.url });
    const gone = await admin.put('/api/dashboard', { ...body(link), id: randomUUID() });
    expect(gone.statusCode).toBe(404);
  });

  it('EX-06: a host has at most one link: 409 duplicate-name under host; a used id is invalid-id', async () => {
    const link = await created();
    for (const duplicate of [
      await admin.post('/api/dashboard', {
        id: randomUUID(),
        host: link.host.toUpperCase(),
        url: link.url,
        kind: 'test',
      }),
      await admin.put('/api/dashboard', { ...body(await created()), host: link.host }),
    ]) {
      expect(duplicate.statusCode).toBe(409);
      expect(duplicate.json()).toMatchObject({
        messageKey: 'duplicate-name',
        errors: [{ name: 'host', message: 'duplicate-name' }],
      });
    }
    const reused = await admin.post('/api/dashboard', {
      ...body(link),
      host: 'ander.example.nl',
      updatedAt: undefined,
    });
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({
      messageKey: 'invalid-id',
      errors: [{ name: 'id', message: 'invalid-id' }],
    });
  });

  it.each([
    [{ host: 'two words.example.nl' }, 'host', 'invalid-value'],
    [{ host: 'portaal.example.nl:8443' }, 'host', 'invalid-value'],
    [{ host: '-start.example.nl' }, 'host', 'invalid-value'],
    [{ host: 'a..b' }, 'host', 'invalid-value'],
    [{ host: '' }, 'host', 'not-empty'],
    [{ url: 'http://dashboard.example.org/' }, 'url', 'invalid-url'],
    [{ url: 'javascript:alert(1)' }, 'url', 'invalid-url'],
    [{ url: 'dashboard.example.org' }, 'url', 'invalid-url'],
    [{ kind: 'other' }, 'kind', 'invalid-value'],
    [{ id: 'not-a-uuid' }, 'id', 'invalid-id'],
  ])('EX-06: %o is refused with 422 under %s', async (fields, name, message) => {
    const refused = await admin.post('/api/dashboard', {
      id: randomUUID(),
      host: 'geldig.example.nl',
      url: 'https://dashboard.example.org/',
      kind: 'test',
      ...fields,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ messageKey: 'validation', errors: [{ name, message }] });
  });

  it('EX-06: http is allowed on this machine only', async () => {
    const local = await created({ host: 'localhost', url: 'http://localhost:3000/dashboard', kind: 'test' });
    expect(await homeLinkOn(t, 'localhost:8080')).toEqual({ kind: 'test', url: local.url });
    expect((await admin.delete(`/api/dashboard/${local.id}`)).statusCode).toBe(204);
  });

  it('EX-06: for administrators only: 403 not-allowed for other users, 401 for anonymous callers', async () => {
    const link = await created();
    const anonymous = client(t.app);
    const calls = [
      (caller: typeof admin | typeof anonymous) => caller.get('/api/dashboard'),
      (caller: typeof admin | typeof anonymous) =>
        caller.post('/api/dashboard', {
          id: randomUUID(),
          host: 'x.example.nl',
          url: link.url,
          kind: 'test',
        }),
      (caller: typeof admin | typeof anonymous) =>
        caller.put('/api/dashboard', { ...body(link), kind: 'test' }),
      (caller: typeof admin | typeof anonymous) => caller.delete(`/api/dashboard/${link.id}`),
    ];
    for (const call of calls) {
      const refused = await call(others);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().messageKey).toBe('not-allowed');
      expect((await call(anonymous)).statusCode).toBe(401);
    }
    expect((await admin.get('/api/dashboard')).json()).toContainEqual(link);
  });
});

describe('EX-06: links seeded from the environment once', () => {
  /** Two starts of the app on one database: a file for SQLite, a database of its own for PostgreSQL. */
  async function sharedDatabase() {
    const base = process.env.DATABASE_URL;
    if (base) {
      const database = await createPostgresDatabase(base);
      return { overrides: { databaseUrl: database.url }, drop: database.drop };
    }
    const dir = await mkdtemp(path.join(os.tmpdir(), 'stroomlijn-dashboard-'));
    return {
      overrides: { sqliteFile: path.join(dir, 'stroomlijn.sqlite') },
      drop: () => rm(dir, { recursive: true, force: true }),
    };
  }

  const linksOf = async (app: TestApp): Promise<DashboardLink[]> =>
    (await (await signedInAs(app, ADMIN_USER_ID)).get('/api/dashboard')).json();

  it('EX-06: deleting every seeded link does not bring them back on the next start', async () => {
    const shared = await sharedDatabase();
    try {
      const first = await createTestApp({ ...shared.overrides, dashboard: ENVIRONMENT });
      const seeded = await linksOf(first);
      expect(seeded.map((link) => link.host)).toEqual(['acceptatie.example.org', 'klant.example.org']);
      for (const link of seeded)
        await first.database.db.deleteFrom('dashboard_links').where('id', '=', link.id).execute();
      await first.close();

      const second = await createTestApp({ ...shared.overrides, dashboard: ENVIRONMENT });
      expect(await linksOf(second)).toEqual([]);
      expect(await homeLinkOn(second, 'acceptatie.example.org')).toBeNull();
      await second.close();
    } finally {
      await shared.drop();
    }
  });

  it('EX-06: a start without the environment seeds nothing; links made by hand keep out a later one', async () => {
    const shared = await sharedDatabase();
    try {
      const first = await createTestApp({
        ...shared.overrides,
        dashboard: { url: '', testHosts: [], customerHosts: [] },
      });
      expect(await linksOf(first)).toEqual([]);
      await first.database.db
        .insertInto('dashboard_links')
        .values({
          id: randomUUID(),
          host: 'eigen.example.nl',
          url: 'https://eigen.example.nl/',
          kind: 'test',
          created_at: 1,
          updated_at: 1,
        })
        .execute();
      await first.close();

      const second = await createTestApp({ ...shared.overrides, dashboard: ENVIRONMENT });
      expect((await linksOf(second)).map((link) => link.host)).toEqual(['eigen.example.nl']);
      await second.close();
    } finally {
      await shared.drop();
    }
  });
});
