import type { Point, Step } from '@stroomlijn/domain';
import { diagramGrid, type GridNode } from './bpmn-grid.js';
import { type Bounds, routeGrid } from './bpmn-routes.js';
import { type WrapColumn, wrapGrid } from './bpmn-wrap.js';

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
  /** Its shape; none when the diagram wraps into columns (a lane is one rectangle in BPMN DI). */
  bounds: Bounds | null;
  /** Keys of the nodes in the lane. */
  nodes: string[];
}

export interface DiagramPlan {
  nodes: DiagramNode[];
  flows: DiagramFlow[];
  lanes: DiagramLane[];
  pool: Bounds;
  /** The diagram's columns (one unless it is tall and wraps), left to right in the flow's order. */
  columns: WrapColumn[];
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
  const unwrapped = routeGrid(grid, { x: PADDING, y: PADDING + POOL_HEADER + LANE_HEADER });
  const routed = wrapGrid(grid, unwrapped, PADDING);
  const wrapped = routed.columns.length > 1;
  const nodes = grid.nodes.map((node) => ({
    key: node.key,
    kind: node.kind,
    step: node.step,
    bounds: routed.bounds.get(node.key) as Bounds,
  }));
  const flows = grid.flows.map((flow, index) => ({ ...flow, waypoints: routed.waypoints[index] as Point[] }));

  const left = PADDING;
  const right = routed.right;
  const bottom = routed.bottom;
  /** A lane's edge in the middle of the gap between its columns and the next lane's. */
  const edge = (gap: number) =>
    gap === 0
      ? left
      : gap >= grid.columns
        ? right
        : (unwrapped.gapLeft[gap] as number) + (unwrapped.gapWidth[gap] as number) / 2;
  const lanes: DiagramLane[] = grid.lanes.map((lane) => ({
    roleId: lane.roleId,
    name: lane.name,
    bounds: wrapped
      ? null
      : {
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
  return { nodes, flows, lanes, pool, columns: routed.columns };
}
