import { lazyComponent } from '../../lib/lazy-component';

// Each page of the area is a chunk of its own (issue 17): the editor's address loads neither the model
// list (with its virtualised table) nor the comparison, and the list loads neither the editor nor React Flow.

export { ProcessModelEditorPage } from './lazy-editor';
export const ProcessModelListPage = lazyComponent(
  async () => (await import('./process-model-list-page')).ProcessModelListPage,
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
  async () => (await import('./revision-list-page')).RevisionListPage,
);
export const ComparePage = lazyComponent(async () => (await import('./compare/compare-page')).ComparePage);
