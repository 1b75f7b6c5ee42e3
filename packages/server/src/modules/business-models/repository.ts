import type { Kysely } from 'kysely';
import { NOT_DELETED } from '../../db/flags.js';
import { forUpdate, locksRows } from '../../db/row-locks.js';
import type { BusinessModelTable, Database } from '../../db/schema.js';
import { updateUnchanged } from '../../db/update-unchanged.js';

export type BusinessModelRow = BusinessModelTable;

/** SQLite and PostgreSQL both take this many parameters in one statement with room to spare. */
const CHUNK = 500;

export function businessModelsRepository(db: Kysely<Database>) {
  return {
    /** The model with this id; with `lock` its row stays locked until the transaction ends. */
    async find(id: string, { lock = false } = {}): Promise<BusinessModelRow | undefined> {
      const query = db.selectFrom('business_model').selectAll().where('id', '=', id);
      return (lock ? forUpdate(db, query) : query).executeTakeFirst();
    },

    /** Inserts the row unless one with its id exists already (a concurrent first read made it). */
    async insertIfMissing(row: BusinessModelRow): Promise<void> {
      await db
        .insertInto('business_model')
        .values(row)
        .onConflict((conflict) => conflict.column('id').doNothing())
        .execute();
    },

    /** Writes the content when the row still has `expectedUpdatedAt`; false when it changed meanwhile. */
    async update(id: string, expectedUpdatedAt: number, content: string, at: number): Promise<boolean> {
      return updateUnchanged(db, 'business_model', id, expectedUpdatedAt, { content }, at);
    },

    /**
     * The name of the latest published revision of each live, published model among `ids`. With `lock`
     * (PostgreSQL) the models stay as read until the transaction ends: a concurrent delete waits.
     */
    async publishedNames(ids: readonly string[], { lock = false } = {}): Promise<Map<string, string>> {
      const names = new Map<string, string>();
      const unique = [...new Set(ids)].sort();
      for (let i = 0; i < unique.length; i += CHUNK) {
        const part = unique.slice(i, i + CHUNK);
        const query = db
          .selectFrom('process_model as pm')
          .innerJoin('process_model_revision as rev', (join) =>
            join.onRef('rev.process_model_id', '=', 'pm.id').onRef('rev.revision', '=', 'pm.revision'),
          )
          .select(['pm.id as id', 'rev.name as name'])
          .where('pm.id', 'in', part)
          .where('pm.deleted', '=', NOT_DELETED)
          .where('pm.revision', '>', 0)
          .orderBy('pm.id');
        const rows = await (lock && locksRows(db) ? query.forShare('pm') : query).execute();
        for (const row of rows) names.set(row.id, row.name);
      }
      return names;
    },
  };
}

export type BusinessModelsRepository = ReturnType<typeof businessModelsRepository>;
