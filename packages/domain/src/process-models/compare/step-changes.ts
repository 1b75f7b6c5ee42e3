import { childrenByWeight } from '../../editor/graph.js';
import { UNKNOWN_PROCESS_ID } from '../../ids.js';
import { type ControlOperator, DEFAULT_CONTROL_OPERATOR, roleOrNone } from '../model-constants.js';
import type { Step } from '../schemas.js';
import type { DifferenceItem, StepLabel, StepPlace, SubprocessSummary } from './difference-schema.js';
import { type ModelVersion, stepLabel, type Versions } from './model-version.js';
import { movedSteps } from './moved-steps.js';

/** The changes of steps: added, removed, renamed, moved, branches, actor, operator, subprocess. */
export function stepChanges(versions: Versions): DifferenceItem[] {
  const { before, after } = versions;
  const changes: DifferenceItem[] = [];
  for (const id of before.steps.keys())
    if (!versions.isCommon(id))
      changes.push({ kind: 'step-removed', step: versions.reference(id, 'before') });
  for (const id of after.steps.keys())
    if (!versions.isCommon(id)) changes.push({ kind: 'step-added', step: versions.reference(id, 'after') });
  const common = versions.commonIds();
  const moved = movedSteps(before.model.steps, after.model.steps, common, (id) => {
    const type = before.steps.get(id)?.type;
    return type === 'start' || type === 'end';
  });
  for (const id of common) {
    const a = before.steps.get(id) as Step;
    const b = after.steps.get(id) as Step;
    const step = versions.reference(id, 'after');
    if (a.name !== b.name) changes.push({ kind: 'step-renamed', step, before: a.name, after: b.name });
    if (moved.has(id))
      changes.push({ kind: 'step-moved', step, before: placeOf(before, a), after: placeOf(after, b) });
    const branches = branchOrders(before, a, after, b);
    if (branches) changes.push({ kind: 'branches-reordered', step, ...branches });
    const actors = { before: roleOrNone(a.actor), after: roleOrNone(b.actor) };
    if (actors.before?.id !== actors.after?.id) changes.push({ kind: 'actor-changed', step, ...actors });
    if (a.type === 'control' && operator(a) !== operator(b))
      changes.push({ kind: 'operator-changed', step, before: operator(a), after: operator(b) });
    const processes = { before: subprocess(a), after: subprocess(b) };
    if (a.type === 'subprocess' && !sameProcess(processes.before, processes.after))
      changes.push({ kind: 'subprocess-changed', step, ...processes });
  }
  return changes;
}

function operator(step: Step): ControlOperator {
  return step.operator ?? DEFAULT_CONTROL_OPERATOR;
}

function subprocess(step: Step): SubprocessSummary {
  const process = step.process;
  if (!process || process.id === UNKNOWN_PROCESS_ID) return null;
  return { id: process.id, name: process.name, revision: process.revision };
}

/**
 * Another process, or another revision of it: saving and publishing record the revision a subprocess
 * step opens, so a later one is a change of what the model shows. Its name alone is not.
 */
function sameProcess(a: SubprocessSummary, b: SubprocessSummary): boolean {
  return a?.id === b?.id && a?.revision === b?.revision;
}

function placeOf(version: ModelVersion, step: Step): StepPlace {
  const rank = (id: string) => version.rank.get(id) ?? Number.MAX_SAFE_INTEGER;
  const parents = [...new Set(version.parents.get(step.id))].sort((x, y) => rank(x) - rank(y));
  return {
    predecessors: parents.map((id) => stepLabel(version, id)),
    successors: branches(step).map((id) => stepLabel(version, id)),
  };
}

function branches(step: Step): string[] {
  return [...new Set(childrenByWeight(step).map((child) => child.id))];
}

/**
 * The branches of a control in each version, when the branches both versions have come in another
 * order (a branch moved up or down). A branch is known by the step it leads to first.
 */
function branchOrders(
  before: ModelVersion,
  a: Step,
  after: ModelVersion,
  b: Step,
): { before: StepLabel[]; after: StepLabel[] } | undefined {
  if (a.type !== 'control') return undefined;
  const first = branches(a);
  const second = branches(b);
  const inFirst = new Set(first);
  const inSecond = new Set(second);
  const order = first.filter((id) => inSecond.has(id));
  const otherOrder = second.filter((id) => inFirst.has(id));
  if (order.every((id, at) => otherOrder[at] === id)) return undefined;
  return {
    before: first.map((id) => stepLabel(before, id)),
    after: second.map((id) => stepLabel(after, id)),
  };
}
