import type { StepType } from '../../process-models/model-constants.js';

export interface Point {
  x: number;
  y: number;
}

/** A step's place: grid row and (possibly half) column, and its box in pixels at scale 1. */
export interface StepBox {
  id: string;
  type: StepType;
  row: number;
  column: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * A drawn relation parent (`from`) → child (`to`); `destination` is the step it leads to (spec §3:
 * "a path has a destination"), the same as `to`. A `path` runs to the next row; a `debug-path`
 * skips rows: a branch shorter than its siblings, or an empty branch, running on to the join.
 */
export interface Connection {
  type: 'path' | 'debug-path';
  from: string;
  to: string;
  destination: string;
  points: Point[];
}

/** A rectangle of the diagram at scale 1 (e.g. the part in view). */
export interface Area {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** A route without repeated points and without points in the middle of a straight run. */
export function simplifyRoute(points: readonly Point[]): Point[] {
  const result: Point[] = [];
  for (const point of points) {
    const last = result.at(-1);
    if (last && last.x === point.x && last.y === point.y) continue;
    const before = result.at(-2);
    if (
      before &&
      last &&
      ((before.x === last.x && last.x === point.x) || (before.y === last.y && last.y === point.y))
    )
      result.pop();
    result.push(point);
  }
  return result;
}

/** How far one column of a diagram wrapped into columns moved its part of the diagram. */
export interface ColumnShift {
  dx: number;
  dy: number;
}

/**
 * A route's part in one column of a wrapped diagram and its jump to the next column (the pictures and
 * the BPMN diagram wrap the same way): the points before the cut and `leave` moved with their column,
 * then down into the route's track below the column, across into the gap at `up`, up the gap to
 * `above`, and across to the top of the next column where the route goes on from `enter`.
 */
export function columnJump(
  before: readonly Point[],
  leave: Point,
  enter: Point,
  here: ColumnShift,
  next: ColumnShift,
  track: { below: number; up: number; above: number },
): Point[] {
  const moved = (point: Point) => ({ x: point.x + here.dx, y: point.y + here.dy });
  return [
    ...before.map(moved),
    moved(leave),
    { x: leave.x + here.dx, y: track.below },
    { x: track.up, y: track.below },
    { x: track.up, y: track.above },
    { x: enter.x + next.dx, y: track.above },
  ];
}
