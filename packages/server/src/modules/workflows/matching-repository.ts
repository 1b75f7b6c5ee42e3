import type { Kysely } from 'kysely';
import { NOT_DELETED } from '../../db/flags.js';
import type { Database } from '../../db/schema.js';

export interface MatchedDefinition {
  drafterRoleId: string | null;
  reviewerRoleId: string | null;
  readerRoleId: string | null;
  actionHolderRoleId: string | null;
}

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

    /**
     * The roles of a live form definition (type jotform) of the workflow form that the model's latest
     * published revision uses; the first by name when several do.
     */
    async formDefinition(
      processModelId: string,
      workflowFormId: string,
    ): Promise<MatchedDefinition | undefined> {
      const row = await db
        .selectFrom('input_output_use as use')
        .innerJoin('input_output as io', 'io.id', 'use.input_output_id')
        .innerJoin('process_model as pm', 'pm.id', 'use.process_model_id')
        .select([
          'io.drafter_role_id as drafterRoleId',
          'io.reviewer_role_id as reviewerRoleId',
          'io.reader_role_id as readerRoleId',
          'io.action_holder_role_id as actionHolderRoleId',
        ])
        .where('use.process_model_id', '=', processModelId)
        .where('use.source', '=', 'published')
        .where('io.type', '=', 'jotform')
        .where('io.data', '=', workflowFormId)
        .where('io.deleted', '=', NOT_DELETED)
        .where('pm.deleted', '=', NOT_DELETED)
        .orderBy('io.name')
        .orderBy('io.id')
        .executeTakeFirst();
      return row;
    },
  };
}
