import type { Kysely } from 'kysely';
import { NOT_DELETED } from '../../db/flags.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import type { AuthSession } from '../../lib/sessions.js';
import { holdsSystemRole } from '../../plugins/auth.js';
import { workflowFormsRepository } from '../forms/index.js';
import { type WorkflowResponseRow, workflowResponsesRepository } from './repository.js';

/**
 * What the caller may do with one response (spec part 2 §6): an administrator everything; the holder of
 * its reviewer role review it; the holder of its reader role, or of its reviewer role, read it.
 */
export interface ResponseRights {
  admin: boolean;
  reviewer: boolean;
  reader: boolean;
}

const holds = (caller: AuthSession, roleId: string | null) =>
  roleId !== null && caller.info.roles.some((role) => role.id === roleId);

export function responseRights(
  caller: AuthSession,
  row: Pick<WorkflowResponseRow, 'reviewer_role_id' | 'reader_role_id'>,
): ResponseRights {
  const reviewer = holds(caller, row.reviewer_role_id);
  return {
    admin: holdsSystemRole(caller, 'ROLE_ADMIN'),
    reviewer,
    reader: reviewer || holds(caller, row.reader_role_id),
  };
}

export const notAllowed = (message: string) => new AppError('not-allowed', { message });

/** The live responses of live forms, found by form and id; not-found otherwise. */
export function liveResponses(db: Kysely<Database>) {
  const forms = workflowFormsRepository(db);
  const responses = workflowResponsesRepository(db);
  return {
    async find(formId: string, id: string): Promise<WorkflowResponseRow> {
      if (!(await forms.find(formId))) throw new AppError('not-found', { message: 'No such workflow form' });
      const row = await responses.find(formId, id);
      if (!row) throw new AppError('not-found', { message: 'No such response' });
      return row;
    },

    /** Is the user the assignee of a live action of the response? */
    async holdsActionOf(responseId: string, userId: string): Promise<boolean> {
      const row = await db
        .selectFrom('response_actions')
        .select('id')
        .where('response_id', '=', responseId)
        .where('assignee_user_id', '=', userId)
        .where('deleted', '=', NOT_DELETED)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}
