import type { ModelDifference } from './difference-schema.js';

/** How a step shows in the diagram of a comparison. */
export const STEP_MARKS = ['added', 'removed', 'changed'] as const;
export type StepMark = (typeof STEP_MARKS)[number];

/** A version of a comparison: the older (`before`) or the newer (`after`). */
export type DifferenceSide = 'before' | 'after';

/**
 * The marks of the steps one side of a comparison draws, by step id: on the newer side the added steps,
 * on the older side the removed ones, and on both every step of that side that any other change names
 * (renamed, moved, branches, actor, operator, subprocess, information) as changed. Added and removed
 * win over changed; a step the side does not have (its name there is null) gets no mark.
 */
export function stepMarks(difference: ModelDifference, side: DifferenceSide): Map<string, StepMark> {
  const own: StepMark = side === 'after' ? 'added' : 'removed';
  const ownKind = side === 'after' ? 'step-added' : 'step-removed';
  const marks = new Map<string, StepMark>();
  for (const change of difference.changes) if (change.kind === ownKind) marks.set(change.step.id, own);
  for (const change of difference.changes) {
    if (!('step' in change) || change.kind === 'step-added' || change.kind === 'step-removed') continue;
    const { id, name } = change.step;
    if (name[side] !== null && !marks.has(id)) marks.set(id, 'changed');
  }
  return marks;
}
