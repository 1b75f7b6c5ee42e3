import type { Step } from '../process-models/schemas.js';
import { graphIndex, stepGraph } from './graph.js';
import { RecentCache } from './recent-cache.js';

const cache = new RecentCache<readonly Step[], Int32Array>();
const mapCache = new RecentCache<readonly Step[], ReadonlyMap<string, string>>();

/**
 * The immediate post-dominator of every step by position (`steps` indexes): the position of the step,
 * -1 where there is none (not reachable from the start, or no single join). The end is its own. What
 * `immediatePostDominators` answers by id, for the passes that run after every edit.
 *
 * Cooper, Harvey & Kennedy's intersection on the reversed graph; the graph being acyclic, one pass in
 * reverse topological order settles every step. Cost: O(n + e) plus the walks up the post-dominator
 * tree, which are short for the nested shapes an editor makes.
 */
export function postDominatorIndexes(steps: readonly Step[]): Int32Array {
  const cached = cache.get(steps);
  if (cached) return cached;
  const { childStart, child, start } = stepGraph(steps);
  const n = steps.length;
  const ipdom = new Int32Array(n).fill(-1);
  cache.set(steps, ipdom);
  if (start < 0) return ipdom;

  // Depth-first post-order from the start: every step comes after all steps it leads to.
  const postOrder = new Int32Array(n);
  let visited = 0;
  const seen = new Uint8Array(n);
  const stack = new Int32Array(n);
  const next = new Int32Array(n); // per stacked step: its next child to follow
  let depth = 0;
  stack[depth++] = start;
  seen[start] = 1;
  next[start] = childStart[start] as number;
  while (depth > 0) {
    const top = stack[depth - 1] as number;
    const at = next[top] as number;
    if (at >= (childStart[top + 1] as number)) {
      postOrder[visited++] = top;
      depth -= 1;
      continue;
    }
    next[top] = at + 1;
    const to = child[at] as number;
    if (to >= 0 && seen[to] === 0) {
      seen[to] = 1;
      next[to] = childStart[to] as number;
      stack[depth++] = to;
    }
  }
  // rank: larger is nearer the end (reverse topological order is ascending post-order); 0: not reached.
  const rank = new Int32Array(n);
  for (let index = 0; index < visited; index++) rank[postOrder[index] as number] = visited - index;

  const up = (step: number): number => {
    const above = ipdom[step] as number;
    return above === step ? -1 : above; // a sink is a root: nothing above it
  };
  const intersect = (first: number, second: number): number => {
    let a = first;
    let b = second;
    while (a >= 0 && b >= 0 && a !== b) {
      if ((rank[a] as number) < (rank[b] as number)) a = up(a);
      else b = up(b);
    }
    return a === b ? a : -1;
  };

  for (let index = 0; index < visited; index++) {
    const step = postOrder[index] as number;
    const from = childStart[step] as number;
    const to = childStart[step + 1] as number;
    if (from === to) {
      ipdom[step] = step;
      continue;
    }
    let join = -1;
    let first = true;
    for (let at = from; at < to; at++) {
      const target = child[at] as number;
      if (target < 0 || rank[target] === 0) continue;
      join = first ? target : join < 0 ? -1 : intersect(join, target);
      first = false;
    }
    if (join >= 0) ipdom[step] = join;
  }
  return ipdom;
}

/**
 * The immediate post-dominator of every step reachable from the start: the nearest step that lies on
 * every path from that step to the end. It is the join point of a control: where its branches meet
 * again. The end is its own. For an activity, subprocess or start it is simply its one successor.
 */
export function immediatePostDominators(steps: readonly Step[]): ReadonlyMap<string, string> {
  const cached = mapCache.get(steps);
  if (cached) return cached;
  const ipdom = postDominatorIndexes(steps);
  const map = new Map<string, string>();
  ipdom.forEach((join, step) => {
    if (join >= 0) map.set((steps[step] as Step).id, (steps[join] as Step).id);
  });
  mapCache.set(steps, map);
  return map;
}

/** The join point of a control (its immediate post-dominator). */
export function joinOf(steps: readonly Step[], controlId: string): string | undefined {
  const position = graphIndex(steps).position.get(controlId);
  if (position === undefined) return undefined;
  const join = postDominatorIndexes(steps)[position] as number;
  return join < 0 ? undefined : (steps[join] as Step).id;
}
