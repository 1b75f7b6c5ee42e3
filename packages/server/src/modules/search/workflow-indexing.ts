import { type Kysely, sql } from 'kysely';
import { NOT_DELETED } from '../../db/flags.js';
import type { Database } from '../../db/schema.js';
import { deleteSearchEntries, replaceSearchEntries, thingScope } from '../../db/search-entries.js';
import { actionEntry, definitionEntry, responseEntry } from '../../db/search-entry-kinds.js';

/**
 * Definitions, responses and actions follow their writes in the writer's transaction. Each function reads
 * the row as just written and indexes it, or takes it out of the index once it (or what it belongs to)
 * is deleted.
 */

/** Indexes an input/output definition for modelers and editors, or removes it once deleted. */
export async function indexDefinition(trx: Kysely<Database>, id: string): Promise<void> {
  const row = await trx
    .selectFrom('input_output')
    .select(['id', 'process_model_id', 'name', 'description'])
    .where('id', '=', id)
    .where('deleted', '=', NOT_DELETED)
    .executeTakeFirst();
  await replaceSearchEntries(
    trx,
    thingScope('definition', id),
    'definitions',
    row ? [definitionEntry(row)] : [],
  );
}

/** The live response of a live form, with what its entries need; undefined otherwise. */
function liveResponse(trx: Kysely<Database>, id: string) {
  return trx
    .selectFrom('workflow_responses as r')
    .innerJoin('workflow_forms as f', 'f.id', 'r.form_id')
    .select(['r.id', 'r.form_id', 'r.subject', 'r.reviewer_role_id', 'r.reader_role_id'])
    .where('r.id', '=', id)
    .where('r.deleted', '=', NOT_DELETED)
    .where('f.deleted', '=', NOT_DELETED)
    .executeTakeFirst();
}

/**
 * Indexes a response (its subject) and its live actions with the response's rights, as they are now (a
 * retried response may change its roles); removes them all once the response or its form is deleted.
 */
export async function indexResponse(trx: Kysely<Database>, id: string): Promise<void> {
  const response = await liveResponse(trx, id);
  if (!response) {
    await deleteSearchEntries(trx, sql`response_id = ${id}`);
    return;
  }
  const actions = await trx
    .selectFrom('response_actions')
    .select(['id', 'action', 'assignee_user_id'])
    .where('response_id', '=', id)
    .where('deleted', '=', NOT_DELETED)
    .execute();
  await replaceSearchEntries(trx, sql`response_id = ${id}`, 'workflow', [
    responseEntry(response),
    ...actions.map((action) => actionEntry(action, response)),
  ]);
}

/** Indexes an action (its text) with its response's rights and its assignee, or removes it once deleted. */
export async function indexAction(trx: Kysely<Database>, id: string): Promise<void> {
  const action = await trx
    .selectFrom('response_actions')
    .select(['id', 'response_id', 'action', 'assignee_user_id'])
    .where('id', '=', id)
    .where('deleted', '=', NOT_DELETED)
    .executeTakeFirst();
  const response = action && (await liveResponse(trx, action.response_id));
  await replaceSearchEntries(
    trx,
    thingScope('action', id),
    'workflow',
    action && response ? [actionEntry(action, response)] : [],
  );
}

/** Takes a deleted form's responses and their actions out of the index. */
export async function removeFormResponses(trx: Kysely<Database>, formId: string): Promise<void> {
  await deleteSearchEntries(
    trx,
    sql`response_id in (select id from workflow_responses where form_id = ${formId})`,
  );
}
