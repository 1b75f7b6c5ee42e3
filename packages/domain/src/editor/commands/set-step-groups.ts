import { normalizeGroup, replaceStepGroups } from '../../process-models/information-groups/group-rules.js';
import type { InformationGroup } from '../../process-models/information-groups/group-schema.js';
import { canSetStepGroups } from '../rules/information-rules.js';
import { defineCommand } from './command-handler.js';

/** Replaces all information groups of a step (Finish of the step-information dialog). */
export interface SetStepGroups {
  stepId: string;
  groups: readonly InformationGroup[];
}

/**
 * `step.set-groups`: Finish in the step-information dialog (spec part 1 §4, IO-16). All groups of the
 * step are replaced by the given ones, in one command, so one undo brings the old set back. Groups are
 * stored normalised: an empty output becomes the global process-model id (IO-12), inputs without repeats.
 */
export const setStepGroups = defineCommand({
  type: 'step.set-groups',
  rule: (model, { stepId, groups }: SetStepGroups) => canSetStepGroups(model, stepId, groups),
  execute(model, { stepId, groups }: SetStepGroups) {
    const after = replaceStepGroups(model.groups, stepId, groups.map(normalizeGroup));
    return { replaced: [], groups: { before: model.groups, after } };
  },
});
