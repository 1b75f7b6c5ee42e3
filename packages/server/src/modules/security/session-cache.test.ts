import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../../app.js';
import { deeplyFrozen } from '../../plugins/serialization.js';
import { client, signedInAs, signedInClient } from '../../test/client.js';
import { createRole, createTestApp, createUser, type TestApp, testDialect } from '../../test/test-app.js';
import { twoInstances } from '../../test/two-instances.js';

/** The database's auth generation (migration 0013). */
async function generation({ database }: BuiltApp): Promise<number> {
  const row = await database.db.selectFrom('auth_generation').select('value').executeTakeFirstOrThrow();
  return Number(row.value);
}

const roleNames = async (c: ReturnType<typeof client>) => {
  const answer = await c.post('/api/security/info', {});
  return answer.statusCode === 200
    ? (answer.json() as { roles: { name: string }[] }).roles.map((role) => role.name)
    : answer.statusCode;
};

describe('the auth generation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('every write that can change a session’s rights bumps it in its own transaction; last-seen and new sessions do not', async () => {
    const user = await createUser(t, ['ROLE_USER']);
    const role = await createRole(t);
    const group = await createRole(t, { type: 'roles' });
    const { db } = t.database;
    const bumps = async (write: () => Promise<unknown>) => {
      const before = await generation(t);
      await write();
      return (await generation(t)) - before;
    };
    const sessionId = 'a-session';
    const now = Date.now();
    const insertSession = () =>
      db
        .insertInto('session')
        .values({ id: sessionId, user_id: user.id, created_at: now, last_seen_at: now, id_token: null })
        .execute();
    expect(await bumps(insertSession)).toBe(0);
    expect(
      await bumps(() =>
        db
          .updateTable('session')
          .set({ last_seen_at: now + 1 })
          .execute(),
      ),
    ).toBe(0);
    expect(await bumps(() => db.deleteFrom('session').where('id', '=', sessionId).execute())).toBeGreaterThan(
      0,
    );
    expect(
      await bumps(() =>
        db.updateTable('app_user').set({ first_name: 'Changed' }).where('id', '=', user.id).execute(),
      ),
    ).toBeGreaterThan(0);
    expect(
      await bumps(() => db.updateTable('role').set({ name: 'Renamed' }).where('id', '=', role.id).execute()),
    ).toBeGreaterThan(0);
    const link = { user_id: user.id, role_id: role.id };
    expect(await bumps(() => db.insertInto('user_role').values(link).execute())).toBeGreaterThan(0);
    expect(
      await bumps(() => db.deleteFrom('user_role').where('role_id', '=', role.id).execute()),
    ).toBeGreaterThan(0);
    const contains = { role_id: group.id, child_role_id: role.id };
    expect(await bumps(() => db.insertInto('role_role').values(contains).execute())).toBeGreaterThan(0);
    expect(
      await bumps(() => db.deleteFrom('role_role').where('role_id', '=', group.id).execute()),
    ).toBeGreaterThan(0);
    // A write that is rolled back leaves the generation as it was.
    const before = await generation(t);
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('user_role').values(link).execute();
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await generation(t)).toBe(before);
  });

  it('a cached session sees a change of its roles and its end on the very next request', async () => {
    const admin = await signedInAs(
      t,
      (
        await t.database.db
          .selectFrom('app_user')
          .select('id')
          .where('email', '=', t.config.adminEmail)
          .executeTakeFirstOrThrow()
      ).id,
    );
    const user = await signedInClient(t, ['ROLE_MODELER']);
    const role = await createRole(t, { name: 'Purchaser' });
    expect(await roleNames(user)).not.toContain('Purchaser');
    expect(await roleNames(user)).not.toContain('Purchaser'); // from the cache now
    expect((await admin.post('/api/user-role/add_user', { roleId: role.id, id: user.id })).statusCode).toBe(
      200,
    );
    expect(await roleNames(user)).toContain('Purchaser');
    expect(
      (await admin.post('/api/user-role/remove_user', { roleId: role.id, id: user.id })).statusCode,
    ).toBe(200);
    expect(await roleNames(user)).not.toContain('Purchaser');
    // Roles within roles: the user's role placed in a group gives the group too.
    const group = await createRole(t, { type: 'roles', name: 'Buyers' });
    expect(await roleNames(user)).not.toContain('Buyers');
    await t.database.db.insertInto('user_role').values({ user_id: user.id, role_id: role.id }).execute();
    expect((await admin.post('/api/user-role/add_role', { roleId: group.id, id: role.id })).statusCode).toBe(
      200,
    );
    expect(await roleNames(user)).toContain('Buyers');
    // Ended elsewhere (deleted straight in the database, as another instance would): refused at once.
    await t.database.db.deleteFrom('session').where('user_id', '=', user.id).execute();
    expect(await roleNames(user)).toBe(401);
  });
});

describe('the session check of a signed-in request', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('on SQLite reads the auth generation at once, without a query through Kysely; on PostgreSQL through Kysely', async () => {
    const user = await signedInClient(t, ['ROLE_USER']);
    expect(await roleNames(user)).toContain('ROLE_USER');
    const db = t.database.db;
    const executeQuery = db.executeQuery.bind(db);
    const queries: string[] = [];
    db.executeQuery = ((query: Parameters<typeof executeQuery>[0]) => {
      queries.push('sql' in query ? query.sql : query.compile().sql);
      return executeQuery(query);
    }) as typeof db.executeQuery;
    try {
      for (let i = 0; i < 3; i++) expect(await roleNames(user)).toContain('ROLE_USER');
    } finally {
      delete (db as { executeQuery?: unknown }).executeQuery;
    }
    const generationReads = queries.filter((query) => query.includes('auth_generation'));
    expect(generationReads).toHaveLength(testDialect === 'sqlite' ? 0 : 3);
    // Still read on every request: a session ended elsewhere is refused on the next one.
    await t.database.db.deleteFrom('session').where('user_id', '=', user.id).execute();
    expect(await roleNames(user)).toBe(401);
  });
});

describe('the answer of POST /api/security/info', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('comes from a deeply frozen session: checked against its schema and written once, the same JSON each time', async () => {
    const user = await signedInClient(t, ['ROLE_USER']);
    const token = user.cookie.slice('stroomlijn_session='.length);
    const session = await t.services.security.authenticate(decodeURIComponent(token));
    expect(session && deeplyFrozen(session.info)).toBe(true);
    const first = await user.post('/api/security/info', {});
    const second = await user.post('/api/security/info', {});
    expect(second.body).toBe(first.body);
    expect(Object.keys(first.json())).toEqual(['user', 'roles', 'language']);
  });
});

describe('two instances on one database', () => {
  it('a change made through one instance takes effect on the next request to the other', async () => {
    const { apps, close } = await twoInstances();
    try {
      const [a, b] = apps;
      const user = await signedInClient(a, ['ROLE_USER']);
      const onA = client(a.app, user.cookie);
      const onB = client(b.app, user.cookie);
      const role = await createRole(a, { name: 'Warehouse' });
      expect(await roleNames(onA)).not.toContain('Warehouse');
      expect(await roleNames(onB)).not.toContain('Warehouse');
      // Given through B: A's cache knows it on the next request.
      const adminId = (
        await b.database.db
          .selectFrom('app_user')
          .select('id')
          .where('email', '=', b.config.adminEmail)
          .executeTakeFirstOrThrow()
      ).id;
      const adminOnB = await signedInAs(b, adminId);
      expect(
        (await adminOnB.post('/api/user-role/add_user', { roleId: role.id, id: user.id })).statusCode,
      ).toBe(200);
      expect(await roleNames(onA)).toContain('Warehouse');
      // Signed out through B: A refuses the session on the next request.
      expect((await onB.get('/api/security/logout')).statusCode).toBe(200);
      expect(await roleNames(onA)).toBe(401);
      const rows = await sql<{
        n: number;
      }>`select count(*) as n from session where user_id = ${user.id}`.execute(a.database.db);
      expect(Number(rows.rows[0]?.n)).toBe(0);
    } finally {
      await close();
    }
  });
});
