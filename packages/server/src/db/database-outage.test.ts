import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import type { LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInClient, signedInClient } from '../test/client.js';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy.js';
import { createPostgresDatabase, createTestApp, roleBody, type TestApp } from '../test/test-app.js';
import type { DatabaseTimeouts } from './database-config.js';

/** Short time-outs, so that the tests see them run out. */
const TIMEOUTS: DatabaseTimeouts = {
  connectMs: 1000,
  statementMs: 1500,
  idleInTransactionMs: 3000,
  sqliteBusyMs: 300,
};

const STORAGE_BODY = {
  message: expect.any(String),
  messageKey: 'storage',
  errors: [],
  references: [],
  debugInfo: expect.any(String),
};

/** A call that reads the database (the session, then the roles), timed. */
async function timed(call: () => Promise<LightMyRequestResponse>) {
  const start = performance.now();
  const response = await call();
  return { response, ms: performance.now() - start };
}

function expectStorageRefusal(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(503);
  expect(response.json()).toEqual(STORAGE_BODY);
  expect(response.headers['retry-after']).toBe('5');
}

/** Calls until one answers 200, for at most `withinMs`; every other answer must be 503 storage. */
async function recovers(call: () => Promise<LightMyRequestResponse>, withinMs: number): Promise<number> {
  const start = performance.now();
  for (;;) {
    const response = await call();
    if (response.statusCode === 200) return performance.now() - start;
    expectStorageRefusal(response);
    if (performance.now() - start > withinMs) throw new Error(`not back within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.runIf(process.env.DATABASE_URL)('a PostgreSQL outage', () => {
  const baseUrl = process.env.DATABASE_URL as string;
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let proxy: TcpProxy;
  let t: TestApp;
  let admin: SignedInClient;
  const roles = () => admin.get('/api/role');

  beforeAll(async () => {
    database = await createPostgresDatabase(baseUrl);
    const direct = new URL(database.url);
    proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const proxied = new URL(database.url);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port);
    t = await createTestApp({ databaseUrl: proxied.toString(), databaseTimeouts: TIMEOUTS });
    admin = await signedInClient(t, ['ROLE_USER_MANAGER']);
  });

  afterAll(async () => {
    await t?.close();
    await proxy?.close();
    await database?.drop();
  });

  it('survives the database ending its connections, and answers again at once', async () => {
    expect((await roles()).statusCode).toBe(200);
    const direct = new pg.Client({ connectionString: database.url });
    await direct.connect();
    try {
      const { rows } = await direct.query<{ ended: boolean }>(
        'select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      );
      expect(rows.length).toBeGreaterThan(0);
    } finally {
      await direct.end();
    }
    // The pool learns of the ended connections as they are used or as their errors arrive.
    expect(await recovers(roles, 5000)).toBeLessThan(5000);
    expect((await roles()).statusCode).toBe(200);
  });

  it('answers 503 storage at once while the database is away, and 200 within 5 s of its return', async () => {
    expect((await roles()).statusCode).toBe(200);
    await proxy.stop();
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expectStorageRefusal(ready);
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    for (let i = 0; i < 3; i++) {
      const { response, ms } = await timed(roles);
      expectStorageRefusal(response);
      expect(ms).toBeLessThan(TIMEOUTS.connectMs + 500);
    }
    await proxy.start();
    expect(await recovers(roles, 5000)).toBeLessThan(5000);
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  it('answers 503 storage after the time-outs when the database hangs, and recovers', async () => {
    expect((await roles()).statusCode).toBe(200);
    proxy.freeze();
    const { response, ms } = await timed(roles);
    expectStorageRefusal(response);
    // A pooled connection runs into the client's query time-out, a new one into the connect time-out.
    expect(ms).toBeLessThan(TIMEOUTS.statementMs + 1000 + 1000);
    await proxy.start();
    expect(await recovers(roles, 5000)).toBeLessThan(5000);
  });
});

describe('SQLite busy', () => {
  let dir: string;
  let t: TestApp;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'stroomlijn-busy-'));
    t = await createTestApp({
      databaseUrl: null,
      sqliteFile: path.join(dir, 'stroomlijn.sqlite'),
      databaseTimeouts: TIMEOUTS,
    });
  });

  afterAll(async () => {
    await t?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('a write that waits longer than the busy time-out for another writer answers 503 storage', async () => {
    const admin = await signedInClient(t, ['ROLE_USER_MANAGER']);
    const other = new SqliteDatabase(path.join(dir, 'stroomlijn.sqlite'));
    try {
      other.exec('BEGIN IMMEDIATE');
      const { response, ms } = await timed(() => admin.post('/api/role', roleBody('Purchaser')));
      expectStorageRefusal(response);
      expect(ms).toBeGreaterThanOrEqual(TIMEOUTS.sqliteBusyMs - 50);
      other.exec('ROLLBACK');
      const again = await admin.post('/api/role', roleBody('Purchaser'));
      expect(again.statusCode, again.body).toBe(201);
    } finally {
      other.close();
    }
  });
});
