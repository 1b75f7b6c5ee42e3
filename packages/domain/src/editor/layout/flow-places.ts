import type { ControlOperator } from '../../process-models/model-constants.js';
import type { Step } from '../../process-models/schemas.js';
import { CONTROL_TYPE, graphIndex, stepGraph } from '../graph.js';
import { joinOf, postDominatorIndexes } from '../post-dominators.js';
import type { FlowPlace } from '../rules/place-rules.js';
import { STEP_MARGIN } from './constants.js';
import type { Area, Connection, Point, StepBox } from './geometry.js';
import { CELL_HEIGHT, type ModelLayout } from './layout-model.js';

/**
 * A place between steps, drawn on the diagram (pixels at scale 1): a drop target while a step is
 * dragged. `path`: on a relation, where it leaves its parent (in the lane of a branch), or in the middle
 * of the first cell it skips; `empty-branch`: a control's branch with no step, which skips to the join
 * point; `after-block`: where a control's branches join, on the line above its join point.
 */
export interface FlowPlaceMark {
  key: string;
  kind: 'path' | 'empty-branch' | 'after-block';
  place: FlowPlace;
  x: number;
  y: number;
  /** For `after-block`: the control's operator (the join is drawn as the same gateway). */
  operator?: ControlOperator | undefined;
}

/** Two marks closer than this are one target: the block's, since a path's is its parent's drop too. */
const NEAR = 24;

function pathMark(
  connection: Connection,
  from: StepBox,
  to: StepBox,
  parent: Step,
  emptyBranch: boolean,
): FlowPlaceMark {
  const below = from.y + from.height + STEP_MARGIN;
  // The lane the route runs down: a control's branch column (the route turns into it right below the
  // control), otherwise the parent's own column.
  const [, turn, lanePoint] = connection.points;
  const lane =
    parent.type === 'control' && turn?.y === below && lanePoint?.y === below
      ? lanePoint.x
      : from.x + from.width / 2;
  const skips = to.y - STEP_MARGIN - below >= CELL_HEIGHT;
  const y = skips ? below + CELL_HEIGHT / 2 : below;
  return {
    key: `${connection.from}>${connection.to}`,
    kind: emptyBranch ? 'empty-branch' : 'path',
    place: { parentId: connection.from, childId: connection.to },
    // A route that skips rows may run down another vertical than the lane (the lanes view): the mark
    // goes where the route crosses the middle of the first skipped cell.
    x: skips ? (verticalAt(connection.points, y) ?? lane) : lane,
    y,
  };
}

/** Whether a route into `to` runs through the point (x, y) on a horizontal segment. */
function crossesAt(routes: readonly Connection[], to: string, x: number, y: number): boolean {
  return routes.some(
    (route) =>
      route.to === to &&
      route.points.some((a, index) => {
        const b = route.points[index + 1];
        return (
          b !== undefined && a.y === y && b.y === y && Math.min(a.x, b.x) <= x && x <= Math.max(a.x, b.x)
        );
      }),
  );
}

/** The x of the route's vertical segment that crosses height y, if one does. */
function verticalAt(points: readonly Point[], y: number): number | undefined {
  for (let index = 1; index < points.length; index += 1) {
    const a = points[index - 1] as Point;
    const b = points[index] as Point;
    if (a.x === b.x && Math.min(a.y, b.y) <= y && y <= Math.max(a.y, b.y)) return a.x;
  }
  return undefined;
}

/**
 * The places between steps within an area (all without one): one per relation drawn there and one
 * after each block of a control with several branches. Computed from the routes the diagram draws, so
 * a mark always sits on a drawn line.
 */
export function flowPlacesWithin(
  steps: readonly Step[],
  layout: Pick<ModelLayout, 'byId' | 'boxAt' | 'connections' | 'connectionsWithin'>,
  area?: Area,
): FlowPlaceMark[] {
  const { byId } = graphIndex(steps);
  const joins = { get: (id: string) => joinOf(steps, id) }; // no map of all joins per edit
  const { typeAt } = stepGraph(steps);
  const joinAt = postDominatorIndexes(steps);
  const routes = area ? layout.connectionsWithin(area) : layout.connections;
  const blocks: FlowPlaceMark[] = [];
  // By position: a pass over every step reads the step objects of the controls only.
  for (let at = 0; at < steps.length; at++) {
    if (typeAt[at] !== CONTROL_TYPE) continue;
    const step = steps[at] as Step;
    const joinPosition = joinAt[at] as number;
    if (step.children.length < 2 || joinPosition < 0) continue;
    const box = layout.boxAt(at);
    // The join lies below the control: a control below the area has no mark in it.
    if (area && box.y > area.bottom) continue;
    const join = layout.boxAt(joinPosition);
    // On the line where the block's routes meet above its join, under the control (so that nested
    // blocks sharing a join keep apart); where that is off the line (the lanes view may put the join in
    // another lane), above the join's centre, where every route into it arrives.
    const y = join.y - STEP_MARGIN;
    if (area && (y < area.top || y > area.bottom)) continue;
    const under = box.x + box.width / 2;
    const x = crossesAt(routes, join.id, under, y) ? under : join.x + join.width / 2;
    if (area && (x < area.left || x > area.right)) continue;
    blocks.push({
      key: `after>${step.id}`,
      kind: 'after-block',
      place: { afterBlockOf: step.id },
      x,
      y,
      operator: step.operator,
    });
  }
  const paths: FlowPlaceMark[] = [];
  for (const connection of routes) {
    const from = layout.byId.get(connection.from);
    const to = layout.byId.get(connection.to);
    const parent = byId.get(connection.from);
    if (!from || !to || !parent) continue;
    const emptyBranch =
      parent.type === 'control' && parent.children.length > 1 && joins.get(parent.id) === connection.to;
    const mark = pathMark(connection, from, to, parent, emptyBranch);
    const near = blocks.some(
      (block) => Math.abs(block.x - mark.x) < NEAR && Math.abs(block.y - mark.y) < NEAR,
    );
    if (!near) paths.push(mark);
  }
  return [...paths, ...blocks];
}
