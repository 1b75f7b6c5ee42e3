import { Draft } from '../change.js';
import { EditorError } from '../editor-error.js';
import { joinOf } from '../post-dominators.js';
import { canDrop, NEW_ITEM_TYPES, type NewItemType } from '../rules/step-rules.js';
import { defineCommand } from './command-handler.js';
import { linkAfter, newStep } from './relink.js';

/** The rule needs no id for the new step: the canvas asks it while a toolbar item is dragged. */
export interface InsertQuery {
  item: NewItemType;
  targetId: string;
}
export interface InsertStep extends InsertQuery {
  newStepId: string;
}

/** `step.insert`: a toolbar item dropped on a step (spec §4). */
export const insertStep = defineCommand({
  type: 'step.insert',
  rule: (model, { item, targetId }: InsertQuery) => canDrop(model, item, targetId),
  execute(model, { item, targetId, newStepId }: InsertStep) {
    if (!(NEW_ITEM_TYPES as readonly string[]).includes(item))
      throw new EditorError('unsupported-step-type', `Unsupported step type: ${item}`, String(item));
    const draft = new Draft(model);
    const step = newStep(item, newStepId);
    draft.add(step);
    linkAfter(draft, step, targetId, () => joinOf(model.steps, targetId));
    return draft.change();
  },
});
