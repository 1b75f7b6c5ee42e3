import type { DropItem, RoleColours } from '@stroomlijn/domain';
import { useSyncExternalStore } from 'react';

export type PathChange = { parentId: string; childId: string };

/** The canvas's view state: what is selected, what is being dragged, which path is being changed. */
export interface CanvasView {
  selectedId: string | null;
  /**
   * A step that should take the keyboard focus when it is drawn (a step just added, the successor of a
   * removed step, arrow keys); the view moves to it when it is not in view.
   */
  focusId: string | null;
  dragItem: DropItem | null;
  /** Whether the dragged item may be dropped on a step (the domain's rules, asked once per step and drag). */
  dropAllowed: (stepId: string) => boolean;
  pathChange: PathChange | null;
  /** Whether the path being changed may lead to a step. */
  destinationAllowed: (stepId: string) => boolean;
  /** How many information groups each step has (steps without are absent). */
  groupCounts: ReadonlyMap<string, number>;
  /** The colour of each actor role, by role id (the domain's `roleColours`). */
  roleColours: RoleColours;
}

export interface CanvasStore {
  get(): CanvasView;
  set(change: Partial<CanvasView>): void;
  subscribe(listener: () => void): () => void;
}

const NEVER = () => false;

/**
 * A small store instead of React state, so that each step subscribes to its own part (is it
 * selected, may the dragged item land on it): a change of selection draws two steps again, not all.
 */
export function createCanvasStore(): CanvasStore {
  let view: CanvasView = {
    selectedId: null,
    focusId: null,
    dragItem: null,
    dropAllowed: NEVER,
    pathChange: null,
    destinationAllowed: NEVER,
    groupCounts: new Map(),
    roleColours: new Map(),
  };
  const listeners = new Set<() => void>();
  return {
    get: () => view,
    set(change) {
      view = { ...view, ...change };
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** A part of the canvas's view state; the component renders again only when that part changes. */
export function useCanvasView<T>(store: CanvasStore, select: (view: CanvasView) => T): T {
  return useSyncExternalStore(store.subscribe, () => select(store.get()));
}

/** How a step shows during a drag or a path change: a possible target, an impossible one, or neither. */
export function targetState(view: CanvasView, stepId: string): 'allowed' | 'refused' | undefined {
  if (view.pathChange) return view.destinationAllowed(stepId) ? 'allowed' : 'refused';
  if (view.dragItem) return view.dropAllowed(stepId) ? 'allowed' : 'refused';
  return undefined;
}
