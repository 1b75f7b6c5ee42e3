import type { Step } from '../../process-models/schemas.js';
import { EditorError, stepTypeError } from '../editor-error.js';
import type { EditorModel } from '../editor-model.js';
import { branchOrder, CONTROL_TYPE, graphIndex, PositionMap, stepGraph, UNKNOWN_TYPE } from '../graph.js';
import { postDominatorIndexes } from '../post-dominators.js';
import { RecentCache } from '../recent-cache.js';
import { STEP_HEIGHT, STEP_MARGIN, STEP_PADDING, STEP_WIDTH } from './constants.js';
import type { Area, Connection, StepBox } from './geometry.js';
import { positionRouter } from './route-connections.js';

export const CELL_WIDTH = STEP_WIDTH + 2 * STEP_MARGIN;
export const CELL_HEIGHT = STEP_HEIGHT + 2 * STEP_MARGIN;

export interface ModelLayout {
  /** The box of each step, in the order of the steps (made on first use: prefer `boxAt`). */
  readonly steps: StepBox[];
  /** The box of the step at this position in the steps. */
  boxAt(at: number): StepBox;
  /**
   * Each step's place (by its position in the steps) in the order the layout reads the blocks: a
   * control, each of its branches in branch order, then its join. That is `flowRanks` of the steps
   * (a property test checks it), at no cost of its own.
   */
  readonly readRanks: Int32Array;
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

/**
 * A chain of steps (their positions), each the post-dominator of the one before; its width in grid
 * columns. A control's branches are blocks too, kept by the control's position: an activity, the most
 * common step, costs no object of its own.
 */
interface Block {
  items: number[];
  width: number;
}

const EMPTY_BRANCH: Block = { items: [], width: 1 };
const NONE = -1;

function notPlaced(id: string): EditorError {
  return new EditorError('step-position-not-initialised', `Step position not initialised: ${id}`, id);
}

const cache = new RecentCache<readonly Step[], ModelLayout>();

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
  const { start, end, typeAt } = graph;
  const ipdom = postDominatorIndexes(steps);
  const claimed = new Uint8Array(steps.length);
  const widthOf = new Float64Array(steps.length);
  const branchesOf: (Block[] | undefined)[] = new Array(steps.length); // a control's branches, in branch order
  // Each step's place in the order the blocks are read (each branch before its join): the flow order.
  const readRanks = new Int32Array(steps.length).fill(steps.length);
  let read = 0;

  /** Step `at`'s width in columns; a control's branches are laid out first. */
  const item = (at: number): number => {
    const type = typeAt[at] as number;
    if (type === UNKNOWN_TYPE) throw stepTypeError(steps[at] as Step);
    if (type !== CONTROL_TYPE) return 1;
    const join = ipdom[at] as number;
    if (join === NONE) throw notPlaced((steps[at] as Step).id);
    const branches = branchOrder(steps, graph, at).map(({ at: child, id }) => block(child, join, id));
    branchesOf[at] = branches;
    let width = 0;
    for (const branch of branches) width += branch.width;
    return width;
  };

  /** The chain from `from` up to `stop` (NONE: to the end); `fromId` names a `from` no step has. */
  function block(from: number, stop: number, fromId?: string): Block {
    const items: number[] = [];
    let width = 1;
    for (let at = from; at !== stop && (at === NONE || claimed[at] === 0); ) {
      if (at === NONE) throw notPlaced(items.length === 0 && fromId !== undefined ? fromId : 'undefined');
      claimed[at] = 1;
      readRanks[at] = read++;
      const itemWidth = item(at);
      widthOf[at] = itemWidth;
      items.push(at);
      width = Math.max(width, itemWidth);
      if (at === end) break;
      at = ipdom[at] as number;
    }
    return items.length === 0 ? EMPTY_BRANCH : { items, width };
  }

  const root = block(start, NONE);
  const columns = new Float64Array(steps.length);
  const lanes = new Map<string, number[]>(); // control id → centre x of each branch, by weight
  const place = (chain: Block, left: number): void => {
    for (const at of chain.items) {
      columns[at] = left + (chain.width - 1) / 2;
      const branches = branchesOf[at];
      if (!branches) continue;
      let branchLeft = left + (chain.width - (widthOf[at] as number)) / 2;
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

  const { ordered: orderedAt, rowStart, rowOf, rowCount, count } = longestPathRows(steps, start);
  const columnOf = new Float64Array(steps.length);
  const placed = new Uint8Array(steps.length);
  let width = root.width;
  for (let row = 0; row < rowCount; row++) {
    const first = rowStart[row] as number;
    const last = rowStart[row + 1] as number;
    sortByColumn(orderedAt, first, last, columns);
    let previous = Number.NEGATIVE_INFINITY;
    for (let index = first; index < last; index++) {
      const at = orderedAt[index] as number;
      const column = Math.max(columns[at] as number, previous + 1);
      previous = column;
      width = Math.max(width, column + 1);
      columnOf[at] = column;
      placed[at] = 1;
    }
  }
  // A box is made when first asked for: an edit draws the few boxes in view, not every step's.
  const boxAt: (StepBox | undefined)[] = new Array(steps.length);
  const box = (at: number): StepBox | undefined => {
    if (placed[at] === 0) return undefined;
    let made = boxAt[at];
    if (!made) {
      const step = steps[at] as Step;
      const row = rowOf[at] as number;
      const column = columnOf[at] as number;
      made = {
        id: step.id,
        type: step.type,
        row,
        column,
        x: STEP_PADDING + column * CELL_WIDTH + STEP_MARGIN,
        y: STEP_PADDING + row * CELL_HEIGHT + STEP_MARGIN,
        width: STEP_WIDTH,
        height: STEP_HEIGHT,
      };
      boxAt[at] = made;
    }
    return made;
  };

  const unique = byId.size === steps.length;
  // Every step has its place (a step with the id of an earlier one is drawn at that one's).
  for (let at = 0; at < steps.length; at++) {
    const step = steps[at] as Step;
    if (placed[unique ? at : (position.get(step.id) as number)] === 0) throw notPlaced(step.id);
  }
  const stepBox = (at: number) =>
    box(unique ? at : (position.get((steps[at] as Step).id) as number)) as StepBox;
  // By id through the positions (no map of every box per edit); iterated in row order.
  const boxes = new PositionMap<StepBox>(position, box, count, () =>
    Array.from(orderedAt.subarray(0, count), (at) => [(steps[at] as Step).id, stepBox(at)] as const),
  );
  const route = positionRouter(steps, stepBox, lanes);
  /** Rows from..to (clamped) as positions; a row index from a coordinate, rounded outward. */
  const rowAt = (y: number) => Math.floor((y - STEP_PADDING - STEP_MARGIN) / CELL_HEIGHT);
  const rowsBetween = (first: number, last: number) => {
    const from = Math.max(0, Math.min(first, rowCount));
    const to = Math.max(from, Math.min(last + 1, rowCount));
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
  let stepBoxes: StepBox[] | undefined;
  return {
    get steps() {
      stepBoxes ??= steps.map((_, at) => stepBox(at));
      return stepBoxes;
    },
    boxAt: stepBox,
    readRanks,
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
    height: 2 * STEP_PADDING + rowCount * CELL_HEIGHT,
  };
}

function sameArea(a: Area, b: Area): boolean {
  return a.left === b.left && a.top === b.top && a.right === b.right && a.bottom === b.bottom;
}

interface Rows {
  /** The positions of the steps the start reaches, row by row; in a row, in the order Kahn's walk met them. */
  ordered: Int32Array;
  /** Where each row begins in `ordered` (and, at `rowCount`, where the last one ends). */
  rowStart: Int32Array;
  rowOf: Int32Array;
  rowCount: number;
  /** How many steps the start reaches. */
  count: number;
}

/** The rows of the steps, a step's row being the longest path from the start (Kahn's topological order). */
function longestPathRows(steps: readonly Step[], start: number): Rows {
  const { childStart, child } = stepGraph(steps);
  const incoming = new Int32Array(steps.length);
  for (const target of child) if (target >= 0) incoming[target] = (incoming[target] as number) + 1;
  const rowOf = new Int32Array(steps.length);
  const queue = new Int32Array(steps.length);
  let rowCount = 0;
  let tail = 0;
  queue[tail++] = start;
  for (let head = 0; head < tail; head += 1) {
    const at = queue[head] as number;
    const row = rowOf[at] as number;
    rowCount = Math.max(rowCount, row + 1);
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
  // A counting sort by row that keeps the walk's order within a row: no array per row.
  const rowStart = new Int32Array(rowCount + 1);
  for (let head = 0; head < tail; head++) {
    const row = rowOf[queue[head] as number] as number;
    rowStart[row + 1] = (rowStart[row + 1] as number) + 1;
  }
  for (let row = 0; row < rowCount; row++)
    rowStart[row + 1] = (rowStart[row + 1] as number) + (rowStart[row] as number);
  const next = rowStart.slice(0, rowCount);
  const ordered = new Int32Array(tail);
  for (let head = 0; head < tail; head++) {
    const at = queue[head] as number;
    const row = rowOf[at] as number;
    ordered[next[row] as number] = at;
    next[row] = (next[row] as number) + 1;
  }
  return { ordered, rowStart, rowOf, rowCount, count: tail };
}

/** Sorts `ordered[first..last)` by column, keeping the order of equal columns (rows hold a few steps). */
function sortByColumn(ordered: Int32Array, first: number, last: number, columns: Float64Array): void {
  for (let index = first + 1; index < last; index++) {
    const at = ordered[index] as number;
    const column = columns[at] as number;
    let to = index;
    while (to > first && (columns[ordered[to - 1] as number] as number) > column) {
      ordered[to] = ordered[to - 1] as number;
      to -= 1;
    }
    ordered[to] = at;
  }
}
