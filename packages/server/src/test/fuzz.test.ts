import { SYSTEM_ROLES } from '@stroomlijn/domain';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { sessionCookie } from './client.js';
import { type MultipartPart, multipartBody } from './multipart.js';
import { isApiRoute } from './route-access-table.js';
import { createTestApp, createUser, type TestApp, type TestUser } from './test-app.js';

/** At least this many generated bad inputs per route; a fixed seed in CI keeps a failure reproducible. */
const RUNS = 1000;
const seed = process.env.CI ? 20261122 : undefined;

const oddString = fc.oneof(
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 50 },
  { arbitrary: fc.string({ maxLength: 20 }).map((s) => `${s}\u0000${s}`), weight: 50 },
  {
    arbitrary: fc.constantFrom(
      '',
      ' ',
      '..',
      '../../etc/passwd',
      '%00',
      "' OR 1=1 --",
      '<script>',
      '\uFFFF',
      '😀'.repeat(3),
    ),
    weight: 50,
  },
  { arbitrary: fc.integer({ min: 1000, max: 20_000 }).map((n) => 'x'.repeat(n)), weight: 50 },
);

const jsonValue = fc.oneof(
  fc.anything({ maxDepth: 3 }),
  fc.dictionary(
    fc.constantFrom('email', 'password', 'id', 'name', 'state', 'code'),
    fc.oneof(oddString, fc.anything()),
  ),
  fc.record({ email: oddString, password: oddString }),
);

const multipartPart: fc.Arbitrary<MultipartPart> = fc.oneof(
  fc.record({
    kind: fc.constant('file' as const),
    name: fc.constantFrom('file', 'upload', '__proto__', ''),
    filename: fc.oneof(fc.constantFrom('users.csv', 'a.xlsx', '', '../x.csv'), fc.string({ maxLength: 20 })),
    contentType: fc.constantFrom('text/csv', 'text/plain', 'application/vnd.ms-excel', 'application/zip', ''),
    content: fc.oneof(
      oddString,
      fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes)),
      fc
        .array(fc.constantFrom('Ada', '', '"x;y"', 'a@b.nl', 'E-mail', '"'), { maxLength: 12 })
        .map((cells) => cells.join(cells.length % 2 ? ',' : ';\r\n')),
    ),
  }),
  fc.record({
    kind: fc.constant('field' as const),
    name: fc.constantFrom('file', 'x', 'constructor', 'id'),
    value: oddString,
  }),
);

const multipart = fc.oneof(
  fc.array(multipartPart, { maxLength: 3 }).map((parts) => multipartBody(parts)),
  oddString.map((raw) => ({ contentType: 'multipart/form-data; boundary=xyz', payload: `--xyz\r\n${raw}` })),
);

/** Nesting far deeper than any payload: must be refused, never overflow the stack. */
const deepJson = fc
  .tuple(fc.integer({ min: 100, max: 20_000 }), fc.boolean())
  .map(([depth, arrays]) =>
    arrays ? '['.repeat(depth) + ']'.repeat(depth) : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
  );

/**
 * Above the body limit; rare, because it is slow to send. Only as a body: in a path or query it could never
 * reach the app (Node refuses a request head over 16 KB before any route sees it).
 */
const oversized = fc.constantFrom('application/json', 'multipart/form-data; boundary=xyz', 'text/plain');

const body = fc.oneof(
  { arbitrary: deepJson.map((payload) => ({ contentType: 'application/json', payload })), weight: 40 },
  { arbitrary: multipart, weight: 40 },
  {
    arbitrary: jsonValue.map((value) => ({
      contentType: 'application/json',
      payload: JSON.stringify(value) ?? 'null',
    })),
    weight: 40,
  },
  { arbitrary: oddString.map((raw) => ({ contentType: 'application/json', payload: raw })), weight: 40 },
  {
    arbitrary: fc
      .tuple(
        fc.constantFrom(
          'text/plain',
          'application/xml',
          'multipart/form-data',
          'application/x-www-form-urlencoded',
          '*/*',
          '',
        ),
        oddString,
      )
      .map(([contentType, payload]) => ({ contentType, payload })),
    weight: 40,
  },
  { arbitrary: oversized.map((contentType) => ({ contentType, payload: 'y'.repeat(1_200_000) })), weight: 1 },
);

const query = fc.dictionary(fc.constantFrom('state', 'code', 'error', 'id', 'page', 'x'), oddString, {
  maxKeys: 3,
});

// Built at collection time so that each route gets a test of its own.
const t: TestApp = await createTestApp();
const admin: TestUser = await createUser(t, SYSTEM_ROLES);
afterAll(async () => t.close());

describe(`every route answers ${RUNS} generated bad inputs without a 5xx`, () => {
  it('has routes to fuzz', () => {
    expect(t.routes.filter((route) => isApiRoute(route.url)).length).toBeGreaterThan(0);
  });

  for (const route of t.routes.filter((r) => isApiRoute(r.url))) {
    it(`${route.method} ${route.url}`, async () => {
      const failures: string[] = [];
      let cookie = await sessionCookie(t, admin.id);
      await fc.assert(
        fc.asyncProperty(
          fc.array(oddString, { minLength: 3, maxLength: 3 }),
          query,
          body,
          fc.boolean(),
          async (params, queryValues, request, anonymous) => {
            let i = 0;
            const path = route.url.replace(/:[A-Za-z0-9_]+/g, () => encodeURIComponent(params[i++] ?? ''));
            const search = new URLSearchParams(queryValues).toString();
            const response = await t.app.inject({
              method: route.method as 'POST',
              url: search ? `${path}?${search}` : path,
              // Failed sign-ins lock the fuzzer's address, not the one signIn uses.
              remoteAddress: '192.0.2.1',
              headers: {
                ...(anonymous ? {} : { cookie }),
                ...(request.contentType ? { 'content-type': request.contentType } : {}),
              },
              ...(route.method === 'GET' || route.method === 'HEAD' ? {} : { payload: request.payload }),
            });
            if (response.statusCode >= 500) {
              failures.push(
                `${route.method} ${route.url} → ${response.statusCode} ${response.body.slice(0, 300)}`,
              );
            }
            expect(response.statusCode).toBeLessThan(500);
            // Logout ends the session the fuzzer uses; open a new one.
            if (route.url === '/api/security/logout' && !anonymous) cookie = await sessionCookie(t, admin.id);
          },
        ),
        { numRuns: RUNS, seed },
      );
      expect(failures).toEqual([]);
    }, 120_000);
  }
});
