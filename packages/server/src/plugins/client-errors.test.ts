import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient } from '../test/client.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

const STANDARD_BODY = {
  message: expect.any(String),
  messageKey: expect.any(String),
  errors: [],
  references: [],
  debugInfo: expect.any(String),
};

let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});

afterAll(async () => {
  await t?.close();
});

/** Sends `request` as raw bytes (what no HTTP client would send) and reads the whole answer. */
function raw(request: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      answer += chunk;
    });
    socket.on('error', () => {}); // the server closes after an error answer
    socket.on('close', () => {
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      const status = Number(head.split(' ')[1]);
      if (Number.isNaN(status)) reject(new Error(`no answer: ${answer}`));
      resolve({ status, headers: head.toLowerCase(), body });
    });
    socket.write(request);
    socket.end();
  });
}

describe('every non-2xx answer of /api/* has the standard error body', () => {
  it('an address that is not valid URL encoding', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/user/%zz' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ ...STANDARD_BODY, messageKey: 'deserialization' });
  });

  it('an HTTP method the server does not know', async () => {
    const answer = await raw('FOO /api/user HTTP/1.1\r\nHost: localhost\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({ ...STANDARD_BODY, messageKey: 'deserialization' });
    // A method Node knows but no route has is a route not found.
    const propfind = await raw('PROPFIND /api/user HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expect(propfind.status).toBe(404);
    expect(JSON.parse(propfind.body)).toEqual({ ...STANDARD_BODY, messageKey: 'not-found' });
  });

  it('headers larger than the server reads', async () => {
    const answer = await raw(
      `GET /api/config HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toEqual({ ...STANDARD_BODY, messageKey: 'payload-too-large' });
  });

  it('a request line that is not HTTP', async () => {
    const answer = await raw('hello\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({ ...STANDARD_BODY, messageKey: 'deserialization' });
  });
});

describe('caching and request ids', () => {
  it('API answers are private, no-store, errors included; every answer names its request id', async () => {
    const user = await signedInClient(t, ['ROLE_USER']);
    for (const answer of [await user.get('/api/security/ping'), await user.get('/api/user')]) {
      expect(answer.headers['cache-control']).toBe('private, no-store');
      expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('an X-Request-Id sent by the client is not taken without a trusted proxy', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/config',
      headers: { 'x-request-id': 'mine-1' },
    });
    expect(answer.headers['x-request-id']).not.toBe('mine-1');
  });
});
