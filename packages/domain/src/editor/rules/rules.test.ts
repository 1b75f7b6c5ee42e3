import { describe, expect, it } from 'vitest';
import { UNKNOWN_PROCESS_ID } from '../../ids.js';
import type { Step } from '../../process-models/schemas.js';
import { sampleId, sampleModel } from '../sample-models.js';
import { canChangePath, canMoveBranch, canRemovePath } from './path-rules.js';
import { RULE_MESSAGES } from './rule-result.js';
import { canDrag, canDrop, canEdit, canRemove, canViewSubprocess } from './step-rules.js';

// s → a → c ⟨p, b⟩ → j → k (control, one relation) → e
const model = sampleModel({
  s: ['start', 'a'],
  a: ['activity', 'c'],
  c: ['control', 'p', 'b'],
  p: ['subprocess', 'j'],
  b: ['activity', 'j'],
  j: ['activity', 'k'],
  k: ['control', 'e'],
  e: ['end'],
});
const allowed = { allowed: true };
const no = (reason: keyof typeof RULE_MESSAGES) => ({ allowed: false, reason });

describe('step rules (spec §4)', () => {
  it('ED-35: activity and subprocess can be dragged, dropped on, removed and edited', () => {
    for (const id of ['a', 'p']) {
      expect(canDrag(model, id)).toEqual(allowed);
      expect(canDrop(model, 'activity', id)).toEqual(allowed);
      expect(canRemove(model, id)).toEqual(allowed);
      expect(canEdit(model, id)).toEqual(allowed);
    }
  });

  it('ED-36: a control is dragged or removed only with one relation; it accepts drops and is editable', () => {
    expect(canDrag(model, 'c')).toEqual(no('control-with-branches'));
    expect(canRemove(model, 'c')).toEqual(no('control-with-branches'));
    expect(canDrag(model, 'k')).toEqual(allowed);
    expect(canRemove(model, 'k')).toEqual(allowed);
    expect(canDrop(model, 'control', 'c')).toEqual(allowed);
    expect(canEdit(model, 'c')).toEqual(allowed);
  });

  it('ED-37: start and end are not moved, removed or edited; both accept drops', () => {
    for (const id of ['s', 'e']) {
      expect(canDrag(model, id)).toEqual(no('fixed-step'));
      expect(canRemove(model, id)).toEqual(no('fixed-step'));
      expect(canEdit(model, id)).toEqual(no('fixed-step'));
    }
    expect(canDrop(model, 'subprocess', 's')).toEqual(allowed);
  });

  it("ED-28: a drop on the end step is refused with 'Can not drop items after last element.'", () => {
    expect(canDrop(model, 'activity', 'e')).toEqual(no('drop-after-end'));
    expect(RULE_MESSAGES['drop-after-end']).toBe('Can not drop items after last element.');
  });

  it('refuses unknown steps, unknown items and a step dropped on itself', () => {
    expect(canDrag(model, 'nope')).toEqual(no('unknown-step'));
    expect(canDrop(model, 'activity', 'nope')).toEqual(no('unknown-step'));
    expect(canDrop(model, 'start' as never, 'a')).toEqual(no('unsupported-item'));
    expect(canDrop(model, { stepId: 'a' }, 'a')).toEqual(no('same-step'));
    expect(canDrop(model, { stepId: 'a' }, 'b')).toEqual(allowed);
    expect(canDrop(model, { stepId: 's' }, 'b')).toEqual(no('fixed-step'));
  });

  it('ED-40: a subprocess can be viewed only with a known process id', () => {
    expect(canViewSubprocess(model, 'p')).toEqual(no('no-process'));
    const chosen = {
      ...model,
      steps: model.steps.map(
        (step): Step =>
          step.id === 'p'
            ? { ...step, process: { id: sampleId(7), name: 'Sub', actor: step.actor, revision: 2 } }
            : step,
      ),
    };
    expect(canViewSubprocess(chosen, 'p')).toEqual(allowed);
    expect(chosen.steps.find((step) => step.id === 'p')?.process?.id).not.toBe(UNKNOWN_PROCESS_ID);
    expect(canViewSubprocess(model, 'a')).toEqual(no('not-a-subprocess'));
  });
});

describe('path rules (spec §4)', () => {
  it('ED-38: the start step, activity and subprocess have path change; a control with one relation not', () => {
    expect(canChangePath(model, 's', 'a')).toEqual(allowed);
    expect(canChangePath(model, 'a', 'c')).toEqual(allowed);
    expect(canChangePath(model, 'p', 'j')).toEqual(allowed);
    expect(canChangePath(model, 'k', 'e')).toEqual(no('no-path-change'));
  });

  it('ED-39: a path is removed or changed only when its parent is a control with several branches', () => {
    expect(canRemovePath(model, 'c', 'p')).toEqual(allowed);
    expect(canChangePath(model, 'c', 'p')).toEqual(allowed);
    expect(canRemovePath(model, 'k', 'e')).toEqual(no('not-a-branch'));
    expect(canRemovePath(model, 'a', 'c')).toEqual(no('not-a-branch'));
    expect(canRemovePath(model, 'a', 'j')).toEqual(no('unknown-relation'));
  });

  it('a changed path may not lead back (cycle), to the start, to the parent or to a current child', () => {
    expect(canChangePath(model, 'j', 'k', 'a')).toEqual(no('cycle'));
    expect(canChangePath(model, 'j', 'k', 's')).toEqual(no('invalid-destination'));
    expect(canChangePath(model, 'j', 'k', 'j')).toEqual(no('invalid-destination'));
    expect(canChangePath(model, 'c', 'p', 'b')).toEqual(no('invalid-destination'));
    expect(canChangePath(model, 'c', 'p', 'x')).toEqual(no('unknown-step'));
    expect(canChangePath(model, 'j', 'k', 'e')).toEqual(allowed);
  });

  it('a branch moves up only if not first and down only if not last', () => {
    expect(canMoveBranch(model, 'c', 'p', 'up')).toEqual(no('first-branch'));
    expect(canMoveBranch(model, 'c', 'p', 'down')).toEqual(allowed);
    expect(canMoveBranch(model, 'c', 'b', 'down')).toEqual(no('last-branch'));
    expect(canMoveBranch(model, 'c', 'b', 'up')).toEqual(allowed);
    expect(canMoveBranch(model, 'a', 'c', 'up')).toEqual(no('not-a-control'));
  });
});
