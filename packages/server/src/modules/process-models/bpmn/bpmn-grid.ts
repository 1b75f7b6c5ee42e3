import { CELL_WIDTH, layoutLanes, STEP_PADDING, type Step, type StepBox } from '@stroomlijn/domain';
import { type FlowEnd, planJoins } from './bpmn-joins.js';

/** The outline a flow node is drawn with: a task's rectangle, a gateway's diamond, an event's circle. */
export type Outline = 'rect' | 'diamond' | 'circle';

/**
 * A flow node to be in its cell of the diagram's grid: a step; the join gateway of a control (`key`
 * `join:<control id>`); or a merge gateway (`merge:<step id>`) where several flows meet before a
 * control that forks again (a gateway that joins and forks at once is unclear BPMN).
 */
export interface GridNode {
  key: string;
  kind: 'step' | 'join' | 'merge';
  /** The step; for a join gateway the control it joins, for a merge gateway the step it leads to. */
  step: Step;
  column: number;
  row: number;
  outline: Outline;
  width: number;
  height: number;
}

export interface GridFlow {
  source: string;
  target: string;
}

export interface GridLane {
  roleId: string | null;
  name: string;
  /** The lane's columns: `first` up to (not including) `end`. */
  first: number;
  end: number;
}

export interface DiagramGrid {
  nodes: GridNode[];
  flows: GridFlow[];
  lanes: GridLane[];
  columns: number;
  rows: number;
}

/** BPMN's usual sizes of an event and a gateway (every gateway, split or join, alike); a task's box. */
export const EVENT_SIZE = 36;
export const GATEWAY_SIZE = 50;
export const TASK_WIDTH = 200;
export const TASK_HEIGHT = 110;

const keyOf = (end: FlowEnd) => (end.kind === 'step' ? end.id : `join:${end.controlId}`);

function shapeOf(step: Step, kind: GridNode['kind']): Pick<GridNode, 'outline' | 'width' | 'height'> {
  if (kind !== 'step' || step.type === 'control')
    return { outline: 'diamond', width: GATEWAY_SIZE, height: GATEWAY_SIZE };
  if (step.type === 'start' || step.type === 'end')
    return { outline: 'circle', width: EVENT_SIZE, height: EVENT_SIZE };
  return { outline: 'rect', width: TASK_WIDTH, height: TASK_HEIGHT };
}

/**
 * The flow nodes and sequence flows of a model on a grid: the lanes and columns of Stroomlijn's lanes
 * view (`layoutLanes`), each join gateway in its control's column, and rows along the flow: each node
 * in a row below all the nodes that lead to it (so inner joins come before the outer joins they lead
 * to), moved further down while its cell is taken, so that a cell holds one node.
 */
export function diagramGrid(steps: readonly Step[]): DiagramGrid {
  const layout = layoutLanes({ steps });
  const plan = planJoins(steps, (at) => (layout.steps[at] as StepBox).row);
  const nodes = new Map<string, GridNode>();
  const add = (key: string, kind: GridNode['kind'], step: Step, column: number) =>
    nodes.set(key, { key, kind, step, column, row: 0, ...shapeOf(step, kind) });
  const byId = new Map(steps.map((step) => [step.id, step]));
  for (const [at, step] of steps.entries()) add(step.id, 'step', step, (layout.steps[at] as StepBox).column);
  for (const { controlId } of plan.joins)
    add(`join:${controlId}`, 'join', byId.get(controlId) as Step, layout.byId.get(controlId)?.column ?? 0);

  const flows: GridFlow[] = steps.flatMap((step) =>
    step.children.map((child) => ({ source: step.id, target: keyOf(plan.target(step.id, child.id)) })),
  );
  for (const { controlId } of plan.joins)
    flows.push({ source: `join:${controlId}`, target: keyOf(plan.next(controlId)) });

  // A control reached by several flows gets a merge gateway before it.
  const incoming = new Map<string, GridFlow[]>();
  for (const flow of flows) incoming.set(flow.target, [...(incoming.get(flow.target) ?? []), flow]);
  for (const step of steps) {
    const into = incoming.get(step.id) ?? [];
    if (step.type !== 'control' || into.length < 2 || step.children.length < 2) continue;
    const key = `merge:${step.id}`;
    add(key, 'merge', step, (nodes.get(step.id) as GridNode).column);
    for (const flow of into) flow.target = key;
    flows.push({ source: key, target: step.id });
  }

  placeRows([...nodes.values()], flows, nodes);
  const lanes = layout.lanes.map((lane) => {
    const first = Math.round((lane.x - STEP_PADDING) / CELL_WIDTH);
    return { roleId: lane.roleId, name: lane.name, first, end: first + Math.round(lane.width / CELL_WIDTH) };
  });
  const columns = Math.max(lanes.at(-1)?.end ?? 1, ...[...nodes.values()].map((node) => node.column + 1));
  const rows = Math.max(...[...nodes.values()].map((node) => node.row + 1));
  return { nodes: [...nodes.values()], flows, lanes, columns, rows };
}

/** Rows in topological order (Kahn): below every node leading in, then down while the cell is taken. */
function placeRows(list: GridNode[], flows: readonly GridFlow[], nodes: ReadonlyMap<string, GridNode>): void {
  const waiting = new Map(list.map((node) => [node.key, 0]));
  const out = new Map<string, string[]>();
  for (const { source, target } of flows) {
    waiting.set(target, (waiting.get(target) ?? 0) + 1);
    out.set(source, [...(out.get(source) ?? []), target]);
  }
  const lowest = new Map<string, number>();
  const taken = new Set<string>();
  const queue = list.filter((node) => waiting.get(node.key) === 0).map((node) => node.key);
  for (let head = 0; head < queue.length; head += 1) {
    const node = nodes.get(queue[head] as string) as GridNode;
    let row = lowest.get(node.key) ?? 0;
    while (taken.has(`${node.column}/${row}`)) row += 1;
    node.row = row;
    taken.add(`${node.column}/${row}`);
    for (const target of out.get(node.key) ?? []) {
      lowest.set(target, Math.max(lowest.get(target) ?? 0, row + 1));
      const left = (waiting.get(target) ?? 0) - 1;
      waiting.set(target, left);
      if (left === 0) queue.push(target);
    }
  }
}
