import { roleOrNone } from '../../process-models/model-constants.js';
import type { Step } from '../../process-models/schemas.js';
import type { EditorModel } from '../editor-model.js';
import { flowOrder } from '../flow-order.js';
import { graphIndex } from '../graph.js';
import { STEP_HEIGHT, STEP_MARGIN, STEP_PADDING, STEP_WIDTH } from './constants.js';
import type { StepBox } from './geometry.js';
import { CELL_HEIGHT, CELL_WIDTH, layoutModel, type ModelLayout } from './layout-model.js';
import { routeLanes } from './route-lanes.js';

/** The band at the top of each lane with the role's name (pixels at scale 1). */
export const LANE_HEADER_HEIGHT = 48;

/** A vertical lane: the steps of one actor role, or of no actor (`roleId` null, `name` empty). */
export interface Lane {
  roleId: string | null;
  name: string;
  /** Left edge and width at scale 1; the lane runs from the top padding to the bottom padding. */
  x: number;
  width: number;
}

export interface LanesLayout extends ModelLayout {
  lanes: Lane[];
}

/**
 * The lane of each step: its actor's role, or none. Start and end take no actor; they go into the lane
 * of their neighbour, as in BPMN, where an event lies in the lane of a participant: the start into the
 * lane of the step after it, the end into the lane most of its parents are in (ties: the one the flow
 * meets first). A model with only start and end keeps both in the lane without actor.
 */
function laneKeys(steps: readonly Step[], order: readonly string[]): Map<string, string | null> {
  const { byId, parents } = graphIndex(steps);
  const keys = new Map<string, string | null>();
  const actorKey = (step: Step | undefined) =>
    step && step.type !== 'start' && step.type !== 'end' ? (roleOrNone(step.actor)?.id ?? null) : null;
  for (const step of steps) keys.set(step.id, actorKey(step));
  const place = new Map(order.map((id, index) => [id, index]));
  for (const step of steps) {
    if (step.type === 'start') keys.set(step.id, actorKey(byId.get(step.children[0]?.id ?? '')));
    if (step.type !== 'end') continue;
    const votes = new Map<string | null, { count: number; first: number }>();
    for (const parentId of parents.get(step.id) ?? []) {
      const parent = byId.get(parentId);
      if (!parent || parent.type === 'start') continue;
      const key = actorKey(parent);
      const vote = votes.get(key) ?? { count: 0, first: Number.POSITIVE_INFINITY };
      vote.count += 1;
      vote.first = Math.min(vote.first, place.get(parentId) ?? 0);
      votes.set(key, vote);
    }
    let best: { key: string | null; count: number; first: number } | undefined;
    for (const [key, vote] of votes)
      if (!best || vote.count > best.count || (vote.count === best.count && vote.first < best.first))
        best = { key, ...vote };
    keys.set(step.id, best?.key ?? null);
  }
  return keys;
}

/**
 * Sub-columns of one lane: the lane's steps keep the left-to-right order of their columns in the grid
 * layout (branch order); neighbouring grid columns share a sub-column while no row holds two of their
 * steps and no step would sit right above another that is not its parent or child (a line would seem
 * to join them). Returns the sub-column of each step and the lane's width in columns.
 */
function subColumns(
  ids: readonly string[],
  base: ModelLayout,
  related: (a: string, b: string) => boolean,
): { sub: Map<string, number>; width: number } {
  const byColumn = new Map<number, string[]>();
  for (const id of ids) {
    const column = (base.byId.get(id) as StepBox).column;
    byColumn.set(column, [...(byColumn.get(column) ?? []), id]);
  }
  const sub = new Map<string, number>();
  let run = new Map<number, string>(); // row → step of the current sub-column
  let index = -1;
  for (const column of [...byColumn.keys()].sort((a, b) => a - b)) {
    const members = byColumn.get(column) as string[];
    const fits =
      index >= 0 &&
      members.every((id) => {
        const row = (base.byId.get(id) as StepBox).row;
        if (run.has(row)) return false;
        return [row - 1, row + 1].every((near) => {
          const other = run.get(near);
          return other === undefined || related(id, other);
        });
      });
    if (!fits) {
      index += 1;
      run = new Map();
    }
    for (const id of members) {
      sub.set(id, index);
      run.set((base.byId.get(id) as StepBox).row, id);
    }
  }
  return { sub, width: Math.max(index + 1, 1) };
}

/**
 * The lanes view: the rows of `layoutModel` (the longest path from the start, each step below its
 * parents), its columns grouped into vertical lanes, one per actor role in the order the flow first
 * meets them and one for the steps without actor. Within a lane, steps of one row stand side by side
 * in sub-columns in branch order. Boxes keep the spec's size and the cell grid, below a header band.
 */
export function layoutLanes(model: Pick<EditorModel, 'steps'>): LanesLayout {
  const { steps } = model;
  const base = layoutModel(model);
  const { byId } = graphIndex(steps);
  const order = flowOrder(steps);
  const keys = laneKeys(steps, order);
  const names = new Map<string | null, string>();
  const members = new Map<string | null, string[]>();
  for (const id of order) {
    const key = keys.get(id) ?? null;
    if (!members.has(key)) members.set(key, []);
    members.get(key)?.push(id);
    const actor = roleOrNone(byId.get(id)?.actor);
    if (key !== null && actor?.id === key && !names.has(key)) names.set(key, actor.name);
  }
  const related = (a: string, b: string) =>
    byId.get(a)?.children.some((child) => child.id === b) === true ||
    byId.get(b)?.children.some((child) => child.id === a) === true;

  const lanes: Lane[] = [];
  const boxes = new Map<string, StepBox>();
  let left = 0;
  let rows = 0;
  for (const [key, ids] of members) {
    const { sub, width } = subColumns(ids, base, related);
    for (const id of ids) {
      const { row, type } = base.byId.get(id) as StepBox;
      const column = left + (sub.get(id) ?? 0);
      rows = Math.max(rows, row + 1);
      boxes.set(id, {
        id,
        type,
        row,
        column,
        x: STEP_PADDING + column * CELL_WIDTH + STEP_MARGIN,
        y: STEP_PADDING + LANE_HEADER_HEIGHT + row * CELL_HEIGHT + STEP_MARGIN,
        width: STEP_WIDTH,
        height: STEP_HEIGHT,
      });
    }
    lanes.push({
      roleId: key,
      name: key === null ? '' : (names.get(key) ?? ''),
      x: STEP_PADDING + left * CELL_WIDTH,
      width: width * CELL_WIDTH,
    });
    left += width;
  }

  // As layoutModel: box i is the box of step i.
  const placed = steps.map((step) => boxes.get(step.id) as StepBox);
  const routes = routeLanes(steps, boxes);
  return {
    steps: placed,
    boxAt: (at) => placed[at] as StepBox,
    readRanks: base.readRanks,
    byId: boxes,
    lanes,
    get connections() {
      return routes.all();
    },
    connectionsWithin: routes.within,
    width: 2 * STEP_PADDING + Math.max(left, 1) * CELL_WIDTH,
    height: 2 * STEP_PADDING + LANE_HEADER_HEIGHT + rows * CELL_HEIGHT,
  };
}
