import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { addMonths } from './retention-calendar.js';

/**
 * When the daily job will delete the form's oldest closed response: its closing plus the retention, at
 * the job's first run after that (`runAt`); null when its responses are kept or none is closed.
 */
export async function nextDeletionAt(
  db: Kysely<Database>,
  form: { id: string; retention_months: number | null },
  runAt: (due: number) => number,
): Promise<number | null> {
  if (form.retention_months === null) return null;
  const oldest = await db
    .selectFrom('workflow_responses')
    .select('closed_at')
    .where('form_id', '=', form.id)
    .where('closed_at', 'is not', null)
    .where('status', '=', 'closed')
    .orderBy('closed_at')
    .limit(1)
    .executeTakeFirst();
  if (!oldest || oldest.closed_at === null) return null;
  // Deleted once it was closed before the job's run minus the retention: strictly after this moment.
  return runAt(addMonths(Number(oldest.closed_at), Number(form.retention_months)) + 1);
}
