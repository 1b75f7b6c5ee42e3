import type { Step, StepChild } from '../../process-models/schemas.js';
import { EditorError } from '../editor-error.js';
import { branchOrder, childrenByWeight, stepGraph } from '../graph.js';
import { STEP_MARGIN } from './constants.js';
import { type Area, type Connection, type StepBox, simplifyRoute } from './geometry.js';

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
  return connectionRouter(steps, boxes, lanes)(within);
}

/**
 * `routeConnections` for one layout, asked again and again (each render of the canvas asks for the
 * connections in view): the first call finds every relation's boxes, lane and bounds; later calls only
 * compare numbers and build the points of the routes that cross the area.
 */
export function connectionRouter(
  steps: readonly Step[],
  boxes: ReadonlyMap<string, StepBox>,
  lanes: ReadonlyMap<string, readonly number[]>,
): (within?: Area) => Connection[] {
  let table: RelationTable | undefined;
  return (within) => {
    table ??= relationTable(steps, boxes, lanes);
    const { from, to, lane, left, right } = table;
    const connections: Connection[] = [];
    for (let index = 0; index < from.length; index++) {
      const parent = from[index] as StepBox;
      const child = to[index] as StepBox;
      // The route's bounds are known before its points: a connection outside `within` costs no objects.
      if (
        within &&
        !(
          (right[index] as number) >= within.left &&
          (left[index] as number) <= within.right &&
          child.y >= within.top &&
          parent.y + parent.height <= within.bottom
        )
      )
        continue;
      connections.push(routeThrough(parent, child, lane[index] as number));
    }
    return connections;
  };
}

interface RelationTable {
  from: StepBox[];
  to: StepBox[];
  lane: Float64Array;
  left: Float64Array;
  right: Float64Array;
}

/** Every relation in steps order, each step's in branch order: its two boxes, its lane and its horizontal bounds. */
function relationTable(
  steps: readonly Step[],
  boxes: ReadonlyMap<string, StepBox>,
  lanes: ReadonlyMap<string, readonly number[]>,
): RelationTable {
  let count = 0;
  for (const step of steps) count += step.children.length;
  const table: RelationTable = {
    from: new Array(count),
    to: new Array(count),
    lane: new Float64Array(count),
    left: new Float64Array(count),
    right: new Float64Array(count),
  };
  let index = 0;
  for (const step of steps) {
    const from = boxes.get(step.id) as StepBox;
    const centres = lanes.get(step.id);
    const children = childrenByWeight(step);
    for (let branch = 0; branch < children.length; branch++) {
      const childId = (children[branch] as StepChild).id;
      const to = boxes.get(childId);
      if (!to)
        throw new EditorError('step-position-not-initialised', `Step position not initialised: ${childId}`);
      const fromX = from.x + from.width / 2;
      const toX = to.x + to.width / 2;
      const lane = centres?.[branch] ?? fromX;
      table.from[index] = from;
      table.to[index] = to;
      table.lane[index] = lane;
      table.left[index] = Math.min(fromX, lane, toX);
      table.right[index] = Math.max(fromX, lane, toX);
      index += 1;
    }
  }
  return table;
}

/**
 * The layout's router: relations by position (`stepGraph`), each step's relations found when first
 * asked. Given the parents that can have a route in the area (the layout knows them by row: every step
 * not below the area), only their relations are looked at, so an edit routes the few connections in view
 * without a pass over every relation. The connections come in the order of `routeConnections`.
 */
export function positionRouter(
  steps: readonly Step[],
  boxAt: (at: number) => StepBox,
  lanes: ReadonlyMap<string, readonly number[]>,
): (within?: Area, parents?: ArrayLike<number>) => Connection[] {
  const graph = stepGraph(steps);
  const count = graph.child.length;
  const to: (StepBox | undefined)[] = new Array(count);
  const lane = new Float64Array(count);
  const left = new Float64Array(count);
  const right = new Float64Array(count);
  const filled = new Uint8Array(steps.length);
  /** The relations of step `at`, in branch order, at `childStart[at]` onwards. */
  const fill = (at: number) => {
    filled[at] = 1;
    const step = steps[at] as Step;
    const from = boxAt(at);
    const fromX = from.x + from.width / 2;
    const first = graph.childStart[at] as number;
    const ordered = step.type === 'control' || step.children.length > 1;
    const branches = ordered ? branchOrder(steps, graph, at) : undefined;
    const centres = ordered ? lanes.get(step.id) : undefined;
    for (let order = 0; order < step.children.length; order++) {
      const branch = branches?.[order];
      const childAt = branch ? branch.at : (graph.child[first + order] as number);
      const box = childAt < 0 ? undefined : boxAt(childAt);
      if (!box) {
        const id = branch ? branch.id : (step.children[order] as StepChild).id;
        throw new EditorError('step-position-not-initialised', `Step position not initialised: ${id}`);
      }
      const toX = box.x + box.width / 2;
      const x = centres?.[order] ?? fromX;
      to[first + order] = box;
      lane[first + order] = x;
      left[first + order] = Math.min(fromX, x, toX);
      right[first + order] = Math.max(fromX, x, toX);
    }
  };
  return (within, parents) => {
    const found: number[] = []; // relation indexes: steps order, then branch order
    const look = (at: number) => {
      if (filled[at] === 0) fill(at);
      const from = boxAt(at);
      const last = graph.childStart[at + 1] as number;
      for (let relation = graph.childStart[at] as number; relation < last; relation++) {
        const child = to[relation] as StepBox;
        if (
          within &&
          !(
            (right[relation] as number) >= within.left &&
            (left[relation] as number) <= within.right &&
            child.y >= within.top &&
            from.y + from.height <= within.bottom
          )
        )
          continue;
        found.push(relation);
      }
    };
    if (parents) {
      for (let index = 0; index < parents.length; index++) look(parents[index] as number);
      found.sort((a, b) => a - b);
    } else for (let at = 0; at < steps.length; at++) look(at);
    // The parent of each relation found: the step whose range holds it.
    const connections: Connection[] = [];
    let at = 0;
    for (const relation of found) {
      while ((graph.childStart[at + 1] as number) <= relation) at += 1;
      connections.push(routeThrough(boxAt(at), to[relation] as StepBox, lane[relation] as number));
    }
    return connections;
  };
}

/**
 * The right-angled route of a relation (grid and lanes view alike): down from the parent into the gap
 * below it, across to `lane`, down the lane to the gap above the child, across and into the child.
 */
export function routeThrough(from: StepBox, to: StepBox, lane: number): Connection {
  const fromX = from.x + from.width / 2;
  const toX = to.x + to.width / 2;
  const below = from.y + from.height + STEP_MARGIN;
  const above = to.y - STEP_MARGIN;
  const points = simplifyRoute([
    { x: fromX, y: from.y + from.height },
    { x: fromX, y: below },
    { x: lane, y: below },
    { x: lane, y: above },
    { x: toX, y: above },
    { x: toX, y: to.y },
  ]);
  const type = to.row > from.row + 1 ? 'debug-path' : 'path';
  return { type, from: from.id, to: to.id, destination: to.id, points };
}
