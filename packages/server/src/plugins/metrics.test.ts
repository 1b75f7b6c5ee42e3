import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../app.js';
import { loadConfig } from '../config.js';
import type { DatabaseTimeouts } from '../db/database-config.js';
import { client, signedInClient } from '../test/client.js';
import { type SmtpReceiver, startSmtpReceiver } from '../test/smtp-receiver.js';
import {
  assignRoles,
  createRole,
  createTestApp,
  createUser,
  roleBody,
  testDialect,
} from '../test/test-app.js';
import { testAppForThisTest, useSignedInClient, useTestApp } from '../test/use-test-app.js';
import { addWorkflowForm, receivedResponse, useWorkflowFormService } from '../test/workflows.js';
import { UNMATCHED_ROUTE } from './metrics.js';

const TOKEN = 'metrics-token-for-the-tests';

/** One sample of Prometheus' text format. */
interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

function parse(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) continue;
    const labels: Record<string, string> = {};
    for (const [, name, value] of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g))
      labels[name as string] = value as string;
    samples.push({ name: match[1] as string, labels, value: Number(match[3]) });
  }
  return samples;
}

/** The value of the sample with this name whose labels include `labels`; undefined when there is none. */
function sampleValue(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  return parse(text).find(
    (sample) =>
      sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  )?.value;
}

const count = (text: string, name: string, labels: Record<string, string> = {}) =>
  sampleValue(text, name, labels) ?? 0;

const STANDARD_BODY = { errors: [], references: [], debugInfo: '' };

const forms = useWorkflowFormService();
let smtp: SmtpReceiver;
beforeAll(async () => {
  // Accepts mail for everyone but refused-… (550, given up at once) and later-… (451, tried again).
  smtp = await startSmtpReceiver({
    onRcptTo(address, _session, callback) {
      const code = address.address.startsWith('refused')
        ? 550
        : address.address.startsWith('later')
          ? 451
          : 0;
      callback(code === 0 ? null : Object.assign(new Error('Not now'), { responseCode: code }));
    },
  });
});
// Declared before the app: after-hooks run in reverse, so the app (and its mailers) close first.
afterAll(() => smtp?.close());
const t = useTestApp(
  () => ({ metricsToken: TOKEN, mail: { smtpUrl: smtp.url, from: 'Stroomlijn <stroomlijn@example.org>' } }),
  { formService: forms.service },
);
const admin = useSignedInClient(t, ['ROLE_ADMIN']);
const modeler = useSignedInClient(t, ['ROLE_MODELER']);

function metricsCall(
  headers: Record<string, string> = {},
  url = '/metrics',
): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'GET', url, headers });
}

async function scrape(app: BuiltApp = t): Promise<string> {
  const response = await app.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.body;
}

describe('GET /metrics: access', () => {
  it('answers 404 like any unknown route while STROOMLIJN_METRICS_TOKEN is not set', async () => {
    const plain = await testAppForThisTest();
    expect(plain.config.metricsToken).toBeNull();
    const metrics = await plain.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer anything-at-all-long-enough' },
    });
    expect(metrics.statusCode).toBe(404);
    expect(metrics.json()).toEqual({
      message: 'No route GET /metrics',
      messageKey: 'not-found',
      ...STANDARD_BODY,
    });
    const unknown = await plain.app.inject({ method: 'GET', url: '/no-such-page' });
    expect(unknown.statusCode).toBe(404);
    expect(Object.keys(unknown.json()).sort()).toEqual(Object.keys(metrics.json()).sort());
  });

  it('answers 401 not-authenticated without the token, with a wrong one, or with it elsewhere', async () => {
    for (const [headers, url] of [
      [{}, '/metrics'],
      [{ authorization: 'Bearer wrong-token-of-some-length' }, '/metrics'],
      [{ authorization: `Bearer ${TOKEN}x` }, '/metrics'],
      [{ authorization: `Bearer ${TOKEN.slice(0, -1)}` }, '/metrics'],
      [{ authorization: `Basic ${Buffer.from(`metrics:${TOKEN}`).toString('base64')}` }, '/metrics'],
      [{ authorization: TOKEN }, '/metrics'],
      [{ 'x-api-key': TOKEN }, '/metrics'],
      [{}, `/metrics?token=${TOKEN}`],
    ] as const) {
      const response = await metricsCall(headers, url);
      expect(response.statusCode, JSON.stringify(headers)).toBe(401);
      expect(response.json()).toEqual({
        message: expect.any(String),
        messageKey: 'not-authenticated',
        ...STANDARD_BODY,
      });
      expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('answers the Prometheus text format to the right token, never cached', async () => {
    const response = await metricsCall({ authorization: `bearer  ${TOKEN}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4; charset=utf-8$/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toMatch(/^# HELP stroomlijn_/m);
    // Every metric carries the prefix: the registry is the app's own, not the global one.
    const names = new Set(parse(response.body).map((sample) => sample.name));
    expect([...names].filter((name) => !name.startsWith('stroomlijn_'))).toEqual([]);
  });

  it('refuses a token shorter than 16 characters at start-up', () => {
    const load = (token: string) => loadConfig({ STROOMLIJN_METRICS_TOKEN: token }, { webDir: null });
    expect(() => load('fifteen-chars-x')).toThrow(
      'STROOMLIJN_METRICS_TOKEN must have at least 16 characters',
    );
    expect(load(' sixteen-chars-xx ').metricsToken).toBe('sixteen-chars-xx');
    expect(load('  ').metricsToken).toBeNull();
  });
});

describe('GET /metrics: what it counts', () => {
  it('counts requests and their time by route template, method and status; unknown routes as unmatched', async () => {
    const before = await scrape();
    const id = randomUUID();
    const anonymous = client(t.app);
    expect((await anonymous.get(`/api/user/${id}`)).statusCode).toBe(401);
    expect((await anonymous.get('/api/config')).statusCode).toBe(200);
    expect((await anonymous.get(`/no/such/page/${id}`)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    const after = await scrape();

    const delta = (name: string, labels: Record<string, string>) =>
      count(after, name, labels) - count(before, name, labels);
    const requests = 'stroomlijn_http_requests_total';
    expect(delta(requests, { method: 'GET', route: '/api/user/:id', status_code: '401' })).toBe(1);
    expect(delta(requests, { method: 'GET', route: '/api/config', status_code: '200' })).toBe(1);
    expect(delta(requests, { method: 'GET', route: UNMATCHED_ROUTE, status_code: '404' })).toBe(1);
    expect(delta(requests, { method: 'GET', route: '/healthz', status_code: '200' })).toBe(1);
    expect(
      delta('stroomlijn_http_request_duration_seconds_count', {
        method: 'GET',
        route: '/api/user/:id',
        status_code: '401',
      }),
    ).toBe(1);
    expect(
      sampleValue(after, 'stroomlijn_http_request_duration_seconds_bucket', {
        route: '/api/config',
        le: '+Inf',
      }),
    ).toBeGreaterThanOrEqual(1);
    expect(delta('stroomlijn_http_errors_total', { message_key: 'not-found', status_code: '404' })).toBe(1);
    expect(
      delta('stroomlijn_http_errors_total', { message_key: 'not-authenticated', status_code: '401' }),
    ).toBe(1);
    // Raw URLs never become label values.
    expect(after).not.toContain(id);
    expect(after).not.toContain('/no/such/page');
  });

  it('has the process metrics: memory, CPU, heap and event-loop lag', async () => {
    const text = await scrape();
    expect(sampleValue(text, 'stroomlijn_process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(sampleValue(text, 'stroomlijn_nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    expect(sampleValue(text, 'stroomlijn_process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(sampleValue(text, 'stroomlijn_nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(sampleValue(text, 'stroomlijn_nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
  });

  it.runIf(testDialect === 'postgres')(
    "shows the PostgreSQL pool's connections and the queries waiting for one",
    async () => {
      const pool = t.database.pool;
      if (!pool) throw new Error('PostgreSQL without a pool');
      const quiet = await scrape();
      expect(sampleValue(quiet, 'stroomlijn_db_pool_max_connections')).toBe(10);
      expect(sampleValue(quiet, 'stroomlijn_db_pool_connections')).toBeGreaterThanOrEqual(1);
      expect(sampleValue(quiet, 'stroomlijn_db_pool_idle_connections')).toBeGreaterThanOrEqual(0);
      expect(sampleValue(quiet, 'stroomlijn_db_pool_waiting_requests')).toBe(0);

      // Every connection checked out: the next query waits.
      const held = await Promise.all(Array.from({ length: 10 }, () => pool.connect()));
      const waiting = pool.query('select 1');
      try {
        const busy = await scrape();
        expect(sampleValue(busy, 'stroomlijn_db_pool_connections')).toBe(10);
        expect(sampleValue(busy, 'stroomlijn_db_pool_idle_connections')).toBe(0);
        expect(sampleValue(busy, 'stroomlijn_db_pool_waiting_requests')).toBe(1);
      } finally {
        for (const connection of held) connection.release();
      }
      await waiting;
      expect(sampleValue(await scrape(), 'stroomlijn_db_pool_waiting_requests')).toBe(0);
    },
  );

  it.runIf(testDialect === 'sqlite')('has no pool gauges on SQLite', async () => {
    expect(await scrape()).not.toContain('stroomlijn_db_pool_');
  });

  it('counts the polls of the form service by outcome', async () => {
    // An app of its own that polls every second, as STROOMLIJN_FORMS_POLL_SECONDS=1 does.
    const polling = await createTestApp(
      { metricsToken: TOKEN, formService: { ...t.config.formService, pollSeconds: 1 } },
      { formService: forms.service },
    );
    try {
      await addWorkflowForm(await signedInClient(polling, ['ROLE_ADMIN']), forms);
      const polls = async (outcome: string) =>
        count(await scrape(polling), 'stroomlijn_form_service_polls_total', { outcome });
      expect(await polls('unavailable')).toBe(0);
      await expect.poll(() => polls('ok'), { timeout: 5000 }).toBeGreaterThanOrEqual(1);

      forms.failWith('unavailable');
      await expect.poll(() => polls('unavailable'), { timeout: 5000 }).toBeGreaterThanOrEqual(1);
    } finally {
      await polling.close();
    }
  });

  it('counts emails sent and failed, and the attempts tried again, over a real SMTP server', async () => {
    const reviewer = await createRole(t);
    for (const name of ['anna', 'refused', 'later']) {
      const user = await createUser(t, [], { email: `${name}-${randomUUID().slice(0, 8)}@example.org` });
      await assignRoles(t, user.id, [reviewer.id]);
    }
    const emails = async (outcome: string) => count(await scrape(), 'stroomlijn_emails_total', { outcome });
    expect(await emails('sent')).toBe(0);
    expect(await emails('failed')).toBe(0);
    const sender = await createUser(t, ['ROLE_USER']);

    await receivedResponse(t, forms, { admin, modeler }, { reviewer }, { senderId: sender.id });

    await expect.poll(() => emails('sent'), { timeout: 5000 }).toBe(1);
    await expect.poll(() => emails('failed'), { timeout: 5000 }).toBe(1);
    await expect
      .poll(async () => count(await scrape(), 'stroomlijn_email_retries_total'), { timeout: 5000 })
      .toBeGreaterThanOrEqual(1);
    expect(smtp.received.map((mail) => mail.envelopeTo[0]?.split('-')[0])).toEqual(['anna']);
  });
});

describe('GET /metrics: SQLite busy', () => {
  /** A short busy time-out, so that the test sees it run out. */
  const TIMEOUTS: DatabaseTimeouts = {
    connectMs: 1000,
    statementMs: 1500,
    idleInTransactionMs: 3000,
    sqliteBusyMs: 300,
  };

  it('counts a write that waited out the busy time-out as storage unavailable, code SQLITE_BUSY', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'stroomlijn-metrics-'));
    const file = path.join(dir, 'stroomlijn.sqlite');
    const busy = await createTestApp({
      databaseUrl: null,
      sqliteFile: file,
      databaseTimeouts: TIMEOUTS,
      metricsToken: TOKEN,
    });
    try {
      const manager = await signedInClient(busy, ['ROLE_USER_MANAGER']);
      const other = new SqliteDatabase(file);
      try {
        other.exec('BEGIN IMMEDIATE');
        const refused = await manager.post('/api/role', roleBody('Purchaser'));
        expect(refused.statusCode, refused.body).toBe(503);
      } finally {
        other.exec('ROLLBACK');
        other.close();
      }
      const text = await scrape(busy);
      expect(
        sampleValue(text, 'stroomlijn_storage_unavailable_errors_total', {
          dialect: 'sqlite',
          code: 'SQLITE_BUSY',
        }),
      ).toBe(1);
      expect(
        sampleValue(text, 'stroomlijn_http_errors_total', { message_key: 'storage', status_code: '503' }),
      ).toBe(1);
      expect(
        sampleValue(text, 'stroomlijn_http_server_errors_total', {
          method: 'POST',
          route: '/api/role',
          status_code: '503',
        }),
      ).toBe(1);
    } finally {
      await busy.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
