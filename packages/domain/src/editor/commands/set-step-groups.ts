import { normalizeGroup, replaceStepGroups } from '../../input-outputs/information-groups.js';
import type { ModelChange } from '../change.js';
import { canSetStepGroups } from '../rules/information-rules.js';
import type { CommandHandler, EditorCommand } from './command-types.js';

type SetGroups = Extract<EditorCommand, { type: 'step.set-groups' }>;

/**
 * `step.set-groups`: Finish in the step-information dialog (spec part 1 §4, IO-16). All groups of the
 * step are replaced by the given ones, in one command, so one undo brings the old set back. Groups are
 * stored normalised: an empty output becomes the global process-model id (IO-12), inputs without repeats.
 */
export const setStepGroups: CommandHandler<SetGroups> = {
  rule(model, { stepId, groups }) {
    return canSetStepGroups(model, stepId, groups);
  },
  execute(model, { stepId, groups }): ModelChange {
    const after = replaceStepGroups(model.groups, stepId, groups.map(normalizeGroup));
    return { replaced: [], groups: { before: model.groups, after } };
  },
};
