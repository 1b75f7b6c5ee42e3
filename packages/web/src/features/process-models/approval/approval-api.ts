import {
  type ApprovalReview,
  type ApprovalTask,
  approvalReviewSchema,
  approvalTaskSchema,
  type ProcessModel,
} from '@stroomlijn/domain';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { arrayOf } from '../../../lib/schema';
import { answers } from '../answer-checks';
import { processModelSaved } from '../process-models-api';
import { processModelKeys } from '../query-keys';

const path = (id: string) => encodeURIComponent(id);

export const approvalKeys = {
  tasks: ['approvals', 'tasks'] as const,
  review: (id: string) => ['approvals', 'review', id] as const,
};

/** GET /api/process_model/approval: the submissions the signed-in user may decide, oldest first. */
export const approvalTasksQuery = queryOptions({
  queryKey: approvalKeys.tasks,
  queryFn: ({ signal }) =>
    api.get<ApprovalTask[]>('/api/process_model/approval', { signal, schema: arrayOf(approvalTaskSchema) }),
  staleTime: 0,
});

/** GET /api/process_model/approval/{id}: the submission, the submitted copy and what it changes. */
export const approvalReviewQuery = (id: string) =>
  queryOptions({
    queryKey: approvalKeys.review(id),
    queryFn: ({ signal }) =>
      api.get<ApprovalReview>(`/api/process_model/approval/${path(id)}`, {
        signal,
        schema: approvalReviewSchema,
      }),
    staleTime: 0,
    retry: false,
  });

/**
 * After a decision or a withdrawal the model's reads, its lists, the tasks and the review are
 * refreshed; a rejection or withdrawal answers the working copy, kept as it is.
 */
async function decided(queryClient: QueryClient, id: string, answer: ProcessModel): Promise<ProcessModel> {
  if (answer.status === 'published') {
    await queryClient.invalidateQueries({ queryKey: processModelKeys.detail(id) });
    await queryClient.invalidateQueries({ queryKey: processModelKeys.all });
  } else {
    await processModelSaved(queryClient, answer);
  }
  await queryClient.invalidateQueries({ queryKey: ['approvals'] });
  return answer;
}

/** POST …/approval/{id}/approve: publishes the submission as the next revision. */
export async function approveSubmission(queryClient: QueryClient, id: string): Promise<ProcessModel> {
  const answer = await api.post<ProcessModel>(
    `/api/process_model/approval/${path(id)}/approve`,
    {},
    {
      schema: answers('model'),
    },
  );
  return decided(queryClient, id, answer);
}

/** POST …/approval/{id}/reject: returns the working copy to its modelers with the reason. */
export async function rejectSubmission(
  queryClient: QueryClient,
  id: string,
  reason: string,
): Promise<ProcessModel> {
  const answer = await api.post<ProcessModel>(
    `/api/process_model/approval/${path(id)}/reject`,
    { reason },
    { schema: answers('model') },
  );
  return decided(queryClient, id, answer);
}

/** POST …/approval/{id}/withdraw: the submitter takes the submission back. */
export async function withdrawSubmission(queryClient: QueryClient, id: string): Promise<ProcessModel> {
  const answer = await api.post<ProcessModel>(
    `/api/process_model/approval/${path(id)}/withdraw`,
    {},
    {
      schema: answers('model'),
    },
  );
  return decided(queryClient, id, answer);
}

/** The address of a submission's review, where its deciders approve or reject it. */
export function approvalPath(id: string): string {
  return `/approval/${path(id)}`;
}
