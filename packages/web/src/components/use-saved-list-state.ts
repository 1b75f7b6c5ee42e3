import { useCallback, useEffect, useState } from 'react';

/** A filter value that survives JSON: what a list's filter controls hold. */
export type FilterValue = string | number | boolean | null;

export interface SavedListState<F extends Record<string, FilterValue>> {
  filters: F;
  /** The page shown, from 1. */
  page: number;
  /** Changes some filters; a real change sends the list back to page 1 (spec part 2 §4). */
  setFilters: (changes: Partial<F>) => void;
  setPage: (page: number) => void;
}

/** The local-storage key of a screen's saved filters and page. */
export function savedListKey(screenKey: string): string {
  return `stroomlijn.list.${screenKey}`;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

interface Saved<F> {
  key: string;
  filters: F;
  page: number;
}

const isPage = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 1;

/**
 * What was saved under the key, read against the defaults: a value counts only where the default has
 * a value of the same type (`null` defaults take a string or null); bad JSON or a missing entry gives the
 * defaults.
 */
function readSaved<F extends Record<string, FilterValue>>(key: string, defaults: F): Saved<F> {
  let saved: unknown;
  try {
    saved = JSON.parse(storage()?.getItem(key) ?? 'null');
  } catch {
    saved = null;
  }
  const filters = { ...defaults };
  if (typeof saved !== 'object' || saved === null || Array.isArray(saved)) return { key, filters, page: 1 };
  const record = saved as Record<string, unknown>;
  for (const name of Object.keys(defaults) as (keyof F & string)[]) {
    const value = record[name];
    const fallback = defaults[name];
    const fits =
      fallback === null ? value === null || typeof value === 'string' : typeof value === typeof fallback;
    if (fits) filters[name] = value as F[typeof name];
  }
  return { key, filters, page: isPage(record.page) ? record.page : 1 };
}

/**
 * The filters and page of a list screen, kept in local storage under a key of the screen (spec part 2
 * §3 'Saved filters'), so that they are back when the user returns. `defaults` are the screen's default
 * filters (§9); they are read when the key is first used.
 */
export function useSavedListState<F extends Record<string, FilterValue>>(
  screenKey: string,
  defaults: F,
): SavedListState<F> {
  const key = savedListKey(screenKey);
  const [state, setState] = useState(() => readSaved(key, defaults));
  // Another screen key (the same component for another screen) reads that screen's saved state.
  let current = state;
  if (state.key !== key) {
    current = readSaved(key, defaults);
    setState(current);
  }

  useEffect(() => {
    try {
      storage()?.setItem(state.key, JSON.stringify({ ...state.filters, page: state.page }));
    } catch {
      // A full or refused storage only loses the saved filters, not the list.
    }
  }, [state]);

  const setFilters = useCallback((changes: Partial<F>) => {
    setState((previous) => {
      const filters = { ...previous.filters, ...changes };
      const changed = Object.keys(changes).some((name) => !Object.is(filters[name], previous.filters[name]));
      return changed ? { ...previous, filters, page: 1 } : previous;
    });
  }, []);
  const setPage = useCallback((page: number) => {
    setState((previous) => (isPage(page) && page !== previous.page ? { ...previous, page } : previous));
  }, []);

  return { filters: current.filters, page: current.page, setFilters, setPage };
}
