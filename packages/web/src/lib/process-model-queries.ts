import {
  hasRole,
  type ProcessModel,
  processModelSchema,
  type Revision,
  revisionSchema,
} from '@stroomlijn/domain';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { api } from './api';
import { processModelKeys } from './query-keys';
import { readSecurityInfo } from './session';

const path = (id: string) => encodeURIComponent(id);

/** GET /api/process_model/{id}/edit: the working copy (modelers). */
export const workingCopyQuery = (id: string) =>
  queryOptions({
    queryKey: processModelKeys.workingCopy(id),
    queryFn: ({ signal }) =>
      api.get<ProcessModel>(`/api/process_model/${path(id)}/edit`, { signal, schema: processModelSchema }),
  });

/** GET /api/process_model/{id}: the latest published revision. */
export const publishedModelQuery = (id: string) =>
  queryOptions({
    queryKey: processModelKeys.latest(id),
    queryFn: ({ signal }) =>
      api.get<ProcessModel>(`/api/process_model/${path(id)}`, { signal, schema: processModelSchema }),
  });

/** GET /api/process_model/revisions/{id}/{revision}: a revision never changes once published. */
export const revisionQuery = (id: string, revision: number) =>
  queryOptions({
    queryKey: processModelKeys.revision(id, revision),
    queryFn: ({ signal }) =>
      api.get<Revision>(`/api/process_model/revisions/${path(id)}/${revision}`, {
        signal,
        schema: revisionSchema,
      }),
    staleTime: Number.POSITIVE_INFINITY,
  });

const GUID = '([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})';
const SUB_ROUTE =
  '(?:/(?:edit|view|structure|help|edit-step|edit-step-information|view-step-information|save|save-and-publish|exit|open-subprocess)(?:/.*)?)?$';
const AREA = '/(?:process-model|business-model|my-process-models/(?:actor|owner|manager))';
const WORKING_COPY = new RegExp(`^/process-model/${GUID}${SUB_ROUTE.replace('view|', '')}`);
const PUBLISHED = new RegExp(`^${AREA}/${GUID}/view${SUB_ROUTE}`);
const REVISION = new RegExp(`^/process-model/${GUID}/revisions/(\\d+)${SUB_ROUTE}`);

/**
 * The model an editor address opens, fetched while the editor's code loads (a route loader), so that a
 * first visit does not wait for the code before it asks for the model. Only for a signed-in user who
 * may read it; the editor itself reads the same query and shows its errors.
 */
export function prefetchProcessModel(queryClient: QueryClient, pathname: string): void {
  const info = readSecurityInfo();
  if (!info) return;
  const revision = REVISION.exec(pathname);
  const published = PUBLISHED.exec(pathname);
  const workingCopy = WORKING_COPY.exec(pathname);
  if (revision) void queryClient.prefetchQuery(revisionQuery(revision[1] ?? '', Number(revision[2])));
  else if (published) void queryClient.prefetchQuery(publishedModelQuery(published[1] ?? ''));
  else if (workingCopy && hasRole(info.roles, 'ROLE_MODELER'))
    void queryClient.prefetchQuery(workingCopyQuery(workingCopy[1] ?? ''));
}
