import { type RefObject, useEffect } from 'react';
import type { CanvasStore } from '../diagram';

/**
 * The editor's regions in the order F6 visits them (Shift+F6 goes back): the toolbar, the canvas, the
 * role legend and the outline, those shown. `first` is where the focus goes in a region not visited yet.
 */
const REGIONS = [
  { selector: '.pm-toolbar', first: 'button' },
  { selector: '.pm-canvas-flow', first: '.pm-step[tabindex="0"]' },
  { selector: '.pm-legend', first: 'button' },
  { selector: '.pm-outline', first: '[role="treeitem"][tabindex="0"]' },
] as const;

function focusable(element: Element | undefined, region: Element): element is HTMLElement {
  return (
    element instanceof HTMLElement &&
    element.isConnected &&
    region.contains(element) &&
    !(element as HTMLButtonElement).disabled
  );
}

/**
 * F6 and Shift+F6 move the focus between the editor's regions, as in browsers and IDEs; a region gets
 * back the element that had the focus in it last, the canvas its tab stop (the selected step, brought
 * into view). Only while `active` (the canvas is shown, no dialog).
 */
export function useRegionKeys(
  active: boolean,
  root: RefObject<HTMLElement | null>,
  store: CanvasStore,
): void {
  useEffect(() => {
    const editor = root.current;
    if (!active || !editor) return;
    const last = new Map<string, Element>();
    const onFocusIn = (event: FocusEvent) => {
      if (!(event.target instanceof Element)) return;
      const region = REGIONS.find(
        ({ selector }) => event.target instanceof Element && event.target.closest(selector),
      );
      if (region) last.set(region.selector, event.target);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'F6' || event.altKey || event.ctrlKey || event.metaKey) return;
      const shown = REGIONS.map((region) => ({
        ...region,
        element: editor.querySelector(region.selector),
      })).filter(
        (region): region is (typeof REGIONS)[number] & { element: Element } => region.element !== null,
      );
      if (shown.length === 0) return;
      event.preventDefault();
      const active = document.activeElement;
      const at = shown.findIndex(({ element }) => active !== null && element.contains(active));
      const step = event.shiftKey ? -1 : 1;
      const next =
        shown[at < 0 ? (event.shiftKey ? shown.length - 1 : 0) : (at + step + shown.length) % shown.length];
      if (!next) return;
      const remembered = last.get(next.selector);
      const target =
        next.selector === '.pm-canvas-flow'
          ? next.element.querySelector(next.first)
          : focusable(remembered, next.element)
            ? remembered
            : next.element.querySelector(next.first);
      if (!(target instanceof HTMLElement)) return;
      const stepId = target.getAttribute('data-step-id');
      // A step focuses itself once it is in view (the canvas's focus request).
      if (stepId !== null) store.set({ selectedId: stepId, focusId: stepId });
      else target.focus();
    };
    editor.addEventListener('focusin', onFocusIn);
    window.addEventListener('keydown', onKeyDown);
    return () => {
      editor.removeEventListener('focusin', onFocusIn);
      window.removeEventListener('keydown', onKeyDown);
    };
  }, [active, root, store]);
}
