import type { StepType } from '../process-models/model-constants.js';
import type { Step, StepChild } from '../process-models/schemas.js';
import { graphIndex, stepGraph } from './graph.js';

/**
 * The graph invariants of spec part 1 §4, checked after every editor command and on every save by the
 * server. A model is a directed acyclic graph (docs/decisions.md): one start with one relation, one end
 * with none, activity and subprocess with exactly one, a control with at least one; every step is
 * reachable from the start, and (the graph being acyclic, with the end its only step without
 * relations) every step reaches the end.
 */
export type InvariantCode =
  | 'no-start'
  | 'no-end'
  | 'duplicate-step'
  | 'unknown-step'
  | 'duplicate-relation'
  | 'relation-count'
  | 'misplaced-field'
  | 'unreachable'
  | 'cycle';

export interface InvariantViolation {
  code: InvariantCode;
  message: string;
  stepId?: string;
}

const RELATIONS: Record<StepType, { min: number; max: number }> = {
  start: { min: 1, max: 1 },
  end: { min: 0, max: 0 },
  activity: { min: 1, max: 1 },
  subprocess: { min: 1, max: 1 },
  control: { min: 1, max: Number.POSITIVE_INFINITY },
};

function violation(code: InvariantCode, message: string, stepId?: string): InvariantViolation {
  return stepId === undefined ? { code, message } : { code, message, stepId };
}

/** The first invariant the steps break, or null when they meet all of them. */
export function checkInvariants(steps: readonly Step[]): InvariantViolation | null {
  // The index is cached per steps array and shared with the layout, which the editor runs next.
  const { byId } = graphIndex(steps);
  if (byId.size !== steps.length) {
    const seen = new Set<string>();
    for (const step of steps) {
      if (seen.has(step.id)) return violation('duplicate-step', `Duplicate step ${step.id}`, step.id);
      seen.add(step.id);
    }
  }
  let start: Step | undefined;
  let starts = 0;
  let ends = 0;
  for (const step of steps) {
    if (step.type === 'start') {
      starts += 1;
      start = step;
    } else if (step.type === 'end') ends += 1;
  }
  if (starts !== 1 || !start) return violation('no-start', 'No start step found');
  if (ends !== 1) return violation('no-end', 'No end step found');

  // The relations by position (shared with the post-dominators and the layout): no map per relation.
  const { childStart, child } = stepGraph(steps);
  for (let position = 0; position < steps.length; position++) {
    const step = steps[position] as Step;
    const { children } = step;
    const first = childStart[position] as number;
    for (let index = 0; index < children.length; index++) {
      const id = (children[index] as StepChild).id;
      if ((child[first + index] as number) < 0)
        return violation('unknown-step', `Unknown step ${id}`, step.id);
      // Branches are few: comparing with the earlier ones is cheaper than a set per step.
      for (let earlier = 0; earlier < index; earlier++) {
        if ((children[earlier] as StepChild).id === id)
          return violation('duplicate-relation', `Duplicate relation to ${id}`, step.id);
      }
    }
    const { min, max } = RELATIONS[step.type];
    if (children.length < min || children.length > max) {
      const expected = min === max ? `${min}` : `at least ${min}`;
      return violation(
        'relation-count',
        `A ${step.type} step has ${expected} relation(s), not ${children.length}`,
        step.id,
      );
    }
    if (step.operator !== undefined && step.type !== 'control') {
      return violation('misplaced-field', 'Only a control step has an operator', step.id);
    }
    if (step.process !== undefined && step.type !== 'subprocess') {
      return violation('misplaced-field', 'Only a subprocess step has a process', step.id);
    }
  }

  // Depth-first from the start: every step reached, no relation back to a step on the current path.
  const OPEN = 1;
  const DONE = 2;
  const state = new Uint8Array(steps.length);
  const stack = new Int32Array(steps.length);
  const next = new Int32Array(steps.length); // per stacked step: its next relation to follow
  const startAt = graphIndex(steps).position.get(start.id) as number;
  let depth = 0;
  stack[depth++] = startAt;
  state[startAt] = OPEN;
  next[startAt] = childStart[startAt] as number;
  while (depth > 0) {
    const top = stack[depth - 1] as number;
    const at = next[top] as number;
    if (at >= (childStart[top + 1] as number)) {
      state[top] = DONE;
      depth -= 1;
      continue;
    }
    next[top] = at + 1;
    const to = child[at] as number;
    const mark = state[to];
    if (mark === OPEN)
      return violation(
        'cycle',
        `A relation leads back to ${(steps[to] as Step).id}`,
        (steps[top] as Step).id,
      );
    if (mark === 0) {
      state[to] = OPEN;
      next[to] = childStart[to] as number;
      stack[depth++] = to;
    }
  }
  for (let position = 0; position < steps.length; position++) {
    const step = steps[position] as Step;
    // Ids are unique here (duplicate-step above), so a position is its step's.
    if (state[position] === 0)
      return violation('unreachable', `Step ${step.id} cannot be reached from the start`, step.id);
  }
  return null;
}
