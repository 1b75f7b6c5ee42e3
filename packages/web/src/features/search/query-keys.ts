import type { SearchKind } from '@stroomlijn/domain';

/** Search: one entry per query, kind and page, so that an answer lands only under its own query. */
export const searchKeys = {
  all: ['search'] as const,
  hits: (q: string, kind: SearchKind | null, page: number) => ['search', 'hits', q, kind, page] as const,
};
