/**
 * Workflows benchmark (issue 13): one poll that turns 1,000 submissions waiting at the form service into
 * responses. Run with `node --import tsx bench/workflows/poll-processing.ts` (SQLite file), or with
 * DATABASE_URL set (PostgreSQL, a throw-away database). The JotForm stand-in serves the submissions over
 * loopback HTTP to the real JotForm adapter; the poll is the module's own `pollNow`. See bench/README.md.
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { ADMIN_USER_ID, type RoleRef, SYSTEM_ROLE_IDS, type WorkflowForm } from '@stroomlijn/domain';
import type { FormService } from '../../packages/server/src/integrations/form-service.js';
import { jotformFormService } from '../../packages/server/src/integrations/jotform/index.js';
import {
  type FormServiceStandIn,
  startFormServiceStandIn,
} from '../../packages/server/src/integrations/jotform/stand-in/index.js';
import { client } from '../../packages/server/src/test/client.js';
import { publishedFormModel } from '../../packages/server/src/test/workflows.js';
import { adminCall, type BenchApp, startBenchApp } from './bench-app.js';
import { answersByName, QUESTIONS } from './form-questions.js';
import { seedPeople } from './seed-responses.js';
import { median, ms } from './stats.js';

const SUBMISSIONS = Number(process.env.BENCH_SUBMISSIONS ?? 1000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const API_KEY = 'bench-key';

/** The adapter with the time spent waiting for each page of submissions (HTTP, JSON, mapping) summed. */
function timedFormService(service: FormService): FormService & { fetchMs: number } {
  const timed = {
    ...service,
    fetchMs: 0,
    async *submissionsSince(formId: string, since: string | null) {
      const pages = service.submissionsSince(formId, since)[Symbol.asyncIterator]();
      for (;;) {
        const start = performance.now();
        const next = await pages.next();
        timed.fetchMs += performance.now() - start;
        if (next.done) return;
        yield next.value;
      }
    },
  };
  return timed;
}

/** A stand-in form registered in Stroomlijn, and a published model whose jotform definition uses it. */
async function registerForm(bench: BenchApp, standIn: FormServiceStandIn) {
  await adminCall(
    bench,
    'POST',
    '/api/user-role/add_user',
    {
      id: ADMIN_USER_ID,
      roleId: SYSTEM_ROLE_IDS.ROLE_MODELER,
    },
    200,
  );
  const serviceForm = standIn.addForm({ title: 'Onboarding a colleague', questions: QUESTIONS });
  const form = (await adminCall(bench, 'POST', '/api/workflow/form', {
    id: randomUUID(),
    formId: serviceForm.id,
  })) as WorkflowForm;
  const people = await seedPeople(bench.database.db, Date.now());
  const reviewer: RoleRef = { id: people.roleIds[0] as string, name: 'Bench role 0' };
  const model = await publishedFormModel(client(bench.app, bench.cookie), form.id, { reviewer });
  return { form, userIds: people.userIds, modelId: model.id };
}

async function round(standIn: FormServiceStandIn) {
  const service = timedFormService(
    jotformFormService({ apiUrl: standIn.url, apiKey: API_KEY, timeoutMs: 10_000 }),
  );
  const bench = await startBenchApp(
    {
      JOTFORM_API_URL: standIn.url,
      JOTFORM_FORM_URL: standIn.url,
      JOTFORM_API_KEY: API_KEY,
      STROOMLIJN_FORMS_POLL_SECONDS: '0',
    },
    { formService: service },
  );
  try {
    const { form, userIds, modelId } = await registerForm(bench, standIn);
    // Whole seconds over the last few hours; every fourth in the same second as the one before.
    const start = Date.now() - SUBMISSIONS * 8_000;
    for (let n = 1; n <= SUBMISSIONS; n++) {
      const userId = userIds[n % userIds.length] as string;
      const createdAt = new Date(start + Math.floor(n * 0.75) * 10_000);
      await standIn.submit(form.formId, answersByName(n, userId, modelId), { createdAt, deliver: false });
    }
    const polling = bench.jobs.get('formPolling');
    const calls = standIn.requests.length;
    const began = performance.now();
    await polling.pollNow();
    const pollMs = performance.now() - began;
    const fetchMs = service.fetchMs;
    const apiCalls = standIn.requests.length - calls;

    const rows = await bench.database.db
      .selectFrom('workflow_responses')
      .select(['status'])
      .where('form_id', '=', form.id)
      .execute();
    const fresh = rows.filter((row) => row.status === 'new').length;
    if (rows.length !== SUBMISSIONS || fresh !== SUBMISSIONS)
      throw new Error(`${rows.length} responses (${fresh} new) of ${SUBMISSIONS} submissions`);

    const again = performance.now();
    await polling.pollNow();
    const repeatMs = performance.now() - again;
    const after = await bench.database.db
      .selectFrom('workflow_responses')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    if (Number(after.n) !== SUBMISSIONS) throw new Error(`A second poll left ${after.n} responses`);
    return { database: bench.databaseName, pollMs, fetchMs, apiCalls, repeatMs };
  } finally {
    await bench.close();
  }
}

async function main(): Promise<void> {
  const standIn = await startFormServiceStandIn({ apiKey: API_KEY });
  try {
    const results: Awaited<ReturnType<typeof round>>[] = [];
    for (let i = 1; i <= ROUNDS; i++) {
      const result = await round(standIn);
      results.push(result);
      if (i === 1)
        console.log(
          `Node ${process.version}, ${os.platform()} ${os.arch()}, ${os.cpus().length} cores, ${result.database}, load ${os.loadavg()[0]?.toFixed(1)}`,
        );
      console.log(
        `Round ${i}: ${SUBMISSIONS} submissions → responses in one poll: ${ms(result.pollMs)} (fetching ${ms(result.fetchMs)} in ${result.apiCalls} API calls, processing ${ms(result.pollMs - result.fetchMs)}, ${ms((result.pollMs - result.fetchMs) / SUBMISSIONS)} per submission); the same poll again ${ms(result.repeatMs)}`,
      );
    }
    const pick = (key: 'pollMs' | 'fetchMs' | 'repeatMs') => median(results.map((r) => r[key]));
    console.log(
      `Median of ${ROUNDS}: poll ${ms(pick('pollMs'))}, fetching ${ms(pick('fetchMs'))}, the same poll again ${ms(pick('repeatMs'))} (target: under 10 s)`,
    );
  } finally {
    await standIn.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
