/**
 * The audit trail's benchmark: with 1,000,000 entries, the server time of `GET /api/audit` pages (no
 * filter, a deep page, by person, by entity, by action, by a month), the check of the whole chain
 * (`verifyChain`, what `npm run audit:verify` runs); and what the entry adds to a user update and to the
 * save of a 1,000-step model (the write with its entry, against the entry's own time: a write transaction
 * with it less the same without it).
 * The database is seeded once and kept (SQLite: /tmp/stroomlijn-bench-audit/stroomlijn.sqlite; PostgreSQL
 * with DATABASE_URL: the database `stroomlijn_bench_audit` beside the one named).
 *
 *   node --import tsx bench/audit/run.ts
 *   DATABASE_URL=postgres://postgres@127.0.0.1:55432/postgres node --import tsx bench/audit/run.ts
 *
 * BENCH_ENTRIES (1,000,000) entries; BENCH_ROUNDS (20) requests per page kind.
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { AuditPage, ProcessModel, User } from '@stroomlijn/domain';
import { auditChange } from '@stroomlijn/domain';
import { sql } from 'kysely';
import type { BuiltApp } from '../../packages/server/src/app.js';
import type { AuditEntryTable } from '../../packages/server/src/db/schema.js';
import { isPostgres } from '../../packages/server/src/db/search-entries.js';
import {
  entryHash,
  GENESIS_HASH,
  personalHash,
} from '../../packages/server/src/modules/audit/audit-chain.js';
import { type AuditRecord, recordAudit, verifyChain } from '../../packages/server/src/modules/audit/index.js';
import { signedInClient } from '../../packages/server/src/test/client.js';
import { asUpdate, bigGraph, newModel } from '../../packages/server/src/test/process-models.js';
import { startKeptApp } from '../kept-app.js';
import { percentile } from '../workflows/stats.js';

const ENTRIES = Number(process.env.BENCH_ENTRIES ?? 1_000_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const BATCH = 2_000;
const DAY = 24 * 3600 * 1000;
const log = (line: string) => process.stdout.write(`${line}\n`);
const p95 = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    95,
  );
const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

const ENTITIES = ['process-model', 'user', 'role', 'response', 'action', 'definition', 'session'] as const;
const ACTIONS = ['update', 'create', 'delete', 'publish', 'sign-in'] as const;

/** Fills the trail to ENTRIES entries over the last two years: 50 people, 2,000 models, a chain that checks. */
async function seedOnce(built: BuiltApp, people: string[], models: string[]): Promise<void> {
  const { db } = built.database;
  const existing = Number(
    (await db.selectFrom('audit_entry').select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow()).n,
  );
  if (existing >= ENTRIES) return;
  log(`Seeding ${ENTRIES - existing} entries (once) …`);
  const started = performance.now();
  const end = await db
    .selectFrom('audit_entry')
    .select(['seq', 'hash'])
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst();
  let prev = end?.hash ?? GENESIS_HASH;
  let seq = Number(end?.seq ?? 0);
  const first = Date.now() - 730 * DAY;
  while (seq < ENTRIES) {
    const rows: AuditEntryTable[] = [];
    const subjects: { user_id: string; seq: number }[] = [];
    for (let i = 0; i < BATCH && seq < ENTRIES; i++) {
      seq += 1;
      const entity = ENTITIES[seq % ENTITIES.length] as string;
      const actor = people[seq % people.length] as string;
      const entityId = entity === 'process-model' ? (models[seq % models.length] as string) : randomUUID();
      const change = JSON.stringify({ before: { name: `Naam ${seq - 1}` }, after: { name: `Naam ${seq}` } });
      const entry = {
        seq,
        at: Math.floor(first + (seq / ENTRIES) * 730 * DAY),
        actorKind: 'user',
        actorId: actor,
        address: '10.0.0.1',
        requestId: `req-${seq}`,
        entity,
        entityId,
        action: ACTIONS[seq % ACTIONS.length] as string,
        personalHash: personalHash(`Persoon ${seq % people.length}`, change),
        prevHash: prev,
      };
      const hash = entryHash(entry);
      rows.push({
        seq,
        at: entry.at,
        actor_kind: entry.actorKind,
        actor_id: actor,
        actor_name: `Persoon ${seq % people.length}`,
        address: entry.address,
        request_id: entry.requestId,
        entity,
        entity_id: entityId,
        action: entry.action,
        change,
        personal_hash: entry.personalHash,
        erased_at: null,
        prev_hash: prev,
        hash,
      });
      if (seq % 10 === 0) subjects.push({ user_id: people[(seq + 7) % people.length] as string, seq });
      prev = hash;
    }
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('audit_entry').values(rows).execute();
      if (subjects.length > 0) await trx.insertInto('audit_subject').values(subjects).execute();
    });
    if (seq % 100_000 < BATCH) log(`  ${seq} (${((performance.now() - started) / 1000).toFixed(0)} s)`);
  }
  const last = await db
    .selectFrom('audit_entry')
    .select(['seq', 'hash', 'at'])
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  await db.updateTable('audit_head').set(last).where('id', '=', 1).execute();
  if (isPostgres(db)) await sql`vacuum analyze`.execute(db);
  else await sql`analyze`.execute(db);
  log(`  seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

async function main() {
  const { built, name, lastMs } = await startKeptApp('audit');
  log(
    `Audit trail benchmark on ${name}, Node ${process.version}, ${os.cpus().length} cores, load ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
  const admin = await signedInClient(built, ['ROLE_ADMIN', 'ROLE_USER_MANAGER', 'ROLE_MODELER']);
  const people = Array.from(
    { length: 50 },
    (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  );
  people[0] = admin.id;
  const models = Array.from(
    { length: 2000 },
    (_, i) => `10000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  );
  await seedOnce(built, people, models);

  const month = Date.now() - 365 * DAY;
  const kinds: [string, string][] = [
    ['no filter, page 1', ''],
    ['no filter, page 1,000', '?page=1000'],
    ['by person', `?person=${people[3]}`],
    ['by entity (a model)', `?entity=process-model&entityId=${models[17]}`],
    ['by action', '?action=publish'],
    ['by a month', `?from=${month}&to=${month + 30 * DAY}`],
    ['person and month', `?person=${people[3]}&from=${month}&to=${month + 30 * DAY}`],
  ];
  for (const [label, query] of kinds) {
    const times: number[] = [];
    let answer: AuditPage | undefined;
    for (let round = 0; round <= ROUNDS; round++) {
      const response = await admin.get(`/api/audit${query}`);
      if (response.statusCode !== 200) throw new Error(`${label}: ${response.statusCode} ${response.body}`);
      answer = response.json() as AuditPage;
      if (round > 0) times.push(lastMs());
    }
    log(
      `  page ${label}: p95 ${p95(times).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms (${answer?.entries.length} entries, ${answer?.totalPages} pages${answer?.more ? ', more' : ''})`,
    );
  }

  const checkStarted = performance.now();
  const check = await verifyChain(built.database.db);
  log(
    `  chain check: ${check.entries} entries in ${((performance.now() - checkStarted) / 1000).toFixed(1)} s, ${check.broken ? `broken at ${check.broken.seq}` : 'intact'}`,
  );

  // A user update, and the entry's own time in such a write (entryTime).
  const user = (
    await admin.post('/api/user', {
      id: randomUUID(),
      email: `bench-${randomUUID()}@audit.test`,
      firstName: 'Bench',
      preposition: '',
      lastName: 'Gebruiker',
      personnelNumber: '',
    })
  ).json() as User;
  let current = user;
  const updates: number[] = [];
  for (let round = 0; round <= ROUNDS * 5; round++) {
    const response = await admin.put('/api/user', { ...current, lastName: `Gebruiker ${round}` });
    current = response.json() as User;
    if (round > 0) updates.push(lastMs());
  }
  const entries: number[] = [];
  for (let round = 0; round <= ROUNDS * 5; round++) {
    const time = await entryTime(built, user.id, {
      entity: 'user',
      entityId: user.id,
      action: 'update',
      before: current,
      after: { ...current, lastName: 'x' },
    });
    if (round > 0) entries.push(time);
  }
  log(
    `  user update: median ${median(updates).toFixed(2)} ms; its entry alone: median ${median(entries).toFixed(2)} ms (${((100 * median(entries)) / median(updates)).toFixed(1)} %)`,
  );

  // A 1,000-step model save, and the entry of one changed step alone.
  const created = await admin.post(
    '/api/process_model',
    newModel({ info: { name: 'Bench 1000', description: '' }, steps: bigGraph(1000) }),
  );
  let model = created.json() as ProcessModel;
  const saves: number[] = [];
  const modelEntries: number[] = [];
  for (let round = 0; round <= ROUNDS; round++) {
    const steps = model.steps.map((step, index) => (index === 5 ? { ...step, name: `Stap ${round}` } : step));
    const before = model;
    const response = await admin.put('/api/process_model', asUpdate({ ...model, steps }));
    if (response.statusCode !== 200) throw new Error(`save: ${response.statusCode} ${response.body}`);
    model = response.json() as ProcessModel;
    if (round > 0) saves.push(lastMs());
    const time = await entryTime(built, user.id, {
      entity: 'process-model',
      entityId: model.id,
      action: 'update',
      before,
      after: model,
    });
    if (round > 0) modelEntries.push(time);
  }
  const sample = auditChange(
    model as unknown as Record<string, unknown>,
    { ...model, steps: model.steps.slice(1) } as unknown as Record<string, unknown>,
  );
  log(
    `  1,000-step save: median ${median(saves).toFixed(1)} ms; its entry alone: median ${median(modelEntries).toFixed(2)} ms (${((100 * median(modelEntries)) / median(saves)).toFixed(1)} %); a removed step's entry ${JSON.stringify(sample).length} characters`,
  );
  await built.app.close();
}

/**
 * The entry's own time: a write transaction with it, less the same transaction without it. The write (the
 * bench user's row written unchanged) makes both pay the commit's flush, which the recorded write pays
 * anyway: a transaction holding the entry alone would count that flush as the entry's.
 */
async function entryTime(built: BuiltApp, userId: string, record: AuditRecord): Promise<number> {
  const db = built.database.db;
  const write = (trx: typeof db) =>
    trx
      .updateTable('app_user')
      .set((eb) => ({ updated_at: eb.ref('updated_at') }))
      .where('id', '=', userId)
      .execute();
  const plainStarted = performance.now();
  await db.transaction().execute((trx) => write(trx));
  const plain = performance.now() - plainStarted;
  const started = performance.now();
  await db.transaction().execute(async (trx) => {
    await write(trx);
    await recordAudit(trx, record);
  });
  return performance.now() - started - plain;
}

await main();
