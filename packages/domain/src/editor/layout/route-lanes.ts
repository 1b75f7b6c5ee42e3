import type { Step } from '../../process-models/schemas.js';
import { EditorError } from '../editor-error.js';
import { childrenByWeight } from '../graph.js';
import { STEP_PADDING } from './constants.js';
import type { Area, Connection, StepBox } from './geometry.js';
import { CELL_WIDTH } from './layout-model.js';
import { routeThrough } from './route-connections.js';

export interface LaneRoutes {
  all(): Connection[];
  within(area: Area): Connection[];
}

/**
 * The connections of the lanes view, in right angles: down from the parent into the gap below its row,
 * across to a vertical, down it to the gap above the child, across and into the child. A child in the
 * next row needs no vertical of its own. A relation that skips rows runs down the parent's column if no
 * step stands in it on the way, else the child's, else the edge between two columns on the child's side
 * (no box reaches into the 24 px between two cells), so a line never crosses a step box. Routed once,
 * on first use; `within` returns those whose route crosses an area.
 */
export function routeLanes(steps: readonly Step[], boxes: ReadonlyMap<string, StepBox>): LaneRoutes {
  let routed: { connection: Connection; bounds: Area }[] | undefined;
  let connections: Connection[] | undefined;
  const route = () => {
    if (routed) return routed;
    const taken = new Set<string>();
    for (const box of boxes.values()) taken.add(`${box.column}/${box.row}`);
    const free = (column: number, fromRow: number, toRow: number) => {
      for (let row = fromRow + 1; row < toRow; row += 1) if (taken.has(`${column}/${row}`)) return false;
      return true;
    };
    routed = [];
    for (const step of steps) {
      const from = boxes.get(step.id) as StepBox;
      for (const child of childrenByWeight(step)) {
        const to = boxes.get(child.id);
        if (!to)
          throw new EditorError(
            'step-position-not-initialised',
            `Step position not initialised: ${child.id}`,
          );
        const fromX = from.x + from.width / 2;
        const toX = to.x + to.width / 2;
        let lane = fromX;
        if (to.row > from.row + 1 && !free(from.column, from.row, to.row))
          lane = free(to.column, from.row, to.row)
            ? toX
            : STEP_PADDING + (toX < fromX ? from.column : from.column + 1) * CELL_WIDTH;
        const connection = routeThrough(from, to, lane);
        const xs = connection.points.map((point) => point.x);
        routed.push({
          connection,
          bounds: { left: Math.min(...xs), right: Math.max(...xs), top: from.y + from.height, bottom: to.y },
        });
      }
    }
    return routed;
  };
  return {
    all: () => {
      connections ??= route().map(({ connection }) => connection);
      return connections;
    },
    within: (area) =>
      route()
        .filter(
          ({ bounds }) =>
            bounds.right >= area.left &&
            bounds.left <= area.right &&
            bounds.bottom >= area.top &&
            bounds.top <= area.bottom,
        )
        .map(({ connection }) => connection),
  };
}
