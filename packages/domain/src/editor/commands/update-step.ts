import { TEXT_LIMIT } from '../../constants.js';
import {
  type ControlOperator,
  DEFAULT_CONTROL_OPERATOR,
  NO_PROCESS,
  toRoleReference,
} from '../../process-models/model-constants.js';
import type { RoleRef, Step, SubprocessReference } from '../../process-models/schemas.js';
import { Draft } from '../change.js';
import { findStep } from '../graph.js';
import { refused } from '../rules/rule-result.js';
import { canEdit } from '../rules/step-rules.js';
import { defineCommand } from './command-handler.js';

/** Fields of `step.update`; null clears a role or process (stored as the wire placeholder). */
export interface StepChanges {
  name?: string;
  actor?: RoleRef | null;
  /** Control steps only. */
  operator?: ControlOperator;
  /** Subprocess steps only. */
  process?: SubprocessReference | null;
}
/** Without `changes` the rule says whether the step can be edited at all (its edit button). */
export interface UpdateQuery {
  stepId: string;
  changes?: StepChanges;
}
export type UpdateStep = Required<UpdateQuery>;

/**
 * `step.update`: name (cut to 200 characters), actor, a control's operator, a subprocess's process.
 * The default operator (JUDGE) is stored as no operator, so a model has one form for it.
 */
export const updateStep = defineCommand({
  type: 'step.update',
  rule(model, { stepId, changes = {} }: UpdateQuery) {
    const edit = canEdit(model, stepId);
    if (!edit.allowed) return edit;
    const step = findStep(model.steps, stepId) as Step;
    if (changes.operator !== undefined && step.type !== 'control') return refused('field-not-allowed');
    if (changes.process !== undefined && step.type !== 'subprocess') return refused('field-not-allowed');
    return edit;
  },
  execute(model, { stepId, changes }: UpdateStep) {
    const draft = new Draft(model);
    const step: Step = { ...draft.get(stepId) };
    if (changes.name !== undefined) step.name = changes.name.slice(0, TEXT_LIMIT);
    if (changes.actor !== undefined) step.actor = toRoleReference(changes.actor);
    if (changes.operator !== undefined) {
      if (changes.operator === DEFAULT_CONTROL_OPERATOR) delete step.operator;
      else step.operator = changes.operator;
    }
    if (changes.process !== undefined) step.process = changes.process ?? NO_PROCESS;
    draft.set(step);
    return draft.change();
  },
});
