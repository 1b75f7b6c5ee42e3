import type { Step } from '../../process-models/schemas.js';
import type { EditorModel } from '../editor-model.js';
import { childrenByWeight, findStep, reaches } from '../graph.js';
import { joinOf } from '../post-dominators.js';
import { ALLOWED, type RuleResult, refused } from './rule-result.js';

type Graph = Pick<EditorModel, 'steps'>;
export type BranchDirection = 'up' | 'down';

function withRelation(
  model: Graph,
  parentId: string,
  childId: string,
  rule: (parent: Step) => RuleResult,
): RuleResult {
  const parent = findStep(model.steps, parentId);
  if (!parent) return refused('unknown-step');
  if (!parent.children.some((child) => child.id === childId)) return refused('unknown-relation');
  return rule(parent);
}

const isBranchOfControl = (parent: Step) => parent.type === 'control' && parent.children.length > 1;

/**
 * Whether the relation (path) parent → child may be pointed elsewhere. Spec §4: the outgoing path of
 * an activity, subprocess or start step may change; a control has no path change of its own, but each
 * of its paths may change once it has several branches. With `newChildId`, also whether the path may
 * lead there: an existing step other than the start, the parent or a current child, from which the
 * parent cannot be reached (the model stays acyclic).
 */
export function canChangePath(
  model: Graph,
  parentId: string,
  childId: string,
  newChildId?: string,
): RuleResult {
  return withRelation(model, parentId, childId, (parent) => {
    if (parent.type === 'control' ? !isBranchOfControl(parent) : parent.type === 'end')
      return refused('no-path-change');
    if (newChildId === undefined) return ALLOWED;
    const destination = findStep(model.steps, newChildId);
    if (!destination) return refused('unknown-step');
    if (
      destination.type === 'start' ||
      destination.id === parentId ||
      parent.children.some((child) => child.id === newChildId)
    )
      return refused('invalid-destination');
    return reaches(model.steps, newChildId, parentId) ? refused('cycle') : ALLOWED;
  });
}

/** Spec §4: a path can be removed only when its parent is a control with several branches. */
export function canRemovePath(model: Graph, parentId: string, childId: string): RuleResult {
  return withRelation(model, parentId, childId, (parent) =>
    isBranchOfControl(parent) ? ALLOWED : refused('not-a-branch'),
  );
}

/** A branch moves up (earlier) or down (later) among the control's branches, if there is room. */
export function canMoveBranch(
  model: Graph,
  controlId: string,
  childId: string,
  direction: BranchDirection,
): RuleResult {
  return withRelation(model, controlId, childId, (control) => {
    if (control.type !== 'control') return refused('not-a-control');
    const order = childrenByWeight(control).map((child) => child.id);
    if (direction === 'up' && order[0] === childId) return refused('first-branch');
    if (direction === 'down' && order[order.length - 1] === childId) return refused('last-branch');
    return ALLOWED;
  });
}

/**
 * A control's block may get an empty branch (a path straight to its join point) when it has none: a
 * control with one relation has no block yet (that relation is its only, empty, path).
 */
export function canAddEmptyPath(model: Graph, controlId: string): RuleResult {
  const control = findStep(model.steps, controlId);
  if (!control) return refused('unknown-step');
  if (control.type !== 'control') return refused('not-a-control');
  const joinId = joinOf(model.steps, controlId);
  if (joinId === undefined || control.children.some((child) => child.id === joinId))
    return refused('has-empty-path');
  return ALLOWED;
}
