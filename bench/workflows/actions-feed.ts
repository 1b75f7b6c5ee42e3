/**
 * Reporting feed benchmark (issue 14): the CSV of all actions (300,000 by default) read over HTTP from
 * the real server, as the reporting tool reads it: time to the last byte, rows and bytes, and the heap
 * of the process (server and reader together) sampled every 50 ms while it streams, and what stays of it
 * after a full collection every 500 ms (with --expose-gc). Run with
 * `node --import tsx bench/workflows/actions-feed.ts`, or with DATABASE_URL set (PostgreSQL).
 * BENCH_RESPONSES_PER_FORM=500 gives a tenth of the actions, to compare the heap. See bench/README.md.
 */
import os from 'node:os';
import { sql } from 'kysely';
import { startBenchApp } from './bench-app.js';
import { seedActions, seedPeople, seedResponses } from './seed-responses.js';

const FORMS = Number(process.env.BENCH_FORMS ?? 20);
const PER_FORM = Number(process.env.BENCH_RESPONSES_PER_FORM ?? 5000);
const FEED_KEY = 'bench-feed-key-0123456789';
const TARGET_S = 10;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function main(): Promise<void> {
  const bench = await startBenchApp({ STROOMLIJN_FEED_API_KEY: FEED_KEY });
  try {
    const db = bench.database.db;
    const people = await seedPeople(db, Date.now());
    await seedResponses(db, FORMS, PER_FORM, people);
    const actions = await seedActions(db, people.userIds);
    if (bench.database.dialect === 'postgres') await sql`analyze`.execute(db);
    const address = await bench.app.listen({ port: 0, host: '127.0.0.1' });
    console.log(
      `Node ${process.version}, ${os.platform()} ${os.arch()}, ${os.cpus().length} cores, ${bench.databaseName}, load ${os.loadavg()[0]?.toFixed(1)}; ${actions} actions seeded`,
    );
    for (let round = 1; round <= Number(process.env.BENCH_ROUNDS ?? 3); round++) {
      global.gc?.();
      const baseline = process.memoryUsage().heapUsed;
      let peak = baseline;
      let live = baseline;
      const sampler = setInterval(() => {
        peak = Math.max(peak, process.memoryUsage().heapUsed);
      }, 50);
      // The peak includes garbage not yet collected; what stays after a full collection is what is held.
      const liveSampler = setInterval(() => {
        global.gc?.();
        live = Math.max(live, process.memoryUsage().heapUsed);
      }, 500);
      const start = performance.now();
      const response = await fetch(`${address}/api/external/clicdata/actions`, {
        headers: { 'x-api-key': FEED_KEY },
      });
      if (response.status !== 200 || !response.body) throw new Error(`The feed answered ${response.status}`);
      let bytes = 0;
      let lines = 0;
      const reader = response.body.getReader();
      for (let read = await reader.read(); !read.done; read = await reader.read()) {
        bytes += read.value.length;
        for (const byte of read.value) if (byte === 10) lines++;
      }
      const seconds = (performance.now() - start) / 1000;
      clearInterval(sampler);
      clearInterval(liveSampler);
      console.log(
        `Round ${round}: ${lines - 1} rows, ${mb(bytes)} in ${seconds.toFixed(2)} s (target under ${TARGET_S} s); heap ${mb(baseline)} before, peak ${mb(peak)} (+${mb(peak - baseline)}), after full collections at most ${mb(live)} (+${mb(live - baseline)})`,
      );
    }
  } finally {
    await bench.close();
  }
}

await main();
