/**
 * Workflows benchmark (issue 13): every page of the response list over 100,000 responses in 20 forms.
 * Run with `node --import tsx bench/workflows/response-pages.ts` (SQLite file), or with DATABASE_URL set
 * (PostgreSQL, a throw-away database). Calls go through app.inject; the figure is the server time of each
 * request, Fastify's `reply.elapsedTime` taken in an onResponse hook. See bench/README.md.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { pageCount, RESPONSE_PAGE_SIZE } from '@stroomlijn/domain';
import { sql } from 'kysely';
import { type BenchApp, startBenchApp } from './bench-app.js';
import { explainPageQueries, timeQueries } from './explain.js';
import { type SeededForm, seedResponses } from './seed-responses.js';
import { ms, summarise } from './stats.js';

const FORMS = Number(process.env.BENCH_FORMS ?? 20);
const PER_FORM = Number(process.env.BENCH_RESPONSES_PER_FORM ?? 5000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const TARGET_MS = 50;
// What Chromium sends; the answers (about 20 KB of JSON) are then compressed, as in the browser.
const ENCODING = process.env.BENCH_ENCODING ?? 'gzip, deflate, br';
const headers = (cookie: string) => ({ cookie, ...(ENCODING ? { 'accept-encoding': ENCODING } : {}) });

const DECODERS: Record<string, (data: Buffer) => Buffer> = {
  br: brotliDecompressSync,
  gzip: gunzipSync,
  deflate: inflateSync,
};

function decodedJson(response: { rawPayload: Buffer; headers: Record<string, unknown> }): unknown {
  const decode = DECODERS[String(response.headers['content-encoding'] ?? '')];
  return JSON.parse((decode ? decode(response.rawPayload) : response.rawPayload).toString('utf8'));
}

interface PageTiming {
  form: number;
  page: number;
  serverMs: number;
  injectMs: number;
  /** CPU time of this process (user + system) during the request: the work, without waiting for a core. */
  cpuMs: number;
  bytes: number;
}

let encoding = 'none';

async function walkAllPages(bench: BenchApp, forms: SeededForm[], serverTime: () => number) {
  const timings: PageTiming[] = [];
  for (const [index, form] of forms.entries()) {
    const pages = pageCount(form.live);
    for (let page = 1; page <= pages; page++) {
      const cpu = process.cpuUsage();
      const start = performance.now();
      const response = await bench.app.inject({
        method: 'GET',
        url: `/api/workflow/${form.id}/responses/${page}`,
        headers: headers(bench.cookie),
      });
      const injectMs = performance.now() - start;
      const used = process.cpuUsage(cpu);
      const cpuMs = (used.user + used.system) / 1000;
      if (response.statusCode !== 200)
        throw new Error(`Page ${page} of ${form.name} answered ${response.statusCode}: ${response.body}`);
      const answer = decodedJson(response) as { responses: unknown[]; totalPages: number };
      const expected = page < pages ? RESPONSE_PAGE_SIZE : form.live - (pages - 1) * RESPONSE_PAGE_SIZE;
      if (answer.totalPages !== pages || answer.responses.length !== expected)
        throw new Error(
          `Page ${page} of ${form.name}: ${answer.responses.length} rows of ${answer.totalPages}`,
        );
      timings.push({
        form: index + 1,
        page,
        serverMs: serverTime(),
        injectMs,
        cpuMs,
        bytes: response.rawPayload.length,
      });
      encoding = String(response.headers['content-encoding'] ?? 'none');
    }
  }
  return timings;
}

async function main(): Promise<void> {
  const bench = await startBenchApp();
  try {
    const serverTime = bench.lastServerMs;
    const db = bench.database.db;
    const seedStart = performance.now();
    const forms = await seedResponses(db, FORMS, PER_FORM);
    const seedMs = performance.now() - seedStart;
    // PostgreSQL's autovacuum analyses a table within a minute of a bulk load: do it now, so that the
    // plans do not change halfway through the run (BENCH_ANALYZE=0 measures the plans of no statistics).
    const analyse = bench.database.dialect === 'postgres' && process.env.BENCH_ANALYZE !== '0';
    if (analyse) await sql`analyze`.execute(db);
    const live = forms.reduce((sum, form) => sum + form.live, 0);
    console.log(
      `Node ${process.version}, ${os.platform()} ${os.arch()}, ${os.cpus().length} cores, ${bench.databaseName}, load ${os.loadavg()[0]?.toFixed(1)}`,
    );
    console.log(
      `Seeded ${FORMS} forms × ${PER_FORM} responses (${live} live) in ${(seedMs / 1000).toFixed(1)} s${analyse ? ', then ANALYZE' : ''}`,
    );

    const first = forms[0] as SeededForm;
    const warmUp: number[] = [];
    for (let i = 0; i < 20; i++) {
      await bench.app.inject({
        method: 'GET',
        url: `/api/workflow/${first.id}/responses/${1 + i * 10}`,
        headers: headers(bench.cookie),
      });
      warmUp.push(serverTime());
    }
    console.log(
      `Warm-up (20 requests, not counted): first ${ms(warmUp[0] ?? 0)}, last ${ms(warmUp[19] ?? 0)}`,
    );

    const rounds: PageTiming[][] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const timings = await walkAllPages(bench, forms, serverTime);
      rounds.push(timings);
      const server = summarise(timings.map((t) => t.serverMs));
      const inject = summarise(timings.map((t) => t.injectMs));
      const cpu = summarise(timings.map((t) => t.cpuMs));
      const slowest = timings.reduce((a, b) => (b.serverMs > a.serverMs ? b : a));
      const over = timings.filter((t) => t.serverMs >= TARGET_MS).length;
      console.log(
        `Round ${round}: ${server.count} pages; server time min ${ms(server.min)}, median ${ms(server.median)}, p99 ${ms(server.p99)}, max ${ms(server.max)} (form ${slowest.form} page ${slowest.page}); ${over} at or over ${TARGET_MS} ms; inject round trip median ${ms(inject.median)}, max ${ms(inject.max)}; CPU per request median ${ms(cpu.median)}, p99 ${ms(cpu.p99)}, max ${ms(cpu.max)}; answers ${encoding}, median ${(summarise(timings.map((t) => t.bytes)).median / 1024).toFixed(1)} KB`,
      );
    }

    const deepest = forms.reduce((a, b) => (b.live > a.live ? b : a));
    const queries = await timeQueries(db, deepest.id, pageCount(deepest.live));
    console.log(`\nOn their own, median of 25 (form ${deepest.name}, ${deepest.live} live responses):`);
    for (const [name, value] of Object.entries(queries)) console.log(`  ${name}: ${ms(value)}`);
    if (process.env.BENCH_EXPLAIN)
      await explainPageQueries(db, bench.database.dialect, deepest.id, deepest.live);

    mkdirSync('bench/results', { recursive: true });
    const file = `bench/results/workflows-pages-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
    writeFileSync(
      file,
      JSON.stringify(
        { database: bench.databaseName, forms: FORMS, perForm: PER_FORM, live, seedMs, queries, rounds },
        null,
        1,
      ),
    );
    console.log(`\nResults in ${file}`);
  } finally {
    await bench.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
