import type { Step } from '../process-models/schemas.js';
import { branchOrder, graphIndex, stepGraph } from './graph.js';
import { postDominatorIndexes } from './post-dominators.js';

const cache = new WeakMap<readonly Step[], { order: readonly string[]; ranks: Int32Array }>();

/**
 * The steps in the order people read the flow: start first, then each step after the one before it;
 * at a control every branch in branch order, each up to the join, then the join and what follows; the
 * end last. The keyboard walks the canvas in this order (Tab, arrow keys). Steps the start does not
 * reach (none in a valid model) come last, in array order.
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
  const walk = (from: number, stop: number): void => {
    let at = from;
    while (at >= 0 && at !== stop && seen[at] === 0) {
      const step = steps[at] as Step;
      seen[at] = 1;
      ranks[at] = order.length;
      order.push(step.id);
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

/** The step `offset` places from `id` in the flow order (−1: the one before), or undefined past either end. */
export function stepAlongFlow(steps: readonly Step[], id: string, offset: number): string | undefined {
  const order = flowOrder(steps);
  const index = order.indexOf(id);
  return index < 0 ? undefined : order[index + offset];
}
