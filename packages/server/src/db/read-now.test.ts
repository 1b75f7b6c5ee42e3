import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDialect } from '../test/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

const generationQuery = () =>
  t.database.db.selectFrom('auth_generation').select('value').where('id', '=', 1).compile();

describe('a read at once, outside Kysely', () => {
  it.runIf(testDialect === 'sqlite')(
    'SQLite: reads committed rows while no transaction or stream holds the connection',
    async () => {
      const before = t.database.readNow(generationQuery());
      expect(before).toEqual([{ value: expect.anything() }]);
      await t.database.db.transaction().execute(async (trx) => {
        await sql`update auth_generation set value = value + 1 where id = 1`.execute(trx);
        // Inside the transaction the connection would see the uncommitted bump: no read at once.
        expect(t.database.readNow(generationQuery())).toBeUndefined();
      });
      const after = t.database.readNow(generationQuery()) as { value: number }[];
      expect(Number(after[0]?.value)).toBe(Number((before as { value: number }[])[0]?.value) + 1);
      const stream = t.database.db.selectFrom('role').select('id').stream();
      for await (const _ of stream) {
        // A streamed read is open on the connection: better-sqlite3 would refuse, so no read at once.
        expect(t.database.readNow(generationQuery())).toBeUndefined();
        break;
      }
      expect(t.database.readNow(generationQuery())).toEqual(after);
    },
  );

  it.runIf(testDialect === 'postgres')('PostgreSQL: never, the caller reads through Kysely', () => {
    expect(t.database.readNow(generationQuery())).toBeUndefined();
  });
});
