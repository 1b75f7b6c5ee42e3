/**
 * The handbook PDF of a 1,000-step revision, as production makes it: the compiled server (`npm run build`
 * first; its handbook worker runs compiled too) built in this process on a fresh SQLite file. Measures
 * the time of `GET …/handbook.pdf` (made anew: each round publishes a new model), the process's extra
 * memory at its peak (RSS sampled every 5 ms, worker threads included, over the RSS before), and the
 * longest block of this thread's event loop meanwhile, two ways: `monitorEventLoopDelay` (10 ms
 * resolution, its max over the request) and the longest gap between the ticks of a 1 ms timer. Then the
 * business model's handbook with BENCH_LINKED models of 200 steps linked.
 *
 *   npm run build && node --import tsx bench/handbook/pdf.ts
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import {
  type BusinessModel,
  DEFAULT_BUSINESS_MODEL_ID,
  type ProcessModel,
  type RoleRef,
  type Step,
} from '@stroomlijn/domain';
import { generateModel } from '../editor/generate-model.js';
import { summarise } from '../workflows/stats.js';

type AppModule = typeof import('../../packages/server/src/app.js');
type ConfigModule = typeof import('../../packages/server/src/config.js');
type SeedModule = typeof import('../../packages/server/src/db/seed.js');

const STEPS = Number(process.env.BENCH_STEPS ?? 1_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const LINKED = Number(process.env.BENCH_LINKED ?? 10);
const ADMIN_EMAIL = 'bench-admin@stroomlijn.local';
const ADMIN_PASSWORD = 'bench-admin-password';

/** The compiled server's module at `file` (under packages/server/dist). */
function compiled<T>(file: string): Promise<T> {
  const url = pathToFileURL(path.resolve(import.meta.dirname, '../../packages/server/dist', file)).href;
  return import(url) as Promise<T>;
}

const mb = (bytes: number) => bytes / 1024 / 1024;

/** Runs `request` while sampling RSS and the event loop; its answer, time, extra memory and longest blocks. */
async function measured<T>(request: () => Promise<T>) {
  global.gc?.();
  const before = process.memoryUsage.rss();
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 5);
  let longestGap = 0;
  let last = performance.now();
  const ticker = setInterval(() => {
    const now = performance.now();
    longestGap = Math.max(longestGap, now - last);
    last = now;
  }, 1);
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const started = performance.now();
  const utilisation = performance.eventLoopUtilization();
  const answer = await request();
  const ms = performance.now() - started;
  const busyMs = performance.eventLoopUtilization(utilisation).active;
  delay.disable();
  clearInterval(ticker);
  clearInterval(sampler);
  longestGap = Math.max(longestGap, performance.now() - last);
  // monitorEventLoopDelay reports the delay beyond its resolution, in nanoseconds.
  return {
    answer,
    ms,
    extraMb: mb(peak - before),
    delayMaxMs: delay.max / 1e6,
    longestGapMs: longestGap,
    busyMs,
  };
}

async function main() {
  const { buildApp } = await compiled<AppModule>('app.js');
  const { loadConfig } = await compiled<ConfigModule>('config.js');
  const { newRoleRow } = await compiled<SeedModule>('db/seed.js');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'stroomlijn-bench-handbook-'));
  const config = loadConfig(
    {
      STROOMLIJN_DATA_DIR: dataDir,
      STROOMLIJN_ADMIN_EMAIL: ADMIN_EMAIL,
      STROOMLIJN_ADMIN_PASSWORD: ADMIN_PASSWORD,
      NODE_ENV: 'production',
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'silent',
    },
    { webDir: null },
  );
  const { app, database } = await buildApp(config, process.env.BENCH_LOG_LEVEL ? {} : { logger: false });
  try {
    const login = await app.inject({
      method: 'POST',
      url: '/api/security/login',
      payload: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    });
    const session = login.cookies.find((cookie) => cookie.name === 'stroomlijn_session');
    if (!session) throw new Error(`Sign-in failed: ${login.statusCode} ${login.body}`);
    const headers = { cookie: `stroomlijn_session=${session.value}`, 'accept-language': 'en' };
    const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
      const response = await app.inject({ method, url, payload, headers });
      if (response.statusCode >= 300)
        throw new Error(`${method} ${url}: ${response.statusCode} ${response.body.slice(0, 300)}`);
      return response;
    };

    // Four actor roles with accented names: a lane each in the diagram.
    const actors: RoleRef[] = [];
    for (const name of ['Łucja Inkoop', 'Søren Financiën', 'Ægir Magazijn', 'Zoë Juridisch']) {
      const id = randomUUID();
      await database.db
        .insertInto('role')
        .values(newRoleRow({ id, name, description: name, type: 'multi' }, Date.now()))
        .execute();
      actors.push({ id, name });
    }
    /** A published model of `size` steps (the generator's shape), its actors taking turns. */
    const publishedModel = async (size: number, seed: number): Promise<ProcessModel> => {
      const { input } = generateModel(size, seed);
      // Subprocess steps become activities: each would need a published model to open.
      const steps = input.steps.map((step, index): Step => {
        if (step.type === 'start' || step.type === 'end') return step;
        const actor = actors[index % 4] as RoleRef;
        if (step.type !== 'subprocess') return { ...step, actor };
        const { process: _opened, ...rest } = step;
        return { ...rest, type: 'activity', actor };
      });
      await call('POST', '/api/process_model', {
        ...input,
        steps,
        info: { ...input.info, name: `Handboek ${seed}` },
      });
      return (await call('POST', `/api/process_model/publish/${input.id}`, {})).json();
    };

    console.log(
      `Node ${process.version}, ${os.cpus().length} cores, load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    // The same measures while nothing is made: what the machine's other work alone costs this thread.
    const idle = await measured(() => new Promise((resolve) => setTimeout(resolve, 4_000)));
    console.log(
      `idle 4 s (baseline): event loop: max delay ${idle.delayMaxMs.toFixed(1)} ms, longest timer gap ${idle.longestGapMs.toFixed(1)} ms, busy ${Math.round(idle.busyMs)} ms`,
    );
    const rows: Awaited<ReturnType<typeof measured>>[] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      // A new model each round: its handbook is made, not read from the cache.
      const model = await publishedModel(STEPS, STEPS + round);
      const url = `/api/process_model/revisions/${model.id}/1/handbook.pdf`;
      const result = await measured(() => call('GET', url));
      rows.push(result);
      console.log(
        `${STEPS}-step revision PDF, round ${round}: ${Math.round(result.ms)} ms, ${(result.answer.rawPayload.length / 1e6).toFixed(1)} MB, +${Math.round(result.extraMb)} MB RSS, event loop: max delay ${result.delayMaxMs.toFixed(1)} ms, longest timer gap ${result.longestGapMs.toFixed(1)} ms, busy ${Math.round(result.busyMs)} ms`,
      );
    }
    const median = (pick: (row: (typeof rows)[number]) => number) => summarise(rows.map(pick)).median;
    console.log(
      `median of ${ROUNDS}: ${Math.round(median((r) => r.ms))} ms, +${Math.round(median((r) => r.extraMb))} MB, max delay ${median((r) => r.delayMaxMs).toFixed(1)} ms, timer gap ${median((r) => r.longestGapMs).toFixed(1)} ms`,
    );

    // The business model's handbook with LINKED models of 200 steps.
    const linked: ProcessModel[] = [];
    for (let at = 0; at < LINKED; at += 1) linked.push(await publishedModel(200, 10_000 + at));
    const current: BusinessModel = (
      await call('GET', `/api/business_model/${DEFAULT_BUSINESS_MODEL_ID}`)
    ).json();
    const groups = current.groups.map((group, index) =>
      index === 1
        ? {
            ...group,
            items: [
              {
                id: randomUUID(),
                name: 'Kernprocessen',
                items: linked.map((each) => ({ processModelId: each.id, name: '' })),
              },
            ],
          }
        : group,
    );
    await call('PUT', '/api/business_model', { ...current, groups });
    const business = await measured(() =>
      call('GET', `/api/business_model/${DEFAULT_BUSINESS_MODEL_ID}/handbook.pdf`),
    );
    console.log(
      `business model handbook, ${LINKED} linked models of 200 steps: ${Math.round(business.ms)} ms, ${(business.answer.rawPayload.length / 1e6).toFixed(1)} MB, +${Math.round(business.extraMb)} MB RSS, event loop: max delay ${business.delayMaxMs.toFixed(1)} ms, longest timer gap ${business.longestGapMs.toFixed(1)} ms, busy ${Math.round(business.busyMs)} ms`,
    );
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
