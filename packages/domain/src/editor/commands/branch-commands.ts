import type { StepChild } from '../../process-models/schemas.js';
import { Draft } from '../change.js';
import { childrenByWeight } from '../graph.js';
import { BRANCH_WEIGHT_STEP } from '../layout/constants.js';
import { canChangePath, canMoveBranch, canRemovePath } from '../rules/path-rules.js';
import type { CommandHandler, EditorCommand } from './command-types.js';

type MoveBranch = Extract<EditorCommand, { type: 'branch.move' }>;
type ChangePath = Extract<EditorCommand, { type: 'path.change' }>;
type RemovePath = Extract<EditorCommand, { type: 'path.remove' }>;

/** Children in weight order with weights 1..n. */
export function renumberBranches(children: readonly StepChild[]): StepChild[] {
  return childrenByWeight({ children }).map((child, index) => ({ id: child.id, weight: index + 1 }));
}

/** `branch.move`: weights renumbered 1..n, the branch's weight ±1.5, then renumbered 1..n again (spec §4, §9). */
export const moveBranch: CommandHandler<MoveBranch> = {
  rule: (model, { controlId, childId, direction }) => canMoveBranch(model, controlId, childId, direction),
  execute(model, { controlId, childId, direction }) {
    const draft = new Draft(model);
    const control = draft.get(controlId);
    const delta = direction === 'up' ? -BRANCH_WEIGHT_STEP : BRANCH_WEIGHT_STEP;
    const shifted = renumberBranches(control.children).map((child) =>
      child.id === childId ? { id: child.id, weight: child.weight + delta } : child,
    );
    draft.set({ ...control, children: renumberBranches(shifted) });
    return draft.change();
  },
};

/** `path.change`: the relation parent → child leads to another step, keeping its weight. */
export const changePath: CommandHandler<ChangePath> = {
  rule: (model, { parentId, childId, newChildId }) => canChangePath(model, parentId, childId, newChildId),
  execute(model, { parentId, childId, newChildId }) {
    const draft = new Draft(model);
    const parent = draft.get(parentId);
    const children = parent.children.map((child) =>
      child.id === childId ? { id: newChildId, weight: child.weight } : child,
    );
    draft.set({ ...parent, children });
    return draft.change();
  },
};

/** `path.remove`: a branch relation of a control with several branches is dropped. */
export const removePath: CommandHandler<RemovePath> = {
  rule: (model, { parentId, childId }) => canRemovePath(model, parentId, childId),
  execute(model, { parentId, childId }) {
    const draft = new Draft(model);
    const parent = draft.get(parentId);
    draft.set({ ...parent, children: parent.children.filter((child) => child.id !== childId) });
    return draft.change();
  },
};
