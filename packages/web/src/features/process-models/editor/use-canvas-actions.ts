import { canChangePath, canDrop, type DropItem, findStep, type NewItemType } from '@stroomlijn/domain';
import { useCallback, useMemo, useRef, useState } from 'react';
import { newId } from '../../../lib/uuid';
import type { CanvasContextValue } from './canvas/canvas-context';
import type { EditorStateApi } from './use-editor-state';

/**
 * The canvas's gestures as editor commands: drops, keyboard insertions, removal and branch moves.
 * Selection and the running drag are view state; everything that changes the model is a command.
 */
export function useCanvasActions(
  editor: EditorStateApi,
  readOnly: boolean,
  openSubRoute: (path: string) => void,
): CanvasContextValue & { insertAfterSelected(item: NewItemType): void } {
  const [dragItem, setDragItem] = useState<DropItem | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [pathChange, setPathChange] = useState<{ parentId: string; childId: string } | null>(null);
  const { execute } = editor;
  // Read when a gesture happens, so that the canvas's context (and every step node) stays the same across edits.
  const model = useRef(editor.model);
  model.current = editor.model;

  const insert = useCallback(
    (item: NewItemType, targetId: string) => {
      const newStepId = newId();
      if (execute({ type: 'step.insert', item, targetId, newStepId })) setSelectedId(newStepId);
    },
    [execute],
  );

  const dropAllowed = useMemo(() => {
    if (!dragItem) return () => false;
    const cache = new Map<string, boolean>();
    return (stepId: string) => {
      let allowed = cache.get(stepId);
      if (allowed === undefined) {
        allowed = canDrop(model.current, dragItem, stepId).allowed;
        cache.set(stepId, allowed);
      }
      return allowed;
    };
  }, [dragItem]);

  const destinationAllowed = useMemo(() => {
    if (!pathChange) return () => false;
    return (stepId: string) =>
      canChangePath(model.current, pathChange.parentId, pathChange.childId, stepId).allowed;
  }, [pathChange]);

  return useMemo(
    () => ({
      readOnly,
      dragItem,
      dropAllowed,
      selectedId,
      select: setSelectedId,
      startDrag: (item: DropItem) => setDragItem(item),
      endDrag: () => setDragItem(null),
      drop: (targetId: string) => {
        const item = dragItem;
        setDragItem(null);
        if (!item || readOnly) return;
        if (typeof item === 'string') insert(item, targetId);
        else if (execute({ type: 'step.move', stepId: item.stepId, targetId })) setSelectedId(item.stepId);
      },
      remove: (stepId: string) => {
        if (readOnly) return;
        if (execute({ type: 'step.remove', stepId })) setSelectedId(null);
      },
      moveBranch: (controlId: string, childId: string, direction: 'up' | 'down') => {
        if (!readOnly) execute({ type: 'branch.move', controlId, childId, direction });
      },
      editStep: (stepId: string) => openSubRoute(`edit-step/${stepId}`),
      pathChange,
      startPathChange: (parentId: string, childId: string) => {
        if (!readOnly) setPathChange({ parentId, childId });
      },
      cancelPathChange: () => setPathChange(null),
      destinationAllowed,
      chooseDestination: (stepId: string) => {
        const change = pathChange;
        setPathChange(null);
        if (change && !readOnly) execute({ type: 'path.change', ...change, newChildId: stepId });
      },
      removePath: (parentId: string, childId: string) => {
        if (!readOnly) execute({ type: 'path.remove', parentId, childId });
      },
      openSubprocess: (stepId: string) => openSubRoute(`open-subprocess/${stepId}`),
      insertAfterSelected: (item: NewItemType) => {
        if (readOnly) return;
        const target =
          (selectedId && findStep(model.current.steps, selectedId)) ||
          model.current.steps.find((step) => step.type === 'start');
        if (target) insert(item, target.id);
      },
    }),
    [
      readOnly,
      dragItem,
      dropAllowed,
      selectedId,
      pathChange,
      destinationAllowed,
      insert,
      execute,
      openSubRoute,
    ],
  );
}
