import type { StepChild } from '../../process-models/schemas.js';
import { Draft } from '../change.js';
import { childrenByWeight } from '../graph.js';
import { BRANCH_WEIGHT_STEP } from '../layout/constants.js';
import { type BranchDirection, canMoveBranch } from '../rules/path-rules.js';
import { defineCommand } from './command-handler.js';

export interface MoveBranch {
  controlId: string;
  childId: string;
  direction: BranchDirection;
}

/** Children in weight order with weights 1..n. */
export function renumberBranches(children: readonly StepChild[]): StepChild[] {
  return childrenByWeight({ children }).map((child, index) => ({ id: child.id, weight: index + 1 }));
}

/** `branch.move`: weights renumbered 1..n, the branch's weight ±1.5, then renumbered 1..n again (spec §4, §9). */
export const moveBranch = defineCommand({
  type: 'branch.move',
  rule: (model, { controlId, childId, direction }: MoveBranch) =>
    canMoveBranch(model, controlId, childId, direction),
  execute(model, { controlId, childId, direction }: MoveBranch) {
    const draft = new Draft(model);
    const control = draft.get(controlId);
    const delta = direction === 'up' ? -BRANCH_WEIGHT_STEP : BRANCH_WEIGHT_STEP;
    const shifted = renumberBranches(control.children).map((child) =>
      child.id === childId ? { id: child.id, weight: child.weight + delta } : child,
    );
    draft.set({ ...control, children: renumberBranches(shifted) });
    return draft.change();
  },
});
