import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import type { ImportLookups } from './import-plan.js';

/** The live roles and process models an import may name, by name. */
export async function importLookups(db: Kysely<Database>): Promise<ImportLookups> {
  const [roles, models] = await Promise.all([
    db
      .selectFrom('role')
      .select(['id', 'name'])
      .where('deleted', '=', 0)
      .orderBy('name')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('process_model')
      .select(['id', 'name', 'revision'])
      .where('deleted', '=', 0)
      .orderBy('name')
      .orderBy('id')
      .execute(),
  ]);
  return { roles, models: models.map((model) => ({ ...model, revision: Number(model.revision) })) };
}
