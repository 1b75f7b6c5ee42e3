import { Draft } from '../change.js';
import { canRemove } from '../rules/step-rules.js';
import { defineCommand } from './command-handler.js';
import { bypass } from './relink.js';

export interface RemoveStep {
  stepId: string;
}

/** `step.remove`: parents reconnected to the step's successors, duplicates dropped; its groups go too. */
export const removeStep = defineCommand({
  type: 'step.remove',
  rule: (model, { stepId }: RemoveStep) => canRemove(model, stepId),
  execute(model, { stepId }: RemoveStep) {
    const draft = new Draft(model);
    bypass(draft, stepId);
    draft.remove(stepId);
    return draft.change();
  },
});
