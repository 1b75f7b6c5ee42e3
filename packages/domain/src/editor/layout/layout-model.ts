import { STEP_TYPES } from '../../process-models/model-constants.js';
import type { Step } from '../../process-models/schemas.js';
import { EditorError, stepTypeError } from '../editor-error.js';
import type { EditorModel } from '../editor-model.js';
import { branchOrder, graphIndex, PositionMap, stepGraph } from '../graph.js';
import { postDominatorIndexes } from '../post-dominators.js';
import { STEP_HEIGHT, STEP_MARGIN, STEP_PADDING, STEP_WIDTH } from './constants.js';
import type { Area, Connection, StepBox } from './geometry.js';
import { positionRouter } from './route-connections.js';

export const CELL_WIDTH = STEP_WIDTH + 2 * STEP_MARGIN;
export const CELL_HEIGHT = STEP_HEIGHT + 2 * STEP_MARGIN;

export interface ModelLayout {
  steps: StepBox[];
  byId: ReadonlyMap<string, StepBox>;
  /** Every connection; routed on first use. */
  readonly connections: Connection[];
  /**
   * The connections that cross an area: a canvas that draws only what is in view routes only those.
   * The same area asked again gives the same array (do not change it).
   */
  connectionsWithin(area: Area): readonly Connection[];
  /**
   * Positions in `steps` of (at least) every step whose box overlaps the area, found by row, so that a
   * canvas drawing only what is in view need not look at every box. Absent: look at every box.
   */
  stepsWithin?(area: Area): ArrayLike<number>;
  width: number;
  height: number;
}

/** A chain of steps, each the post-dominator of the one before; its width in grid columns. */
interface Block {
  items: Item[];
  width: number;
}
/** One step (its position in the steps); a control also holds its branches, each a block from a child up to the control's join. */
interface Item {
  at: number;
  branches: Block[];
  width: number;
}

const EMPTY_BRANCH: Block = { items: [], width: 1 };
const NONE = -1;

function notPlaced(id: string): EditorError {
  return new EditorError('step-position-not-initialised', `Step position not initialised: ${id}`, id);
}

const cache = new WeakMap<readonly Step[], ModelLayout>();

/**
 * Lays the model out on a grid, top-down from the start; O(n log n) besides the post-dominator walks.
 * Columns: each step's successor below it; a control's branches side by side in columns ordered by
 * weight, each a chain up to the control's join (its immediate post-dominator), centred over its
 * width. Rows: the longest path from the start, so every step lies below all its parents and a join
 * below its longest branch. In a structured model that is all. A step that several branches reach
 * before their join (after a path change) belongs to the first branch met; a row whose columns then
 * collide is pushed apart to the right.
 *
 * It runs after every edit, so it works on positions in the steps array (`stepGraph`) rather than maps
 * keyed by id, and it is computed once per steps array (models are immutable).
 */
export function layoutModel(model: Pick<EditorModel, 'steps'>): ModelLayout {
  const cached = cache.get(model.steps);
  if (cached) return cached;
  const layout = computeLayout(model.steps);
  cache.set(model.steps, layout);
  return layout;
}

function computeLayout(steps: readonly Step[]): ModelLayout {
  const { byId, position, start: startStep, end: endStep } = graphIndex(steps);
  if (!startStep || !endStep)
    throw new EditorError('layout-state-not-initialised', 'Layout state not initialised');
  const graph = stepGraph(steps);
  const { start, end } = graph;
  const ipdom = postDominatorIndexes(steps);
  const claimed = new Uint8Array(steps.length);
  const types = STEP_TYPES as readonly string[];

  const item = (at: number): Item => {
    const step = steps[at] as Step;
    if (!types.includes(step.type)) throw stepTypeError(step);
    if (step.type !== 'control') return { at, branches: [], width: 1 };
    const join = ipdom[at] as number;
    if (join === NONE) throw notPlaced(step.id);
    const branches = branchOrder(steps, graph, at).map(({ at: child, id }) => block(child, join, id));
    return { at, branches, width: branches.reduce((sum, branch) => sum + branch.width, 0) };
  };

  /** The chain from `from` up to `stop` (NONE: to the end); `fromId` names a `from` no step has. */
  function block(from: number, stop: number, fromId?: string): Block {
    const items: Item[] = [];
    let width = 1;
    for (let at = from; at !== stop && (at === NONE || claimed[at] === 0); ) {
      if (at === NONE) throw notPlaced(items.length === 0 && fromId !== undefined ? fromId : 'undefined');
      claimed[at] = 1;
      const next = item(at);
      items.push(next);
      width = Math.max(width, next.width);
      if (at === end) break;
      at = ipdom[at] as number;
    }
    return items.length === 0 ? EMPTY_BRANCH : { items, width };
  }

  const root = block(start, NONE);
  const columns = new Float64Array(steps.length);
  const lanes = new Map<string, number[]>(); // control id → centre x of each branch, by weight
  const place = (chain: Block, left: number): void => {
    for (const { at, branches, width } of chain.items) {
      columns[at] = left + (chain.width - 1) / 2;
      if (branches.length === 0) continue;
      let branchLeft = left + (chain.width - width) / 2;
      const centres: number[] = [];
      for (const branch of branches) {
        centres.push(STEP_PADDING + (branchLeft + branch.width / 2) * CELL_WIDTH);
        place(branch, branchLeft);
        branchLeft += branch.width;
      }
      lanes.set((steps[at] as Step).id, centres);
    }
  };
  place(root, 0);

  const rows = longestPathRows(steps, start);
  const ordered: StepBox[] = []; // row by row, as the boxes are placed
  const orderedAt = new Int32Array(steps.length); // their positions
  const rowStart = new Int32Array(rows.length + 1); // where each row begins in `ordered`
  const boxAt: (StepBox | undefined)[] = new Array(steps.length);
  let width = root.width;
  for (let row = 0; row < rows.length; row++) {
    rowStart[row] = ordered.length;
    const ats = rows[row] as number[];
    if (ats.length > 1) ats.sort((a, b) => (columns[a] as number) - (columns[b] as number));
    let previous = Number.NEGATIVE_INFINITY;
    for (const at of ats) {
      const step = steps[at] as Step;
      const column = Math.max(columns[at] as number, previous + 1);
      previous = column;
      width = Math.max(width, column + 1);
      const box: StepBox = {
        id: step.id,
        type: step.type,
        row,
        column,
        x: STEP_PADDING + column * CELL_WIDTH + STEP_MARGIN,
        y: STEP_PADDING + row * CELL_HEIGHT + STEP_MARGIN,
        width: STEP_WIDTH,
        height: STEP_HEIGHT,
      };
      orderedAt[ordered.length] = at;
      ordered.push(box);
      boxAt[at] = box;
    }
  }

  // By id through the positions (no map of every box per edit); iterated in row order.
  const boxes = new PositionMap<StepBox>(position, boxAt, ordered.length, () =>
    ordered.map((box) => [box.id, box] as const),
  );
  const unique = byId.size === steps.length;
  const stepBoxes = steps.map((step, at) => {
    const box = boxAt[unique ? at : (position.get(step.id) as number)];
    if (!box) throw notPlaced(step.id);
    return box;
  });
  rowStart[rows.length] = ordered.length;
  const route = positionRouter(steps, stepBoxes, lanes);
  /** Rows from..to (clamped) as positions; a row index from a coordinate, rounded outward. */
  const rowAt = (y: number) => Math.floor((y - STEP_PADDING - STEP_MARGIN) / CELL_HEIGHT);
  const rowsBetween = (first: number, last: number) => {
    const from = Math.max(0, Math.min(first, rows.length));
    const to = Math.max(from, Math.min(last + 1, rows.length));
    return orderedAt.subarray(rowStart[from] as number, rowStart[to] as number);
  };
  let connections: Connection[] | undefined;
  // The canvas's layers ask for the same area on one render (the lines, the flow places): routed once.
  let asked: { area: Area; within: Connection[] } | undefined;
  const connectionsWithin = (area: Area): Connection[] => {
    if (asked && sameArea(asked.area, area)) return asked.within;
    const within = route(area, unique ? rowsBetween(0, rowAt(area.bottom - STEP_HEIGHT) + 1) : undefined);
    asked = { area: { ...area }, within };
    return within;
  };
  return {
    steps: stepBoxes,
    byId: boxes,
    get connections() {
      connections ??= route();
      return connections;
    },
    // A route starts at the bottom of its parent: only steps not below the area can have one in it.
    connectionsWithin,
    ...(unique && {
      stepsWithin: (area: Area) => rowsBetween(rowAt(area.top - STEP_HEIGHT) - 1, rowAt(area.bottom) + 1),
    }),
    width: 2 * STEP_PADDING + width * CELL_WIDTH,
    height: 2 * STEP_PADDING + rows.length * CELL_HEIGHT,
  };
}

function sameArea(a: Area, b: Area): boolean {
  return a.left === b.left && a.top === b.top && a.right === b.right && a.bottom === b.bottom;
}

/** Step positions per row, the row being the longest path from the start (Kahn's topological order). */
function longestPathRows(steps: readonly Step[], start: number): number[][] {
  const { childStart, child } = stepGraph(steps);
  const incoming = new Int32Array(steps.length);
  for (const target of child) if (target >= 0) incoming[target] = (incoming[target] as number) + 1;
  const rowOf = new Int32Array(steps.length);
  const rows: number[][] = [];
  const queue = new Int32Array(steps.length);
  let tail = 0;
  queue[tail++] = start;
  for (let head = 0; head < tail; head += 1) {
    const at = queue[head] as number;
    const row = rowOf[at] as number;
    const list = rows[row];
    if (list) list.push(at);
    else rows[row] = [at];
    const last = childStart[at + 1] as number;
    for (let relation = childStart[at] as number; relation < last; relation++) {
      const target = child[relation] as number;
      if (target < 0) continue;
      rowOf[target] = Math.max(rowOf[target] as number, row + 1);
      const left = (incoming[target] as number) - 1;
      incoming[target] = left;
      if (left === 0) queue[tail++] = target;
    }
  }
  return rows;
}
