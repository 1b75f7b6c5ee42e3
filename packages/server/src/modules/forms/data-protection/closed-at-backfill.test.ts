import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { databaseMigratedTo } from '../../../test/migrated-database.js';

const T = 1_700_000_000_000;

it('migration 0025 keeps every form’s responses, without a viewing log, and dates the responses closed before it by their last write', async () => {
  const { db, migrateTo } = await databaseMigratedTo('0023-audit');
  const form = randomUUID();
  await db
    .insertInto('workflow_forms')
    .values({
      id: form,
      form_id: '241',
      name: 'Intake',
      processed_date: null,
      status: 'active',
      notifications_enabled: 0,
      deleted: 0,
      created_at: T,
    } as never)
    .execute();
  const response = (status: string, internal: number) => ({
    id: randomUUID(),
    form_id: form,
    internal_id: internal,
    submission_id: String(internal),
    subject: 'Lamp',
    submission_date: T,
    processed_date: T,
    status,
    answers: '[]',
    created_at: T,
    updated_at: T + internal,
  });
  const closed = response('closed', 1);
  const open = response('in-progress', 2);
  await db
    .insertInto('workflow_responses')
    .values([closed, open] as never)
    .execute();
  await migrateTo('0025-response-retention');
  const forms = await db.selectFrom('workflow_forms').select(['retention_months', 'viewing_log']).execute();
  expect(forms.map((row) => [row.retention_months, Boolean(row.viewing_log)])).toEqual([[null, false]]);
  const rows = await db
    .selectFrom('workflow_responses')
    .select(['id', 'closed_at'])
    .orderBy('internal_id')
    .execute();
  expect(rows.map((row) => [row.id, row.closed_at === null ? null : Number(row.closed_at)])).toEqual([
    [closed.id, T + 1],
    [open.id, null],
  ]);
});
