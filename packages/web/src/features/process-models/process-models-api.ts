import type {
  InputOutput,
  ProcessModel,
  ProcessModelInput,
  ProcessModelListItem,
  ProcessModelUpdate,
  PublishedModelRole,
  ReviewDue,
  Revision,
  StructureNode,
} from '@stroomlijn/domain';
import { reviewDueSchema } from '@stroomlijn/domain';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { ApiError, api } from '../../lib/api';
import { answers } from './answer-checks';
import { processModelKeys } from './query-keys';

export { publishedModelQuery, revisionQuery, workingCopyQuery } from './process-model-queries';

const path = (id: string) => encodeURIComponent(id);

/** What an address naming no model (known to the client) shows, without a call to say so. */
export const MODEL_NOT_FOUND = new ApiError(404, {
  message: '',
  messageKey: 'not-found',
  errors: [],
  references: [],
  debugInfo: '',
});

/** GET /api/process_model: every live model by name (working copies for modelers). */
export const processModelsQuery = queryOptions({
  queryKey: processModelKeys.list,
  queryFn: ({ signal }) =>
    api.get<ProcessModelListItem[]>('/api/process_model', { signal, schema: answers('modelList') }),
});

/**
 * GET /api/process_model?published=true: the published models (latest revision), by name, also for a
 * modeler (Data streams, the business model's Add process) (without the flag a modeler gets the working copies). Under
 * `process-models/published`, so that a save or publish refreshes it.
 */
export const publishedModelsQuery = queryOptions({
  queryKey: processModelKeys.published('all'),
  queryFn: ({ signal }) =>
    api.get<ProcessModelListItem[]>('/api/process_model?published=true', {
      signal,
      schema: answers('modelList'),
    }),
});

/** GET /api/process_model/review-due: the caller's models (owner or manager) whose review comes up or is due. */
export const reviewDueQuery = queryOptions({
  queryKey: [...processModelKeys.published('review-due')] as const,
  queryFn: ({ signal }) =>
    api.get<ReviewDue>('/api/process_model/review-due', { signal, schema: reviewDueSchema }),
});

/** GET /api/process_model/published/{actor|owner|manager}: My processes. */
export const publishedForRoleQuery = (role: PublishedModelRole) =>
  queryOptions({
    queryKey: processModelKeys.published(role),
    queryFn: ({ signal }) =>
      api.get<ProcessModelListItem[]>(`/api/process_model/published/${role}`, {
        signal,
        schema: answers('modelList'),
      }),
  });

/** GET /api/process_model/revisions/{id}: newest first. */
export const revisionsQuery = (id: string) =>
  queryOptions({
    queryKey: processModelKeys.revisions(id),
    queryFn: ({ signal }) =>
      api.get<Revision[]>(`/api/process_model/revisions/${path(id)}`, {
        signal,
        schema: answers('revisions'),
      }),
  });

/** GET /api/process_model/structure/{id}[/published]: the model and its subprocesses as a tree. */
export const structureQuery = (id: string, published: boolean) =>
  queryOptions({
    queryKey: processModelKeys.structure(id, published),
    queryFn: ({ signal }) =>
      api.get<StructureNode>(`/api/process_model/structure/${path(id)}${published ? '/published' : ''}`, {
        signal,
        schema: answers('structure'),
      }),
  });

/**
 * GET /api/process_model/structure/{id}/revisions/{revision}: the tree as that revision recorded it,
 * each node with the revision it shows; a revision never changes once published.
 */
export const revisionStructureQuery = (id: string, revision: number) =>
  queryOptions({
    queryKey: [...processModelKeys.revision(id, revision), 'structure'] as const,
    queryFn: ({ signal }) =>
      api.get<StructureNode>(`/api/process_model/structure/${path(id)}/revisions/${revision}`, {
        signal,
        schema: answers('structure'),
      }),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** GET /api/process_model/revisions/{id}/{revision}/input-output: the definitions the revision stored. */
export const revisionDefinitionsQuery = (id: string, revision: number) =>
  queryOptions({
    queryKey: [...processModelKeys.revision(id, revision), 'input-output'] as const,
    queryFn: ({ signal }) =>
      api.get<InputOutput[]>(`/api/process_model/revisions/${path(id)}/${revision}/input-output`, {
        signal,
        schema: answers('definitions'),
      }),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** POST /api/process_model: the first save of a new model (its id chosen by the client). */
export function createProcessModel(model: ProcessModelInput): Promise<ProcessModel> {
  return api.post<ProcessModel>('/api/process_model', model, { schema: answers('model') });
}

/** PUT /api/process_model: saves the working copy; 409 conflict when `updatedAt` is stale. */
export function saveProcessModel(model: ProcessModelUpdate): Promise<ProcessModel> {
  return api.put<ProcessModel>('/api/process_model', model, { schema: answers('model') });
}

/**
 * POST /api/process_model/publish/{id}: publishes the working copy; with `model` it saves that first.
 * `feedbackDone` names the open feedback the new revision deals with (marked done by it).
 */
export function publishProcessModel(
  id: string,
  model?: ProcessModelUpdate,
  changeNote = '',
  feedbackDone: readonly string[] = [],
): Promise<ProcessModel> {
  const note = changeNote.trim();
  const body = {
    ...(model && { model }),
    ...(note && { changeNote: note }),
    ...(feedbackDone.length > 0 && { feedbackDone }),
  };
  return api.post<ProcessModel>(`/api/process_model/publish/${path(id)}`, body, {
    schema: answers('model'),
  });
}

/** DELETE /api/process_model/{id}. */
export function deleteProcessModel(id: string): Promise<void> {
  return api.delete<void>(`/api/process_model/${path(id)}`);
}

/** After a save or publish: the working copy is the answer; every list and view of the model is refreshed. */
export async function processModelSaved(queryClient: QueryClient, model: ProcessModel): Promise<void> {
  await queryClient.cancelQueries({ queryKey: processModelKeys.workingCopy(model.id) });
  queryClient.setQueryData(processModelKeys.workingCopy(model.id), model);
  await Promise.all([
    queryClient.invalidateQueries({
      queryKey: processModelKeys.detail(model.id),
      predicate: (query) => query.queryKey[3] !== 'edit',
    }),
    queryClient.invalidateQueries({ queryKey: processModelKeys.list }),
    queryClient.invalidateQueries({ queryKey: ['process-models', 'published'] }),
  ]);
}

/** After a delete: the model's entries go, the lists refresh. */
export async function processModelDeleted(queryClient: QueryClient, id: string): Promise<void> {
  queryClient.removeQueries({ queryKey: processModelKeys.detail(id) });
  await queryClient.invalidateQueries({ queryKey: processModelKeys.all });
}
