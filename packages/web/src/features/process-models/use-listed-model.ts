import type { ProcessModelListItem } from '@stroomlijn/domain';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { MODEL_NOT_FOUND, processModelsQuery } from './process-models-api';

/**
 * A model of the overview, for the confirmations over it (the overview is loaded beneath them, so
 * this costs no call of its own). It keeps the model once seen, so that a confirmation that removes
 * or changes it does not flash 'not found' while it closes; a model never seen gives `not-found`.
 */
export function useListedModel(id: string) {
  const select = useCallback(
    (models: ProcessModelListItem[]) => models.find((model) => model.id === id) ?? null,
    [id],
  );
  const query = useQuery({ ...processModelsQuery, select });
  const seen = useRef<ProcessModelListItem | null>(null);
  if (query.data) seen.current = query.data;
  const model = query.data ?? seen.current;
  const loadError = query.isError
    ? query.error
    : query.isSuccess && model === null
      ? MODEL_NOT_FOUND
      : undefined;
  return {
    model,
    loading: query.isPending,
    loadError,
    retry: () => void query.refetch(),
  };
}
