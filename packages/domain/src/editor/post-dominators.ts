import type { Step } from '../process-models/schemas.js';
import { graphIndex } from './graph.js';

const cache = new WeakMap<readonly Step[], ReadonlyMap<string, string>>();

/**
 * The immediate post-dominator of every step reachable from the start: the nearest step that lies on
 * every path from that step to the end. It is the join point of a control: where its branches meet
 * again. The end is its own. For an activity, subprocess or start it is simply its one successor.
 *
 * Cooper, Harvey & Kennedy's intersection on the reversed graph; the graph being acyclic, one pass in
 * reverse topological order settles every step. Cost: O(n + e) plus the walks up the post-dominator
 * tree, which are short for the nested shapes an editor makes.
 */
export function immediatePostDominators(steps: readonly Step[]): ReadonlyMap<string, string> {
  const cached = cache.get(steps);
  if (cached) return cached;
  const { byId, start } = graphIndex(steps);
  const ipdom = new Map<string, string>();
  cache.set(steps, ipdom);
  if (!start) return ipdom;

  // Depth-first post-order from the start: every step comes after all steps it leads to.
  const postOrder: string[] = [];
  const seen = new Set<string>([start.id]);
  const stack: { step: Step; next: number }[] = [{ step: start, next: 0 }];
  while (stack.length > 0) {
    const top = stack[stack.length - 1] as { step: Step; next: number };
    const child = top.step.children[top.next];
    top.next += 1;
    if (child === undefined) {
      postOrder.push(top.step.id);
      stack.pop();
    } else if (!seen.has(child.id)) {
      const step = byId.get(child.id);
      if (step) {
        seen.add(child.id);
        stack.push({ step, next: 0 });
      }
    }
  }
  // rank: larger is nearer the end (reverse topological order is ascending post-order).
  const rank = new Map<string, number>();
  postOrder.forEach((id, index) => {
    rank.set(id, postOrder.length - index);
  });

  const up = (id: string): string | undefined => {
    const next = ipdom.get(id);
    return next === id ? undefined : next; // a sink is a root: nothing above it
  };
  const intersect = (first: string, second: string): string | undefined => {
    let a: string | undefined = first;
    let b: string | undefined = second;
    while (a !== undefined && b !== undefined && a !== b) {
      if ((rank.get(a) ?? 0) < (rank.get(b) ?? 0)) a = up(a);
      else b = up(b);
    }
    return a === b ? a : undefined;
  };

  for (const id of postOrder) {
    const step = byId.get(id) as Step;
    if (step.children.length === 0) {
      ipdom.set(id, id);
      continue;
    }
    let join: string | undefined;
    let first = true;
    for (const child of step.children) {
      if (!rank.has(child.id)) continue;
      join = first ? child.id : join === undefined ? undefined : intersect(join, child.id);
      first = false;
    }
    if (join !== undefined) ipdom.set(id, join);
  }
  return ipdom;
}

/** The join point of a control (its immediate post-dominator). */
export function joinOf(steps: readonly Step[], controlId: string): string | undefined {
  return immediatePostDominators(steps).get(controlId);
}
