import './toolbar-tooltip.css';
import {
  type ReactNode,
  type PointerEvent as ReactPointerEvent,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';

const OPEN_DELAY_MS = 400;
const GAP_PX = 6;
/** Room a tooltip needs below its button; with less, it shows above. */
const ROOM_BELOW_PX = 40;

interface Shown {
  text: string;
  x: number;
  y: number;
  above: boolean;
}

export interface ToolbarTooltip {
  /** Spread onto the toolbar's element: the pointer events of all its buttons come through it. */
  handlers: {
    onPointerOver: (event: ReactPointerEvent<HTMLElement>) => void;
    onPointerOut: (event: ReactPointerEvent<HTMLElement>) => void;
    onPointerDown: () => void;
    onDragStart: () => void;
  };
  /** The tooltip while it shows; render it inside the toolbar. */
  tooltip: ReactNode;
}

const tooltipTarget = (node: EventTarget | null): HTMLElement | null =>
  node instanceof Element ? node.closest<HTMLElement>('[data-tooltip]') : null;

/**
 * One tooltip for all the buttons of a toolbar. A button names its tooltip with `data-tooltip`; its
 * `aria-label` gives assistive technology the same name. The tooltip shows when the pointer has rested on
 * the button for 400 ms and goes when the pointer leaves, on a press, on scrolling or with Escape (WCAG
 * 1.4.13). A toolbar of twenty buttons with a Mantine Tooltip each mounted twenty floating elements,
 * portals and transitions, and rendered them all a second time after mounting: a sizeable part of the
 * editor's first render (docs/decisions.md, "The editor's cold load").
 */
export function useToolbarTooltip(): ToolbarTooltip {
  const [shown, setShown] = useState<Shown | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const hide = useCallback(() => {
    window.clearTimeout(timer.current);
    setShown(null);
  }, []);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  useEffect(() => {
    if (!shown) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hide();
    };
    window.addEventListener('keydown', onKeyDown, true);
    window.addEventListener('scroll', hide, true);
    return () => {
      window.removeEventListener('keydown', onKeyDown, true);
      window.removeEventListener('scroll', hide, true);
    };
  }, [shown, hide]);

  const onPointerOver = useCallback((event: ReactPointerEvent<HTMLElement>) => {
    const target = tooltipTarget(event.target);
    if (!target || event.pointerType === 'touch') return;
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      const text = target.dataset.tooltip;
      if (!text || !target.isConnected) return;
      const box = target.getBoundingClientRect();
      const above = box.bottom + ROOM_BELOW_PX > window.innerHeight;
      setShown({
        text,
        x: box.left + box.width / 2,
        y: above ? box.top - GAP_PX : box.bottom + GAP_PX,
        above,
      });
    }, OPEN_DELAY_MS);
  }, []);
  const onPointerOut = useCallback(
    (event: ReactPointerEvent<HTMLElement>) => {
      const target = tooltipTarget(event.target);
      // Moving between the parts of one button (its icon, its badge) does not leave it.
      if (target && event.relatedTarget instanceof Node && target.contains(event.relatedTarget)) return;
      hide();
    },
    [hide],
  );

  const tooltip = shown && (
    <div
      role="tooltip"
      className="app-toolbar-tooltip"
      data-above={shown.above || undefined}
      style={{ left: shown.x, top: shown.y }}
    >
      {shown.text}
    </div>
  );
  return { handlers: { onPointerOver, onPointerOut, onPointerDown: hide, onDragStart: hide }, tooltip };
}
