import type { SearchHit, WorkflowFormListItem } from '@stroomlijn/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../../lib/api';
import { useSession } from '../../lib/session';
import type { HitAccess } from './hit-path';
import { searchKeys } from './query-keys';
import { needsForms, needsPublished, publishedModelsQuery } from './search-api';

/** GET /api/workflow/reviewer | reader: the forms whose responses the user reviews or reads, as ids. */
const formsQuery = (kind: 'reviewer' | 'reader') =>
  queryOptions({
    queryKey: [...searchKeys.all, 'forms', kind],
    queryFn: async ({ signal }) =>
      new Set(
        (await api.get<WorkflowFormListItem[]>(`/api/workflow/${kind}`, { signal })).map((form) => form.id),
      ),
    staleTime: 60_000,
  });

/**
 * What the signed-in user may open, for the pages of these hits: the forms are asked for only once a
 * response or action is among them.
 */
export function useHitAccess(hits: readonly SearchHit[]): HitAccess {
  const { hasRole } = useSession();
  const forms = needsForms(hits);
  const reviews = useQuery({ ...formsQuery('reviewer'), enabled: forms });
  const reads = useQuery({ ...formsQuery('reader'), enabled: forms });
  const modeler = hasRole('ROLE_MODELER');
  const editor = hasRole('ROLE_EDITOR');
  const admin = hasRole('ROLE_ADMIN');
  const models = useQuery({ ...publishedModelsQuery(), enabled: editor && needsPublished(hits) });
  // A list the user cannot have counts as empty: the link then falls back to a page open to everyone.
  const reviewed = reviews.data ?? (reviews.isError ? EMPTY : null);
  const read = reads.data ?? (reads.isError ? EMPTY : null);
  // Only an editor's definition pages depend on it; for anyone else no model opens in Data streams.
  const published = !editor ? EMPTY : (models.data ?? (models.isError ? EMPTY : null));
  return useMemo(
    () => ({ modeler, editor, admin, reviews: reviewed, reads: read, published }),
    [modeler, editor, admin, reviewed, read, published],
  );
}

const EMPTY: ReadonlySet<string> = new Set();
