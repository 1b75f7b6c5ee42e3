import {
  nextResponseStatus,
  pageCount,
  type ResponseEdit,
  type ResponseEvent,
  type WorkflowResponse,
  type WorkflowResponsePage,
} from '@stroomlijn/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { updateUnchanged, versionAfter } from '../../db/update-unchanged.js';
import { AppError } from '../../errors.js';
import { type FormService, FormServiceError } from '../../integrations/form-service.js';
import type { AuthSession } from '../../lib/sessions.js';
import {
  recordViewing,
  requireFormService,
  serviceFailure,
  workflowFormsRepository,
} from '../forms/index.js';
import { indexResponse } from '../search/index.js';
import { toResponses } from './mapping.js';
import { reprocessSubmission } from './processing.js';
import { type WorkflowResponseRow, workflowResponsesRepository } from './repository.js';
import { liveResponses, notAllowed, responseRights } from './response-access.js';
import { auditedResponseWrite } from './response-audit.js';
import type { ResponseListKind } from './review-repository.js';

const conflict = () => new AppError('conflict', { message: 'The response was changed meanwhile' });
const invalidState = (message: string) => new AppError('invalid-state', { message });

/**
 * The status after `event` written only while the response is still as read (`expectedUpdatedAt`,
 * the read row's by default); 409 invalid-state for a transition the rules refuse, 409 conflict when
 * the response changed meanwhile. `fields` go with it (remarks of an edit).
 */
export async function changeResponseStatus(
  db: Kysely<Database>,
  row: WorkflowResponseRow,
  event: ResponseEvent,
  fields: { remarks?: string } = {},
  expectedUpdatedAt = Number(row.updated_at),
): Promise<void> {
  const status = nextResponseStatus(row.status as WorkflowResponse['status'], event);
  if (status === null) throw invalidState(`A ${row.status} response cannot take '${event.kind}'`);
  const at = versionAfter(row.updated_at);
  // The retention counts from the closing; a response opened again is no longer closed.
  const closedAt = status === 'closed' ? (row.status === 'closed' ? row.closed_at : at) : null;
  const change = { ...fields, status, closed_at: closedAt };
  if (!(await updateUnchanged(db, 'workflow_responses', row.id, expectedUpdatedAt, change, at)))
    throw conflict();
}

export function workflowResponsesService(db: Kysely<Database>, formService: FormService | null) {
  const forms = workflowFormsRepository(db);
  const responses = workflowResponsesRepository(db);
  const live = liveResponses(db);

  async function answer(formId: string, id: string): Promise<WorkflowResponse> {
    return (await toResponses(responses, [await live.find(formId, id)]))[0] as WorkflowResponse;
  }

  /** The response as one person opens it, recorded in the viewing log when its form keeps one. */
  async function opened(row: WorkflowResponseRow): Promise<WorkflowResponse> {
    const response = (await toResponses(responses, [row]))[0] as WorkflowResponse;
    await recordViewing(db, row);
    return response;
  }

  /** Runs `write` on the response and records it in the same transaction; answers the response after it. */
  async function changed(
    row: WorkflowResponseRow,
    record: Parameters<typeof auditedResponseWrite>[2],
    write: (trx: Kysely<Database>) => Promise<void>,
  ): Promise<WorkflowResponse> {
    const after = await auditedResponseWrite(db, row, record, write);
    if (!after) throw new AppError('not-found', { message: 'No such response' });
    return after;
  }

  /** The live response, when the caller is an administrator or its reviewer; not-allowed otherwise. */
  async function reviewed(caller: AuthSession, formId: string, id: string): Promise<WorkflowResponseRow> {
    const row = await live.find(formId, id);
    const rights = responseRights(caller, row);
    if (!rights.admin && !rights.reviewer) throw notAllowed("Only the response's reviewer may change it");
    return row;
  }

  return {
    /** WF-10: page `page` (from 1) of the form's live responses, newest first (administrators). */
    async page(formId: string, page: number): Promise<WorkflowResponsePage> {
      if (!(await forms.find(formId))) throw new AppError('not-found', { message: 'No such workflow form' });
      const total = await forms.responseCount(formId);
      const rows = await responses.page(formId, page);
      return { responses: await toResponses(responses, rows), totalPages: pageCount(total) };
    },

    /**
     * WF-11, WF-14, AC-18, AC-20: for administrators, its reviewer and reader, and the assignees of its
     * actions (who see the answers under their action, AC-04); not-allowed for anyone else.
     */
    async get(caller: AuthSession, formId: string, id: string): Promise<WorkflowResponse> {
      const row = await live.find(formId, id);
      const rights = responseRights(caller, row);
      if (!rights.admin && !rights.reader && !(await live.holdsActionOf(row.id, caller.info.user.id)))
        throw notAllowed("Only the response's reviewers and readers may read it");
      return opened(row);
    },

    /**
     * AC-18, AC-20: the response as the reviewer's page (`review`: administrators and the holders of its
     * reviewer role) or the reader's page (`read`: also the holders of its reader role) shows it;
     * not-allowed for anyone else, the assignees of its actions too.
     */
    async getAs(
      caller: AuthSession,
      view: ResponseListKind,
      formId: string,
      id: string,
    ): Promise<WorkflowResponse> {
      const row = await live.find(formId, id);
      const rights = responseRights(caller, row);
      if (!rights.admin && !(view === 'review' ? rights.reviewer : rights.reader))
        throw notAllowed(
          view === 'review' ? "Only the response's reviewers may review it" : "Only the response's readers",
        );
      return opened(row);
    },

    /** WF-20: the comment and who made it. */
    async comment(
      caller: AuthSession,
      formId: string,
      id: string,
      comment: string,
    ): Promise<WorkflowResponse> {
      const row = await reviewed(caller, formId, id);
      return changed(row, { entity: 'comment', action: 'create' }, (trx) =>
        workflowResponsesRepository(trx).update(row.id, { comment, commenter_id: caller.info.user.id }),
      );
    },

    /** The reviewer's edit: status in-progress or on-hold, and remarks, based on `updatedAt`. */
    async edit(
      caller: AuthSession,
      formId: string,
      id: string,
      edit: ResponseEdit,
    ): Promise<WorkflowResponse> {
      const row = await reviewed(caller, formId, id);
      if (Number(row.updated_at) !== edit.updatedAt) throw conflict();
      return changed(row, { action: 'update' }, (trx) =>
        changeResponseStatus(
          trx,
          row,
          { kind: 'edit', status: edit.status },
          { remarks: edit.remarks },
          edit.updatedAt,
        ),
      );
    },

    /** WF-17, AC-15: finish (close) an open response. */
    async close(caller: AuthSession, formId: string, id: string): Promise<WorkflowResponse> {
      const row = await reviewed(caller, formId, id);
      return changed(row, { action: 'update' }, (trx) => changeResponseStatus(trx, row, { kind: 'close' }));
    },

    /** AC-17: open a closed response again. */
    async open(caller: AuthSession, formId: string, id: string): Promise<WorkflowResponse> {
      const row = await reviewed(caller, formId, id);
      return changed(row, { action: 'update' }, (trx) => changeResponseStatus(trx, row, { kind: 'open' }));
    },

    /**
     * WF-18: fetches the submission of an error response from the form service again and processes it
     * anew; success turns error into new. A submission the service no longer has stays an error.
     */
    async retry(formId: string, id: string): Promise<WorkflowResponse> {
      const form = await forms.find(formId);
      const row = await live.find(formId, id);
      if (!form || row.status !== 'error') throw invalidState('Only a response with status error is retried');
      const service = requireFormService(formService);
      try {
        await reprocessSubmission(db, form, row, await service.submission(row.submission_id));
      } catch (error) {
        if (!(error instanceof FormServiceError)) throw error;
        if (error.failure !== 'not-found') throw serviceFailure(error);
        await changed(row, { action: 'update' }, (trx) =>
          workflowResponsesRepository(trx).update(id, {
            error_message: 'submission-not-found',
            processed_date: Date.now(),
          }),
        );
      }
      return answer(formId, id);
    },

    /** WF-19: soft delete, by an administrator or the reviewer. */
    async remove(caller: AuthSession, formId: string, id: string): Promise<void> {
      const row = await reviewed(caller, formId, id);
      await auditedResponseWrite(db, row, { action: 'delete' }, async (trx) => {
        await workflowResponsesRepository(trx).update(row.id, { deleted: 1 });
        await indexResponse(trx, row.id);
      });
    },
  };
}

export type WorkflowResponsesService = ReturnType<typeof workflowResponsesService>;
