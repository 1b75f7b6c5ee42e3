import { type RoleColours, roleColours, type Step } from '@stroomlijn/domain';
import { useLayoutEffect, useMemo, useRef } from 'react';
import type { CanvasStore } from './canvas-store';

/**
 * The colour of each actor role, kept across edits: a role keeps its colour while it is used, and a
 * new role takes a free one. The steps read their role's colour from the canvas store, so a change
 * draws only the steps of the roles it recolours; set before paint, so no step shows without it.
 */
export function useRoleColours(steps: readonly Step[], store: CanvasStore): RoleColours {
  const shown = useRef<RoleColours | undefined>(undefined);
  const colours = useMemo(() => {
    const next = roleColours(steps, shown.current);
    // Most edits change no role: the same map then, and the store is not told.
    return shown.current && sameInOrder(next, shown.current) ? shown.current : next;
  }, [steps]);
  useLayoutEffect(() => {
    shown.current = colours;
    store.set({ roleColours: colours });
  }, [colours, store]);
  return colours;
}

function sameInOrder(a: RoleColours, b: RoleColours): boolean {
  if (a.size !== b.size) return false;
  const others = [...b];
  return [...a].every(
    ([role, colour], index) => others[index]?.[0] === role && others[index]?.[1] === colour,
  );
}
