import os from 'node:os';
import type { ProcessModel, SearchAnswer } from '@stroomlijn/domain';
import { sql } from 'kysely';
import type { BuiltApp } from '../../packages/server/src/app.js';
import { isPostgres } from '../../packages/server/src/db/search-entries.js';
import { indexWorkingCopy } from '../../packages/server/src/modules/search/index.js';
import { type Client, signedInClient } from '../../packages/server/src/test/client.js';
import { asUpdate, bigGraph, newModel } from '../../packages/server/src/test/process-models.js';
import { assignRoles, createUser } from '../../packages/server/src/test/test-app.js';
import { startKeptApp } from '../kept-app.js';
import { percentile } from '../workflows/stats.js';
import { MODELS, seedModels, seedResponses, seedRoles } from './seed.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const WORD = 'inkoop';
const log = (line: string) => process.stdout.write(`${line}\n`);

async function seedOnce(built: BuiltApp): Promise<string> {
  const { db } = built.database;
  const seeded = await db.selectFrom('role').select('id').where('name', '=', 'Afdeling 0').executeTakeFirst();
  if (seeded) return seeded.id;
  log('Seeding (once) …');
  const started = performance.now();
  const roleIds = await seedRoles(db);
  const holders = [];
  for (let i = 0; i < 50; i++) holders.push((await createUser(built, [], { withoutPassword: true })).id);
  await seedModels(db, roleIds, log);
  log(`  models done (${((performance.now() - started) / 1000).toFixed(0)} s)`);
  await seedResponses(db, roleIds, holders);
  if (isPostgres(db)) await sql`vacuum analyze`.execute(db);
  else await sql`analyze`.execute(db);
  log(`  seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  return roleIds[0] as string;
}

async function typing(client: Client, lastMs: () => number) {
  const byPrefix = new Map<string, number[]>();
  const all: number[] = [];
  for (let round = 0; round <= ROUNDS; round++) {
    for (let n = 1; n <= WORD.length; n++) {
      const q = WORD.slice(0, n);
      const response = await client.get(`/api/search?q=${q}`);
      if (response.statusCode !== 200) throw new Error(`${q}: ${response.statusCode} ${response.body}`);
      if (round === 0) continue;
      all.push(lastMs());
      byPrefix.set(q, [...(byPrefix.get(q) ?? []), lastMs()]);
    }
  }
  const p95 = (values: number[]) =>
    percentile(
      [...values].sort((a, b) => a - b),
      95,
    );
  const pages = (await client.get(`/api/search?q=i`)).json() as SearchAnswer;
  return {
    p95: p95(all),
    max: Math.max(...all),
    byPrefix: [...byPrefix].map(([q, values]) => `${q} ${p95(values).toFixed(1)}`).join(' · '),
    pagesForI: pages.totalPages,
  };
}

async function explain(built: BuiltApp): Promise<void> {
  const { db } = built.database;
  const plan = isPostgres(db) ? sql`explain (analyze, buffers)` : sql`explain query plan`;
  const where = isPostgres(db)
    ? sql`from search_entry e where e.document @@ to_tsquery('simple', 'i:*') and e.audience in ('published', 'business-model')`
    : sql`from search_text t join search_entry e on e.entry_id = t.rowid where search_text match '"i"*' and e.audience in ('published', 'business-model')`;
  const { rows } = await sql`${plan} select count(*) ${where}`.execute(db);
  for (const row of rows) log(`  ${Object.values(row as object).join(' ')}`);
}

async function saving(built: BuiltApp, lastMs: () => number) {
  const modeler = await signedInClient(built, ['ROLE_MODELER']);
  const steps = bigGraph(1000);
  const created = await modeler.post(
    '/api/process_model',
    newModel({ info: { name: 'Bench 1000', description: '' }, steps }),
  );
  if (created.statusCode !== 201) throw new Error(`create: ${created.statusCode} ${created.body}`);
  const createMs = lastMs();
  let model = created.json() as ProcessModel;
  const saves: number[] = [];
  const indexing: number[] = [];
  for (let round = 0; round <= 10; round++) {
    const changed = model.steps.map((step, s) => (s === 5 ? { ...step, name: `Inkoop ${round}` } : step));
    const saved = await modeler.put('/api/process_model', { ...asUpdate(model), steps: changed });
    if (saved.statusCode !== 200) throw new Error(`save: ${saved.statusCode} ${saved.body}`);
    model = saved.json();
    if (round > 0) saves.push(lastMs());
    // The indexing alone, for the same kind of change.
    const content = JSON.stringify({
      steps: model.steps.map((step, s) => (s === 5 ? { ...step, name: `Inkoop ${round}b` } : step)),
      groups: [],
    });
    // Timed inside the transaction: the save commits once either way, so its commit is not the index's.
    let ms = 0;
    await built.database.db.transaction().execute(async (trx) => {
      const t0 = performance.now();
      await indexWorkingCopy(trx, { id: model.id, name: model.info.name, description: '', content });
      ms = performance.now() - t0;
    });
    if (round > 0) indexing.push(ms);
  }
  const median = (values: number[]) =>
    percentile(
      [...values].sort((a, b) => a - b),
      50,
    );
  return { createMs, save: median(saves), index: median(indexing) };
}

const { built, name, lastMs } = await startKeptApp('search', process.env.BENCH_SEARCH_FILE);
try {
  const reviewerRole = await seedOnce(built);
  const count = await built.database.db
    .selectFrom('search_entry')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  log(`${name}, Node ${process.version}, ${os.cpus().length} cores, load ${os.loadavg()[0]?.toFixed(2)}`);
  log(`${MODELS} models, ${Number(count.n)} index entries`);
  if (process.env.BENCH_EXPLAIN) await explain(built);
  const reviewer = await signedInClient(built);
  await assignRoles(built, reviewer.id, [reviewerRole]);
  const users: [string, Client][] = [
    ['modeler', await signedInClient(built, ['ROLE_MODELER'])],
    ['plain user', await signedInClient(built)],
    ['reviewer', reviewer],
  ];
  for (const [who, client] of process.env.BENCH_SKIP_QUERIES ? [] : users) {
    const result = await typing(client, lastMs);
    log(
      `${who}: p95 ${result.p95.toFixed(1)} ms, max ${result.max.toFixed(1)} ms; per prefix p95 ${result.byPrefix}; "i" has ${result.pagesForI} pages`,
    );
  }
  if (!process.env.BENCH_SKIP_SAVE) {
    const save = await saving(built, lastMs);
    log(
      `1,000-step model: create ${save.createMs.toFixed(1)} ms; save of one changed step ${save.save.toFixed(1)} ms (median of 10), of which the indexing alone ${save.index.toFixed(1)} ms = ${((100 * save.index) / save.save).toFixed(1)} %`,
    );
  }
} finally {
  await built.app.close();
}
