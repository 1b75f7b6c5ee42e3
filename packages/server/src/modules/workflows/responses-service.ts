import { pageCount, type WorkflowResponse, type WorkflowResponsePage } from '@stroomlijn/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { type FormService, FormServiceError } from '../../integrations/form-service.js';
import { reprocessSubmission } from './processing.js';
import { type WorkflowFormRow, workflowFormsRepository } from './repository.js';
import { toResponses } from './responses-mapping.js';
import { type WorkflowResponseRow, workflowResponsesRepository } from './responses-repository.js';
import { requireFormService, serviceFailure } from './service-errors.js';

export function workflowResponsesService(db: Kysely<Database>, formService: FormService | null) {
  const forms = workflowFormsRepository(db);
  const responses = workflowResponsesRepository(db);

  async function liveForm(formId: string): Promise<WorkflowFormRow> {
    const form = await forms.find(formId);
    if (!form) throw new AppError('not-found', { message: 'No such workflow form' });
    return form;
  }

  async function assertLiveForm(formId: string): Promise<void> {
    await liveForm(formId);
  }

  async function liveResponse(formId: string, id: string): Promise<WorkflowResponseRow> {
    await assertLiveForm(formId);
    const row = await responses.find(formId, id);
    if (!row) throw new AppError('not-found', { message: 'No such response' });
    return row;
  }

  async function answer(row: WorkflowResponseRow): Promise<WorkflowResponse> {
    return (await toResponses(responses, [row]))[0] as WorkflowResponse;
  }

  return {
    /** WF-10: page `page` (from 1) of the form's live responses, newest first. */
    async page(formId: string, page: number): Promise<WorkflowResponsePage> {
      await assertLiveForm(formId);
      const total = await forms.responseCount(formId);
      const rows = await responses.page(formId, page);
      return { responses: await toResponses(responses, rows), totalPages: pageCount(total) };
    },

    /** WF-11, WF-14. */
    async get(formId: string, id: string): Promise<WorkflowResponse> {
      return answer(await liveResponse(formId, id));
    },

    /** WF-20: the comment and who made it. */
    async comment(
      formId: string,
      id: string,
      comment: string,
      commenterId: string,
    ): Promise<WorkflowResponse> {
      await liveResponse(formId, id);
      await responses.update(id, { comment, commenter_id: commenterId });
      return answer(await liveResponse(formId, id));
    },

    /** WF-16, WF-17: a new response is closed; any other status is refused with 409 invalid-state. */
    async close(formId: string, id: string): Promise<WorkflowResponse> {
      const row = await liveResponse(formId, id);
      if (row.status !== 'new') {
        throw new AppError('invalid-state', { message: 'Only a new response can be closed here' });
      }
      await responses.update(id, { status: 'closed' });
      return answer(await liveResponse(formId, id));
    },

    /**
     * WF-18: fetches the submission of an error response from the form service again and processes it
     * anew; success turns error into new. A submission the service no longer has stays an error.
     */
    async retry(formId: string, id: string): Promise<WorkflowResponse> {
      const form = await liveForm(formId);
      const row = await liveResponse(formId, id);
      if (row.status !== 'error') {
        throw new AppError('invalid-state', { message: 'Only a response with status error is retried' });
      }
      const service = requireFormService(formService);
      try {
        await reprocessSubmission(db, form, row, await service.submission(row.submission_id));
      } catch (error) {
        if (!(error instanceof FormServiceError)) throw error;
        if (error.failure !== 'not-found') throw serviceFailure(error);
        await responses.update(id, { error_message: 'submission-not-found', processed_date: Date.now() });
      }
      return answer(await liveResponse(formId, id));
    },

    /** WF-19: soft delete. */
    async remove(formId: string, id: string): Promise<void> {
      await liveResponse(formId, id);
      await responses.update(id, { deleted: 1 });
    },
  };
}

export type WorkflowResponsesService = ReturnType<typeof workflowResponsesService>;
