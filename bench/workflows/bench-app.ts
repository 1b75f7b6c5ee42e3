/**
 * The app as main.ts builds it, for the workflows benchmarks: production mode, on a throw-away database.
 * Without DATABASE_URL that is a fresh SQLite file in a temp directory (WAL, synchronous=FULL, as in
 * production); with DATABASE_URL (postgres://…) a fresh database created next to the one named, dropped
 * afterwards. The administrator signs in through the real login route.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type BuildOptions, type BuiltApp, buildApp } from '../../packages/server/src/app.js';
import { loadConfig } from '../../packages/server/src/config.js';
import { createPostgresDatabase } from '../../packages/server/src/test/test-app.js';

export const ADMIN_EMAIL = 'bench-admin@stroomlijn.local';
const ADMIN_PASSWORD = 'bench-admin-password';

export interface BenchApp extends BuiltApp {
  /** `sqlite file` or `PostgreSQL <version>`. */
  databaseName: string;
  /** The Cookie header of the administrator's session. */
  cookie: string;
  /**
   * The server time of the request that finished last (requests here run one at a time): Fastify's
   * `reply.elapsedTime`, from the request's arrival to the answer sent, taken in an onResponse hook.
   */
  lastServerMs(): number;
  close(): Promise<void>;
}

/** Builds the app from `env` (plus the bench's data directory, administrator and production mode). */
export async function startBenchApp(
  env: NodeJS.ProcessEnv = {},
  options: BuildOptions = {},
): Promise<BenchApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'stroomlijn-bench-workflows-'));
  const baseUrl = process.env.DATABASE_URL;
  const postgres = baseUrl ? await createPostgresDatabase(baseUrl, 'stroomlijn_bench') : null;
  const config = loadConfig(
    {
      ...env,
      STROOMLIJN_DATA_DIR: dataDir,
      STROOMLIJN_ADMIN_EMAIL: ADMIN_EMAIL,
      STROOMLIJN_ADMIN_PASSWORD: ADMIN_PASSWORD,
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    },
    { webDir: null },
  );
  const cleanUp = async () => {
    await postgres?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  let built: BuiltApp;
  try {
    built = await buildApp(config, { logger: false, ...options });
  } catch (error) {
    await cleanUp();
    throw error;
  }
  const close = async () => {
    await built.app.close();
    await cleanUp();
  };
  let lastServerMs = Number.NaN;
  // Hooks can only be added before the app is ready, which the first inject makes it.
  built.app.addHook('onResponse', async (_request, reply) => {
    lastServerMs = reply.elapsedTime;
  });
  try {
    const login = await built.app.inject({
      method: 'POST',
      url: '/api/security/login',
      payload: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    });
    const session = login.cookies.find((c) => c.name === 'stroomlijn_session');
    if (!session) throw new Error(`Sign-in failed: ${login.statusCode} ${login.body}`);
    const databaseName = postgres ? `PostgreSQL ${await serverVersion(postgres.url)}` : 'SQLite file';
    return {
      ...built,
      databaseName,
      cookie: `stroomlijn_session=${session.value}`,
      lastServerMs: () => lastServerMs,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

async function serverVersion(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ server_version: string }>('SHOW server_version');
    return rows[0]?.server_version ?? '?';
  } finally {
    await client.end();
  }
}

/** A call as the administrator through `app.inject`; throws unless it answers `expected`. */
export async function adminCall(
  bench: BenchApp,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
  expected = method === 'POST' ? 201 : 200,
): Promise<unknown> {
  const response = await bench.app.inject({ method, url, payload, headers: { cookie: bench.cookie } });
  if (response.statusCode !== expected)
    throw new Error(`${method} ${url} answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
  return response.body === '' ? null : response.json();
}
