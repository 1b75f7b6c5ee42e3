import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createPostgresDatabase, createTestApp, type TestApp } from './test-app.js';

/** Two servers on one database, as behind a load balancer: SQLite file or PostgreSQL. */
export async function twoInstances(): Promise<{ apps: [TestApp, TestApp]; close: () => Promise<void> }> {
  if (process.env.DATABASE_URL) {
    const database = await createPostgresDatabase(process.env.DATABASE_URL);
    const apps = [
      await createTestApp({ databaseUrl: database.url }),
      await createTestApp({ databaseUrl: database.url }),
    ] as [TestApp, TestApp];
    return {
      apps,
      close: async () => {
        for (const app of apps) await app.close();
        await database.drop();
      },
    };
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'stroomlijn-two-'));
  const sqliteFile = path.join(dir, 'shared.db');
  const first = await createTestApp({ sqliteFile });
  const second = await createTestApp({ sqliteFile });
  return {
    apps: [first, second],
    close: async () => {
      await first.close();
      await second.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
