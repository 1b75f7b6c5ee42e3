import type { DropItem, FlowPlace, NewItemType } from '@stroomlijn/domain';
import { createContext, useContext } from 'react';
import type { CanvasStore } from './canvas-store';

/**
 * What the step nodes need beyond their own step: the view state (a store each step subscribes to)
 * and the gestures. The value stays the same across edits, so step nodes are drawn again only when
 * their own step, or their own part of the view state, changes.
 */
export interface CanvasContextValue {
  readOnly: boolean;
  store: CanvasStore;
  select(stepId: string): void;
  startDrag(item: DropItem): void;
  endDrag(): void;
  /** Drops the dragged item on a step: an insert of a new item, or a move of a step. */
  drop(targetId: string): void;
  /** Drops the dragged item on a place between steps: a path, or after a block. */
  dropAt(place: FlowPlace): void;
  remove(stepId: string): void;
  moveBranch(controlId: string, childId: string, direction: 'up' | 'down'): void;
  editStep(stepId: string): void;
  /** Moves the selection and the keyboard focus `offset` steps along the flow (arrow keys). */
  focusAlongFlow(stepId: string, offset: 1 | -1): void;
  /** Opens the step's information groups: edit-step-information, or view-step-information when read-only. */
  stepInformation(stepId: string): void;
  openSubprocess(stepId: string): void;
  startPathChange(parentId: string, childId: string): void;
  cancelPathChange(): void;
  chooseDestination(stepId: string): void;
  removePath(parentId: string, childId: string): void;
  /** A toolbar item pressed: insert it after the selected step (the start step when none is). */
  insertAfterSelected(item: NewItemType): void;
}

export const CanvasContext = createContext<CanvasContextValue | null>(null);

export function useCanvasContext(): CanvasContextValue {
  const context = useContext(CanvasContext);
  if (!context) throw new Error('useCanvasContext outside the process canvas');
  return context;
}

/** The data type of a drag from the toolbar or a step (HTML drag and drop). */
export const DRAG_MIME = 'application/x-stroomlijn-step';
