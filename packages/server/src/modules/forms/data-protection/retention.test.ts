import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createWorkflowForm } from '../../../test/input-outputs.js';
import { auditMark } from '../../../test/recorded-audit.js';
import { storedOf, storeResponses } from '../../../test/stored-responses.js';
import { testDialect } from '../../../test/test-app.js';
import { useTestApp } from '../../../test/use-test-app.js';
import { verifyChain } from '../../audit/index.js';
import { changeResponseStatus, workflowResponsesRepository } from '../../responses/index.js';
import { RETENTION_BATCH } from './retention.js';
import { addMonths, DAY_MS, retentionCutoff, runAtOrAfter } from './retention-calendar.js';

const t = useTestApp();
/** The job's clock in these tests: 15 June 2027, noon, in the server's time zone. */
const NOW = new Date(2027, 5, 15, 12, 0).getTime();

async function formWithRetention(months: number | null): Promise<string> {
  const form = await createWorkflowForm(t);
  await t.database.db
    .updateTable('workflow_forms')
    .set({ retention_months: months })
    .where('id', '=', form.id)
    .execute();
  return form.id;
}

const searchEntriesOf = async (ids: string[]) =>
  Number(
    (
      await t.database.db
        .selectFrom('search_entry')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('response_id', 'in', ids)
        .executeTakeFirstOrThrow()
    ).n,
  );

const actionsOf = async (ids: string[]) =>
  (await t.database.db.selectFrom('response_actions').select('id').where('response_id', 'in', ids).execute())
    .length;

describe('the retention of responses: a daily job deletes responses closed longer ago than their form keeps them', () => {
  it('deletes a response closed one day longer ago than the period, keeps one closed one day short, never an open one, and nothing of a form without a period', async () => {
    const { db } = t.database;
    const form = await formWithRetention(6);
    const cutoff = retentionCutoff(NOW, 6);
    const past = await storeResponses(db, form, 1, {
      closedAt: cutoff - DAY_MS,
      comment: 'Called back',
      actions: 2,
      indexed: true,
    });
    const short = await storeResponses(db, form, 1, { closedAt: cutoff + DAY_MS, actions: 1, indexed: true });
    const open = await storeResponses(db, form, 1, {
      status: 'in-progress',
      createdAt: NOW - 20 * 365 * DAY_MS,
    });
    const keeping = await formWithRetention(null);
    const kept = await storeResponses(db, keeping, 1, { closedAt: NOW - 20 * 365 * DAY_MS });
    expect(await searchEntriesOf(past)).toBe(3);

    const since = await auditMark(db);
    const deleted = await t.jobs.get('responseRetention').runNow(NOW);

    expect((await storedOf(db, [...past, ...short, ...open, ...kept])).sort()).toEqual(
      [...short, ...open, ...kept].sort(),
    );
    expect(await searchEntriesOf(past)).toBe(0);
    expect(await actionsOf(past)).toBe(0);
    expect(await searchEntriesOf(short)).toBe(2);
    expect(await actionsOf(short)).toBe(1);
    expect(deleted.get(form)).toEqual({ responses: 1, answers: 2, comments: 1, actions: 2 });
    expect(deleted.has(keeping)).toBe(false);
    const entry = await since.only();
    expect(entry).toMatchObject({
      entity: 'form',
      entityId: form,
      action: 'retention',
      actor: { kind: 'system', id: null, name: '' },
      change: {
        before: null,
        after: {
          responses: 1,
          answers: 2,
          comments: 1,
          actions: 2,
          retentionMonths: 6,
          closedBefore: new Date(cutoff).toISOString(),
        },
      },
    });
    // Counts only: nothing the responses said.
    expect(JSON.stringify(entry.change)).not.toMatch(/Broken lamp|Called back|It broke/);
    expect((await verifyChain(db)).broken).toBeNull();
  });

  it(`deletes in batches of ${RETENTION_BATCH} responses, records one entry per form and run with the totals, and nothing when nothing is due`, async () => {
    const { db } = t.database;
    const form = await formWithRetention(1);
    const count = RETENTION_BATCH * 2 + 37;
    const old = await storeResponses(db, form, count, { closedAt: NOW - 400 * DAY_MS, actions: 1 });
    const since = await auditMark(db);
    const deleted = await t.jobs.get('responseRetention').runNow(NOW);
    expect(deleted.get(form)).toEqual({ responses: count, answers: 2 * count, comments: 0, actions: count });
    expect(await storedOf(db, old)).toEqual([]);
    expect((await since.entries()).map((e) => [e.entity, e.entityId, e.action])).toEqual([
      ['form', form, 'retention'],
    ]);
    const again = await auditMark(db);
    expect((await t.jobs.get('responseRetention').runNow(NOW)).size).toBe(0);
    expect(await again.entries()).toEqual([]);
  });

  it('counts from the closing: closing sets closed_at, opening again clears it, and an open response is never due', async () => {
    const { db } = t.database;
    const form = await formWithRetention(1);
    const [id = ''] = await storeResponses(db, form, 1, {
      status: 'in-progress',
      createdAt: NOW - 900 * DAY_MS,
    });
    const responses = workflowResponsesRepository(db);
    const read = async () =>
      (await responses.findAny(id)) as NonNullable<Awaited<ReturnType<typeof responses.findAny>>>;
    await changeResponseStatus(db, await read(), { kind: 'close' });
    const closed = await read();
    expect(Number(closed.closed_at)).toBe(Number(closed.updated_at));
    await changeResponseStatus(db, closed, { kind: 'open' });
    expect((await read()).closed_at).toBeNull();
    await t.jobs.get('responseRetention').runNow(NOW + 1000 * DAY_MS);
    expect(await storedOf(db, [id])).toEqual([id]);
  });

  it.runIf(testDialect === 'postgres')(
    'on PostgreSQL one instance at a time: while another holds the lock, a run deletes nothing',
    async () => {
      const { db } = t.database;
      const form = await formWithRetention(1);
      const old = await storeResponses(db, form, 3, { closedAt: NOW - 400 * DAY_MS });
      await db.connection().execute(async (other) => {
        await sql`select pg_advisory_lock(7131325)`.execute(other);
        try {
          expect((await t.jobs.get('responseRetention').runNow(NOW)).size).toBe(0);
          expect((await storedOf(db, old)).length).toBe(3);
        } finally {
          await sql`select pg_advisory_unlock(7131325)`.execute(other);
        }
      });
      await t.jobs.get('responseRetention').runNow(NOW);
      expect(await storedOf(db, old)).toEqual([]);
    },
  );
});

describe('the calendar of the retention', () => {
  it('moves by calendar months in the server time zone, a missing day becoming the month’s last', () => {
    expect(new Date(addMonths(new Date(2027, 2, 31, 9).getTime(), -1))).toEqual(new Date(2027, 1, 28, 9));
    expect(new Date(addMonths(new Date(2027, 0, 15, 9).getTime(), 12))).toEqual(new Date(2028, 0, 15, 9));
    expect(new Date(retentionCutoff(NOW, 6))).toEqual(new Date(2026, 11, 15, 12));
  });

  it('finds the daily run at or after a moment, never before now', () => {
    const first = NOW;
    expect(runAtOrAfter(first, NOW + 2.5 * DAY_MS, NOW)).toBe(NOW + 3 * DAY_MS);
    expect(runAtOrAfter(first, NOW - 10 * DAY_MS, NOW + DAY_MS / 2)).toBe(NOW + DAY_MS);
    expect(runAtOrAfter(first, NOW - 10 * DAY_MS, NOW)).toBe(NOW);
  });
});
