import type { InputOutputType } from '@stroomlijn/domain';
import type { Kysely } from 'kysely';
import { NOT_DELETED } from '../../db/flags.js';
import { locksRows } from '../../db/row-locks.js';
import type { Database, InputOutputTable, InputOutputUseTable } from '../../db/schema.js';

/** SQLite and PostgreSQL both take this many parameters in one statement with room to spare. */
const CHUNK = 500;

/** What the information groups of a model need to know of a definition. */
export interface GroupDefinition {
  id: string;
  processModelId: string;
  type: InputOutputType;
  name: string;
  data: string;
}

export type UseSource = InputOutputUseTable['source'];

/** The input/output definitions the information groups of a model use. */
export function informationRepository(db: Kysely<Database>) {
  return {
    /**
     * The live definitions among `ids`. With `lock` (PostgreSQL) they stay as read until the transaction
     * ends: a concurrent delete of one waits, and then finds it in use.
     */
    async liveDefinitions(
      ids: readonly string[],
      { lock = false } = {},
    ): Promise<Map<string, GroupDefinition>> {
      const found = new Map<string, GroupDefinition>();
      const unique = [...new Set(ids)].sort();
      for (let i = 0; i < unique.length; i += CHUNK) {
        const query = db
          .selectFrom('input_output')
          .select(['id', 'process_model_id as processModelId', 'type', 'name', 'data'])
          .where('id', 'in', unique.slice(i, i + CHUNK))
          .where('deleted', '=', NOT_DELETED)
          .orderBy('id');
        const rows = await (lock && locksRows(db) ? query.forShare() : query).execute();
        for (const row of rows) found.set(row.id, { ...row, type: row.type as InputOutputType });
      }
      return found;
    },

    /** The live definitions among `ids`, every column (what a revision keeps of them when published). */
    async liveDefinitionRows(ids: readonly string[]): Promise<InputOutputTable[]> {
      const rows: InputOutputTable[] = [];
      const unique = [...new Set(ids)].sort();
      for (let i = 0; i < unique.length; i += CHUNK) {
        rows.push(
          ...(await db
            .selectFrom('input_output')
            .selectAll()
            .where('id', 'in', unique.slice(i, i + CHUNK))
            .where('deleted', '=', NOT_DELETED)
            .execute()),
        );
      }
      return rows;
    },

    /** Records the definitions the model's working copy, or its latest revision, uses now. */
    async replaceUses(processModelId: string, source: UseSource, ids: Iterable<string>): Promise<void> {
      await db
        .deleteFrom('input_output_use')
        .where('process_model_id', '=', processModelId)
        .where('source', '=', source)
        .execute();
      const unique = [...new Set(ids)];
      for (let i = 0; i < unique.length; i += CHUNK) {
        await db
          .insertInto('input_output_use')
          .values(
            unique
              .slice(i, i + CHUNK)
              .map((input_output_id) => ({ process_model_id: processModelId, source, input_output_id })),
          )
          .execute();
      }
    },

    async clearUses(processModelId: string): Promise<void> {
      await db.deleteFrom('input_output_use').where('process_model_id', '=', processModelId).execute();
    },
  };
}
