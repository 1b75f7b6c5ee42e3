import type { InputOutput } from '@stroomlijn/domain';
import type { QueryClient } from '@tanstack/react-query';
import { inputOutputKeys } from './query-keys';

/**
 * After a save: the list shows the saved definition at once (no stale row while it reloads), then every
 * list of definitions is refreshed from the server.
 */
export function definitionSaved(queryClient: QueryClient, saved: InputOutput): Promise<void> {
  queryClient.setQueryData(inputOutputKeys.detail(saved.processModelId, saved.id), saved);
  queryClient.setQueryData<InputOutput[]>(inputOutputKeys.list(saved.processModelId), (list) =>
    list ? [...list.filter((definition) => definition.id !== saved.id), saved] : list,
  );
  return queryClient.invalidateQueries({ queryKey: inputOutputKeys.all });
}

/**
 * After a delete: the row leaves the list at once, then every list is refreshed; the deleted definition
 * itself is not asked for again (it would answer 404 while its screen is still shown).
 */
export function definitionDeleted(
  queryClient: QueryClient,
  processModelId: string,
  id: string,
): Promise<void> {
  queryClient.setQueryData<InputOutput[]>(inputOutputKeys.list(processModelId), (list) =>
    list?.filter((definition) => definition.id !== id),
  );
  const deleted = inputOutputKeys.detail(processModelId, id);
  return queryClient.invalidateQueries({
    queryKey: inputOutputKeys.all,
    predicate: (query) => query.queryKey.join('\u0000') !== deleted.join('\u0000'),
  });
}
