import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { indexResponse } from '../modules/search/index.js';

/** What a stored response of these fixtures may set; the rest is a plain new response of the form. */
export interface StoredResponseFields {
  status?: 'new' | 'in-progress' | 'closed';
  closedAt?: number | null;
  createdAt?: number;
  comment?: string;
  senderUserId?: string | null;
  /** How many actions hang off it (open, assigned to nobody). */
  actions?: number;
  /** Whether it and its actions are put into the search index (as the writes through the API do). */
  indexed?: boolean;
}

const ANSWERS = JSON.stringify([
  { questionId: '1', question: 'subject', data: 'Broken lamp', type: 'control_textbox' },
  { questionId: '2', question: 'Your remark', data: 'It broke', type: 'control_textarea' },
]);

let nextInternalId = 1_000_000;

/**
 * Responses of the form stored straight into the database (with their actions), without the form
 * service: for tests and benchmarks that need many of them fast. Answers their ids.
 */
export async function storeResponses(
  db: Kysely<Database>,
  formId: string,
  count: number,
  fields: StoredResponseFields = {},
): Promise<string[]> {
  const at = fields.createdAt ?? Date.now();
  const status = fields.status ?? (fields.closedAt ? 'closed' : 'new');
  const ids: string[] = [];
  const responses = [];
  const actions = [];
  for (let index = 0; index < count; index++) {
    const id = randomUUID();
    ids.push(id);
    nextInternalId += 1;
    responses.push({
      id,
      form_id: formId,
      internal_id: nextInternalId,
      submission_id: String(5_800_000_000_000_000_000n + BigInt(nextInternalId)),
      subject: `Broken lamp ${nextInternalId}`,
      submission_date: at,
      processed_date: at,
      status,
      error_message: null,
      sender_user_id: fields.senderUserId ?? null,
      reviewer_role_id: null,
      reader_role_id: null,
      action_holder_role_id: null,
      process_model_id: null,
      remarks: '',
      comment: fields.comment ?? '',
      commenter_id: null,
      answers: ANSWERS,
      deleted: 0,
      created_at: at,
      updated_at: fields.closedAt ?? at,
      closed_at: fields.closedAt ?? null,
    });
    for (let n = 0; n < (fields.actions ?? 0); n++)
      actions.push({
        id: randomUUID(),
        form_id: formId,
        response_id: id,
        action: `Call back ${n + 1}`,
        remarks: '',
        status: 'open',
        assignee_user_id: null,
        owner_user_id: null,
        start_date: '2026-01-01',
        end_date: '2026-01-31',
        deleted: 0,
        created_at: at,
        updated_at: at,
      });
  }
  // In parts, so that neither database meets its limit of parameters in one statement.
  for (let i = 0; i < responses.length; i += 500)
    await db
      .insertInto('workflow_responses')
      .values(responses.slice(i, i + 500))
      .execute();
  for (let i = 0; i < actions.length; i += 500)
    await db
      .insertInto('response_actions')
      .values(actions.slice(i, i + 500))
      .execute();
  if (fields.indexed)
    await db.transaction().execute(async (trx) => {
      for (const id of ids) await indexResponse(trx, id);
    });
  return ids;
}

/** Which of `ids` are still stored (live or soft-deleted). */
export async function storedOf(db: Kysely<Database>, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('workflow_responses').select('id').where('id', 'in', ids).execute();
  return rows.map((row) => row.id).filter((id) => ids.includes(id));
}
