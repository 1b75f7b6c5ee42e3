import { UNKNOWN_PROCESS_ID } from '../../ids.js';
import type { Step } from '../../process-models/schemas.js';
import type { EditorModel } from '../editor-model.js';
import { findStep } from '../graph.js';
import { ALLOWED, type RuleResult, refused } from './rule-result.js';

/** The toolbar items that can be dragged onto the canvas. */
export const NEW_ITEM_TYPES = ['activity', 'control', 'subprocess'] as const;
export type NewItemType = (typeof NEW_ITEM_TYPES)[number];
/** A new item from the toolbar, or an existing step being moved. */
export type DropItem = NewItemType | { stepId: string };

type Graph = Pick<EditorModel, 'steps'>;

function withStep(model: Graph, stepId: string, rule: (step: Step) => RuleResult): RuleResult {
  const step = findStep(model.steps, stepId);
  return step ? rule(step) : refused('unknown-step');
}

/** Spec §4: activity and subprocess move; a control only with one relation; start and end never. */
export function canDrag(model: Graph, stepId: string): RuleResult {
  return withStep(model, stepId, (step) => {
    if (step.type === 'start' || step.type === 'end') return refused('fixed-step');
    if (step.type === 'control' && step.children.length !== 1) return refused('control-with-branches');
    return ALLOWED;
  });
}

/** Every step accepts a drop, but a drop on the end step is refused (nothing comes after it). */
export function canDrop(model: Graph, item: DropItem, targetId: string): RuleResult {
  if (typeof item === 'string') {
    if (!(NEW_ITEM_TYPES as readonly string[]).includes(item)) return refused('unsupported-item');
  } else {
    const drag = canDrag(model, item.stepId);
    if (!drag.allowed) return drag;
    if (item.stepId === targetId) return refused('same-step');
  }
  return withStep(model, targetId, (target) => (target.type === 'end' ? refused('drop-after-end') : ALLOWED));
}

/** Same as dragging: activity and subprocess; a control only with one relation; never start or end. */
export function canRemove(model: Graph, stepId: string): RuleResult {
  return canDrag(model, stepId);
}

export function canEdit(model: Graph, stepId: string): RuleResult {
  return withStep(model, stepId, (step) =>
    step.type === 'start' || step.type === 'end' ? refused('fixed-step') : ALLOWED,
  );
}

/** A subprocess step opens its process only when one was chosen (not the 'unknown process' placeholder). */
export function canViewSubprocess(model: Graph, stepId: string): RuleResult {
  return withStep(model, stepId, (step) => {
    if (step.type !== 'subprocess') return refused('not-a-subprocess');
    if (!step.process || step.process.id === UNKNOWN_PROCESS_ID) return refused('no-process');
    return ALLOWED;
  });
}
