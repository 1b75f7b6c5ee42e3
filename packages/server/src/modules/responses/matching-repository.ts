import type { Kysely } from 'kysely';
import { NOT_DELETED } from '../../db/flags.js';
import type { Database } from '../../db/schema.js';
import { formDefinitionOf } from '../forms/index.js';

/** The look-ups that match a submission with a user, a process model and its form definition. */
export function matchingRepository(db: Kysely<Database>) {
  return {
    async isLiveUser(id: string): Promise<boolean> {
      const row = await db
        .selectFrom('app_user')
        .select('id')
        .where('id', '=', id)
        .where('deleted', '=', NOT_DELETED)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** The live model's latest published revision number (0: never published); undefined when none. */
    async publishedRevision(processModelId: string): Promise<number | undefined> {
      const row = await db
        .selectFrom('process_model')
        .select('revision')
        .where('id', '=', processModelId)
        .where('deleted', '=', NOT_DELETED)
        .executeTakeFirst();
      return row === undefined ? undefined : Number(row.revision);
    },

    /** The roles of the model's published form definition of the workflow form (forms module). */
    formDefinition: (processModelId: string, workflowFormId: string) =>
      formDefinitionOf(db, processModelId, workflowFormId),
  };
}
