import type { SearchHit, WorkflowFormListItem } from '@stroomlijn/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../../lib/api';
import { useSession } from '../../lib/session';
import type { HitAccess } from './hit-path';
import { searchKeys } from './query-keys';
import { modelNamesQuery, needsForms, needsPublished } from './search-api';

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
  // The same query as the hits' model names: asked for once.
  const models = useQuery({ ...modelNamesQuery(modeler), enabled: needsPublished(hits) });
  // A list the user cannot have counts as empty: the link then falls back to a page open to everyone.
  const reviewed = reviews.data ?? (reviews.isError ? EMPTY : null);
  const read = reads.data ?? (reads.isError ? EMPTY : null);
  const published = models.data?.published ?? (models.isError ? EMPTY : null);
  return useMemo(
    () => ({ modeler, editor, admin, reviews: reviewed, reads: read, published }),
    [modeler, editor, admin, reviewed, read, published],
  );
}

const EMPTY: ReadonlySet<string> = new Set();

/** The names of the models the hits belong to, by id (empty while loading). */
export function useModelNames(enabled: boolean): ReadonlyMap<string, string> {
  const { hasRole } = useSession();
  const models = useQuery({ ...modelNamesQuery(hasRole('ROLE_MODELER')), enabled });
  return models.data?.names ?? NO_NAMES;
}

const NO_NAMES: ReadonlyMap<string, string> = new Map();
