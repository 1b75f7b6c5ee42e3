import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { SearchAnswer } from '@stroomlijn/domain';
import { type BusinessModel, DEFAULT_BUSINESS_MODEL_ID } from '@stroomlijn/domain';
import { type Kysely, sql } from 'kysely';
import { expect, it, onTestFinished } from 'vitest';
import type { BuiltApp } from '../../app.js';
import { search } from '../../db/migrations/0021-search.js';
import { searchKinds } from '../../db/migrations/0022-search-kinds.js';
import { signedInAs, signedInClient } from '../../test/client.js';
import { createModel, publish } from '../../test/process-models.js';
import {
  assignRoles,
  createPostgresDatabase,
  createRole,
  createTestApp,
  testDialect,
} from '../../test/test-app.js';
import { createdAction, receivedResponse, useWorkflowFormService } from '../../test/workflows.js';

const forms = useWorkflowFormService();

/**
 * The search index dropped and built again by migrations 0021 and 0022, as on a database that had data
 * before them. They run by hand: the migrator runs only migrations newer than the last one run.
 */
async function rebuiltBySearchMigrations(app: BuiltApp & { close(): Promise<void> }): Promise<void> {
  const { db } = app.database;
  await sql`drop table search_entry`.execute(db);
  if (testDialect === 'postgres') {
    await sql`drop function search_document(text, text)`.execute(db);
    await sql`drop function search_fold(text)`.execute(db);
  } else {
    await sql`drop table search_text`.execute(db);
  }
  await search.up(db as Kysely<unknown>);
  await searchKinds.up(db as Kysely<unknown>);
  await app.close();
}

/** A database of this test alone, on the suite's dialect, removed when the test ends. */
async function place(): Promise<{ databaseUrl: string | null; sqliteFile: string }> {
  if (testDialect === 'postgres') {
    const database = await createPostgresDatabase(process.env.DATABASE_URL as string);
    onTestFinished(() => database.drop());
    return { databaseUrl: database.url, sqliteFile: ':memory:' };
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'stroomlijn-search-'));
  onTestFinished(() => rm(dir, { recursive: true, force: true }));
  return { databaseUrl: null, sqliteFile: path.join(dir, 'stroomlijn.sqlite') };
}

it('migrations 0021 and 0022 build the index of the models that exist: published revisions for all, working copies for modelers', async () => {
  const where = await place();
  const before = await createTestApp(where);
  const modeler = await signedInClient(before, ['ROLE_MODELER']);
  const published = await publish(
    modeler,
    (await createModel(modeler, { info: { name: 'Bijenkorf inspectie', description: '' } })).id,
  );
  const draft = await createModel(modeler, { info: { name: 'Bijenkorf verplaatsen', description: '' } });
  const deleted = await createModel(modeler, { info: { name: 'Bijenkorf opheffen', description: '' } });
  expect((await modeler.delete(`/api/process_model/${deleted.id}`)).statusCode).toBe(204);
  await rebuiltBySearchMigrations(before);

  const after = await createTestApp(where);
  onTestFinished(() => after.close());
  const find = async (roles: Parameters<typeof signedInClient>[1]) => {
    const response = await (await signedInClient(after, roles)).get(
      '/api/search?q=bijenkorf&kind=process-model',
    );
    return (response.json() as SearchAnswer).hits.map((hit) => hit.id).sort();
  };
  expect(await find([])).toEqual([published.id]);
  expect(await find(['ROLE_MODELER'])).toEqual([published.id, draft.id].sort());
});

it('migration 0022 builds the index of the other kinds that exist: groups, definitions, the business model, responses and actions', async () => {
  const where = await place();
  const before = await createTestApp(where, { formService: forms.service });
  const [modeler, editor, admin, plain, reviewer, holder] = await Promise.all([
    signedInClient(before, ['ROLE_MODELER']),
    signedInClient(before, ['ROLE_EDITOR']),
    signedInClient(before, ['ROLE_ADMIN']),
    signedInClient(before),
    signedInClient(before),
    signedInClient(before),
  ]);
  const roles = { reviewer: await createRole(before), actionHolder: await createRole(before) };
  await assignRoles(before, reviewer.id, [roles.reviewer.id]);
  await assignRoles(before, holder.id, [roles.actionHolder.id]);
  // The model of the response has an information group 'Intake' and a jotform definition of the form.
  const { form, model, response } = await receivedResponse(before, forms, { admin, modeler }, roles, {
    senderId: plain.id,
    subject: 'Heggenschaar kwijt',
  });
  const action = await createdAction({ form, response, reviewer, holder }, { action: 'Schuur doorzoeken' });
  const business: BusinessModel = (
    await plain.get(`/api/business_model/${DEFAULT_BUSINESS_MODEL_ID}`)
  ).json();
  const [first, ...rest] = business.groups;
  const saved = await editor.put('/api/business_model', {
    ...business,
    groups: [{ ...first, items: [{ id: randomUUID(), name: 'Tuinonderhoud', items: [] }] }, ...rest],
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const definition = (await modeler.get(`/api/input-output/${model.id}`)).json()[0];
  await rebuiltBySearchMigrations(before);

  const after = await createTestApp(where, { formService: forms.service });
  onTestFinished(() => after.close());
  const find = async (userId: string, roles: Parameters<typeof signedInClient>[1], q: string) => {
    const client = userId ? await signedInAs(after, userId) : await signedInClient(after, roles);
    const answer = (await client.get(`/api/search?q=${encodeURIComponent(q)}`)).json() as SearchAnswer;
    return answer.hits.map((hit) => `${hit.kind} ${hit.id}`);
  };
  expect(await find('', ['ROLE_MODELER'], 'intake')).toEqual([`information-group ${model.groups[0]?.id}`]);
  expect(await find('', ['ROLE_EDITOR'], 'intake')).toEqual([`information-group ${model.groups[0]?.id}`]);
  expect(await find('', [], 'intake')).toEqual([]);
  expect(await find('', ['ROLE_EDITOR'], definition.name)).toContain(`definition ${definition.id}`);
  expect(await find('', [], 'tuinonderhoud')).toEqual([expect.stringMatching(/^business-model-entry /)]);
  expect(await find(reviewer.id, [], 'heggenschaar')).toEqual([`response ${response.id}`]);
  expect(await find(holder.id, [], 'schuur')).toEqual([`action ${action.id}`]);
  expect(await find(holder.id, [], 'heggenschaar')).toEqual([`response ${response.id}`]);
  expect(await find('', ['ROLE_ADMIN'], 'schuur')).toEqual([`action ${action.id}`]);
  expect(await find(plain.id, [], 'heggenschaar')).toEqual([]);
});
