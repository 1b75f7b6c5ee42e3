import type { Area } from '@stroomlijn/domain';
import { type ReactFlowState, useStore } from '@xyflow/react';

/** The part of the diagram in view, in diagram coordinates, widened and rounded to 200 px. */
function areaKey(state: ReactFlowState): string {
  const [x, y, zoom] = state.transform;
  const margin = 200 / zoom;
  const round = (value: number, up: boolean) => (up ? Math.ceil(value / 200) : Math.floor(value / 200)) * 200;
  const left = round(-x / zoom - margin, false);
  const top = round(-y / zoom - margin, false);
  const right = round((state.width - x) / zoom + margin, true);
  const bottom = round((state.height - y) / zoom + margin, true);
  return `${left},${top},${right},${bottom}`;
}

/**
 * The visible area of the canvas. Returned as a rounded key first, so that panning renders the
 * layers again only when the view has moved far enough to show other steps.
 */
export function useVisibleArea(): Area {
  const [left, top, right, bottom] = useStore(areaKey).split(',').map(Number) as [
    number,
    number,
    number,
    number,
  ];
  return { left, top, right, bottom };
}

export function overlaps(area: Area, minX: number, minY: number, maxX: number, maxY: number): boolean {
  return maxX >= area.left && minX <= area.right && maxY >= area.top && minY <= area.bottom;
}
