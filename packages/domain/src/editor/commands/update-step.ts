import { TEXT_LIMIT } from '../../constants.js';
import {
  DEFAULT_CONTROL_OPERATOR,
  NO_PROCESS,
  type Step,
  toRoleReference,
} from '../../process-models/schemas.js';
import { Draft } from '../change.js';
import { findStep } from '../graph.js';
import { refused } from '../rules/rule-result.js';
import { canEdit } from '../rules/step-rules.js';
import type { CommandHandler, EditorCommand } from './command-types.js';

type Update = Extract<EditorCommand, { type: 'step.update' }>;

/**
 * `step.update`: name (cut to 200 characters), actor, a control's operator, a subprocess's process.
 * The default operator (JUDGE) is stored as no operator, so a model has one form for it.
 */
export const updateStep: CommandHandler<Update> = {
  rule(model, { stepId, changes }) {
    const edit = canEdit(model, stepId);
    if (!edit.allowed) return edit;
    const step = findStep(model.steps, stepId) as Step;
    if (changes.operator !== undefined && step.type !== 'control') return refused('field-not-allowed');
    if (changes.process !== undefined && step.type !== 'subprocess') return refused('field-not-allowed');
    return edit;
  },
  execute(model, { stepId, changes }) {
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
};
