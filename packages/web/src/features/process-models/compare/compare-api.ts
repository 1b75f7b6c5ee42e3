import { type ModelDifference, modelDifferenceSchema } from '@stroomlijn/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { PROCESS_MODEL_AREA } from '../area';
import { processModelKeys } from '../query-keys';

/** The newer side of a comparison: a published revision or the working copy (modelers). */
export type CompareTarget = number | 'working-copy';

export const WORKING_COPY = 'working-copy';

/**
 * GET /api/process_model/revisions/{id}/{from}/compare/{to}: what changed from one revision to another
 * revision or to the working copy. Under the model's key, so that a save or publish refreshes
 * a comparison with the working copy; two revisions never change, so theirs stays.
 */
export const compareQuery = (id: string, from: number, to: CompareTarget) =>
  queryOptions({
    queryKey: [...processModelKeys.detail(id), 'compare', from, to] as const,
    queryFn: ({ signal }) =>
      api.get<ModelDifference>(
        `/api/process_model/revisions/${encodeURIComponent(id)}/${from}/compare/${to}`,
        { signal, schema: modelDifferenceSchema },
      ),
    staleTime: to === WORKING_COPY ? 0 : Number.POSITIVE_INFINITY,
  });

/** The address of the comparison of revision `from` with `to` (a revision or the working copy). */
export function comparePath(id: string, from: number, to: CompareTarget): string {
  return `${PROCESS_MODEL_AREA}/${encodeURIComponent(id)}/revisions/compare?from=${from}&to=${to}`;
}
