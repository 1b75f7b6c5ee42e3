import type { Step } from '../process-models/schemas.js';
import { childrenByWeight, graphIndex } from './graph.js';
import { immediatePostDominators } from './post-dominators.js';

const cache = new WeakMap<readonly Step[], readonly string[]>();

/**
 * The steps in the order people read the flow: start first, then each step after the one before it;
 * at a control every branch in branch order, each up to the join, then the join and what follows; the
 * end last. The keyboard walks the canvas in this order (Tab, arrow keys). Steps the start does not
 * reach (none in a valid model) come last, in array order.
 */
export function flowOrder(steps: readonly Step[]): readonly string[] {
  const cached = cache.get(steps);
  if (cached) return cached;
  const { byId, start } = graphIndex(steps);
  const joins = immediatePostDominators(steps);
  const order: string[] = [];
  const seen = new Set<string>();
  const walk = (from: string | undefined, stop: string | undefined): void => {
    let id = from;
    while (id !== undefined && id !== stop && !seen.has(id)) {
      const step = byId.get(id);
      if (!step) return;
      seen.add(id);
      order.push(id);
      if (step.type === 'control') {
        const join = joins.get(id);
        for (const child of childrenByWeight(step)) walk(child.id, join);
        id = join;
      } else id = step.children[0]?.id;
    }
  };
  walk(start?.id, undefined);
  for (const step of steps) if (!seen.has(step.id)) order.push(step.id);
  cache.set(steps, order);
  return order;
}

/** The step `offset` places from `id` in the flow order (−1: the one before), or undefined past either end. */
export function stepAlongFlow(steps: readonly Step[], id: string, offset: number): string | undefined {
  const order = flowOrder(steps);
  const index = order.indexOf(id);
  return index < 0 ? undefined : order[index + offset];
}
