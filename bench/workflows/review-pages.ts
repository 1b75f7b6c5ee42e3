/**
 * Actions benchmark (issue 14): 100,000 responses over 20 forms with 300,000 actions; every page of the
 * review, read and my-actions lists of one user answers in under 50 ms server time. Run with
 * `node --import tsx bench/workflows/review-pages.ts` (SQLite file), or with DATABASE_URL set (PostgreSQL, a
 * throw-away database). Calls go through app.inject with the browser's Accept-Encoding; the figure is
 * Fastify's `reply.elapsedTime`. See bench/README.md.
 */
import os from 'node:os';
import { NOT_SELECTED_FORM_ID, RESPONSE_FILTER_STATUSES } from '@stroomlijn/domain';
import { sql } from 'kysely';
import { sessionCookie } from '../../packages/server/src/test/client.js';
import { type BenchApp, startBenchApp } from './bench-app.js';
import { seedActions, seedPeople, seedResponses } from './seed-responses.js';
import { ms, summarise } from './stats.js';

const FORMS = Number(process.env.BENCH_FORMS ?? 20);
const PER_FORM = Number(process.env.BENCH_RESPONSES_PER_FORM ?? 5000);
const TARGET_MS = 50;

/** Every page of one list, as one user; the server time of each. */
async function walk(bench: BenchApp, cookie: string, path: (page: number) => string): Promise<number[]> {
  const times: number[] = [];
  let totalPages = 1;
  for (let page = 1; page <= totalPages; page++) {
    const response = await bench.app.inject({
      method: 'GET',
      url: path(page),
      headers: { cookie, 'accept-encoding': 'gzip, deflate, br' },
    });
    if (response.statusCode !== 200) throw new Error(`${path(page)} answered ${response.statusCode}`);
    times.push(bench.lastServerMs());
    if (page === 1) {
      const raw = await bench.app.inject({ method: 'GET', url: path(1), headers: { cookie } });
      totalPages = (raw.json() as { totalPages: number }).totalPages;
    }
  }
  return times;
}

async function main(): Promise<void> {
  const bench = await startBenchApp();
  try {
    const db = bench.database.db;
    const seedStart = performance.now();
    const people = await seedPeople(db, Date.now());
    await seedResponses(db, FORMS, PER_FORM, people);
    const actions = await seedActions(db, people.userIds);
    if (bench.database.dialect === 'postgres') await sql`analyze`.execute(db);
    const seedMs = performance.now() - seedStart;
    // The user under test holds two of the twelve roles: a sixth of the responses are theirs to review.
    const [user, ...others] = people.userIds;
    if (!user || others.length === 0) throw new Error('no users seeded');
    await db
      .insertInto('user_role')
      .values(people.roleIds.slice(0, 2).map((role_id) => ({ user_id: user, role_id })))
      .execute();
    const cookie = await sessionCookie(bench, user);
    console.log(
      `Node ${process.version}, ${os.platform()} ${os.arch()}, ${os.cpus().length} cores, ${bench.databaseName}, load ${os.loadavg()[0]?.toFixed(1)}`,
    );
    console.log(
      `Seeded ${FORMS * PER_FORM} responses in ${FORMS} forms and ${actions} actions in ${(seedMs / 1000).toFixed(1)} s`,
    );
    const all = NOT_SELECTED_FORM_ID;
    const lists: [string, (page: number) => string][] = [
      ...RESPONSE_FILTER_STATUSES.map(
        (status) =>
          [
            `review, all forms, ${status}`,
            (page: number) => `/api/workflow/response/review/${all}/${status}/${page}`,
          ] as [string, (page: number) => string],
      ),
      ['read, all forms, all', (page) => `/api/workflow/response/read/${all}/all/${page}`],
      ['my actions, all forms', (page) => `/api/response-action/user/${all}/${page}`],
    ];
    for (const [name, path] of lists) {
      await walk(bench, cookie, path); // warm-up round, not counted
      const times = await walk(bench, cookie, path);
      const summary = summarise(times);
      const over = times.filter((time) => time >= TARGET_MS).length;
      console.log(
        `${name}: ${summary.count} pages; server time median ${ms(summary.median)}, p99 ${ms(summary.p99)}, max ${ms(summary.max)}; ${over} at or over ${TARGET_MS} ms`,
      );
    }
  } finally {
    await bench.close();
  }
}

await main();
