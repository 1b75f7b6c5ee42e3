import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { recordAudit } from '../../audit/index.js';

/**
 * Records that the caller opened the response, when its form keeps a viewing log: one `response`/`view`
 * entry about its sender, in a transaction of its own that does nothing else (the read becomes a short
 * write). A form without the log records nothing.
 */
export async function recordViewing(
  db: Kysely<Database>,
  response: { id: string; form_id: string; sender_user_id: string | null },
): Promise<void> {
  const form = await db
    .selectFrom('workflow_forms')
    .select('viewing_log')
    .where('id', '=', response.form_id)
    .executeTakeFirst();
  if (!form?.viewing_log) return;
  await db.transaction().execute((trx) =>
    recordAudit(trx, {
      entity: 'response',
      entityId: response.id,
      action: 'view',
      subjects: response.sender_user_id ? [response.sender_user_id] : [],
    }),
  );
}
