import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testAppForThisTest, useTestApp } from '../test/use-test-app.js';

const t = useTestApp();

describe('health', () => {
  it('/healthz and /readyz answer without a session, and are never cached', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
    for (const answer of [live, ready]) expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('/readyz answers 503 storage with Retry-After while a migration is not done, /healthz still 200', async () => {
    const app = await testAppForThisTest();
    await sql`delete from kysely_migration where name = '0011-read-list-count'`.execute(app.database.db);
    const ready = await app.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ messageKey: 'storage', message: expect.stringContaining('0011') });
    expect(ready.headers['retry-after']).toBe('5');
    expect((await app.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  it('/readyz answers 503 storage with Retry-After when the database does not answer', async () => {
    const app = await testAppForThisTest();
    await app.database.db.destroy();
    const ready = await app.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json().messageKey).toBe('storage');
    expect(ready.headers['retry-after']).toBe('5');
  });
});
