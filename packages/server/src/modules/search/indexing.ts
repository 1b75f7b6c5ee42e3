import type { Kysely } from 'kysely';
import { NOT_DELETED } from '../../db/flags.js';
import type { Database } from '../../db/schema.js';
import {
  deleteProcessModelEntries,
  processModelEntries,
  replaceProcessModelEntries,
} from '../../db/search-entries.js';
import { informationGroupEntries } from '../../db/search-entry-kinds.js';
import { indexBusinessModelsLinking } from './business-model-indexing.js';

/**
 * The search index follows every write in the writer's transaction: a rolled-back write leaves the index
 * as it was. One function per kind of thing found and per copy of it.
 */

/** Indexes a model's working copy (as just written) for modelers, in place of what was indexed of it before. */
export async function indexWorkingCopy(
  trx: Kysely<Database>,
  model: { id: string; name: string; description: string; content: string },
): Promise<void> {
  const parsed = { ...model, content: JSON.parse(model.content) as object };
  await replaceProcessModelEntries(trx, model.id, 'modelers', [
    ...processModelEntries(parsed),
    ...informationGroupEntries(parsed),
  ]);
}

/**
 * Indexes a model's latest published revision for everyone (its information groups for editors),
 * replacing the revision indexed before, and the business model's link to it under its new name.
 */
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
  const parsed = { ...row, content: JSON.parse(row.content) as object };
  await replaceProcessModelEntries(trx, processModelId, 'published', processModelEntries(parsed));
  await replaceProcessModelEntries(trx, processModelId, 'editors', informationGroupEntries(parsed));
  await indexBusinessModelsLinking(trx, processModelId);
}

/**
 * Takes a deleted model (working copy and revisions) out of the index; a business model's link to it
 * keeps its stored name, as the business model shows it.
 */
export async function removeProcessModel(trx: Kysely<Database>, processModelId: string): Promise<void> {
  await deleteProcessModelEntries(trx, processModelId);
  await indexBusinessModelsLinking(trx, processModelId);
}

interface ActedStep {
  actor?: { id?: string; name?: string };
  process?: { actor?: { id?: string; name?: string } };
}

/**
 * Re-indexes the working copies whose steps name a role that was renamed (or deleted: `name` empty), since
 * a working copy shows its roles as they are now. Revisions keep the names of their publish.
 */
export async function indexWorkingCopiesActedBy(
  trx: Kysely<Database>,
  roleId: string,
  name: string,
): Promise<void> {
  const models = await trx
    .selectFrom('process_model')
    .select(['id', 'name', 'description', 'content'])
    .where('deleted', '=', NOT_DELETED)
    .where('content', 'like', `%${roleId}%`)
    .execute();
  const renamed = (actor?: { id?: string; name?: string }) => {
    if (actor?.id === roleId) actor.name = name;
  };
  for (const model of models) {
    const content = JSON.parse(model.content) as { steps?: ActedStep[] };
    for (const step of content.steps ?? []) {
      renamed(step.actor);
      renamed(step.process?.actor);
    }
    await indexWorkingCopy(trx, { ...model, content: JSON.stringify(content) });
  }
}
