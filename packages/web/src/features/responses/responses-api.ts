import {
  type ResponseEdit,
  type WorkflowResponse,
  type WorkflowResponsePage,
  workflowResponsePageSchema,
  workflowResponseSchema,
} from '@stroomlijn/domain';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { workflowKeys } from '../workflows/query-keys';
import { responseKeys } from './query-keys';

const path = (...parts: string[]) => `/api/workflow/${parts.map(encodeURIComponent).join('/')}`;

/** GET /api/workflow/{id}/responses/{page} (WF-10): the administrator's list of a form's responses. */
export const responsesQuery = (id: string, page: number) =>
  queryOptions({
    queryKey: responseKeys.page(id, page),
    queryFn: ({ signal }) =>
      api.get<WorkflowResponsePage>(path(id, 'responses', String(page)), {
        signal,
        schema: workflowResponsePageSchema,
      }),
  });

/** GET /api/workflow/{id}/response/{rid} (WF-14): one response as the administrator reads it. */
export const responseQuery = (id: string, rid: string) =>
  queryOptions({
    queryKey: responseKeys.one(id, rid),
    queryFn: ({ signal }) =>
      api.get<WorkflowResponse>(path(id, 'response', rid), { signal, schema: workflowResponseSchema }),
  });

/** The reviewer's edit of a response (status and remarks). */
export const editResponse = (formId: string, responseId: string, edit: ResponseEdit) =>
  api.put<WorkflowResponse>(path(formId, 'response', responseId), edit, { schema: workflowResponseSchema });
export const commentResponse = (id: string, rid: string, comment: string) =>
  api.post<WorkflowResponse>(path(id, 'response', rid, 'comment'), { comment });
export const closeResponse = (id: string, rid: string) =>
  api.delete<unknown>(path(id, 'response', rid, 'close'));
/** AC-17. */
export const openResponse = (formId: string, responseId: string) =>
  api.post<WorkflowResponse>(path(formId, 'response', responseId, 'open'), {});
export const retryResponse = (id: string, rid: string) =>
  api.post<unknown>(path(id, 'response', rid, 'retry'), {});
export const deleteResponse = (id: string, rid: string) =>
  api.delete<unknown>(path(id, 'response', rid, 'delete'));

/**
 * After a change of a response: every form, response list, response and action is read again (they all
 * sit under the workflow keys).
 */
export const responsesChanged = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: workflowKeys.all });
