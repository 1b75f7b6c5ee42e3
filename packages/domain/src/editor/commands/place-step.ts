import { Draft } from '../change.js';
import { EditorError } from '../editor-error.js';
import { joinOf } from '../post-dominators.js';
import { canDropAt, type FlowPlace, isAfterBlock } from '../rules/place-rules.js';
import type { NewItemType } from '../rules/step-rules.js';
import { defineCommand } from './command-handler.js';
import { bypass, newStep } from './relink.js';

export interface InsertAtQuery {
  item: NewItemType;
  place: FlowPlace;
}
export interface InsertAt extends InsertAtQuery {
  newStepId: string;
}
export interface MoveTo {
  stepId: string;
  place: FlowPlace;
}

/**
 * Links `stepId` (already out of the flow) in at a place. On a path parent → child it takes the
 * relation's place (parent → step → child, same weight), so a branch gets a first step, an empty branch
 * gets its step, a last step gets a successor. After a block, every relation that leads from inside the
 * block (the steps reached from the control before its join) to the join leads to the step instead, and
 * the step leads to the join: the branches now join at the step.
 */
function linkAt(draft: Draft, stepId: string, place: FlowPlace, joinId: string | undefined): void {
  const step = draft.get(stepId);
  if (!isAfterBlock(place)) {
    const parent = draft.get(place.parentId);
    const index = parent.children.findIndex((child) => child.id === place.childId);
    const relation = parent.children[index];
    if (!relation) throw new EditorError('not-allowed', 'There is no such path.', JSON.stringify(place));
    const children = [...parent.children];
    children[index] = { id: stepId, weight: relation.weight };
    draft.set({ ...parent, children });
    draft.set({ ...step, children: [{ id: place.childId, weight: 1 }] });
    return;
  }
  if (joinId === undefined)
    throw new EditorError('relation-count', 'The control has no join point', place.afterBlockOf);
  for (const id of blockOf(draft, place.afterBlockOf, joinId)) {
    const inside = draft.get(id);
    if (!inside.children.some((child) => child.id === joinId)) continue;
    draft.set({
      ...inside,
      children: inside.children.map((child) => (child.id === joinId ? { ...child, id: stepId } : child)),
    });
  }
  draft.set({ ...step, children: [{ id: joinId, weight: 1 }] });
}

/** The control and every step reached from it before its join point, as the draft has them now. */
function blockOf(draft: Draft, controlId: string, joinId: string): Set<string> {
  const block = new Set<string>([controlId]);
  const stack = [controlId];
  while (stack.length > 0) {
    for (const child of draft.get(stack.pop() as string).children) {
      if (child.id === joinId || block.has(child.id)) continue;
      block.add(child.id);
      stack.push(child.id);
    }
  }
  return block;
}

/** `step.insert-at`: a toolbar item dropped on a place between steps (a path, or after a block). */
export const insertAt = defineCommand({
  type: 'step.insert-at',
  rule: (model, { item, place }: InsertAtQuery) => canDropAt(model, item, place),
  execute(model, { item, place, newStepId }: InsertAt) {
    const draft = new Draft(model);
    draft.add(newStep(item, newStepId));
    const joinId = isAfterBlock(place) ? joinOf(model.steps, place.afterBlockOf) : undefined;
    linkAt(draft, newStepId, place, joinId);
    return draft.change();
  },
});

/**
 * `step.move-to`: an existing step dragged onto a place between steps: taken out of the flow as by
 * `step.remove`, then linked in at the place; it keeps its id, name, actor and groups. Taking a step out
 * never moves a join point other than its own, and the rule refuses the block it is the join point of.
 */
export const moveTo = defineCommand({
  type: 'step.move-to',
  rule: (model, { stepId, place }: MoveTo) => canDropAt(model, { stepId }, place),
  execute(model, { stepId, place }: MoveTo) {
    const draft = new Draft(model);
    const joinId = isAfterBlock(place) ? joinOf(model.steps, place.afterBlockOf) : undefined;
    bypass(draft, stepId);
    linkAt(draft, stepId, place, joinId);
    return draft.change();
  },
});
