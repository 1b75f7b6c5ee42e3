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
