import { GLOBAL_PROCESS_MODEL_ID, type InputOutput } from '@stroomlijn/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { inputOutputsQuery } from './input-outputs-api';

export interface DefinitionsById {
  /** The model's and the global definitions by id (a model's own one wins should an id repeat). */
  byId: ReadonlyMap<string, InputOutput>;
  /** Both lists are still loading. */
  isPending: boolean;
  /** The first failure of the two lists, or null. */
  error: unknown;
  refetch: () => void;
}

/**
 * The definitions a step of a model can use: the model's own (`GET /api/input-output/{processModelId}`)
 * and the global ones (`GET /api/input-output/{GLOBAL_PROCESS_MODEL_ID}`), merged by id.
 */
export function useDefinitionsById(processModelId: string): DefinitionsById {
  const own = useQuery({ ...inputOutputsQuery(processModelId), enabled: processModelId !== '' });
  const global = useQuery(inputOutputsQuery(GLOBAL_PROCESS_MODEL_ID));
  const isGlobal = processModelId === GLOBAL_PROCESS_MODEL_ID;
  const byId = useMemo(() => {
    const map = new Map<string, InputOutput>();
    for (const definition of global.data ?? []) map.set(definition.id, definition);
    if (!isGlobal) for (const definition of own.data ?? []) map.set(definition.id, definition);
    return map;
  }, [global.data, own.data, isGlobal]);
  return {
    byId,
    isPending: global.isPending || (!isGlobal && processModelId !== '' && own.isPending),
    error: global.error ?? own.error ?? null,
    refetch: () => {
      void global.refetch();
      if (!isGlobal) void own.refetch();
    },
  };
}
