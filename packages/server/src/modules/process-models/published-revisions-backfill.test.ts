import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  GLOBAL_PROCESS_MODEL_ID,
  type InputOutput,
  NO_PROCESS,
  NO_ROLE,
  type ProcessModelListItem,
  type Revision,
  type Step,
} from '@stroomlijn/domain';
import { type Kysely, Migrator, sql } from 'kysely';
import { expect, it, onTestFinished } from 'vitest';
import { openDatabase } from '../../db/database.js';
import { migrationProvider } from '../../db/migrations/index.js';
import type { Database } from '../../db/schema.js';
import { newRoleRow } from '../../db/seed.js';
import { signedInClient } from '../../test/client.js';
import { createPostgresDatabase, createTestApp, testDialect } from '../../test/test-app.js';

const PUBLISHED_AT = 1_700_000_000_000;

/** What the test made, undone newest first when it ends. */
function cleanups(): (undo: () => Promise<unknown>) => void {
  const undos: (() => Promise<unknown>)[] = [];
  onTestFinished(async () => {
    for (const undo of undos.reverse()) await undo();
  });
  return (undo) => undos.push(undo);
}

/** A database of this test alone, on the suite's dialect: its address or SQLite file. */
async function emptyDatabase(
  later: ReturnType<typeof cleanups>,
): Promise<{ databaseUrl: string | null; sqliteFile: string }> {
  if (testDialect === 'postgres') {
    const database = await createPostgresDatabase(process.env.DATABASE_URL as string);
    later(() => database.drop());
    return { databaseUrl: database.url, sqliteFile: ':memory:' };
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'stroomlijn-backfill-'));
  later(() => rm(dir, { recursive: true, force: true }));
  return { databaseUrl: null, sqliteFile: path.join(dir, 'stroomlijn.sqlite') };
}

async function insertRole(
  db: Kysely<Database>,
  name: string,
  { deletedAt }: { deletedAt?: number } = {},
): Promise<{ id: string; name: string }> {
  const id = randomUUID();
  const row = newRoleRow({ id, name, description: '', type: 'multi' }, PUBLISHED_AT - 10_000);
  await db
    .insertInto('role')
    .values({ ...row, deleted: deletedAt === undefined ? 0 : 1, updated_at: deletedAt ?? row.updated_at })
    .execute();
  return { id, name };
}

async function insertDefinition(
  db: Kysely<Database>,
  processModelId: string,
  name: string,
  fields: { ownerRoleId?: string; deleted?: boolean } = {},
) {
  const id = randomUUID();
  await db
    .insertInto('input_output')
    .values({
      id,
      process_model_id: processModelId,
      type: 'information',
      name,
      description: `About ${name}`,
      data: '',
      period: '3-months',
      classification: 'internal',
      application: null,
      owner_role_id: fields.ownerRoleId ?? null,
      reviewer_role_id: null,
      drafter_role_id: null,
      action_holder_role_id: null,
      reader_role_id: null,
      deleted: fields.deleted ? 1 : 0,
      created_at: PUBLISHED_AT - 10_000,
      updated_at: PUBLISHED_AT + 5000,
    })
    .execute();
  return id;
}

function step(fields: Partial<Step> & Pick<Step, 'type'>, next?: string): Step {
  return {
    id: randomUUID(),
    name: fields.type,
    children: next ? [{ id: next, weight: 1 }] : [],
    actor: NO_ROLE,
    ...fields,
  };
}

it('migration 0012 fills in the names of revisions published before it, from the rows of roles and definitions deleted or not', async () => {
  const later = cleanups();
  const place = await emptyDatabase(later);
  // The database as it was before migration 0012.
  const database = openDatabase(place);
  let open = true;
  later(async () => {
    if (open) await database.close();
  });
  const migrated = await new Migrator({ db: database.db, provider: migrationProvider }).migrateTo(
    '0011-read-list-count',
  );
  expect(migrated.error).toBeUndefined();
  const db = database.db;

  // Roles: one live, one renamed at some time, one deleted after the publish, one deleted before it.
  const purchaser = await insertRole(db, 'Purchaser');
  const finance = await insertRole(db, 'Finance');
  const approver = await insertRole(db, 'Approver', { deletedAt: PUBLISHED_AT + 60_000 });
  const gone = await insertRole(db, 'Gone before', { deletedAt: PUBLISHED_AT - 60_000 });
  const modelId = randomUUID();
  const orderForm = await insertDefinition(db, modelId, 'Order form', { deleted: true });
  const purchaseOrder = await insertDefinition(db, modelId, 'Purchase order', { ownerRoleId: approver.id });

  // A revision in the old shape: actors named as at the last save, owner and manager as ids only.
  const end = step({ type: 'end' });
  const subprocess = step(
    {
      type: 'subprocess',
      name: 'Check the supplier',
      actor: { id: gone.id, name: 'Gone before' },
      process: { ...NO_PROCESS, id: randomUUID(), name: 'Supplier check', revision: 3, actor: approver },
    },
    end.id,
  );
  const activity = step(
    { type: 'activity', actor: { id: purchaser.id, name: 'Buyer (old name)' } },
    subprocess.id,
  );
  const start = step({ type: 'start' }, activity.id);
  const groups = [
    {
      id: randomUUID(),
      stepId: activity.id,
      name: 'Order',
      description: '',
      output: purchaseOrder,
      inputs: [orderForm],
    },
    {
      id: randomUUID(),
      stepId: subprocess.id,
      name: 'None',
      description: '',
      output: GLOBAL_PROCESS_MODEL_ID,
      inputs: [],
    },
  ];
  const content = JSON.stringify({ steps: [start, activity, subprocess, end], groups });
  await db
    .insertInto('process_model')
    .values({
      id: modelId,
      name: 'Purchase to pay',
      description: '',
      owner_role_id: finance.id,
      manager_role_id: approver.id,
      content,
      revision: 1,
      published_at: PUBLISHED_AT,
      published_by_name: 'Mia',
      deleted: 0,
      created_at: PUBLISHED_AT - 5000,
      updated_at: PUBLISHED_AT - 1000,
    })
    .execute();
  await sql`insert into process_model_revision
    (process_model_id, revision, name, description, owner_role_id, manager_role_id, content, updated_at, published_at, published_by_name)
    values (${modelId}, 1, 'Purchase to pay', '', ${finance.id}, ${approver.id}, ${content}, ${PUBLISHED_AT - 1000}, ${PUBLISHED_AT}, 'Mia')`.execute(
    db,
  );
  await db.updateTable('role').set({ name: 'Finance renamed' }).where('id', '=', finance.id).execute();
  await database.close();
  open = false;

  // The app migrates to the latest on start.
  const t = await createTestApp(place);
  later(() => t.close());
  const staff = await signedInClient(t);
  const read = await staff.get(`/api/process_model/revisions/${modelId}/1`);
  expect(read.statusCode, read.body).toBe(200);
  const { model }: Revision = read.json();
  expect(model.owner).toEqual({ id: finance.id, name: 'Finance renamed' });
  expect(model.manager).toEqual(approver);
  expect(model.steps).toEqual([
    start,
    { ...activity, actor: purchaser },
    { ...subprocess, actor: NO_ROLE, process: { ...subprocess.process, actor: approver } },
    end,
  ]);
  expect(model.groups).toEqual(groups);
  expect((await staff.get(`/api/process_model/${modelId}`)).json()).toEqual(model);
  const list: ProcessModelListItem[] = (await staff.get('/api/process_model')).json();
  expect(list.find((item) => item.id === modelId)).toMatchObject({ owner: model.owner, manager: approver });

  const row = await t.database.db
    .selectFrom('process_model_revision')
    .select(['owner_role_name', 'manager_role_name', 'definitions'])
    .where('process_model_id', '=', modelId)
    .executeTakeFirstOrThrow();
  expect(row).toMatchObject({ owner_role_name: 'Finance renamed', manager_role_name: 'Approver' });
  const definition = (id: string, name: string, owner: InputOutput['owner']): InputOutput => ({
    id,
    processModelId: modelId,
    type: 'information',
    name,
    description: `About ${name}`,
    data: '',
    period: '3-months',
    classification: 'internal',
    application: null,
    owner,
    reviewer: null,
    drafter: null,
    actionHolder: null,
    reader: null,
    updatedAt: PUBLISHED_AT + 5000,
  });
  expect(JSON.parse(row.definitions)).toEqual([
    definition(orderForm, 'Order form', null),
    definition(purchaseOrder, 'Purchase order', approver),
  ]);
});
