import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { deleteSearchEntries, isPostgres } from '../../../db/search-entries.js';
import { recordAudit } from '../../audit/index.js';
import { retentionCutoff } from './retention-calendar.js';

/**
 * Responses deleted per transaction: small enough that the write lock (SQLite's one writer, PostgreSQL's
 * row locks) is held for a few milliseconds, so that no request waits long behind a batch.
 */
export const RETENTION_BATCH = 100;

/** The PostgreSQL advisory lock held by the one instance that applies the retention (a fixed number). */
const RETENTION_LOCK = 7_131_325;

/** What one run deleted of one form's responses: counts only, never what they said. */
export interface RetentionCounts {
  responses: number;
  answers: number;
  comments: number;
  actions: number;
}

/**
 * Deletes one batch of the form's responses closed before `cutoff`, with what hangs off them (their
 * answers and comment are columns of the response; their actions with their reminders; their search
 * entries and those of their actions). Answers what it deleted.
 */
async function deleteBatch(trx: Kysely<Database>, formId: string, cutoff: number): Promise<RetentionCounts> {
  const rows = await trx
    .selectFrom('workflow_responses')
    .select(['id', 'answers', 'comment'])
    .where('form_id', '=', formId)
    .where('closed_at', 'is not', null)
    .where('closed_at', '<', cutoff)
    .where('status', '=', 'closed')
    .orderBy('closed_at')
    .limit(RETENTION_BATCH)
    .execute();
  const counts: RetentionCounts = { responses: rows.length, answers: 0, comments: 0, actions: 0 };
  if (rows.length === 0) return counts;
  const ids = rows.map((row) => row.id);
  for (const row of rows) {
    counts.answers += answerCount(row.answers);
    if (row.comment !== '') counts.comments += 1;
  }
  await deleteSearchEntries(trx, sql`response_id in (${sql.join(ids)})`);
  const actions = await trx.deleteFrom('response_actions').where('response_id', 'in', ids).executeTakeFirst();
  counts.actions = Number(actions.numDeletedRows);
  await trx.deleteFrom('workflow_responses').where('id', 'in', ids).execute();
  return counts;
}

function answerCount(answers: string): number {
  try {
    const parsed: unknown = JSON.parse(answers);
    return Array.isArray(parsed) ? parsed.length : 0;
  } catch {
    return 0;
  }
}

/**
 * Deletes the form's responses closed more than `months` calendar months before `now`, batch after batch
 * (each its own transaction), then records the counts as one `form`/`retention` entry when any went.
 */
async function applyToForm(
  db: Kysely<Database>,
  formId: string,
  months: number,
  now: number,
): Promise<RetentionCounts> {
  const cutoff = retentionCutoff(now, months);
  const total: RetentionCounts = { responses: 0, answers: 0, comments: 0, actions: 0 };
  for (;;) {
    const batch = await db.transaction().execute((trx) => deleteBatch(trx, formId, cutoff));
    total.responses += batch.responses;
    total.answers += batch.answers;
    total.comments += batch.comments;
    total.actions += batch.actions;
    if (batch.responses < RETENTION_BATCH) break;
    // Lets the requests that came in meanwhile run before the next batch: on SQLite every statement
    // completes at once, so without this the job's chain of promises would hold the event loop to its end.
    await new Promise((resolve) => setImmediate(resolve));
  }
  if (total.responses > 0)
    await db.transaction().execute((trx) =>
      recordAudit(trx, {
        entity: 'form',
        entityId: formId,
        action: 'retention',
        after: { ...total, retentionMonths: months, closedBefore: new Date(cutoff).toISOString() },
        actor: { kind: 'system', id: null, name: '' },
      }),
    );
  return total;
}

/** Applies every form's retention as of `now`; answers the counts per form that lost responses. */
export async function applyResponseRetention(
  db: Kysely<Database>,
  now: number,
): Promise<Map<string, RetentionCounts>> {
  const forms = await db
    .selectFrom('workflow_forms')
    .select(['id', 'retention_months'])
    .where('retention_months', 'is not', null)
    .orderBy('id')
    .execute();
  const deleted = new Map<string, RetentionCounts>();
  for (const form of forms) {
    const counts = await applyToForm(db, form.id, Number(form.retention_months), now);
    if (counts.responses > 0) deleted.set(form.id, counts);
  }
  return deleted;
}

/** On PostgreSQL only the instance holding the advisory lock applies it; another's run is skipped. */
export async function applyResponseRetentionOnce(
  db: Kysely<Database>,
  now: number,
): Promise<Map<string, RetentionCounts>> {
  if (!isPostgres(db)) return applyResponseRetention(db, now);
  return db.connection().execute(async (connection) => {
    const { rows } = await sql<{
      locked: boolean;
    }>`select pg_try_advisory_lock(${RETENTION_LOCK}) as locked`.execute(connection);
    if (!rows[0]?.locked) return new Map<string, RetentionCounts>();
    try {
      return await applyResponseRetention(connection, now);
    } finally {
      await sql`select pg_advisory_unlock(${RETENTION_LOCK})`.execute(connection);
    }
  });
}
