import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, sessionCookieOf } from '../test/client.js';
import { logLines } from '../test/log-lines.js';
import { multipartBody } from '../test/multipart.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, createUser, type TestApp } from '../test/test-app.js';

const FEED_KEY = 'feed-key-that-no-log-may-show-0123';
const FILE_MARKER = 'FILE-CONTENT-THAT-NO-LOG-MAY-SHOW';

let t: TestApp;
const { stream, lines } = logLines();

beforeAll(async () => {
  // Trace: every line Fastify and the product write, the quietest level operators would never run.
  t = await createTestApp(
    { logLevel: 'trace', feedApiKey: FEED_KEY, trustProxy: 1 },
    { logger: true, logStream: stream },
  );
});

afterAll(async () => {
  await t?.close();
});

describe('request logs', () => {
  it('JSON lines with the request id, and no password, cookie, session token, API key or file content', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/security/login',
      payload: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
      headers: { 'x-request-id': 'proxy-request-1' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['x-request-id']).toBe('proxy-request-1');
    const cookie = sessionCookieOf(login);
    const token = cookie.split('=')[1] ?? '';
    expect(token.length).toBeGreaterThan(20);

    const modeler = await createUser(t, ['ROLE_MODELER']);
    const modelerLogin = await t.app.inject({
      method: 'POST',
      url: '/api/security/login',
      payload: { email: modeler.email, password: modeler.password },
    });
    const modelerCookie = sessionCookieOf(modelerLogin);
    const upload = await client(t.app, modelerCookie).upload(
      '/api/file/upload',
      multipartBody([
        { kind: 'field', name: 'id', value: randomUUID() },
        {
          kind: 'file',
          filename: 'handbook.pdf',
          contentType: 'application/pdf',
          content: Buffer.from(`%PDF-1.4\n% ${FILE_MARKER}\n%%EOF\n`, 'latin1'),
        },
      ]),
    );
    expect(upload.statusCode, upload.body).toBe(201);

    const byQuery = await t.app.inject({
      method: 'GET',
      url: `/api/external/clicdata/actions?apiKey=${FEED_KEY}`,
    });
    const byHeader = await t.app.inject({
      method: 'GET',
      url: '/api/external/clicdata/responses',
      headers: { 'x-api-key': FEED_KEY, cookie },
    });
    expect([byQuery.statusCode, byHeader.statusCode]).toEqual([200, 200]);

    await new Promise((resolve) => setImmediate(resolve));
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const ofRequests = entries.filter((entry) => entry.req !== undefined || entry.res !== undefined);
    for (const entry of ofRequests) expect(entry.reqId, JSON.stringify(entry)).toEqual(expect.any(String));
    // One line per request, written when it is answered: no separate line on arrival.
    expect(entries.filter((entry) => entry.msg === 'incoming request')).toEqual([]);
    const completed = entries.filter((entry) => entry.msg === 'request completed');
    expect(completed).toEqual(ofRequests);
    expect(new Set(completed.map((entry) => entry.reqId)).size).toBe(completed.length);
    const proxied = completed.filter((entry) => entry.reqId === 'proxy-request-1');
    expect(proxied).toEqual([
      expect.objectContaining({
        level: 30,
        req: expect.objectContaining({ method: 'POST', url: '/api/security/login' }),
        res: { statusCode: 200 },
        responseTime: expect.any(Number),
      }),
    ]);
    expect(completed.map((entry) => (entry.req as { url: string }).url)).toEqual(
      expect.arrayContaining([
        '/api/file/upload',
        '/api/external/clicdata/actions?apiKey=[redacted]',
        '/api/external/clicdata/responses',
      ]),
    );
    const modelerToken = modelerCookie.split('=')[1] ?? '';
    for (const secret of [ADMIN_PASSWORD, modeler.password, token, modelerToken, FEED_KEY, FILE_MARKER]) {
      const leaking = lines.filter((line) => line.includes(secret));
      expect(leaking, `a log line shows ${secret.slice(0, 6)}…`).toEqual([]);
    }
    expect(lines.filter((line) => line.includes('stroomlijn_session='))).toEqual([]);
    // Libraries that log request headers (multipart at trace level) show them redacted.
    expect(lines.some((line) => line.includes('"cookie":"[redacted]"'))).toBe(true);
  });
});

describe('request logs at info, as users start the server', () => {
  let info: TestApp;
  const written = logLines();

  beforeAll(async () => {
    info = await createTestApp(
      { logLevel: 'info', trustProxy: false },
      { logger: true, logStream: written.stream },
    );
  });

  afterAll(async () => {
    await info?.close();
  });

  const settle = () => new Promise((resolve) => setImmediate(resolve));

  it('a request that logs nothing else writes its completion line without making a child logger', async () => {
    const login = await info.app.inject({
      method: 'POST',
      url: '/api/security/login',
      payload: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    });
    const cookie = sessionCookieOf(login);
    const root = info.app.log;
    const child = root.child.bind(root);
    let children = 0;
    root.child = (...args: Parameters<typeof root.child>) => {
      children += 1;
      return child(...args);
    };
    try {
      for (let i = 0; i < 3; i++) {
        const answer = await info.app.inject({
          method: 'POST',
          url: '/api/security/info',
          headers: { cookie },
          payload: {},
        });
        expect(answer.statusCode).toBe(200);
      }
    } finally {
      delete (root as { child?: unknown }).child;
    }
    expect(children).toBe(0);
    await settle();
    const completed = written.lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter(
        (entry) =>
          entry.msg === 'request completed' && (entry.req as { url: string }).url === '/api/security/info',
      );
    expect(completed).toHaveLength(3);
    // The fields pino writes, in pino's order, so that pino-pretty and log shippers read them as before.
    for (const entry of completed) {
      expect(Object.keys(entry)).toEqual([
        'level',
        'time',
        'pid',
        'hostname',
        'reqId',
        'req',
        'res',
        'responseTime',
        'msg',
      ]);
      expect(entry).toMatchObject({
        level: 30,
        pid: process.pid,
        res: { statusCode: 200 },
        time: expect.any(Number),
      });
      // Injected requests have no remote port; over HTTP it follows remoteAddress.
      expect(Object.keys(entry.req as object)).toEqual(['method', 'url', 'host', 'remoteAddress']);
    }
  });

  it('a line a hook writes through request.log carries the request id; lines below the level are not written', async () => {
    const before = written.lines.length;
    const answer = await info.app.inject({
      method: 'GET',
      url: '/api/config?q="quoted"\\',
      headers: { 'x-forwarded-for': '203.0.113.7', host: 'host"with\\quote' },
    });
    expect(answer.statusCode).toBe(200);
    await settle();
    const entries = written.lines.slice(before).map((line) => JSON.parse(line) as Record<string, unknown>);
    const warning = entries.find((entry) => String(entry.msg).includes('X-Forwarded-For'));
    const completed = entries.find((entry) => entry.msg === 'request completed');
    expect(warning).toMatchObject({ level: 40, reqId: answer.headers['x-request-id'] });
    expect(completed).toMatchObject({
      reqId: answer.headers['x-request-id'],
      req: { url: '/api/config?q=%22quoted%22\\', host: 'host"with\\quote' },
    });
    expect(entries.every((entry) => (entry.level as number) >= 30)).toBe(true);
  });
});
