import { findStep, type Step, type SubprocessReference, stepAlongFlow } from '@stroomlijn/domain';
import { useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { PROCESS_MODEL_AREA } from '../area';
import { type CanvasContextValue, createCanvasStore, subprocessTarget } from '../diagram';

const nothing = () => {};

/** What a read-only canvas does instead of its default on opening a subprocess or a step's information. */
export interface ReadOnlyGestures {
  openSubprocess?: (process: SubprocessReference) => void;
  stepInformation?: (stepId: string) => void;
}

/**
 * The gestures of a canvas that only shows (the diagram of a comparison, of an import's preview):
 * selecting, the arrow keys along the flow, and opening a subprocess, which goes to the revision its step
 * recorded, as in a revision view, unless `gestures` says otherwise. Every edit is absent.
 */
export function useReadOnlyCanvas(
  modelId: string,
  steps: readonly Step[],
  gestures: ReadOnlyGestures = {},
): CanvasContextValue {
  const [store] = useState(createCanvasStore);
  const navigate = useNavigate();
  const current = useRef(steps);
  current.current = steps;
  const given = useRef(gestures);
  given.current = gestures;
  return useMemo(
    () => ({
      readOnly: true,
      store,
      select: (stepId: string) => {
        if (store.get().selectedId !== stepId) store.set({ selectedId: stepId });
      },
      focusAlongFlow: (stepId: string, offset: 1 | -1) => {
        const next = stepAlongFlow(current.current, stepId, offset);
        if (next !== undefined) store.set({ selectedId: next, focusId: next });
      },
      openSubprocess: (stepId: string) => {
        const process = findStep(current.current, stepId)?.process;
        if (!process) return;
        if (given.current.openSubprocess) {
          given.current.openSubprocess(process);
          return;
        }
        const view = `${PROCESS_MODEL_AREA}/${encodeURIComponent(modelId)}/view`;
        const where = { revision: true, readOnly: true, basePath: view, areaPrefix: PROCESS_MODEL_AREA };
        void navigate(subprocessTarget(where, process));
      },
      startDrag: nothing,
      endDrag: nothing,
      drop: nothing,
      dropAt: nothing,
      remove: nothing,
      moveBranch: nothing,
      editStep: nothing,
      stepInformation: (stepId: string) => given.current.stepInformation?.(stepId),
      startPathChange: nothing,
      cancelPathChange: nothing,
      chooseDestination: nothing,
      removePath: nothing,
      insertAfterSelected: nothing,
    }),
    [modelId, store, navigate],
  );
}
