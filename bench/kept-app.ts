/**
 * The app of a benchmark that seeds once and keeps its data between runs: on SQLite a file in
 * /tmp/stroomlijn-bench-<name>/ (or `sqliteFile`), on PostgreSQL (DATABASE_URL) the database
 * `stroomlijn_bench_<name>` beside the one named. `lastMs` is the server time of the last answer.
 */
import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type BuiltApp, buildApp } from '../packages/server/src/app.js';
import { loadConfig } from '../packages/server/src/config.js';

async function keptPostgres(baseUrl: string, database: string): Promise<string> {
  const url = new URL(baseUrl);
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (rowCount === 0) await client.query(`create database ${database}`);
  } finally {
    await client.end();
  }
  url.pathname = `/${database}`;
  return url.toString();
}

export async function startKeptApp(
  name: string,
  sqliteFile = path.join(os.tmpdir(), `stroomlijn-bench-${name}`, 'stroomlijn.sqlite'),
): Promise<{ built: BuiltApp; name: string; lastMs: () => number }> {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) mkdirSync(path.dirname(sqliteFile), { recursive: true });
  const config = loadConfig(
    {
      STROOMLIJN_DATA_DIR: path.dirname(sqliteFile),
      STROOMLIJN_ADMIN_EMAIL: 'bench-admin@stroomlijn.local',
      STROOMLIJN_ADMIN_PASSWORD: 'bench-admin-password',
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      ...(baseUrl ? { DATABASE_URL: await keptPostgres(baseUrl, `stroomlijn_bench_${name}`) } : {}),
    },
    { webDir: null },
  );
  const built = await buildApp({ ...config, ...(baseUrl ? {} : { sqliteFile }) }, { logger: false });
  let last = Number.NaN;
  built.app.addHook('onResponse', async (_request, reply) => {
    last = reply.elapsedTime;
  });
  return { built, name: baseUrl ? 'PostgreSQL' : `SQLite file ${sqliteFile}`, lastMs: () => last };
}
