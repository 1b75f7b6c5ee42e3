import { STEP_TYPES } from '../process-models/model-constants.js';
import type { Step, StepChild } from '../process-models/schemas.js';
import { unknownId } from './editor-error.js';
import { RecentCache } from './recent-cache.js';

/** Lookups over one steps array. Models are immutable, so the index is built once per array and cached. */
export interface GraphIndex {
  readonly byId: ReadonlyMap<string, Step>;
  readonly position: ReadonlyMap<string, number>;
  /** Ids of the steps with a relation to the key, in steps order. */
  readonly parents: ReadonlyMap<string, readonly string[]>;
  readonly start: Step | undefined;
  readonly end: Step | undefined;
}

const cache = new RecentCache<readonly Step[], GraphIndex>();

/**
 * A read-only map by id over values kept by position in a steps array: `get` is one lookup of the
 * position, so no map of every step is built per edit; iterating builds a real map once, in `entries`'s
 * order.
 */
export class PositionMap<V> implements ReadonlyMap<string, V> {
  #map: Map<string, V> | undefined;
  readonly #position: ReadonlyMap<string, number>;
  readonly #atPosition: (at: number) => V | undefined;
  readonly #entries: () => Iterable<readonly [string, V]>;
  readonly size: number;
  constructor(
    position: ReadonlyMap<string, number>,
    atPosition: (at: number) => V | undefined,
    size: number,
    entriesInOrder: () => Iterable<readonly [string, V]>,
  ) {
    this.#position = position;
    this.#atPosition = atPosition;
    this.size = size;
    this.#entries = entriesInOrder;
  }
  get(id: string): V | undefined {
    const at = this.#position.get(id);
    return at === undefined ? undefined : this.#atPosition(at);
  }
  has(id: string): boolean {
    return this.get(id) !== undefined;
  }
  #real(): Map<string, V> {
    this.#map ??= new Map(this.#entries());
    return this.#map;
  }
  forEach(callback: (value: V, key: string, map: ReadonlyMap<string, V>) => void, thisArg?: unknown): void {
    this.#real().forEach((value, key) => {
      callback.call(thisArg, value, key, this);
    });
  }
  entries() {
    return this.#real().entries();
  }
  keys() {
    return this.#real().keys();
  }
  values() {
    return this.#real().values();
  }
  [Symbol.iterator]() {
    return this.#real()[Symbol.iterator]();
  }
}

export function graphIndex(steps: readonly Step[]): GraphIndex {
  const cached = cache.get(steps);
  if (cached) return cached;
  let position = new Map<string, number>();
  let start: Step | undefined;
  let end: Step | undefined;
  for (let index = 0; index < steps.length; index++) {
    const step = steps[index] as Step;
    position.set(step.id, index);
    if (step.type === 'start') start ??= step;
    if (step.type === 'end') end ??= step;
  }
  // Ids are unique in every valid model; where they are not, the first step of an id keeps it.
  if (position.size !== steps.length) {
    position = new Map();
    for (let index = 0; index < steps.length; index++) {
      const { id } = steps[index] as Step;
      if (!position.has(id)) position.set(id, index);
    }
  }
  // The first step of each id, found through its position.
  const byId = new PositionMap<Step>(
    position,
    (at) => steps[at],
    position.size,
    () => [...position].map(([id, at]) => [id, steps[at] as Step] as const),
  );
  let parents: Map<string, string[]> | undefined;
  const index: GraphIndex = {
    byId,
    position,
    // Built on first use: the invariant check and the layout, which run after every edit, need none.
    get parents() {
      if (!parents) {
        parents = new Map<string, string[]>();
        for (const step of steps)
          for (const child of step.children) {
            const list = parents.get(child.id);
            if (list) list.push(step.id);
            else parents.set(child.id, [step.id]);
          }
      }
      return parents;
    },
    start,
    end,
  };
  cache.set(steps, index);
  return index;
}

/**
 * The relations of one steps array by position, for the passes that run after every edit (invariants,
 * post-dominators, layout, flow order): arrays of numbers instead of maps keyed by id. Step i is
 * `steps[i]`; its children (in array order) are `child[childStart[i]]` to `child[childStart[i + 1] - 1]`,
 * each the position of the first step with that id, or -1 when no step has it.
 */
export interface StepGraph {
  readonly childStart: Int32Array;
  readonly child: Int32Array;
  /** Position of the first start and end step, or -1. */
  readonly start: number;
  readonly end: number;
  /**
   * Each step's type as its index in `STEP_TYPES` (`UNKNOWN_TYPE`: none of them), so that a pass over
   * every step need not read the step objects again.
   */
  readonly typeAt: Uint8Array;
}

export const UNKNOWN_TYPE = 255;
const TYPE_INDEX: ReadonlyMap<string, number> = new Map(STEP_TYPES.map((type, index) => [type, index]));
export const CONTROL_TYPE = TYPE_INDEX.get('control') as number;

const graphCache = new RecentCache<readonly Step[], StepGraph>();

export function stepGraph(steps: readonly Step[]): StepGraph {
  const cached = graphCache.get(steps);
  if (cached) return cached;
  const { position, start, end } = graphIndex(steps);
  const childStart = new Int32Array(steps.length + 1);
  const typeAt = new Uint8Array(steps.length);
  let relations = 0;
  for (let index = 0; index < steps.length; index++) {
    const step = steps[index] as Step;
    childStart[index] = relations;
    relations += step.children.length;
    typeAt[index] = TYPE_INDEX.get(step.type) ?? UNKNOWN_TYPE;
  }
  childStart[steps.length] = relations;
  const child = new Int32Array(relations);
  let at = 0;
  for (const step of steps) for (const { id } of step.children) child[at++] = position.get(id) ?? -1;
  const graph: StepGraph = {
    childStart,
    child,
    start: start ? (position.get(start.id) as number) : -1,
    end: end ? (position.get(end.id) as number) : -1,
    typeAt,
  };
  graphCache.set(steps, graph);
  return graph;
}

export function findStep(steps: readonly Step[], id: string): Step | undefined {
  return graphIndex(steps).byId.get(id);
}

export function requireStep(steps: readonly Step[], id: string): Step {
  const step = findStep(steps, id);
  if (!step) throw unknownId(id);
  return step;
}

/** Children in branch order: by weight, ties in array order. */
export function childrenByWeight(step: { readonly children: readonly StepChild[] }): readonly StepChild[] {
  if (step.children.length < 2) return step.children;
  return step.children
    .map((child, order) => ({ child, order }))
    .sort((a, b) => a.child.weight - b.child.weight || a.order - b.order)
    .map(({ child }) => child);
}

/** Whether `to` can be reached from `from` by following relations (a step reaches itself). */
export function reaches(steps: readonly Step[], from: string, to: string): boolean {
  const { byId } = graphIndex(steps);
  const seen = new Set<string>([from]);
  const stack = [from];
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (id === to) return true;
    for (const child of byId.get(id)?.children ?? []) {
      if (!seen.has(child.id)) {
        seen.add(child.id);
        stack.push(child.id);
      }
    }
  }
  return false;
}

/** Ids of the steps with a relation to `id`, in steps order (as `graphIndex(steps).parents`, without building it). */
export function parentIds(steps: readonly Step[], id: string): string[] {
  const target = graphIndex(steps).position.get(id);
  const parents: string[] = [];
  if (target === undefined) {
    for (const step of steps) for (const child of step.children) if (child.id === id) parents.push(step.id);
    return parents;
  }
  const { childStart, child } = stepGraph(steps);
  for (let at = 0; at < steps.length; at++)
    for (let relation = childStart[at] as number; relation < (childStart[at + 1] as number); relation++)
      if (child[relation] === target) parents.push((steps[at] as Step).id);
  return parents;
}

/** The children of step `at` in branch order (as `childrenByWeight`), each with its position (-1: none). */
export function branchOrder(
  steps: readonly Step[],
  graph: StepGraph,
  at: number,
): { at: number; id: string }[] {
  const first = graph.childStart[at] as number;
  const branches = (steps[at] as Step).children.map((child, order) => ({
    at: graph.child[first + order] as number,
    id: child.id,
    weight: child.weight,
    order,
  }));
  if (branches.length > 1) branches.sort((a, b) => a.weight - b.weight || a.order - b.order);
  return branches;
}
