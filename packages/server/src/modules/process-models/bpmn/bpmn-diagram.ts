import type { Point, Step } from '@stroomlijn/domain';
import { diagramGrid, type GridNode } from './bpmn-grid.js';
import { type Bounds, routeGrid } from './bpmn-routes.js';

export { EVENT_SIZE, GATEWAY_SIZE } from './bpmn-grid.js';
export type { Bounds };

/** A flow node to be: a step, a join gateway (`join:<control id>`) or a merge gateway (`merge:<step id>`). */
export interface DiagramNode {
  key: string;
  kind: GridNode['kind'];
  /** The step; for a join gateway the control it joins, for a merge gateway the step it leads to. */
  step: Step;
  bounds: Bounds;
}

export interface DiagramFlow {
  source: string;
  target: string;
  waypoints: Point[];
}

export interface DiagramLane {
  roleId: string | null;
  name: string;
  bounds: Bounds;
  /** Keys of the nodes in the lane. */
  nodes: string[];
}

export interface DiagramPlan {
  nodes: DiagramNode[];
  flows: DiagramFlow[];
  lanes: DiagramLane[];
  pool: Bounds;
}

/** The margin around the pool. */
const PADDING = 16;
/** The band of the pool's name above the lanes, and of a lane's name at its top (bpmn-js draws a vertical pool's and lane's name in 30 px). */
export const POOL_HEADER = 30;
const LANE_HEADER = 30;

/**
 * What the BPMN file shows: one vertical pool with a vertical lane per actor in the order of
 * Stroomlijn's lanes view, the nodes on the grid of `diagramGrid` (each below the nodes that lead to
 * it, one per cell) and the flows routed by `routeGrid` (no shared lines, no line through a node).
 */
export function diagramPlan(steps: readonly Step[]): DiagramPlan {
  const grid = diagramGrid(steps);
  const routed = routeGrid(grid, { x: PADDING, y: PADDING + POOL_HEADER + LANE_HEADER });
  const nodes = grid.nodes.map((node) => ({
    key: node.key,
    kind: node.kind,
    step: node.step,
    bounds: routed.bounds.get(node.key) as Bounds,
  }));
  const flows = grid.flows.map((flow, index) => ({ ...flow, waypoints: routed.waypoints[index] as Point[] }));

  const left = PADDING;
  const right = (routed.gapLeft.at(-1) as number) + (routed.gapWidth.at(-1) as number);
  const bottom = routed.bottom;
  /** A lane's edge in the middle of the gap between its columns and the next lane's. */
  const edge = (gap: number) =>
    gap === 0
      ? left
      : gap >= grid.columns
        ? right
        : (routed.gapLeft[gap] as number) + (routed.gapWidth[gap] as number) / 2;
  const lanes: DiagramLane[] = grid.lanes.map((lane) => ({
    roleId: lane.roleId,
    name: lane.name,
    bounds: {
      x: edge(lane.first),
      y: PADDING + POOL_HEADER,
      width: edge(lane.end) - edge(lane.first),
      height: bottom - PADDING - POOL_HEADER,
    },
    nodes: grid.nodes
      .filter((node) => node.column >= lane.first && node.column < lane.end)
      .map((node) => node.key),
  }));
  // Columns past the last lane (none in practice) belong to the last lane.
  const last = lanes.at(-1);
  const lastLane = grid.lanes.at(-1);
  if (last && lastLane)
    last.nodes.push(...grid.nodes.filter((node) => node.column >= lastLane.end).map((node) => node.key));
  const pool = { x: left, y: PADDING, width: right - left, height: bottom - PADDING };
  return { nodes, flows, lanes, pool };
}
