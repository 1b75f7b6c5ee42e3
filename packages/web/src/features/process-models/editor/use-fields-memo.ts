import { useMemo } from 'react';

/**
 * The same object for as long as each of its fields stays the same (a context value that changes only
 * when one of its parts does), without listing the fields a second time as dependencies. The object must
 * keep its fields in the same order from render to render, as an object literal does.
 */
export function useFieldsMemo<T extends Record<string, unknown>>(fields: T): T {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the fields are the dependencies
  return useMemo(() => fields, Object.values(fields));
}
