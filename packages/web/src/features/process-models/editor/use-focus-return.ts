import { type RefObject, useEffect } from 'react';
import type { CanvasStore } from '../diagram';

/**
 * When a dialog of the editor closes (the address is the editor's own again), the focus goes back to
 * what had it when the dialog opened: the step (drawn anew or not) or the toolbar button. The dialog
 * closes with a transition and hands the focus to the page first, so it is given back once that is done.
 */
export function useFocusReturn(
  onCanvas: boolean,
  opener: RefObject<Element | null>,
  store: CanvasStore,
): void {
  useEffect(() => {
    const element = opener.current;
    if (!onCanvas || !(element instanceof HTMLElement)) return;
    opener.current = null;
    const stepId = element.getAttribute('data-step-id');
    const restore = () => {
      const active = document.activeElement;
      if (active !== null && active !== document.body && active.closest('[role="dialog"]') === null) return;
      if (element.isConnected) element.focus({ preventScroll: true });
      else if (stepId !== null) store.set({ selectedId: stepId, focusId: stepId });
    };
    const frame = requestAnimationFrame(restore);
    const later = window.setTimeout(restore, 300);
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(later);
    };
  }, [onCanvas, opener, store]);
}
