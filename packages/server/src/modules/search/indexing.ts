import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import {
  deleteProcessModelEntries,
  insertSearchEntries,
  processModelEntries,
} from '../../db/search-entries.js';

/**
 * The search index follows every write in the writer's transaction: a rolled-back write leaves the index
 * as it was. One function per kind of thing found and per copy of it.
 */

/** Indexes a model's working copy for modelers, replacing what was indexed of it before. */
export async function indexWorkingCopy(trx: Kysely<Database>, processModelId: string): Promise<void> {
  const model = await trx
    .selectFrom('process_model')
    .select(['id', 'name', 'description', 'content'])
    .where('id', '=', processModelId)
    .executeTakeFirstOrThrow();
  await deleteProcessModelEntries(trx, processModelId, 'modelers');
  await insertSearchEntries(trx, 'modelers', processModelEntries(model));
}

/** Indexes a model's latest published revision for everyone, replacing the revision indexed before. */
export async function indexPublishedRevision(
  trx: Kysely<Database>,
  processModelId: string,
  revision: number,
): Promise<void> {
  const row = await trx
    .selectFrom('process_model_revision')
    .select(['process_model_id as id', 'name', 'description', 'content'])
    .where('process_model_id', '=', processModelId)
    .where('revision', '=', revision)
    .executeTakeFirstOrThrow();
  await deleteProcessModelEntries(trx, processModelId, 'published');
  await insertSearchEntries(trx, 'published', processModelEntries(row));
}

/** Takes a deleted model (working copy and revisions) out of the index. */
export async function removeProcessModel(trx: Kysely<Database>, processModelId: string): Promise<void> {
  await deleteProcessModelEntries(trx, processModelId);
}
