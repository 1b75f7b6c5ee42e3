import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Migrator } from 'kysely';
import { expect, it, onTestFinished } from 'vitest';
import { openDatabase } from '../../db/database.js';
import { migrationProvider } from '../../db/migrations/index.js';
import { graph } from '../../test/process-models.js';
import { createPostgresDatabase, createTestApp, testDialect } from '../../test/test-app.js';

const T = 1_700_000_000_000;

/** What the test made, undone newest first when it ends (the app closes before its database goes). */
function cleanups(): (undo: () => Promise<unknown>) => void {
  const undos: (() => Promise<unknown>)[] = [];
  onTestFinished(async () => {
    for (const undo of undos.reverse()) await undo();
  });
  return (undo) => undos.push(undo);
}

/** A database of this test alone, on the suite's dialect. */
async function emptyPlace(
  later: ReturnType<typeof cleanups>,
): Promise<{ databaseUrl: string | null; sqliteFile: string }> {
  if (testDialect === 'postgres') {
    const database = await createPostgresDatabase(process.env.DATABASE_URL as string);
    later(() => database.drop());
    return { databaseUrl: database.url, sqliteFile: ':memory:' };
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'stroomlijn-review-dates-'));
  later(() => rm(dir, { recursive: true, force: true }));
  return { databaseUrl: null, sqliteFile: path.join(dir, 'stroomlijn.sqlite') };
}

it('migration 0015 adds the review interval (none) and starts the drafts of that time at their last save', async () => {
  const later = cleanups();
  const place = await emptyPlace(later);
  const database = openDatabase(place);
  let open = true;
  later(async () => {
    if (open) await database.close();
  });
  const migrated = await new Migrator({ db: database.db, provider: migrationProvider }).migrateTo(
    '0014-change-notes',
  );
  expect(migrated.error).toBeUndefined();
  const models = {
    neverPublished: { revision: 0, published_at: null, updated_at: T },
    changedSincePublish: { revision: 2, published_at: T, updated_at: T + 1 },
    publishedAsSaved: { revision: 1, published_at: T, updated_at: T },
    publishedLater: { revision: 1, published_at: T + 5, updated_at: T },
    deletedDraft: { revision: 0, published_at: null, updated_at: T + 9, deleted: 1 },
  };
  const ids = new Map<string, string>();
  for (const [name, columns] of Object.entries(models)) {
    const id = randomUUID();
    ids.set(name, id);
    await database.db
      .insertInto('process_model')
      .values({
        id,
        name,
        description: '',
        owner_role_id: null,
        manager_role_id: null,
        content: JSON.stringify({ steps: graph(), groups: [] }),
        published_by_name: columns.published_at === null ? null : 'Mia',
        deleted: 0,
        created_at: T - 1000,
        ...columns,
      })
      .execute();
  }
  await database.close();
  open = false;

  // The app migrates to the latest on start.
  const t = await createTestApp(place);
  later(() => t.close());
  const rows = await t.database.db
    .selectFrom('process_model')
    .select(['id', 'draft_since', 'review_interval_months'])
    .execute();
  const byName = Object.fromEntries(
    [...ids].map(([name, id]) => {
      const row = rows.find((one) => one.id === id);
      return [
        name,
        [row?.draft_since === null ? null : Number(row?.draft_since), row?.review_interval_months],
      ];
    }),
  );
  expect(byName).toEqual({
    neverPublished: [T, null],
    changedSincePublish: [T + 1, null],
    publishedAsSaved: [null, null],
    publishedLater: [null, null],
    deletedDraft: [T + 9, null],
  });
});
