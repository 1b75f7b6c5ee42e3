import type { ResponseFilterStatus } from '@stroomlijn/domain';
import { workflowKeys } from '../workflows/query-keys';

/** The review list (reviewer role) or the read list (reader or reviewer role). */
export type ResponseListKind = 'review' | 'read';
/** The tab whose forms a form filter offers (WF-31). */
export type FormFilterKind = 'action' | 'reviewer' | 'reader';

/** Under the workflow keys, so that a change of a response refreshes these lists too. */
export const actionKeys = {
  all: [...workflowKeys.all, 'actions'] as const,
  forms: (kind: FormFilterKind) => [...workflowKeys.all, 'actions', 'forms', kind] as const,
  list: (kind: ResponseListKind, formId: string, status: ResponseFilterStatus, page: number) =>
    [...workflowKeys.all, 'actions', 'list', kind, formId, status, page] as const,
  mine: (formId: string, page: number) => [...workflowKeys.all, 'actions', 'mine', formId, page] as const,
  open: [...workflowKeys.all, 'actions', 'open'] as const,
  toReview: [...workflowKeys.all, 'actions', 'to-review'] as const,
  ofResponse: (formId: string, responseId: string) =>
    [...workflowKeys.all, 'actions', 'response', formId, responseId] as const,
  one: (formId: string, responseId: string, id: string) =>
    [...workflowKeys.all, 'actions', 'response', formId, responseId, id] as const,
};
