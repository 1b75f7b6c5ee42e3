import { Draft } from '../change.js';
import { EditorError } from '../editor-error.js';
import { joinOf } from '../post-dominators.js';
import { canDrop, NEW_ITEM_TYPES } from '../rules/step-rules.js';
import type { CommandHandler, EditorCommand } from './command-types.js';
import { bypass, linkAfter, newStep } from './relink.js';

type Insert = Extract<EditorCommand, { type: 'step.insert' }>;
type Move = Extract<EditorCommand, { type: 'step.move' }>;

/** `step.insert`: a toolbar item dropped on a step (spec §4). */
export const insertStep: CommandHandler<Insert> = {
  rule: (model, { item, targetId }) => canDrop(model, item, targetId),
  execute(model, { item, targetId, newStepId }) {
    if (!(NEW_ITEM_TYPES as readonly string[]).includes(item))
      throw new EditorError('unsupported-step-type', `Unsupported step type: ${item}`, String(item));
    const draft = new Draft(model);
    const step = newStep(item, newStepId);
    draft.add(step);
    linkAfter(draft, step, targetId, () => joinOf(model.steps, targetId));
    return draft.change();
  },
};

/**
 * `step.move`: an existing step dragged onto another: taken out of the flow as by `step.remove`, then
 * linked in after the target as by `step.insert`; it keeps its id, name, actor and groups.
 */
export const moveStep: CommandHandler<Move> = {
  rule: (model, { stepId, targetId }) => canDrop(model, { stepId }, targetId),
  execute(model, { stepId, targetId }) {
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
};
