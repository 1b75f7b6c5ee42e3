import type { Step } from '../process-models/schemas.js';
import { branchOrder, graphIndex, type StepGraph, stepGraph } from './graph.js';
import { postDominatorIndexes } from './post-dominators.js';
import { RecentCache } from './recent-cache.js';

const cache = new RecentCache<readonly Step[], { order: readonly string[]; ranks: Int32Array }>();

/**
 * The steps in the order people read the flow: start first, then each step after the one before it;
 * at a control every branch in branch order, each up to the join, then the join and what follows; the
 * end last. The keyboard walks the canvas in this order (Tab, arrow keys). A step comes only after all
 * of its parents the start reaches: where a path crosses into a block, its join still follows the block's
 * control. Steps the start does not reach (none in a valid model) come last, in array order.
 */
export function flowOrder(steps: readonly Step[]): readonly string[] {
  return flow(steps).order;
}

/** Each step's place in `flowOrder`, by its position in the steps (once per steps array). */
export function flowRanks(steps: readonly Step[]): Int32Array {
  return flow(steps).ranks;
}

function flow(steps: readonly Step[]): { order: readonly string[]; ranks: Int32Array } {
  const cached = cache.get(steps);
  if (cached) return cached;
  const { byId, position } = graphIndex(steps);
  const graph = stepGraph(steps);
  const { childStart, child } = graph;
  const joins = postDominatorIndexes(steps);
  const order: string[] = [];
  const ranks = new Int32Array(steps.length);
  const seen = new Uint8Array(steps.length);
  const waiting = parentsToWaitFor(graph, steps.length);
  const walk = (from: number, stop: number): void => {
    let at = from;
    while (at >= 0 && at !== stop && seen[at] === 0 && waiting[at] === 0) {
      const step = steps[at] as Step;
      seen[at] = 1;
      ranks[at] = order.length;
      order.push(step.id);
      for (let relation = childStart[at] as number; relation < (childStart[at + 1] as number); relation++) {
        const next = child[relation] as number;
        if (next >= 0) waiting[next] = (waiting[next] as number) - 1;
      }
      if (step.type === 'control') {
        const join = joins[at] as number;
        for (const branch of branchOrder(steps, graph, at)) walk(branch.at, join);
        at = join;
      } else at = childStart[at] === childStart[at + 1] ? -1 : (child[childStart[at] as number] as number);
    }
  };
  walk(graph.start, -1);
  const unique = byId.size === steps.length;
  steps.forEach((step, at) => {
    if (seen[unique ? at : (position.get(step.id) as number)] === 0) {
      ranks[at] = order.length;
      order.push(step.id);
    }
  });
  const result = { order, ranks };
  cache.set(steps, result);
  return result;
}

/** For each step, how many relations reach it from steps the start reaches (the graph is acyclic). */
function parentsToWaitFor({ childStart, child, start }: StepGraph, size: number): Int32Array {
  const waiting = new Int32Array(size);
  if (start < 0) return waiting;
  const reached = new Uint8Array(size);
  const queue = [start];
  reached[start] = 1;
  for (let head = 0; head < queue.length; head++) {
    const at = queue[head] as number;
    for (let relation = childStart[at] as number; relation < (childStart[at + 1] as number); relation++) {
      const next = child[relation] as number;
      if (next < 0) continue;
      waiting[next] = (waiting[next] as number) + 1;
      if (reached[next] === 0) {
        reached[next] = 1;
        queue.push(next);
      }
    }
  }
  return waiting;
}

/** The step `offset` places from `id` in the flow order (−1: the one before), or undefined past either end. */
export function stepAlongFlow(steps: readonly Step[], id: string, offset: number): string | undefined {
  const order = flowOrder(steps);
  const index = order.indexOf(id);
  return index < 0 ? undefined : order[index + offset];
}
