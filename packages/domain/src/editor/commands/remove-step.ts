import { Draft } from '../change.js';
import { canRemove } from '../rules/step-rules.js';
import type { CommandHandler, EditorCommand } from './command-types.js';
import { bypass } from './relink.js';

type Remove = Extract<EditorCommand, { type: 'step.remove' }>;

/** `step.remove`: parents reconnected to the step's successors, duplicates dropped; its groups go too. */
export const removeStep: CommandHandler<Remove> = {
  rule: (model, { stepId }) => canRemove(model, stepId),
  execute(model, { stepId }) {
    const draft = new Draft(model);
    bypass(draft, stepId);
    draft.remove(stepId);
    return draft.change();
  },
};
