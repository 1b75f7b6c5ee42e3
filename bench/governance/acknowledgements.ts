/**
 * Change notices at scale: a revision that changes the step of one actor role held by 5,000 of 20,000
 * users. Measures the publish's answer time (its transaction writes the 5,000 tasks with one INSERT …
 * SELECT), that the tasks exist when it answers, the time until the outbox has delivered every notice to
 * an SMTP receiver on loopback, and `GET /api/acknowledgement` for a user with 500 open tasks (server time).
 *
 *   node --import tsx bench/governance/acknowledgements.ts                 # SQLite file
 *   DATABASE_URL=postgres://… node --import tsx bench/governance/acknowledgements.ts
 */
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { NO_ROLE, type ProcessModel, type Step } from '@stroomlijn/domain';
import { SMTPServer } from 'smtp-server';
import { newRoleRow } from '../../packages/server/src/db/seed.js';
import { adminCall, type BenchApp, startBenchApp } from '../workflows/bench-app.js';
import { summarise } from '../workflows/stats.js';

const USERS = Number(process.env.BENCH_USERS ?? 20_000);
const TOUCHED = Number(process.env.BENCH_TOUCHED ?? 5_000);
const OPEN_TASKS = Number(process.env.BENCH_OPEN_TASKS ?? 500);
const ROLES = Math.max(1, Math.round(USERS / TOUCHED));

/**
 * A mail server on loopback that counts what it takes. Unlike the tests' receiver it does no reverse DNS
 * look-up of each connection (smtp-server's default), which here cost about 30 ms a message.
 */
async function countingReceiver() {
  let received = 0;
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    disableReverseLookup: true,
    logger: false,
    onData(stream, _session, callback) {
      stream.on('data', () => {});
      stream.on('end', () => {
        received += 1;
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received: () => received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

/** Start → one activity per role (in that order) → end. */
function chain(roles: readonly { id: string; name: string }[]): Step[] {
  const ids = [randomUUID(), ...roles.map(() => randomUUID()), randomUUID()];
  return ids.map((id, at): Step => {
    const next = ids[at + 1];
    const children = next ? [{ id: next, weight: 1 }] : [];
    if (at === 0) return { id, name: '', type: 'start', children, actor: NO_ROLE };
    if (!next) return { id, name: '', type: 'end', children, actor: NO_ROLE };
    return { id, name: `Step ${at}`, type: 'activity', children, actor: roles[at - 1] ?? NO_ROLE };
  });
}

async function seedUsers(bench: BenchApp, roleIds: readonly string[]): Promise<string[]> {
  const db = bench.database.db;
  const ids: string[] = [];
  const now = Date.now();
  for (let start = 0; start < USERS; start += 500) {
    const rows = Array.from({ length: Math.min(500, USERS - start) }, (_, offset) => {
      const id = randomUUID();
      ids.push(id);
      const email = `user-${start + offset}@bench.example`;
      return {
        id,
        email,
        email_key: email,
        first_name: 'Bench',
        preposition: '',
        last_name: `User ${start + offset}`,
        personnel_number: '',
        password_hash: null,
        deleted: 0,
        created_at: now,
        updated_at: now,
      };
    });
    await db.insertInto('app_user').values(rows).execute();
  }
  // User i holds role i mod ROLES: each role is held by USERS / ROLES users.
  for (let start = 0; start < ids.length; start += 500) {
    const rows = ids
      .slice(start, start + 500)
      .map((id, offset) => ({ user_id: id, role_id: roleIds[(start + offset) % roleIds.length] as string }));
    await db.insertInto('user_role').values(rows).execute();
  }
  return ids;
}

async function publish(bench: BenchApp, model: ProcessModel, steps: Step[]) {
  const copy = (await adminCall(bench, 'GET', `/api/process_model/${model.id}/edit`)) as ProcessModel;
  const body = {
    model: {
      id: copy.id,
      info: copy.info,
      owner: copy.owner,
      manager: copy.manager,
      steps,
      groups: copy.groups,
      updatedAt: copy.updatedAt,
    },
    changeNote: 'Step 1 changed',
  };
  const started = performance.now();
  await adminCall(bench, 'POST', `/api/process_model/publish/${model.id}`, body, 200);
  return { wallMs: performance.now() - started, serverMs: bench.lastServerMs() };
}

async function main() {
  const smtp = await countingReceiver();
  const bench = await startBenchApp({
    SMTP_URL: smtp.url,
    STROOMLIJN_PUBLIC_URL: 'https://stroomlijn.example',
  });
  try {
    const db = bench.database.db;
    const roles = Array.from({ length: ROLES }, (_, at) => ({ id: randomUUID(), name: `Actor ${at}` }));
    for (const role of roles)
      await db
        .insertInto('role')
        .values(newRoleRow({ ...role, description: '', type: 'multi' }, Date.now()))
        .execute();
    // The first revision is published before anyone holds the roles: it asks nobody.
    const steps = chain(roles);
    const model = (await adminCall(bench, 'POST', '/api/process_model', {
      id: randomUUID(),
      info: { name: 'Orders', description: '' },
      owner: NO_ROLE,
      manager: NO_ROLE,
      steps,
      groups: [],
    })) as ProcessModel;
    await adminCall(bench, 'POST', `/api/process_model/publish/${model.id}`, {}, 200);
    const users = await seedUsers(
      bench,
      roles.map((role) => role.id),
    );

    // Revision 2 renames the step of role 0: its 5,000 holders are asked.
    const changed = steps.map((step) =>
      step.actor.id === roles[0]?.id ? { ...step, name: 'Check twice' } : step,
    );
    const started = performance.now();
    const published = await publish(bench, model, changed);
    const tasks = await db
      .selectFrom('acknowledgement')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('process_model_id', '=', model.id)
      .where('revision', '=', 2)
      .executeTakeFirstOrThrow();
    const asked = Number(tasks.n);
    while (smtp.received() < asked) await new Promise((resolve) => setTimeout(resolve, 50));
    const deliveredMs = performance.now() - started;
    await bench.jobs.get('acknowledgementNotices').settled();

    // A user with OPEN_TASKS open tasks: as many small models whose one step they act in.
    const reader = users[1] as string;
    const own = { id: randomUUID(), name: 'Reader' };
    await db
      .insertInto('role')
      .values(newRoleRow({ ...own, description: '', type: 'multi' }, Date.now()))
      .execute();
    await db.insertInto('user_role').values({ user_id: reader, role_id: own.id }).execute();
    for (let at = 0; at < OPEN_TASKS; at++) {
      const small = (await adminCall(bench, 'POST', '/api/process_model', {
        id: randomUUID(),
        info: { name: `Model ${at}`, description: '' },
        owner: NO_ROLE,
        manager: NO_ROLE,
        steps: chain([own]),
        groups: [],
      })) as ProcessModel;
      await adminCall(bench, 'POST', `/api/process_model/publish/${small.id}`, {}, 200);
    }
    const cookie = `stroomlijn_session=${await bench.services.security.openSession(reader, null)}`;
    const times: number[] = [];
    let listed = 0;
    for (let round = 0; round < 220; round++) {
      const response = await bench.app.inject({
        method: 'GET',
        url: '/api/acknowledgement',
        headers: { cookie },
      });
      if (response.statusCode !== 200) throw new Error(`list answered ${response.statusCode}`);
      listed = (response.json() as unknown[]).length;
      if (round >= 20) times.push(bench.lastServerMs());
    }
    const list = summarise(times);
    await bench.jobs.get('acknowledgementNotices').settled();

    console.log(`${bench.databaseName}, ${USERS} users, ${ROLES} actor roles`);
    console.log(
      `publish touching ${asked} users: answered in ${ms(published.wallMs)} (server ${ms(published.serverMs)}); tasks at the answer: ${asked}`,
    );
    console.log(
      `all ${asked} notices delivered to the SMTP receiver ${ms(deliveredMs)} after the publish began`,
    );
    console.log(
      `GET /api/acknowledgement with ${listed} open tasks (200 reads): median ${ms(list.median)}, p99 ${ms(list.p99)}, max ${ms(list.max)} server time`,
    );
  } finally {
    await bench.close();
    await smtp.close();
  }
}

await main();
