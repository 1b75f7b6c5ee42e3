import { findStep, type Step } from '@stroomlijn/domain';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import type { CanvasStore } from '../diagram';

/** The query parameter of an editor address that names a step to select: `…/{id}?step={stepId}`. */
export const STEP_PARAMETER = 'step';

/**
 * Selects the step the address names (`?step=`, a search hit's link) when the editor opens or the
 * address changes to another step; on the canvas it also takes the focus, which brings it into view.
 * Under a dialog it is only selected, and the dialog keeps the focus. An unknown step is left alone.
 */
export function useStepFromAddress(store: CanvasStore, steps: readonly Step[], onCanvas: boolean): void {
  const [params] = useSearchParams();
  const stepId = params.get(STEP_PARAMETER);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new address selects; later edits do not
  useEffect(() => {
    if (stepId === null || !findStep(steps, stepId)) return;
    store.set(onCanvas ? { selectedId: stepId, focusId: stepId } : { selectedId: stepId });
  }, [stepId, store]);
}
