import type { Step, StepChild, StepType } from '../process-models/schemas.js';
import { graphIndex } from './graph.js';

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

  for (const step of steps) {
    const { children } = step;
    for (let index = 0; index < children.length; index++) {
      const id = (children[index] as StepChild).id;
      if (!byId.has(id)) return violation('unknown-step', `Unknown step ${id}`, step.id);
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
  const state = new Map<string, 'open' | 'done'>();
  const stack: { step: Step; next: number }[] = [{ step: start, next: 0 }];
  state.set(start.id, 'open');
  while (stack.length > 0) {
    const top = stack[stack.length - 1] as { step: Step; next: number };
    const child = top.step.children[top.next];
    if (child === undefined) {
      state.set(top.step.id, 'done');
      stack.pop();
      continue;
    }
    top.next += 1;
    const mark = state.get(child.id);
    if (mark === 'open') return violation('cycle', `A relation leads back to ${child.id}`, top.step.id);
    if (mark === undefined) {
      state.set(child.id, 'open');
      stack.push({ step: byId.get(child.id) as Step, next: 0 });
    }
  }
  for (const step of steps) {
    if (!state.has(step.id))
      return violation('unreachable', `Step ${step.id} cannot be reached from the start`, step.id);
  }
  return null;
}
