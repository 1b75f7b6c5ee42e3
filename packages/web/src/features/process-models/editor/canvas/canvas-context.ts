import type { DropItem } from '@stroomlijn/domain';
import { createContext, useContext } from 'react';

/** What the step nodes of the canvas need beyond their own step; one object, so nodes stay memoised. */
export interface CanvasContextValue {
  readOnly: boolean;
  /** The toolbar item or step being dragged, while a drag runs. */
  dragItem: DropItem | null;
  /** The steps on which the dragged item may be dropped (asked of the domain rules once per drag). */
  dropAllowed: (stepId: string) => boolean;
  selectedId: string | null;
  select(stepId: string): void;
  startDrag(item: DropItem): void;
  endDrag(): void;
  /** Drops the dragged item on a step: an insert of a new item, or a move of a step. */
  drop(targetId: string): void;
  remove(stepId: string): void;
  moveBranch(controlId: string, childId: string, direction: 'up' | 'down'): void;
  editStep(stepId: string): void;
  /** The relation whose destination the user is choosing (after 'change path'), or null. */
  pathChange: { parentId: string; childId: string } | null;
  startPathChange(parentId: string, childId: string): void;
  cancelPathChange(): void;
  /** Whether the path being changed may lead to this step. */
  destinationAllowed: (stepId: string) => boolean;
  chooseDestination(stepId: string): void;
  removePath(parentId: string, childId: string): void;
  openSubprocess(stepId: string): void;
}

export const CanvasContext = createContext<CanvasContextValue | null>(null);

export function useCanvasContext(): CanvasContextValue {
  const context = useContext(CanvasContext);
  if (!context) throw new Error('useCanvasContext outside the process canvas');
  return context;
}

/** The data type of a drag from the toolbar or a step (HTML drag and drop). */
export const DRAG_MIME = 'application/x-stroomlijn-step';
