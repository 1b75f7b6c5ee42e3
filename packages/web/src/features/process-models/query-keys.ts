/**
 * The process-model area and My processes. Working copies, published models and revisions of one
 * model sit under `detail(id)`, so that a save or publish refreshes them all at once.
 */
export const processModelKeys = {
  all: ['process-models'] as const,
  list: ['process-models', 'list'] as const,
  published: (role: string) => ['process-models', 'published', role] as const,
  detail: (id: string) => ['process-models', 'detail', id] as const,
  workingCopy: (id: string) => ['process-models', 'detail', id, 'edit'] as const,
  latest: (id: string) => ['process-models', 'detail', id, 'published'] as const,
  revisions: (id: string) => ['process-models', 'detail', id, 'revisions'] as const,
  revision: (id: string, revision: number) =>
    ['process-models', 'detail', id, 'revisions', revision] as const,
  structure: (id: string, published: boolean) =>
    ['process-models', 'detail', id, 'structure', published ? 'published' : 'edit'] as const,
};
