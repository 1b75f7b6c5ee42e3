import type { Area } from '@stroomlijn/domain';
import { type ReactFlowState, useStore } from '@xyflow/react';

const GRID = 200;

/** The part of the diagram in view, in diagram coordinates, widened by `margin` screen px and rounded to 200 px. */
function areaKey(state: ReactFlowState, margin: number): string {
  const [x, y, zoom] = state.transform;
  const widen = margin / zoom;
  const round = (value: number, up: boolean) =>
    (up ? Math.ceil(value / GRID) : Math.floor(value / GRID)) * GRID;
  const left = round(-x / zoom - widen, false);
  const top = round(-y / zoom - widen, false);
  const right = round((state.width - x) / zoom + widen, true);
  const bottom = round((state.height - y) / zoom + widen, true);
  return `${left},${top},${right},${bottom}`;
}

const withMargin = (state: ReactFlowState) => areaKey(state, GRID);
const inView = (state: ReactFlowState) => areaKey(state, 0);

function toArea(key: string): Area {
  const [left, top, right, bottom] = key.split(',').map(Number) as [number, number, number, number];
  return { left, top, right, bottom };
}

/**
 * The area the canvas draws: what is in view and a margin of 200 px around it, so that a short pan shows
 * steps already drawn. Returned as a rounded key first, so that panning renders the layers again only
 * when the view has moved far enough to show other steps.
 */
export function useVisibleArea(): Area {
  return toArea(useStore(withMargin));
}

/** The area in view, without the margin (rounded outward to 200 px like the visible area). */
export function useAreaInView(): Area {
  return toArea(useStore(inView));
}

export function overlaps(area: Area, minX: number, minY: number, maxX: number, maxY: number): boolean {
  return maxX >= area.left && minX <= area.right && maxY >= area.top && minY <= area.bottom;
}
