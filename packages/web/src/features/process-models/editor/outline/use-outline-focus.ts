import { type RefObject, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type CanvasStore, useCanvasView } from '../../diagram';
import { ancestorsOf, type OutlinePlace, type OutlineStep, stepKey, visibleKeys } from './outline-tree';

const stepIdOf = (key: string) => (key.startsWith('step:') ? key.slice('step:'.length) : null);

/**
 * The tree's roving tab stop and its collapsed items. The active item is the one with the tab stop; a
 * step made active is selected on the canvas too, and a step selected on the canvas becomes the active
 * item. `focus` moves the keyboard focus once the item is drawn (after a command, the new step).
 */
export function useOutlineFocus(
  root: readonly OutlineStep[],
  places: ReadonlyMap<string, OutlinePlace>,
  store: CanvasStore,
  tree: RefObject<HTMLElement | null>,
) {
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set());
  const visible = useMemo(() => visibleKeys(root, collapsed), [root, collapsed]);
  const pending = useRef<string | null>(null);
  const [request, setRequest] = useState(0);

  const activate = useCallback(
    (key: string) => {
      setActiveKey(key);
      const stepId = stepIdOf(key);
      if (stepId !== null && store.get().selectedId !== stepId) store.set({ selectedId: stepId });
    },
    [store],
  );
  const focus = useCallback(
    (key: string) => {
      activate(key);
      pending.current = key;
      setRequest((count) => count + 1);
    },
    [activate],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each focus request and redraw
  useEffect(() => {
    const key = pending.current;
    // Keys are made of step ids (UUIDs), so they need no escaping in the selector.
    if (key === null) return;
    const element = tree.current?.querySelector<HTMLElement>(`[data-outline-key="${key}"]`);
    if (element) {
      pending.current = null;
      element.focus();
      return;
    }
    // Inside a collapsed item: open the items above it; the next redraw focuses it.
    const closed = ancestorsOf(places, key).filter((ancestor) => collapsed.has(ancestor));
    if (closed.length > 0) setCollapsed((keys) => new Set([...keys].filter((k) => !closed.includes(k))));
  }, [request, places, collapsed]);

  const selectedId = useCanvasView(store, (view) => view.selectedId);
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows a selection made on the canvas only
  useEffect(() => {
    if (selectedId === null || !places.has(stepKey(selectedId))) return;
    setActiveKey((key) => (key === stepKey(selectedId) ? key : stepKey(selectedId)));
    const closed = ancestorsOf(places, stepKey(selectedId)).filter((ancestor) => collapsed.has(ancestor));
    if (closed.length > 0) setCollapsed((keys) => new Set([...keys].filter((k) => !closed.includes(k))));
  }, [selectedId]);

  const setExpanded = useCallback((key: string, expanded: boolean) => {
    setCollapsed((keys) => {
      if (keys.has(key) !== expanded) return keys;
      const next = new Set(keys);
      if (expanded) next.delete(key);
      else next.add(key);
      return next;
    });
  }, []);

  // The tab stop stays in the tree when its item is gone (removed, or hidden by a collapse above it).
  const current = activeKey !== null && visible.includes(activeKey) ? activeKey : (visible[0] ?? null);
  return { activeKey: current, visible, collapsed, activate, focus, setExpanded };
}
