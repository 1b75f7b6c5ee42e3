/**
 * The retention job's benchmark: 100,000 closed responses of one form past its period (two answers each,
 * a comment on every other 5,000, one action on every fifth 5,000), deleted by the daily job while a loop of
 * ordinary requests runs against the same app: an administrator reads a page of another form's responses
 * and saves a response of it (the reviewer's edit), one request after the other. It reports the job's
 * total time and the time each of those requests took while the job ran (p50, p95, max), against the
 * target that none waits more than 100 ms. The responses are seeded anew at each run (the job deletes
 * them); the app's database is kept (SQLite: /tmp/stroomlijn-bench-retention/; PostgreSQL with
 * DATABASE_URL: the database `stroomlijn_bench_retention` beside the one named).
 *
 *   node --import tsx bench/retention/run.ts
 *   DATABASE_URL=postgres://postgres@127.0.0.1:55432/postgres node --import tsx bench/retention/run.ts
 *
 * BENCH_RESPONSES (100,000) responses to delete; BENCH_BASELINE_MS (15,000) the loop runs first without the
 * job, to tell what the machine's load alone makes a request wait.
 */
import os from 'node:os';
import type { WorkflowResponse, WorkflowResponsePage } from '@stroomlijn/domain';
import { signedInClient } from '../../packages/server/src/test/client.js';
import { createWorkflowForm } from '../../packages/server/src/test/input-outputs.js';
import { storeResponses } from '../../packages/server/src/test/stored-responses.js';
import { startKeptApp } from '../kept-app.js';
import { percentile } from '../workflows/stats.js';

const RESPONSES = Number(process.env.BENCH_RESPONSES ?? 100_000);
const CHUNK = 5_000;
const BASELINE_MS = Number(process.env.BENCH_BASELINE_MS ?? 15_000);
const DAY = 24 * 3600 * 1000;
const log = (line: string) => process.stdout.write(`${line}\n`);
const ms = (value: number) => `${value.toFixed(1)} ms`;

const { built, name } = await startKeptApp('retention');
const { db } = built.database;
try {
  const admin = await signedInClient(built, ['ROLE_ADMIN']);
  const expiring = await createWorkflowForm(built, { name: 'Retention bench (expiring)' });
  await db
    .updateTable('workflow_forms')
    .set({ retention_months: 12 })
    .where('id', '=', expiring.id)
    .execute();
  const busy = await createWorkflowForm(built, { name: 'Retention bench (in use)' });
  await storeResponses(db, busy.id, 60, { status: 'in-progress' });

  log(`Seeding ${RESPONSES} closed responses on ${name} …`);
  const seeding = performance.now();
  const closedAt = Date.now() - 800 * DAY;
  for (let seeded = 0, chunk = 0; seeded < RESPONSES; seeded += CHUNK, chunk++) {
    const count = Math.min(CHUNK, RESPONSES - seeded);
    await db.transaction().execute((trx) =>
      storeResponses(trx, expiring.id, count, {
        closedAt,
        comment: chunk % 2 === 0 ? 'Called back, solved' : '',
        actions: chunk % 5 === 0 ? 1 : 0,
      }),
    );
  }
  log(`  seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);

  const page = await admin.get(`/api/workflow/${busy.id}/responses/1`);
  let response = (page.json() as WorkflowResponsePage).responses[0] as WorkflowResponse;
  let waits: number[] = [];
  let jobDone = false;
  async function ordinaryRequests(): Promise<void> {
    let round = 0;
    while (!jobDone) {
      round++;
      const started = performance.now();
      if (round % 2 === 0) {
        const answer = await admin.get(`/api/workflow/${busy.id}/responses/1`);
        if (answer.statusCode !== 200) throw new Error(`list: ${answer.statusCode} ${answer.body}`);
      } else {
        const answer = await admin.put(`/api/workflow/${busy.id}/response/${response.id}`, {
          status: round % 4 === 1 ? 'on-hold' : 'in-progress',
          remarks: `Round ${round}`,
          updatedAt: response.updatedAt,
        });
        if (answer.statusCode !== 200) throw new Error(`save: ${answer.statusCode} ${answer.body}`);
        response = answer.json();
      }
      waits.push(performance.now() - started);
    }
  }

  // The same loop without the job first, for BASELINE_MS: what the machine's load alone makes it wait.
  const baselineLoop = ordinaryRequests();
  await new Promise((resolve) => setTimeout(resolve, BASELINE_MS));
  jobDone = true;
  await baselineLoop;
  const baseline = [...waits].sort((a, b) => a - b);
  waits = [];
  jobDone = false;

  const started = performance.now();
  const loop = ordinaryRequests();
  const deleted = await built.jobs.get('responseRetention').runNow(Date.now());
  const jobMs = performance.now() - started;
  jobDone = true;
  await loop;

  const counts = deleted.get(expiring.id);
  const sorted = [...waits].sort((a, b) => a - b);
  const max = sorted.at(-1) ?? Number.NaN;
  log('');
  log(`${name}, Node ${process.version}, ${os.cpus().length} cores, load ${os.loadavg()[0]?.toFixed(1)}`);
  log(
    `Job: ${counts?.responses ?? 0} responses (${counts?.answers ?? 0} answers, ${counts?.comments ?? 0} comments, ${counts?.actions ?? 0} actions) deleted in ${(jobMs / 1000).toFixed(1)} s`,
  );
  log(
    `Requests without the job: ${baseline.length} — p50 ${ms(percentile(baseline, 50))}, p95 ${ms(percentile(baseline, 95))}, max ${ms(baseline.at(-1) ?? Number.NaN)}`,
  );
  log(
    `Requests meanwhile: ${waits.length} — p50 ${ms(percentile(sorted, 50))}, p95 ${ms(percentile(sorted, 95))}, max ${ms(max)} (target: none over 100 ms: ${max <= 100 ? 'met' : 'NOT met'})`,
  );
} finally {
  await built.app.close();
}
