import type { InputOutput } from '@stroomlijn/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { QueryState } from '../../../components';
import { useDefinitionsById } from '../../input-outputs';
import { revisionDefinitionsQuery } from '../process-models-api';
import type { CompareTarget } from './compare-api';
import type { DefinitionName } from './difference-text';

const byId = (list: readonly InputOutput[] | undefined) =>
  new Map((list ?? []).map((definition) => [definition.id, definition.name]));

/**
 * The names of the input/output definitions the two sides of a comparison use: a revision's as it stored
 * them, the working copy's as they are now (the model's own and the global ones). Loads nothing while
 * `needed` is false (a difference without inputs or outputs); `from` 0 is the empty model before the first
 * revision (a submission for approval of a model never published), which uses none.
 */
export function useDefinitionNames(
  id: string,
  from: number,
  to: CompareTarget,
  needed: boolean,
): { name: DefinitionName; state: QueryState<unknown> } {
  const beforeNeeded = needed && from > 0;
  const before = useQuery({ ...revisionDefinitionsQuery(id, from), enabled: beforeNeeded });
  const revisionAfter = useQuery({
    ...revisionDefinitionsQuery(id, typeof to === 'number' ? to : 0),
    enabled: needed && typeof to === 'number',
  });
  const live = useDefinitionsById(needed && to === 'working-copy' ? id : '');
  const afterNames = useMemo(
    () =>
      typeof to === 'number'
        ? byId(revisionAfter.data)
        : new Map([...live.byId.values()].map((definition) => [definition.id, definition.name])),
    [to, revisionAfter.data, live.byId],
  );
  const beforeNames = useMemo(() => byId(before.data), [before.data]);
  const name: DefinitionName = (definitionId, side) => {
    const [first, second] = side === 'before' ? [beforeNames, afterNames] : [afterNames, beforeNames];
    return first.get(definitionId) ?? second.get(definitionId) ?? null;
  };
  const after =
    typeof to === 'number'
      ? { isPending: revisionAfter.isPending, error: revisionAfter.error, refetch: revisionAfter.refetch }
      : { isPending: live.isPending, error: live.error, refetch: async () => live.refetch() };
  const error = before.error ?? after.error;
  const state: QueryState<unknown> = {
    isPending: needed && ((beforeNeeded && before.isPending) || after.isPending),
    isError: needed && error !== null && error !== undefined,
    error,
    data: undefined,
    refetch: async () => Promise.all([before.refetch(), after.refetch()]),
  };
  return { name, state };
}
