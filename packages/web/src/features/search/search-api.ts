import {
  type ProcessModelListItem,
  SEARCH_KINDS,
  type SearchAnswer,
  type SearchHit,
  type SearchKind,
} from '@stroomlijn/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { processModelKeys } from '../process-models/query-keys';
import { searchKeys } from './query-keys';

const KINDS: ReadonlySet<string> = new Set(SEARCH_KINDS);

/** How long the user pauses in typing before the search asks the server. */
export const SEARCH_DEBOUNCE_MS = 150;

/**
 * GET /api/search?q=…&kind=…&page=…. Each query text has its own cache entry: an answer that arrives
 * late lands under its own text and never replaces the answer to what the user typed since. While the
 * next answer loads, the last one stays shown (marked as loading).
 */
export const searchQuery = (q: string, kind: SearchKind | null, page: number) =>
  queryOptions({
    queryKey: searchKeys.hits(q, kind, page),
    queryFn: async ({ signal }) => {
      const params = new URLSearchParams({ q, page: String(page) });
      if (kind) params.set('kind', kind);
      const answer = await api.get<SearchAnswer>(`/api/search?${params.toString()}`, { signal });
      // A kind this client does not know (a newer server's) has no name and no page here: it is left out
      // rather than stop the header's box with the untranslatable error.
      return { ...answer, hits: answer.hits.filter((hit) => KINDS.has(hit.kind)) };
    },
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

/**
 * The published models (GET /api/process_model?published=true) as ids: whether a definition's model has a
 * page in Data streams, which shows published models only. Under the process models' keys, so that a
 * publish refreshes it; asked for only when an editor's hits hold a definition.
 */
export const publishedModelsQuery = () =>
  queryOptions({
    queryKey: [...processModelKeys.all, 'search-published'],
    queryFn: async ({ signal }): Promise<ReadonlySet<string>> => {
      const models = await api.get<ProcessModelListItem[]>('/api/process_model?published=true', { signal });
      return new Set(models.map((model) => model.id));
    },
    staleTime: 60_000,
  });

/** Whether any hit is a definition of a model, whose page depends on whether the model is published. */
export function needsPublished(hits: readonly SearchHit[]): boolean {
  return hits.some((hit) => hit.kind === 'definition');
}

/** Whether any hit is a response or an action, whose page depends on the user's forms. */
export function needsForms(hits: readonly SearchHit[]): boolean {
  return hits.some((hit) => hit.kind === 'response' || hit.kind === 'action');
}
