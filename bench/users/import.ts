/**
 * Users benchmark (issue 3): importing a 5,000-row CSV file and listing 10,000 users.
 * Run with `node --import tsx bench/users/import.ts`. The app is built as main.ts builds it, on a fresh
 * SQLite file in a temp directory (WAL, synchronous=FULL); calls go through app.inject, so the figures
 * are the server's work without the network. See bench/README.md.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../packages/server/src/app.js';
import { loadConfig } from '../../packages/server/src/config.js';
import { csvUpload } from '../../packages/server/src/test/multipart.js';

const ROWS = 5000;
const LIST_ROUNDS = 7;
const ADMIN_EMAIL = 'bench-admin@stroomlijn.local';
const ADMIN_PASSWORD = 'bench-admin-password';

function csv(batch: string, rows: number): string {
  const lines = ['First name;Last name;Preposition;Email'];
  for (let i = 0; i < rows; i++) {
    lines.push(
      `Voornaam ${i};Achternaam ${(i * 7919) % rows};${i % 3 ? '' : 'van der'};user-${batch}-${i}@bench.test`,
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; result: T }> {
  const start = performance.now();
  const result = await work();
  return { ms: performance.now() - start, result };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

async function importFile(app: FastifyInstance, cookie: string, content: string) {
  const body = csvUpload(content);
  const { ms, result } = await timed(() =>
    app.inject({
      method: 'POST',
      url: '/api/user/import',
      headers: { cookie, 'content-type': body.contentType },
      payload: body.payload,
    }),
  );
  if (result.statusCode !== 200)
    throw new Error(`Import answered ${result.statusCode}: ${result.body.slice(0, 300)}`);
  const answer = result.json() as { rows: unknown[]; imported: unknown[] };
  return { ms, rows: answer.rows.length, imported: answer.imported.length, bytes: body.payload.length };
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'stroomlijn-bench-users-'));
  const config = loadConfig(
    {
      STROOMLIJN_DATA_DIR: dataDir,
      STROOMLIJN_ADMIN_EMAIL: ADMIN_EMAIL,
      STROOMLIJN_ADMIN_PASSWORD: ADMIN_PASSWORD,
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
    },
    { webDir: null },
  );
  const { app } = await buildApp(config, { logger: false });
  try {
    const login = await app.inject({
      method: 'POST',
      url: '/api/security/login',
      payload: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    });
    const session = login.cookies.find((c) => c.name === 'stroomlijn_session');
    if (!session) throw new Error(`Sign-in failed: ${login.statusCode} ${login.body}`);
    const cookie = `stroomlijn_session=${session.value}`;

    const first = csv('a', ROWS);
    const results = [
      ['5,000 new rows into 2 users', await importFile(app, cookie, first)],
      ['the same file again (all duplicate-email)', await importFile(app, cookie, first)],
      ['5,000 new rows into 5,002 users', await importFile(app, cookie, csv('b', ROWS))],
    ] as const;

    const list = async (encoding?: string) => {
      const { ms, result } = await timed(() =>
        app.inject({
          method: 'GET',
          url: '/api/user',
          headers: { cookie, ...(encoding ? { 'accept-encoding': encoding } : {}) },
        }),
      );
      if (result.statusCode !== 200) throw new Error(`List answered ${result.statusCode}`);
      return {
        ms,
        bytes: result.rawPayload.length,
        encoding: String(result.headers['content-encoding'] ?? 'none'),
      };
    };
    await list();
    const encodings = ['', 'gzip', 'br'];
    const runs = new Map<string, Awaited<ReturnType<typeof list>>[]>(encodings.map((e) => [e, []]));
    for (let i = 0; i < LIST_ROUNDS; i++) {
      for (const encoding of encodings) runs.get(encoding)?.push(await list(encoding || undefined));
    }
    const users = (await app.inject({ method: 'GET', url: '/api/user', headers: { cookie } })).json().length;

    console.log(
      `Node ${process.version}, ${os.platform()} ${os.arch()}, ${os.cpus().length} cores, SQLite file`,
    );
    console.log('| import | rows | imported | file | time |');
    console.log('|---|---:|---:|---:|---:|');
    for (const [name, r] of results) {
      console.log(
        `| ${name} | ${r.rows} | ${r.imported} | ${(r.bytes / 1024).toFixed(0)} KB | ${r.ms.toFixed(0)} ms |`,
      );
    }
    console.log(`\n\`GET /api/user\` with ${users} users, median of ${LIST_ROUNDS}:`);
    console.log('| content-encoding | answer | time |');
    console.log('|---|---:|---:|');
    for (const measured of runs.values()) {
      const first = measured[0];
      const ms = median(measured.map((r) => r.ms));
      console.log(
        `| ${first?.encoding} | ${((first?.bytes ?? 0) / 1024).toFixed(0)} KB | ${ms.toFixed(0)} ms |`,
      );
    }
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
