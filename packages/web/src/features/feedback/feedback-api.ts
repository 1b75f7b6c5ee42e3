import {
  type Feedback,
  type FeedbackBody,
  type FeedbackDoneItem,
  type FeedbackStatus,
  feedbackDoneItemSchema,
  feedbackSchema,
  type ProcessModel,
} from '@stroomlijn/domain';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { arrayOf } from '../../lib/schema';
import { processModelKeys } from '../process-models/query-keys';
import { feedbackKeys } from './query-keys';

const path = (id: string) => encodeURIComponent(id);
const feedbackList = arrayOf(feedbackSchema);

/** GET /api/process_model/{id}/feedback: newest first; all of it for those who see all, else one's own. */
export const modelFeedbackQuery = (id: string) =>
  queryOptions({
    queryKey: feedbackKeys.ofModel(id),
    queryFn: ({ signal }) =>
      api.get<Feedback[]>(`/api/process_model/${path(id)}/feedback`, { signal, schema: feedbackList }),
    staleTime: 0,
  });

/** GET /api/feedback/mine: the user's own feedback with its answers, newest first. */
export const myFeedbackQuery = queryOptions({
  queryKey: feedbackKeys.mine,
  queryFn: ({ signal }) => api.get<Feedback[]>('/api/feedback/mine', { signal, schema: feedbackList }),
  staleTime: 0,
});

/** GET /api/feedback/to-handle: open and accepted feedback on the models the user owns or manages. */
export const feedbackToHandleQuery = queryOptions({
  queryKey: feedbackKeys.toHandle,
  queryFn: ({ signal }) => api.get<Feedback[]>('/api/feedback/to-handle', { signal, schema: feedbackList }),
  staleTime: 0,
});

/** GET …/revisions/{id}/{revision}/feedback-done: the feedback a revision marked done. */
export const feedbackDoneQuery = (id: string, revision: number) =>
  queryOptions({
    queryKey: feedbackKeys.doneIn(id, revision),
    queryFn: ({ signal }) =>
      api.get<FeedbackDoneItem[]>(`/api/process_model/revisions/${path(id)}/${revision}/feedback-done`, {
        signal,
        schema: arrayOf(feedbackDoneItemSchema),
      }),
  });

/**
 * GET /api/process_model/{id}: the latest published revision (its name, owner and manager), under the
 * key the process model area uses for it, so that a publish refreshes it here too.
 */
export const latestRevisionQuery = (id: string) =>
  queryOptions({
    queryKey: processModelKeys.latest(id),
    queryFn: ({ signal }) => api.get<ProcessModel>(`/api/process_model/${path(id)}`, { signal }),
  });

/** POST /api/process_model/{id}/feedback: feedback on the latest revision, or on one step of it. */
export async function giveFeedback(
  queryClient: QueryClient,
  processModelId: string,
  body: FeedbackBody,
): Promise<Feedback> {
  const given = await api.post<Feedback>(`/api/process_model/${path(processModelId)}/feedback`, body, {
    schema: feedbackSchema,
  });
  await queryClient.invalidateQueries({ queryKey: feedbackKeys.all });
  return given;
}

/** PUT /api/feedback/{id}/status: an owner's or manager's answer; a stale `updatedAt` is 409 conflict. */
export async function answerFeedback(
  queryClient: QueryClient,
  feedback: Feedback,
  status: FeedbackStatus,
  reason?: string,
): Promise<Feedback> {
  const answer = await api.put<Feedback>(
    `/api/feedback/${path(feedback.id)}/status`,
    { status, ...(status === 'declined' && { reason }), updatedAt: feedback.updatedAt },
    { schema: feedbackSchema },
  );
  await queryClient.invalidateQueries({ queryKey: feedbackKeys.all });
  return answer;
}

/** The page of a model's feedback. */
export function feedbackPagePath(processModelId: string): string {
  return `/feedback/${path(processModelId)}`;
}

/** The feedback that a publish may mark done: open or accepted. */
export function isOpenFeedback(feedback: Feedback): boolean {
  return feedback.status === 'open' || feedback.status === 'accepted';
}
