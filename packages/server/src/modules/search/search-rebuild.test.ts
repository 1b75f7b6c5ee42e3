import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { SearchAnswer } from '@stroomlijn/domain';
import { sql } from 'kysely';
import { expect, it, onTestFinished } from 'vitest';
import { signedInClient } from '../../test/client.js';
import { createModel, publish } from '../../test/process-models.js';
import { createPostgresDatabase, createTestApp, testDialect } from '../../test/test-app.js';

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

it('migration 0021 builds the index of the models that exist: published revisions for all, working copies for modelers', async () => {
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
  // Back to the state before migration 0021: no index, the migration not run.
  const { db } = before.database;
  await sql`drop table search_entry`.execute(db);
  if (testDialect === 'postgres') {
    await sql`drop function search_document(text, text)`.execute(db);
    await sql`drop function search_fold(text)`.execute(db);
  } else {
    await sql`drop table search_text`.execute(db);
  }
  await sql`delete from kysely_migration where name = '0021-search'`.execute(db);
  await before.close();

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
