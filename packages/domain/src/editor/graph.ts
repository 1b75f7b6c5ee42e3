import type { Step, StepChild } from '../process-models/schemas.js';
import { unknownId } from './editor-error.js';

/** Lookups over one steps array. Models are immutable, so the index is built once per array and cached. */
export interface GraphIndex {
  readonly byId: ReadonlyMap<string, Step>;
  readonly position: ReadonlyMap<string, number>;
  /** Ids of the steps with a relation to the key, in steps order. */
  readonly parents: ReadonlyMap<string, readonly string[]>;
  readonly start: Step | undefined;
  readonly end: Step | undefined;
}

const cache = new WeakMap<readonly Step[], GraphIndex>();

export function graphIndex(steps: readonly Step[]): GraphIndex {
  const cached = cache.get(steps);
  if (cached) return cached;
  const byId = new Map<string, Step>();
  const position = new Map<string, number>();
  const parents = new Map<string, string[]>();
  let start: Step | undefined;
  let end: Step | undefined;
  steps.forEach((step, index) => {
    if (!byId.has(step.id)) {
      byId.set(step.id, step);
      position.set(step.id, index);
    }
    if (step.type === 'start') start ??= step;
    if (step.type === 'end') end ??= step;
    for (const child of step.children) {
      const list = parents.get(child.id);
      if (list) list.push(step.id);
      else parents.set(child.id, [step.id]);
    }
  });
  const index: GraphIndex = { byId, position, parents, start, end };
  cache.set(steps, index);
  return index;
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
