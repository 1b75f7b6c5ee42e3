import { NO_PROCESS, NO_ROLE } from '../../process-models/model-constants.js';
import type { Step, StepChild } from '../../process-models/schemas.js';
import type { Draft } from '../change.js';
import { EditorError } from '../editor-error.js';
import { PLACEHOLDER_NAME } from '../new-model.js';
import type { NewItemType } from '../rules/step-rules.js';

/** A new step from the toolbar: placeholder name, no actor; a subprocess gets the placeholder process. */
export function newStep(item: NewItemType, id: string): Step {
  const step: Step = { id, name: PLACEHOLDER_NAME, type: item, children: [], actor: NO_ROLE };
  if (item === 'subprocess') step.process = NO_PROCESS;
  return step;
}

/**
 * Takes a step out of the flow: every parent's relation to it is replaced by relations to its
 * successors, at the same weight; a relation the parent already has is kept once (the first one).
 */
export function bypass(draft: Draft, stepId: string): void {
  const successors = draft.get(stepId).children;
  for (const parentId of draft.parentsOf(stepId)) {
    const parent = draft.get(parentId);
    const children: StepChild[] = [];
    const seen = new Set<string>();
    const keep = (child: StepChild) => {
      if (seen.has(child.id)) return;
      seen.add(child.id);
      children.push(child);
    };
    for (const child of parent.children) {
      if (child.id !== stepId) keep(child);
      else for (const successor of successors) keep({ id: successor.id, weight: child.weight });
    }
    draft.set({ ...parent, children });
  }
}

/**
 * Links `step` in after the target: it takes over the target's successors (target → step → old
 * successors). On a control it becomes a new last branch leading to the control's join point; a
 * control of one branch with steps and one without loses the empty one (see above).
 */
export function linkAfter(draft: Draft, step: Step, targetId: string, join: () => string | undefined): void {
  const target = draft.get(targetId);
  if (target.type === 'end') throw new EditorError('not-allowed', 'Can not drop items after last element.');
  if (target.type === 'control') {
    const joinId = join();
    if (joinId === undefined)
      throw new EditorError('relation-count', 'The control has no join point', targetId);
    // A block with one branch beside its empty path: that path only marked where the block ends, and
    // the second branch marks it now, so the block keeps no empty branch nobody asked for.
    const placeholder = target.children.length === 2 && target.children.some((child) => child.id === joinId);
    const kept = placeholder ? target.children.filter((child) => child.id !== joinId) : target.children;
    const weight = Math.max(0, ...target.children.map((child) => child.weight)) + 1;
    draft.set({ ...target, children: [...kept, { id: step.id, weight }] });
    draft.set({ ...step, children: [{ id: joinId, weight: 1 }] });
    return;
  }
  const first = target.children[0];
  if (target.children.length !== 1 || !first)
    throw new EditorError('relation-count', `A ${target.type} step has one relation`, targetId);
  draft.set({ ...step, children: target.children });
  draft.set({ ...target, children: [{ id: step.id, weight: first.weight }] });
}
