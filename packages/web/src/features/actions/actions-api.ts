import {
  type ActionStatusUpdate,
  type OpenActions,
  openActionsSchema,
  type ResponseAction,
  type ResponseActionBody,
  type ResponseActionPage,
  type ResponseFilterStatus,
  type ResponsesToReview,
  responseActionPageSchema,
  responseActionSchema,
  responsesToReviewSchema,
  type WorkflowFormListItem,
  type WorkflowResponse,
  type WorkflowResponsePage,
  workflowFormListItemSchema,
  workflowResponsePageSchema,
  workflowResponseSchema,
} from '@stroomlijn/domain';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { arrayOf } from '../../lib/schema';
import { responseKeys } from '../responses/query-keys';
import { workflowKeys } from '../workflows/query-keys';
import { actionKeys, type FormFilterKind, type ResponseListKind } from './query-keys';

const path = (...parts: (string | number)[]) => parts.map((part) => encodeURIComponent(part)).join('/');
const formsSchema = arrayOf(workflowFormListItemSchema);
const actionsSchema = arrayOf(responseActionSchema);

/** WF-31: GET /api/workflow/action | reviewer | reader. */
export const filterFormsQuery = (kind: FormFilterKind) =>
  queryOptions({
    queryKey: actionKeys.forms(kind),
    queryFn: ({ signal }) =>
      api.get<WorkflowFormListItem[]>(`/api/workflow/${kind}`, { signal, schema: formsSchema }),
  });

/** AC-13, AC-19: GET /api/workflow/response/{review|read}/{formId}/{status}/{page}. */
export const responseListQuery = (
  kind: ResponseListKind,
  formId: string,
  status: ResponseFilterStatus,
  page: number,
) =>
  queryOptions({
    queryKey: actionKeys.list(kind, formId, status, page),
    queryFn: ({ signal }) =>
      api.get<WorkflowResponsePage>(`/api/workflow/response/${path(kind, formId, status, page)}`, {
        signal,
        schema: workflowResponsePageSchema,
      }),
  });

/**
 * AC-18, AC-20: GET /api/workflow/response/{review|read}/{formId}/{responseId}, one response as the
 * reviewer's or the reader's page shows it (403 not-allowed for anyone without that right).
 */
export const responseAsQuery = (kind: ResponseListKind, formId: string, responseId: string) =>
  queryOptions({
    queryKey: [...responseKeys.one(formId, responseId), kind] as const,
    queryFn: ({ signal }) =>
      api.get<WorkflowResponse>(`/api/workflow/response/${path(kind, formId, responseId)}`, {
        signal,
        schema: workflowResponseSchema,
      }),
  });

/** AC-03: GET /api/response-action/user/{formId}/{page}. */
export const myActionsQuery = (formId: string, page: number) =>
  queryOptions({
    queryKey: actionKeys.mine(formId, page),
    queryFn: ({ signal }) =>
      api.get<ResponseActionPage>(`/api/response-action/user/${path(formId, page)}`, {
        signal,
        schema: responseActionPageSchema,
      }),
  });

/** GET /api/response-action/open: the home page's open actions, overdue first. */
export const openActionsQuery = queryOptions({
  queryKey: actionKeys.open,
  queryFn: ({ signal }) =>
    api.get<OpenActions>('/api/response-action/open', { signal, schema: openActionsSchema }),
});

/** GET /api/workflow/response/to-review: the home page's open responses to review, newest first. */
export const responsesToReviewQuery = queryOptions({
  queryKey: actionKeys.toReview,
  queryFn: ({ signal }) =>
    api.get<ResponsesToReview>('/api/workflow/response/to-review', {
      signal,
      schema: responsesToReviewSchema,
    }),
});

/** AC-11: GET /api/response-action/{formId}/{responseId}. */
export const responseActionsQuery = (formId: string, responseId: string) =>
  queryOptions({
    queryKey: actionKeys.ofResponse(formId, responseId),
    queryFn: ({ signal }) =>
      api.get<ResponseAction[]>(`/api/response-action/${path(formId, responseId)}`, {
        signal,
        schema: actionsSchema,
      }),
  });

/** AC-11: GET /api/response-action/{formId}/{responseId}/{id}. */
export const actionQuery = (formId: string, responseId: string, id: string) =>
  queryOptions({
    queryKey: actionKeys.one(formId, responseId, id),
    queryFn: ({ signal }) =>
      api.get<ResponseAction>(`/api/response-action/${path(formId, responseId, id)}`, {
        signal,
        schema: responseActionSchema,
      }),
  });

export const agendaUrl = (action: Pick<ResponseAction, 'formId' | 'responseId' | 'id'>) =>
  `/api/response-action/${path(action.formId, action.responseId, action.id)}/download-agenda`;

export const createAction = (body: ResponseActionBody) =>
  api.post<ResponseAction>('/api/response-action', body, { schema: responseActionSchema });
export const updateAction = (body: ResponseActionBody) =>
  api.put<ResponseAction>('/api/response-action', body, { schema: responseActionSchema });
export const deleteAction = (action: Pick<ResponseAction, 'formId' | 'responseId' | 'id'>) =>
  api.delete<void>(`/api/response-action/${path(action.formId, action.responseId, action.id)}`);
/** AC-05: the holder's update. */
export const updateActionStatus = (update: ActionStatusUpdate) =>
  api.put<ResponseAction>('/api/response-action/status', update, { schema: responseActionSchema });

/** After any change: every response, list and action is read again. */
export const actionsChanged = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: workflowKeys.all });
