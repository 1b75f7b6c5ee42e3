import { hasRole, type ProcessModel, type Revision } from '@stroomlijn/domain';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { readSecurityInfo } from '../../lib/session';
import { processModelKeys } from './query-keys';

const path = (id: string) => encodeURIComponent(id);

/**
 * How old a working copy or published model may be when an editor opens with it: about the time from a
 * route loader's request to the editor's mount. Older cached data is fetched again before the editor
 * opens, so that nobody edits a version someone else has replaced meanwhile.
 */
export const EDITOR_DATA_FRESH_MS = 2000;

// The three model reads are not checked again here: the server answers them from kept JSON that a server
// test holds equal to what these schemas make of the same data (answer-json.test.ts), and checking a
// 1,000-step model took some 15 ms of the editor's cold load (docs/decisions.md, "The editor's cold load").

/** GET /api/process_model/{id}/edit: the working copy (modelers). */
export const workingCopyQuery = (id: string) =>
  queryOptions({
    queryKey: processModelKeys.workingCopy(id),
    queryFn: ({ signal }) => api.get<ProcessModel>(`/api/process_model/${path(id)}/edit`, { signal }),
    staleTime: EDITOR_DATA_FRESH_MS,
  });

/** GET /api/process_model/{id}: the latest published revision. */
export const publishedModelQuery = (id: string) =>
  queryOptions({
    queryKey: processModelKeys.latest(id),
    queryFn: ({ signal }) => api.get<ProcessModel>(`/api/process_model/${path(id)}`, { signal }),
    staleTime: EDITOR_DATA_FRESH_MS,
  });

/** GET /api/process_model/revisions/{id}/{revision}: a revision never changes once published. */
export const revisionQuery = (id: string, revision: number) =>
  queryOptions({
    queryKey: processModelKeys.revision(id, revision),
    queryFn: ({ signal }) =>
      api.get<Revision>(`/api/process_model/revisions/${path(id)}/${revision}`, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

const GUID = '([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})';
/** The sub-routes the editor shows over its canvas (spec part 1 §2 "Editor modal sub-routes"). */
export const EDITOR_SUB_ROUTES = [
  'edit',
  'view',
  'structure',
  'help',
  'edit-step',
  'edit-step-information',
  'view-step-information',
  'save',
  'save-and-publish',
  'exit',
  'open-subprocess',
  'feedback',
] as const;
const subRoutes = (routes: readonly string[]) => `(?:/(?:${routes.join('|')})(?:/.*)?)?$`;
const SUB_ROUTE = subRoutes(EDITOR_SUB_ROUTES);
const AREA = '/(?:process-model|business-model|my-process-models/(?:actor|owner|manager))';
// In edit mode `{id}/view` is the published model's page, not the info dialog.
const WORKING_COPY = new RegExp(
  `^/process-model/${GUID}${subRoutes(EDITOR_SUB_ROUTES.filter((route) => route !== 'view'))}`,
);
const PUBLISHED = new RegExp(`^${AREA}/${GUID}/view${SUB_ROUTE}`);
const REVISION = new RegExp(`^/process-model/${GUID}/revisions/(\\d+)${SUB_ROUTE}`);

/** The model an editor address opens: its working copy, its published model or one revision. */
export type EditorTarget =
  | { kind: 'working-copy' | 'published'; id: string }
  | { kind: 'revision'; id: string; revision: number };

export function editorTarget(pathname: string): EditorTarget | null {
  const revision = REVISION.exec(pathname);
  if (revision) return { kind: 'revision', id: revision[1] ?? '', revision: Number(revision[2]) };
  const published = PUBLISHED.exec(pathname);
  if (published) return { kind: 'published', id: published[1] ?? '' };
  const workingCopy = WORKING_COPY.exec(pathname);
  return workingCopy ? { kind: 'working-copy', id: workingCopy[1] ?? '' } : null;
}

function sameTarget(a: EditorTarget | null, b: EditorTarget | null): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The model an editor address opens, fetched while the editor's code loads (a route loader), so that a
 * first visit does not wait for the code before it asks for the model. Only for a signed-in user who
 * may read it; the editor itself reads the same query and shows its errors.
 */
export function prefetchProcessModel(queryClient: QueryClient, pathname: string): void {
  const info = readSecurityInfo();
  const target = editorTarget(pathname);
  if (!info || !target) return;
  if (target.kind === 'revision') void queryClient.prefetchQuery(revisionQuery(target.id, target.revision));
  else if (target.kind === 'published') void queryClient.prefetchQuery(publishedModelQuery(target.id));
  else if (hasRole(info.roles, 'ROLE_MODELER')) void queryClient.prefetchQuery(workingCopyQuery(target.id));
}

/**
 * The loader runs again only when the address opens another model: opening the editor's dialogs (its
 * sub-routes) changes the address but asks for nothing.
 */
export function prefetchAgain({ currentUrl, nextUrl }: { currentUrl: URL; nextUrl: URL }): boolean {
  return !sameTarget(editorTarget(currentUrl.pathname), editorTarget(nextUrl.pathname));
}
