import { lazyComponent } from '../../lib/lazy-component';
import type { ProcessModelEditorPageProps } from './editor';

/** The editor (also mounted by the business model and My processes areas). */
export const ProcessModelEditorPage = lazyComponent<ProcessModelEditorPageProps>(
  async () => (await import('./editor')).ProcessModelEditorPage,
);
