import type { Step } from '../schemas.js';

/**
 * The steps that moved between two versions of a model.
 *
 * Definition. Of two steps, one comes before the other when it reaches it by relations. Among the steps
 * both versions have (`common`), take the pairs that come one before the other in one version and not in
 * the other. The moved steps are a set such that, leaving them out, no such pair remains: while pairs
 * remain, the step in most of them is moved (ties: a start or end step last, then the smaller id).
 *
 * So adding or removing steps never moves another (a step is inserted between steps already in order,
 * and a removed step's parents take its successors); a step taken out between P and Q and put in between
 * R and T is moved, and P, Q, R and T are not; of two neighbours that swapped places, the one with the
 * smaller id is. A changed order of a control's branches is no move (`branches-reordered`).
 */
export function movedSteps(
  before: readonly Step[],
  after: readonly Step[],
  common: readonly string[],
  isFixed: (id: string) => boolean,
): Set<string> {
  const index = new Map(common.map((id, at) => [id, at]));
  const words = Math.ceil(common.length / 32);
  const reachBefore = reachability(before, index, words);
  const reachAfter = reachability(after, index, words);
  // Row i of `differs` (words i * words …) has bit j when "i comes before j" holds in one version only.
  const differs = new Uint32Array(common.length * words);
  for (let word = 0; word < differs.length; word++)
    differs[word] = (reachBefore[word] as number) ^ (reachAfter[word] as number);
  const row = (at: number) => differs.subarray(at * words, (at + 1) * words);
  const count = new Int32Array(common.length);
  for (let from = 0; from < common.length; from++)
    forEachBit(row(from), (to) => {
      add(from, 1);
      add(to, 1);
    });
  const fixed = common.map(isFixed);
  const taken = new Uint8Array(common.length);
  const moved = new Set<string>();
  for (;;) {
    let best = -1;
    for (let at = 0; at < common.length; at++) {
      if (taken[at] || (count[at] as number) === 0) continue;
      if (best < 0 || better(at, best)) best = at;
    }
    if (best < 0) return moved;
    taken[best] = 1;
    moved.add(common[best] as string);
    forEachBit(row(best), (to) => add(to, -1));
    const bit = 1 << (best & 31);
    for (let from = 0, word = best >>> 5; from < common.length; from++, word += words)
      if (((differs[word] as number) & bit) !== 0) add(from, -1);
  }

  function add(at: number, delta: number): void {
    count[at] = (count[at] as number) + delta;
  }

  function better(candidate: number, best: number): boolean {
    const byCount = (count[candidate] as number) - (count[best] as number);
    if (byCount !== 0) return byCount > 0;
    // Indexes follow the ids' order, so the smaller index is the smaller id.
    return fixed[candidate] !== fixed[best] ? !fixed[candidate] : candidate < best;
  }
}

/**
 * For each common step, the common steps it reaches (itself included): row i (words i * words …) is a
 * bit set over `index`. Depth first over every step, each finished after its children; a model with a
 * cycle (which the invariants refuse) gets a partial answer, never an endless loop.
 */
function reachability(
  steps: readonly Step[],
  index: ReadonlyMap<string, number>,
  words: number,
): Uint32Array {
  const position = new Map<string, number>();
  steps.forEach((step, at) => {
    if (!position.has(step.id)) position.set(step.id, at);
  });
  const children = steps.map((step) =>
    step.children.map((child) => position.get(child.id)).filter((at) => at !== undefined),
  );
  const rows = new Uint32Array(steps.length * words);
  const row = (at: number) => rows.subarray(at * words, (at + 1) * words);
  const seen = new Uint8Array(steps.length);
  for (const root of position.values()) {
    if (seen[root]) continue;
    seen[root] = 1;
    const stack: { at: number; next: number }[] = [{ at: root, next: 0 }];
    while (stack.length > 0) {
      const top = stack[stack.length - 1] as { at: number; next: number };
      const child = (children[top.at] as number[])[top.next];
      top.next += 1;
      if (child === undefined) {
        stack.pop();
        const own = index.get((steps[top.at] as Step).id);
        const at = top.at * words;
        if (own !== undefined)
          rows[at + (own >>> 5)] = (rows[at + (own >>> 5)] as number) | (1 << (own & 31));
        for (const after of children[top.at] as number[]) orInto(rows, at, after * words, words);
      } else if (!seen[child]) {
        seen[child] = 1;
        stack.push({ at: child, next: 0 });
      }
    }
  }
  const result = new Uint32Array(index.size * words);
  for (const [id, at] of index) {
    const from = position.get(id);
    if (from !== undefined) result.set(row(from), at * words);
  }
  return result;
}

function orInto(rows: Uint32Array, target: number, source: number, words: number): void {
  for (let word = 0; word < words; word++)
    rows[target + word] = (rows[target + word] as number) | (rows[source + word] as number);
}

function forEachBit(row: Uint32Array, visit: (at: number) => void): void {
  for (let word = 0; word < row.length; word++) {
    let bits = row[word] as number;
    while (bits !== 0) {
      const low = bits & -bits;
      visit(word * 32 + 31 - Math.clz32(low));
      bits ^= low;
    }
  }
}
