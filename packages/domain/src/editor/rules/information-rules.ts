import type { InformationGroup } from '../../process-models/information-groups/group-schema.js';
import type { EditorModel } from '../editor-model.js';
import { findStep } from '../graph.js';
import { ALLOWED, type RuleResult, refused } from './rule-result.js';

/** The step types that carry information groups: the steps where work happens (not start or end). */
export const INFORMATION_STEP_TYPES = ['activity', 'control', 'subprocess'] as const;

/** Whether a step has information groups to show or edit (spec part 1 §1: steps carry information). */
export function canHaveInformation(model: Pick<EditorModel, 'steps'>, stepId: string): RuleResult {
  const step = findStep(model.steps, stepId);
  if (!step) return refused('unknown-step');
  return (INFORMATION_STEP_TYPES as readonly string[]).includes(step.type) ? ALLOWED : refused('fixed-step');
}

/**
 * Finish on a step's information (`step.set-groups`): the step must carry information, and each new group
 * needs an id no other group of the model (or the new set) has.
 */
export function canSetStepGroups(
  model: EditorModel,
  stepId: string,
  groups: readonly InformationGroup[],
): RuleResult {
  const step = canHaveInformation(model, stepId);
  if (!step.allowed) return step;
  const taken = new Set(model.groups.filter((group) => group.stepId !== stepId).map((group) => group.id));
  for (const group of groups) {
    if (taken.has(group.id)) return refused('duplicate-group');
    taken.add(group.id);
  }
  return ALLOWED;
}

/** The groups of one step, in the model's order. */
export function stepGroups(model: Pick<EditorModel, 'groups'>, stepId: string): InformationGroup[] {
  return model.groups.filter((group) => group.stepId === stepId);
}
