import { type Kysely, sql } from 'kysely';
import { NOT_DELETED } from '../../db/flags.js';
import { forUpdate } from '../../db/row-locks.js';
import type { Database, InputOutputTable } from '../../db/schema.js';
import { updateUnchanged } from '../../db/update-unchanged.js';
import { type LiveRole, liveRolesById } from '../roles/index.js';

export type InputOutputRow = InputOutputTable;

/** The columns a change writes. */
export type InputOutputFields = Omit<
  InputOutputRow,
  'id' | 'process_model_id' | 'deleted' | 'created_at' | 'updated_at'
>;

export type { LiveRole };

/** The uses of definitions by the latest revisions of live models. */
export function publishedUses(db: Kysely<Database>) {
  return db
    .selectFrom('input_output_use as use')
    .innerJoin('process_model as pm', 'pm.id', 'use.process_model_id')
    .where('use.source', '=', 'published')
    .where('pm.deleted', '=', NOT_DELETED);
}

export function inputOutputsRepository(db: Kysely<Database>) {
  return {
    /**
     * The live definitions of a model (or the global ones), by name; with `publishedOnly` just those
     * a live model's latest revision uses.
     */
    list(processModelId: string, { publishedOnly = false } = {}): Promise<InputOutputRow[]> {
      let query = db
        .selectFrom('input_output')
        .selectAll()
        .where('process_model_id', '=', processModelId)
        .where('deleted', '=', NOT_DELETED);
      if (publishedOnly) query = query.where('id', 'in', publishedUses(db).select('use.input_output_id'));
      return query.orderBy(sql`lower(name)`).orderBy('id').execute();
    },

    /** Does a live model's latest revision use the definition? */
    async isPublishedUse(id: string): Promise<boolean> {
      const row = await publishedUses(db)
        .select('use.input_output_id')
        .where('use.input_output_id', '=', id)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** The definition with this id, deleted or not; with `lock` it stays locked until the transaction ends. */
    find(id: string, { lock = false } = {}): Promise<InputOutputRow | undefined> {
      const query = db.selectFrom('input_output').selectAll().where('id', '=', id);
      return (lock ? forUpdate(db, query) : query).executeTakeFirst();
    },

    async insert(row: InputOutputRow): Promise<void> {
      await db.insertInto('input_output').values(row).execute();
    },

    /** Writes the fields when the row still has `expectedUpdatedAt`; false when it changed meanwhile. */
    async update(
      id: string,
      expectedUpdatedAt: number,
      fields: InputOutputFields,
      at: number,
    ): Promise<boolean> {
      return updateUnchanged(db, 'input_output', id, expectedUpdatedAt, fields, at);
    },

    async softDelete(id: string, at: number): Promise<void> {
      await db.updateTable('input_output').set({ deleted: 1, updated_at: at }).where('id', '=', id).execute();
    },

    /** Names of the live models whose working copy or latest revision uses the definition, by name. */
    async usedIn(id: string): Promise<string[]> {
      const rows = await db
        .selectFrom('input_output_use as use')
        .innerJoin('process_model as pm', 'pm.id', 'use.process_model_id')
        .select('pm.name as name')
        .where('use.input_output_id', '=', id)
        .where('pm.deleted', '=', NOT_DELETED)
        .orderBy(sql`lower(pm.name)`)
        .orderBy('pm.id')
        .execute();
      return rows.map((row) => row.name);
    },

    /** Is there a process model with this id that is deleted? */
    async isDeletedModel(id: string): Promise<boolean> {
      const row = await db
        .selectFrom('process_model')
        .select('deleted')
        .where('id', '=', id)
        .executeTakeFirst();
      return row !== undefined && Boolean(row.deleted);
    },

    /** Name and type of the live roles among `ids`. */
    liveRoles(ids: readonly string[]): Promise<Map<string, LiveRole>> {
      return liveRolesById(db, ids);
    },
  };
}

export type InputOutputsRepository = ReturnType<typeof inputOutputsRepository>;
