import type { Kysely } from 'kysely';
import { NOT_DELETED } from '../../db/flags.js';
import type { Database } from '../../db/schema.js';

/** The roles of the form definition (an input/output definition of type jotform) that names a form. */
export interface FormDefinitionRoles {
  drafterRoleId: string | null;
  reviewerRoleId: string | null;
  readerRoleId: string | null;
  actionHolderRoleId: string | null;
}

/**
 * The roles of a live form definition (type jotform) of the workflow form that the model's latest
 * published revision uses; the first by name when several do.
 */
export function formDefinitionOf(
  db: Kysely<Database>,
  processModelId: string,
  workflowFormId: string,
): Promise<FormDefinitionRoles | undefined> {
  return db
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
}
