import {
  commandRule,
  type DropItem,
  type FlowPlace,
  findStep,
  type InformationGroup,
  type NewItemType,
  stepAlongFlow,
} from '@stroomlijn/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { newId } from '../../../lib/uuid';
import { type CanvasContextValue, createCanvasStore } from '../diagram';
import type { EditorStateApi } from './use-editor-state';

/**
 * The canvas's gestures as editor commands: drops, keyboard insertions, removal, branch moves and path
 * changes. Selection, the running drag and the path being changed are view state (a store); everything
 * that changes the model is a command. The value stays the same across edits: the gestures read the
 * latest model through a ref.
 */
export function useCanvasActions(
  editor: EditorStateApi,
  readOnly: boolean,
  openSubRoute: (path: string) => void,
): CanvasContextValue {
  const [store] = useState(createCanvasStore);
  const { execute } = editor;
  const model = useRef(editor.model);
  model.current = editor.model;
  // The steps show how many information groups they have; each step reads only its own count.
  const { groups } = editor.model;
  useEffect(() => store.set({ groupCounts: countGroups(groups) }), [groups, store]);

  const insert = useCallback(
    (item: NewItemType, targetId: string) => {
      const newStepId = newId();
      // The new step is selected, brought into view and focused, so that a key edits it (Enter) at once.
      if (execute({ type: 'step.insert', item, targetId, newStepId }))
        store.set({ selectedId: newStepId, focusId: newStepId });
    },
    [execute, store],
  );

  return useMemo(() => {
    const endDrag = () => store.set({ dragItem: null, dropAllowed: () => false });
    return {
      readOnly,
      store,
      select: (stepId: string) => {
        if (store.get().selectedId !== stepId) store.set({ selectedId: stepId });
      },
      startDrag: (item: DropItem) => {
        const cache = new Map<string, boolean>();
        const dropAllowed = (stepId: string) => {
          let allowed = cache.get(stepId);
          if (allowed === undefined) {
            allowed = commandRule(
              model.current,
              typeof item === 'string'
                ? { type: 'step.insert', item, targetId: stepId }
                : { type: 'step.move', stepId: item.stepId, targetId: stepId },
            ).allowed;
            cache.set(stepId, allowed);
          }
          return allowed;
        };
        store.set({ dragItem: item, dropAllowed });
      },
      endDrag,
      drop: (targetId: string) => {
        const item = store.get().dragItem;
        endDrag();
        if (!item || readOnly) return;
        if (typeof item === 'string') insert(item, targetId);
        else if (execute({ type: 'step.move', stepId: item.stepId, targetId }))
          store.set({ selectedId: item.stepId });
      },
      dropAt: (place: FlowPlace) => {
        const item = store.get().dragItem;
        endDrag();
        if (!item || readOnly) return;
        if (typeof item === 'string') {
          const newStepId = newId();
          if (execute({ type: 'step.insert-at', item, place, newStepId }))
            store.set({ selectedId: newStepId, focusId: newStepId });
        } else if (execute({ type: 'step.move-to', stepId: item.stepId, place }))
          store.set({ selectedId: item.stepId });
      },
      remove: (stepId: string) => {
        if (readOnly) return;
        // The step that takes the removed one's place gets the selection (and the focus, if it had it).
        const successor = findStep(model.current.steps, stepId)?.children[0]?.id ?? null;
        const hadFocus = document.activeElement?.getAttribute('data-step-id') === stepId;
        if (execute({ type: 'step.remove', stepId }))
          store.set({ selectedId: successor, focusId: hadFocus ? successor : null });
      },
      moveBranch: (controlId: string, childId: string, direction: 'up' | 'down') => {
        if (!readOnly) execute({ type: 'branch.move', controlId, childId, direction });
      },
      editStep: (stepId: string) => openSubRoute(`edit-step/${stepId}`),
      focusAlongFlow: (stepId: string, offset: 1 | -1) => {
        const next = stepAlongFlow(model.current.steps, stepId, offset);
        if (next !== undefined) store.set({ selectedId: next, focusId: next });
      },
      stepInformation: (stepId: string) =>
        openSubRoute(`${readOnly ? 'view' : 'edit'}-step-information/${stepId}`),
      openSubprocess: (stepId: string) => openSubRoute(`open-subprocess/${stepId}`),
      startPathChange: (parentId: string, childId: string) => {
        if (readOnly) return;
        const destinationAllowed = (stepId: string) =>
          commandRule(model.current, { type: 'path.change', parentId, childId, newChildId: stepId }).allowed;
        store.set({ pathChange: { parentId, childId }, destinationAllowed });
      },
      cancelPathChange: () => store.set({ pathChange: null }),
      chooseDestination: (stepId: string) => {
        const change = store.get().pathChange;
        store.set({ pathChange: null });
        if (change && !readOnly) execute({ type: 'path.change', ...change, newChildId: stepId });
      },
      removePath: (parentId: string, childId: string) => {
        if (!readOnly) execute({ type: 'path.remove', parentId, childId });
      },
      insertAfterSelected: (item: NewItemType) => {
        if (readOnly) return;
        const { steps } = model.current;
        const selectedId = store.get().selectedId;
        const target =
          (selectedId && findStep(steps, selectedId)) || steps.find((step) => step.type === 'start');
        if (target) insert(item, target.id);
      },
    };
  }, [readOnly, store, insert, execute, openSubRoute]);
}

function countGroups(groups: readonly InformationGroup[]): ReadonlyMap<string, number> {
  const counts = new Map<string, number>();
  for (const group of groups) counts.set(group.stepId, (counts.get(group.stepId) ?? 0) + 1);
  return counts;
}
