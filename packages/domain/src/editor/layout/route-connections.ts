import type { Step } from '../../process-models/schemas.js';
import { EditorError } from '../editor-error.js';
import { childrenByWeight } from '../graph.js';
import { STEP_MARGIN } from './constants.js';
import type { Area, Connection, Point, StepBox } from './geometry.js';

/**
 * One connection per relation (or, given `within`, per relation whose route crosses that area), in right angles through the gaps between rows: down from the parent,
 * across to the lane (a control's branch column, otherwise the parent's own column), down the lane
 * to the gap above the child, across and into the child. Lanes run through cells no step occupies.
 */
export function routeConnections(
  steps: readonly Step[],
  boxes: ReadonlyMap<string, StepBox>,
  lanes: ReadonlyMap<string, readonly number[]>,
  within?: Area,
): Connection[] {
  const connections: Connection[] = [];
  for (const step of steps) {
    const from = boxes.get(step.id) as StepBox;
    const centres = lanes.get(step.id);
    childrenByWeight(step).forEach((child, branch) => {
      const to = boxes.get(child.id);
      if (!to)
        throw new EditorError('step-position-not-initialised', `Step position not initialised: ${child.id}`);
      const fromX = from.x + from.width / 2;
      const toX = to.x + to.width / 2;
      const lane = centres?.[branch] ?? fromX;
      // The route's bounds are known before its points: a connection outside `within` costs no objects.
      if (
        within &&
        !(
          Math.max(fromX, lane, toX) >= within.left &&
          Math.min(fromX, lane, toX) <= within.right &&
          to.y >= within.top &&
          from.y + from.height <= within.bottom
        )
      )
        return;
      const below = from.y + from.height + STEP_MARGIN;
      const above = to.y - STEP_MARGIN;
      const points = simplify([
        { x: fromX, y: from.y + from.height },
        { x: fromX, y: below },
        { x: lane, y: below },
        { x: lane, y: above },
        { x: toX, y: above },
        { x: toX, y: to.y },
      ]);
      const type = to.row > from.row + 1 ? 'debug-path' : 'path';
      connections.push({ type, from: step.id, to: child.id, destination: child.id, points });
    });
  }
  return connections;
}

/** Drops repeated points and the middle of three points on one straight line. */
function simplify(points: Point[]): Point[] {
  const result: Point[] = [];
  for (const point of points) {
    const last = result[result.length - 1];
    if (last && last.x === point.x && last.y === point.y) continue;
    const before = result[result.length - 2];
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
