import {
  FILE_FIELD,
  type FileRecord,
  type InputOutput,
  type InputOutputBody,
  type WorkflowFormListItem,
} from '@stroomlijn/domain';
import { queryOptions } from '@tanstack/react-query';
import { api, postMultipart } from '../../lib/api';
import { lazyParsers } from '../../lib/schema';
import { workflowKeys } from '../workflows/query-keys';
import { fileKeys, inputOutputKeys } from './query-keys';

const path = (id: string) => encodeURIComponent(id);
const answers = lazyParsers(() => import('./answer-schemas'));

/** GET /api/input-output/{processModelId}: the model's definitions, or the global ones for the global id. */
export const inputOutputsQuery = (processModelId: string) =>
  queryOptions({
    queryKey: inputOutputKeys.list(processModelId),
    queryFn: ({ signal }) =>
      api.get<InputOutput[]>(`/api/input-output/${path(processModelId)}`, {
        signal,
        schema: answers('definitions'),
      }),
  });

/** GET /api/input-output/{processModelId}/{id}. */
export const inputOutputQuery = (processModelId: string, id: string) =>
  queryOptions({
    queryKey: inputOutputKeys.detail(processModelId, id),
    queryFn: ({ signal }) =>
      api.get<InputOutput>(`/api/input-output/${path(processModelId)}/${path(id)}`, {
        signal,
        schema: answers('definition'),
      }),
  });

/** POST (new) or PUT (change) /api/input-output. */
export function saveInputOutput(body: InputOutputBody, isNew: boolean): Promise<InputOutput> {
  const options = { schema: answers('definition') };
  return isNew
    ? api.post<InputOutput>('/api/input-output', body, options)
    : api.put<InputOutput>('/api/input-output', body, options);
}

/** DELETE /api/input-output/{processModelId}/{id}; refused with `used-in-process-models` while in use. */
export function deleteInputOutput(processModelId: string, id: string): Promise<unknown> {
  return api.delete(`/api/input-output/${path(processModelId)}/${path(id)}`);
}

/** GET /api/workflow: the forms a form definition can point at. */
export const workflowFormsQuery = queryOptions({
  queryKey: workflowKeys.list,
  queryFn: ({ signal }) =>
    api.get<WorkflowFormListItem[]>('/api/workflow', { signal, schema: answers('forms') }),
});

/** GET /api/file/{id}: the name of an uploaded file. */
export const fileQuery = (id: string) =>
  queryOptions({
    queryKey: fileKeys.detail(id),
    queryFn: ({ signal }) =>
      api.get<FileRecord>(`/api/file/${path(id)}`, { signal, schema: answers('file') }),
  });

/** Where an uploaded file downloads from (spec part 2 §2). */
export const fileDownloadHref = (id: string) => `/api/file/${path(id)}/download`;

/**
 * POST /api/file/upload (multipart `id`, `file`): stores one file under an id chosen here and answers its
 * record; errors of the file come under the field `file`. `onProgress` gets the fraction sent (0..1).
 */
export function uploadFile(
  id: string,
  file: File,
  options: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<FileRecord> {
  const body = new FormData();
  body.append('id', id);
  body.append(FILE_FIELD, file);
  return postMultipart<FileRecord>('/api/file/upload', body, {
    schema: answers('file'),
    onUploadProgress: options.onProgress,
    signal: options.signal,
  });
}
