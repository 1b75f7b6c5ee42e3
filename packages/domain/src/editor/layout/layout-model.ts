import { STEP_TYPES, type Step } from '../../process-models/schemas.js';
import { EditorError } from '../editor-error.js';
import type { EditorModel } from '../editor-model.js';
import { childrenByWeight, graphIndex } from '../graph.js';
import { immediatePostDominators } from '../post-dominators.js';
import { STEP_HEIGHT, STEP_MARGIN, STEP_PADDING, STEP_WIDTH } from './constants.js';
import type { Area, Connection, StepBox } from './geometry.js';
import { routeConnections } from './route-connections.js';

export const CELL_WIDTH = STEP_WIDTH + 2 * STEP_MARGIN;
export const CELL_HEIGHT = STEP_HEIGHT + 2 * STEP_MARGIN;

export interface ModelLayout {
  steps: StepBox[];
  byId: ReadonlyMap<string, StepBox>;
  /** Every connection; routed on first use. */
  readonly connections: Connection[];
  /** The connections that cross an area: a canvas that draws only what is in view routes only those. */
  connectionsWithin(area: Area): Connection[];
  width: number;
  height: number;
}

/** A chain of steps, each the post-dominator of the one before; its width in grid columns. */
interface Block {
  items: Item[];
  width: number;
}
/** One step; a control also holds its branches, each a block from a child up to the control's join. */
interface Item {
  step: Step;
  branches: Block[];
  width: number;
}

const EMPTY_BRANCH: Block = { items: [], width: 1 };

function notPlaced(id: string): EditorError {
  return new EditorError('step-position-not-initialised', `Step position not initialised: ${id}`, id);
}

/**
 * Lays the model out on a grid, top-down from the start; O(n log n) besides the post-dominator walks.
 * Columns: each step's successor below it; a control's branches side by side in columns ordered by
 * weight, each a chain up to the control's join (its immediate post-dominator), centred over its
 * width. Rows: the longest path from the start, so every step lies below all its parents and a join
 * below its longest branch. In a structured model that is all. A step that several branches reach
 * before their join (after a path change) belongs to the first branch met; a row whose columns then
 * collide is pushed apart to the right.
 */
export function layoutModel(model: Pick<EditorModel, 'steps'>): ModelLayout {
  const { byId, start, end } = graphIndex(model.steps);
  if (!start || !end) throw new EditorError('layout-state-not-initialised', 'Layout state not initialised');
  const ipdom = immediatePostDominators(model.steps);
  const claimed = new Set<string>();

  const item = (step: Step): Item => {
    if (!(STEP_TYPES as readonly string[]).includes(step.type))
      throw new EditorError('unimplemented-step-type', `Unimplemented step type: ${step.type}`, step.id);
    if (step.type !== 'control') return { step, branches: [], width: 1 };
    const join = ipdom.get(step.id);
    if (join === undefined) throw notPlaced(step.id);
    const branches = childrenByWeight(step).map((child) => block(child.id, join));
    return { step, branches, width: branches.reduce((sum, branch) => sum + branch.width, 0) };
  };

  function block(from: string, stop: string | undefined): Block {
    const items: Item[] = [];
    let width = 1;
    for (let id: string | undefined = from; id !== stop && !claimed.has(id as string); ) {
      const step = id === undefined ? undefined : byId.get(id);
      if (!step) throw notPlaced(String(id));
      claimed.add(step.id);
      const next = item(step);
      items.push(next);
      width = Math.max(width, next.width);
      if (step.id === end?.id) break;
      id = ipdom.get(step.id);
    }
    return items.length === 0 ? EMPTY_BRANCH : { items, width };
  }

  const root = block(start.id, undefined);
  const columns = new Map<string, number>();
  const lanes = new Map<string, number[]>(); // control id → centre x of each branch, by weight
  const place = (chain: Block, left: number): void => {
    for (const { step, branches, width } of chain.items) {
      columns.set(step.id, left + (chain.width - 1) / 2);
      if (branches.length === 0) continue;
      let branchLeft = left + (chain.width - width) / 2;
      const centres: number[] = [];
      for (const branch of branches) {
        centres.push(STEP_PADDING + (branchLeft + branch.width / 2) * CELL_WIDTH);
        place(branch, branchLeft);
        branchLeft += branch.width;
      }
      lanes.set(step.id, centres);
    }
  };
  place(root, 0);

  const boxes = new Map<string, StepBox>();
  let width = root.width;
  const rows = longestPathRows(model.steps, start);
  for (const [row, ids] of rows.entries()) {
    ids.sort((a, b) => (columns.get(a) ?? 0) - (columns.get(b) ?? 0));
    let previous = Number.NEGATIVE_INFINITY;
    for (const id of ids) {
      const step = byId.get(id) as Step;
      const column = Math.max(columns.get(id) ?? 0, previous + 1);
      previous = column;
      width = Math.max(width, column + 1);
      boxes.set(id, {
        id,
        type: step.type,
        row,
        column,
        x: STEP_PADDING + column * CELL_WIDTH + STEP_MARGIN,
        y: STEP_PADDING + row * CELL_HEIGHT + STEP_MARGIN,
        width: STEP_WIDTH,
        height: STEP_HEIGHT,
      });
    }
  }

  const steps = model.steps.map((step) => {
    const box = boxes.get(step.id);
    if (!box) throw notPlaced(step.id);
    return box;
  });
  let connections: Connection[] | undefined;
  return {
    steps,
    byId: boxes,
    get connections() {
      connections ??= routeConnections(model.steps, boxes, lanes);
      return connections;
    },
    connectionsWithin: (area) => routeConnections(model.steps, boxes, lanes, area),
    width: 2 * STEP_PADDING + width * CELL_WIDTH,
    height: 2 * STEP_PADDING + rows.length * CELL_HEIGHT,
  };
}

/** Step ids per row, the row being the longest path from the start (Kahn's topological order). */
function longestPathRows(steps: readonly Step[], start: Step): string[][] {
  const { byId } = graphIndex(steps);
  const incoming = new Map<string, number>();
  for (const step of steps)
    for (const child of step.children) incoming.set(child.id, (incoming.get(child.id) ?? 0) + 1);
  const row = new Map<string, number>([[start.id, 0]]);
  const rows: string[][] = [];
  const queue = [start.id];
  for (let head = 0; head < queue.length; head += 1) {
    const id = queue[head] as string;
    const at = row.get(id) ?? 0;
    const list = rows[at];
    if (list) list.push(id);
    else rows[at] = [id];
    for (const child of byId.get(id)?.children ?? []) {
      row.set(child.id, Math.max(row.get(child.id) ?? 0, at + 1));
      const left = (incoming.get(child.id) ?? 0) - 1;
      incoming.set(child.id, left);
      if (left === 0) queue.push(child.id);
    }
  }
  return rows;
}
