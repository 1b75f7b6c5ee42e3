import type { EditorModel } from '../editor-model.js';
import { findStep } from '../graph.js';
import { joinOf } from '../post-dominators.js';
import { ALLOWED, type RuleResult, refused } from './rule-result.js';
import { canDrag, type DropItem, NEW_ITEM_TYPES } from './step-rules.js';

/**
 * A place in the flow between steps, where a dropped step goes: on the path (relation) parent → child,
 * or after the block of a control, where its branches have joined, just before its join point.
 */
export type FlowPlace = { parentId: string; childId: string } | { afterBlockOf: string };

type Graph = Pick<EditorModel, 'steps'>;

export function isAfterBlock(place: FlowPlace): place is { afterBlockOf: string } {
  return 'afterBlockOf' in place;
}

/** The two steps a place lies between: the path's ends, or the control and its join point. */
export function placeEnds(model: Graph, place: FlowPlace): { before: string; after: string | undefined } {
  if (!isAfterBlock(place)) return { before: place.parentId, after: place.childId };
  return { before: place.afterBlockOf, after: joinOf(model.steps, place.afterBlockOf) };
}

function placeExists(model: Graph, place: FlowPlace): RuleResult {
  if (isAfterBlock(place)) {
    const control = findStep(model.steps, place.afterBlockOf);
    if (!control) return refused('unknown-step');
    if (control.type !== 'control') return refused('not-a-control');
    return joinOf(model.steps, control.id) === undefined ? refused('unknown-relation') : ALLOWED;
  }
  const parent = findStep(model.steps, place.parentId);
  if (!parent) return refused('unknown-step');
  return parent.children.some((child) => child.id === place.childId) ? ALLOWED : refused('unknown-relation');
}

/**
 * Whether an item may be dropped on a place in the flow. Any place takes a new item, the path into the
 * end step included. A step being moved must be movable, and the place must not be where it is
 * already (a path into or out of it, or after the block it is the join point of).
 */
export function canDropAt(model: Graph, item: DropItem, place: FlowPlace): RuleResult {
  if (typeof item === 'string') {
    if (!(NEW_ITEM_TYPES as readonly string[]).includes(item)) return refused('unsupported-item');
    return placeExists(model, place);
  }
  const drag = canDrag(model, item.stepId);
  if (!drag.allowed) return drag;
  const exists = placeExists(model, place);
  if (!exists.allowed) return exists;
  const { before, after } = placeEnds(model, place);
  if (isAfterBlock(place) && before === item.stepId) return refused('same-step');
  return before === item.stepId || after === item.stepId ? refused('same-place') : ALLOWED;
}
