import { type Kysely, sql } from 'kysely';
import { NOT_DELETED } from '../../db/flags.js';
import type { Database } from '../../db/schema.js';
import { replaceSearchEntries } from '../../db/search-entries.js';
import { businessModelEntries } from '../../db/search-entry-kinds.js';

/** The names of the latest published revisions of the live models among `ids`. */
async function publishedNames(trx: Kysely<Database>, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await trx
    .selectFrom('process_model as pm')
    .innerJoin('process_model_revision as rev', (join) =>
      join.onRef('rev.process_model_id', '=', 'pm.id').onRef('rev.revision', '=', 'pm.revision'),
    )
    .select(['pm.id as id', 'rev.name as name'])
    .where('pm.id', 'in', [...new Set(ids)])
    .where('pm.deleted', '=', NOT_DELETED)
    .where('pm.revision', '>', 0)
    .execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

const linkedIds = (content: string) =>
  [...content.matchAll(/"processModelId":"([^"]+)"/g)].map((m) => m[1] as string);

/**
 * Indexes the business model (there is one) for every signed-in user as it is stored now, its process
 * links under the names of the models' latest revisions, in place of what was indexed of it before.
 */
export async function indexBusinessModel(trx: Kysely<Database>, content: string): Promise<void> {
  const entries = businessModelEntries(content, await publishedNames(trx, linkedIds(content)));
  await replaceSearchEntries(trx, sql`kind = 'business-model-entry'`, 'business-model', entries);
}

/** Re-indexes the business model when it links the model (whose name or life just changed). */
export async function indexBusinessModelsLinking(
  trx: Kysely<Database>,
  processModelId: string,
): Promise<void> {
  const rows = await trx
    .selectFrom('business_model')
    .select('content')
    .where('content', 'like', `%${processModelId}%`)
    .execute();
  for (const row of rows) await indexBusinessModel(trx, row.content);
}
