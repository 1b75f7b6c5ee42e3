import { Draft } from '../change.js';
import { joinOf } from '../post-dominators.js';
import { canDrop } from '../rules/step-rules.js';
import { defineCommand } from './command-handler.js';
import { bypass, linkAfter } from './relink.js';

export interface MoveStep {
  stepId: string;
  targetId: string;
}

/**
 * `step.move`: an existing step dragged onto another: taken out of the flow as by `step.remove`, then
 * linked in after the target as by `step.insert`; it keeps its id, name, actor and groups.
 */
export const moveStep = defineCommand({
  type: 'step.move',
  rule: (model, { stepId, targetId }: MoveStep) => canDrop(model, { stepId }, targetId),
  execute(model, { stepId, targetId }: MoveStep) {
    const draft = new Draft(model);
    const successor = draft.get(stepId).children[0]?.id;
    bypass(draft, stepId);
    // Taking a step with one successor out of the flow moves only joins that were that step itself.
    const join = () => {
      const id = joinOf(model.steps, targetId);
      return id === stepId ? successor : id;
    };
    linkAfter(draft, draft.get(stepId), targetId, join);
    return draft.change();
  },
});
