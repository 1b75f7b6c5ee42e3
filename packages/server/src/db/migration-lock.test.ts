import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createPostgresDatabase, createTestApp } from '../test/test-app.js';
import { migrationProvider } from './migrations/index.js';

describe.runIf(process.env.DATABASE_URL)('instances starting together on PostgreSQL', () => {
  it('migrate once and seed the built-in accounts once', async () => {
    const database = await createPostgresDatabase(process.env.DATABASE_URL as string);
    const apps = await Promise.allSettled([1, 2, 3].map(() => createTestApp({ databaseUrl: database.url })));
    try {
      expect(apps.map((app) => app.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
      const [first] = apps;
      if (first?.status !== 'fulfilled') return;
      const db = first.value.database.db;
      const { rows } = await sql<{ name: string; n: number }>`
        select name, count(*)::int as n from kysely_migration group by name order by name`.execute(db);
      const names = Object.keys(await migrationProvider.getMigrations()).sort();
      expect(rows).toEqual(names.map((name) => ({ name, n: 1 })));
      const admins = await db
        .selectFrom('app_user')
        .select('id')
        .where('email', '=', first.value.config.adminEmail)
        .execute();
      expect(admins).toHaveLength(1);
      for (const app of apps)
        if (app.status === 'fulfilled')
          expect((await app.value.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    } finally {
      for (const app of apps) if (app.status === 'fulfilled') await app.value.close();
      await database.drop();
    }
  });
});
