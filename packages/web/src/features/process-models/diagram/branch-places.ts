import { commandRule, type Step } from '@stroomlijn/domain';

/** A branch of a control that the step heading it can move (the step's only parent is that control). */
export interface BranchPlace {
  controlId: string;
  canMoveUp: boolean;
  canMoveDown: boolean;
  canChangePath: boolean;
  canRemovePath: boolean;
}

/** For each step: its only parent, or null when it has several (a join) or none (the start). */
export function onlyParents(steps: readonly Step[]): Map<string, Step | null> {
  const parents = new Map<string, Step | null>();
  for (const step of steps)
    for (const child of step.children) parents.set(child.id, parents.has(child.id) ? null : step);
  return parents;
}

/** The branch a step heads, asked of the domain's rules; null when the step heads none. */
export function branchPlace(
  steps: readonly Step[],
  parents: Pick<ReadonlyMap<string, Step | null>, 'get'>,
  step: Step,
): BranchPlace | null {
  const control = parents.get(step.id);
  if (control?.type !== 'control' || control.children.length < 2) return null;
  // These rules read the steps only.
  const model = { steps, groups: [] };
  const branch = { parentId: control.id, childId: step.id };
  const move = (direction: 'up' | 'down') =>
    commandRule(model, { type: 'branch.move', controlId: control.id, childId: step.id, direction }).allowed;
  return {
    controlId: control.id,
    canMoveUp: move('up'),
    canMoveDown: move('down'),
    canChangePath: commandRule(model, { type: 'path.change', ...branch }).allowed,
    canRemovePath: commandRule(model, { type: 'path.remove', ...branch }).allowed,
  };
}

export function samePlace(a: BranchPlace | null, b: BranchPlace | null): boolean {
  if (a === null || b === null) return a === b;
  return (
    a.controlId === b.controlId &&
    a.canMoveUp === b.canMoveUp &&
    a.canMoveDown === b.canMoveDown &&
    a.canChangePath === b.canChangePath &&
    a.canRemovePath === b.canRemovePath
  );
}
