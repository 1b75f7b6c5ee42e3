import { matchPath } from 'react-router';
import { type LazyComponent, lazyComponent } from '../../lib/lazy-component';
import { answers } from './answer-checks';
import { PROCESS_MODEL_AREA } from './area';
import { ProcessModelEditorPage } from './lazy-editor';
import { editorTarget } from './process-model-queries';

// Each page of the area is a chunk of its own (docs/decisions.md, "The editor's cold load"): the editor's
// address loads neither the model list (with its virtualised table) nor the comparison, and the list loads
// neither the editor nor React Flow.

/**
 * A page that checks the API's answers as soon as it mounts: their checks (loaded on first use) are
 * fetched beside the page's code, not after its data.
 */
function withAnswerChecks<T>(load: () => Promise<T>): () => Promise<T> {
  return () => {
    answers.preload();
    return load();
  };
}

/** The model an editor address opens, fetched while the area's code loads (the router's loaders). */
export { prefetchAgain, prefetchProcessModel } from './process-model-queries';
export { ProcessModelEditorPage };
export const ProcessModelListPage = lazyComponent(
  withAnswerChecks(async () => (await import('./process-model-list-page')).ProcessModelListPage),
);
export const ProcessModelDeleteDialog = lazyComponent(
  async () => (await import('./process-model-delete-dialog')).ProcessModelDeleteDialog,
);
export const ProcessModelPublishDialog = lazyComponent(
  async () => (await import('./process-model-publish-dialog')).ProcessModelPublishDialog,
);
export const GovernancePage = lazyComponent(
  async () => (await import('./governance/governance-page')).GovernancePage,
);
export const RevisionListPage = lazyComponent(
  withAnswerChecks(async () => (await import('./revision-list-page')).RevisionListPage),
);
export const ComparePage = lazyComponent(async () => (await import('./compare/compare-page')).ComparePage);
export const BpmnImportPage = lazyComponent(
  async () => (await import('./bpmn-import/bpmn-import-page')).BpmnImportPage,
);

type Page = LazyComponent<never>;

/** The area's pages at `pattern` below the area, as `ProcessModelsArea` routes them (dialogs with their list). */
const AREA_PAGES: readonly (readonly [pattern: string, pages: readonly Page[]])[] = [
  ['', [ProcessModelListPage]],
  [':id/delete', [ProcessModelListPage, ProcessModelDeleteDialog]],
  [':id/publish', [ProcessModelListPage, ProcessModelPublishDialog]],
  ['governance', [GovernancePage]],
  ['import', [BpmnImportPage]],
  [':id/revisions', [RevisionListPage]],
  [':id/revisions/compare', [ComparePage]],
  ['new/*', [ProcessModelEditorPage]],
];

/**
 * The pages an address shows (the editor also in the business model and My processes areas), so that the
 * route's loader fetches their code beside the area's. A page whose code is not in by its first render
 * shows the loading state, and React then holds the page back until 300 ms after the loading state
 * appeared (its throttle of Suspense fallbacks): the model list painted some 150 ms after its code came.
 */
export function processModelPagesFor(pathname: string): readonly Page[] {
  if (editorTarget(pathname)) return [ProcessModelEditorPage];
  const found = AREA_PAGES.find(([pattern]) =>
    matchPath({ path: `${PROCESS_MODEL_AREA}/${pattern}`, end: true }, pathname),
  );
  return found?.[1] ?? [];
}
