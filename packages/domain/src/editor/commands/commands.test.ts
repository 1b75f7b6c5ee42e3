import { describe, expect, it } from 'vitest';
import { UNKNOWN_PROCESS_ID } from '../../ids.js';
import { NO_PROCESS, NO_ROLE } from '../../process-models/model-constants.js';
import type { Step } from '../../process-models/schemas.js';
import { revertChange } from '../change.js';
import { EditorError } from '../editor-error.js';
import type { EditorModel } from '../editor-model.js';
import { checkInvariants } from '../invariants.js';
import { PLACEHOLDER_NAME } from '../new-model.js';
import { sampleModel } from '../sample-models.js';
import type { EditorCommand } from './handlers.js';
import { renumberBranches } from './move-branch.js';
import { runCommand } from './run-command.js';

// s → a → c ⟨b, d⟩ → j → e
const base = sampleModel({
  s: ['start', 'a'],
  a: ['activity', 'c'],
  c: ['control', 'b', 'd'],
  b: ['activity', 'j'],
  d: ['subprocess', 'j'],
  j: ['activity', 'e'],
  e: ['end'],
});

function run(model: EditorModel, command: EditorCommand): EditorModel {
  const frozen = structuredClone(model);
  const result = runCommand(model, command);
  expect(model).toEqual(frozen); // never mutates its input
  expect(checkInvariants(result.model.steps)).toBeNull();
  expect(revertChange(result.model, result.change)).toEqual(model); // one undo reverts the gesture
  return result.model;
}
const step = (model: EditorModel, id: string) => model.steps.find((candidate) => candidate.id === id) as Step;
const children = (model: EditorModel, id: string) => step(model, id).children;
const refusal = (model: EditorModel, command: EditorCommand) => {
  try {
    runCommand(model, command);
  } catch (error) {
    if (error instanceof EditorError)
      return { code: error.code, reason: error.reason, message: error.message };
    throw error;
  }
  throw new Error('not refused');
};

describe('step.insert', () => {
  it('ED-29: the new step goes after the target and takes over its successors', () => {
    const model = run(base, { type: 'step.insert', item: 'activity', targetId: 'a', newStepId: 'n' });
    expect(children(model, 'a')).toEqual([{ id: 'n', weight: 1 }]);
    expect(step(model, 'n')).toEqual({
      id: 'n',
      name: PLACEHOLDER_NAME,
      type: 'activity',
      children: [{ id: 'c', weight: 1 }],
      actor: NO_ROLE,
    });
    expect(model.steps.at(-1)?.id).toBe('n');
  });

  it('ED-31: a new subprocess step gets the placeholder process; a new control has no operator (JUDGE)', () => {
    const sub = run(base, { type: 'step.insert', item: 'subprocess', targetId: 's', newStepId: 'n' });
    expect(step(sub, 'n').process).toEqual(NO_PROCESS);
    expect(step(sub, 'n').process?.id).toBe(UNKNOWN_PROCESS_ID);
    const control = run(base, { type: 'step.insert', item: 'control', targetId: 'j', newStepId: 'n' });
    expect(step(control, 'n')).not.toHaveProperty('operator');
    expect(children(control, 'n')).toEqual([{ id: 'e', weight: 1 }]);
  });

  it('ED-30: a drop on a control adds a new last branch leading to the join point', () => {
    const model = run(base, { type: 'step.insert', item: 'activity', targetId: 'c', newStepId: 'n' });
    expect(children(model, 'c')).toEqual([
      { id: 'b', weight: 1 },
      { id: 'd', weight: 2 },
      { id: 'n', weight: 3 },
    ]);
    expect(children(model, 'n')).toEqual([{ id: 'j', weight: 1 }]);
  });

  it('a drop on a control with one relation adds a branch beside the empty one, to its successor', () => {
    const one = sampleModel({ s: ['start', 'k'], k: ['control', 'a'], a: ['activity', 'e'], e: ['end'] });
    const model = run(one, { type: 'step.insert', item: 'subprocess', targetId: 'k', newStepId: 'n' });
    expect(children(model, 'k')).toEqual([
      { id: 'a', weight: 1 },
      { id: 'n', weight: 2 },
    ]);
    expect(children(model, 'n')).toEqual([{ id: 'a', weight: 1 }]);
  });

  it('a new block keeps no empty branch: its second branch takes the place of the empty path', () => {
    // A new control has one relation; the first drop gives its block a branch and an empty path that
    // marks where the block ends; the second drop marks that too, so the empty path goes.
    const fresh = run(base, { type: 'step.insert', item: 'control', targetId: 'j', newStepId: 'k' });
    const first = run(fresh, { type: 'step.insert', item: 'activity', targetId: 'k', newStepId: 'n1' });
    expect(children(first, 'k')).toEqual([
      { id: 'e', weight: 1 },
      { id: 'n1', weight: 2 },
    ]);
    const second = run(first, { type: 'step.insert', item: 'activity', targetId: 'k', newStepId: 'n2' });
    expect(children(second, 'k')).toEqual([
      { id: 'n1', weight: 2 },
      { id: 'n2', weight: 3 },
    ]);
    expect(children(second, 'n2')).toEqual([{ id: 'e', weight: 1 }]);
    // A third drop adds a third branch; an empty path added on purpose stays beside two branches.
    const third = run(second, { type: 'step.insert', item: 'activity', targetId: 'k', newStepId: 'n3' });
    expect(children(third, 'k').map((child) => child.id)).toEqual(['n1', 'n2', 'n3']);
    const skip = run(second, { type: 'path.add-empty', controlId: 'k' });
    const kept = run(skip, { type: 'step.insert', item: 'activity', targetId: 'k', newStepId: 'n3' });
    expect(children(kept, 'k').map((child) => child.id)).toEqual(['n1', 'n2', 'e', 'n3']);
    // A step moved onto the control counts as a drop too.
    const moved = run(first, { type: 'step.move', stepId: 'a', targetId: 'k' });
    expect(children(moved, 'k').map((child) => child.id)).toEqual(['n1', 'a']);
  });

  it("ED-28: is refused on the end step with 'Can not drop items after last element.'", () => {
    expect(refusal(base, { type: 'step.insert', item: 'activity', targetId: 'e', newStepId: 'n' })).toEqual({
      code: 'not-allowed',
      reason: 'drop-after-end',
      message: 'Can not drop items after last element.',
    });
  });

  it('ED-52: refuses a duplicate step id and an unsupported step type', () => {
    expect(refusal(base, { type: 'step.insert', item: 'activity', targetId: 'a', newStepId: 'b' }).code).toBe(
      'duplicate-step',
    );
    expect(
      refusal(base, { type: 'step.insert', item: 'end' as never, targetId: 'a', newStepId: 'n' }).code,
    ).toBe('not-allowed');
  });
});

describe('step.remove', () => {
  it('ED-32: parents are reconnected to the successors', () => {
    const model = run(base, { type: 'step.remove', stepId: 'a' });
    expect(children(model, 's')).toEqual([{ id: 'c', weight: 1 }]);
    expect(model.steps.map((candidate) => candidate.id)).toEqual(['s', 'c', 'b', 'd', 'j', 'e']);
  });

  it('ED-32: a duplicate relation is dropped, keeping the first relation and its weight', () => {
    const model = run(base, { type: 'step.remove', stepId: 'b' });
    expect(children(model, 'c')).toEqual([
      { id: 'j', weight: 1 },
      { id: 'd', weight: 2 },
    ]);
    const again = run(model, { type: 'step.remove', stepId: 'd' });
    expect(children(again, 'c')).toEqual([{ id: 'j', weight: 1 }]);
  });

  it('removes the groups of the step, and its undo brings them back in place', () => {
    const group = (id: string, stepId: string) => ({
      id,
      stepId,
      name: id,
      description: '',
      output: null,
      inputs: [],
    });
    const withGroups = { ...base, groups: [group('g1', 'b'), group('g2', 'a'), group('g3', 'b')] };
    const model = run(withGroups, { type: 'step.remove', stepId: 'b' });
    expect(model.groups.map((candidate) => candidate.id)).toEqual(['g2']);
  });

  it('ED-36, ED-37: refuses a control with several relations, the start and the end', () => {
    expect(refusal(base, { type: 'step.remove', stepId: 'c' }).reason).toBe('control-with-branches');
    expect(refusal(base, { type: 'step.remove', stepId: 's' }).reason).toBe('fixed-step');
    expect(refusal(base, { type: 'step.remove', stepId: 'e' }).reason).toBe('fixed-step');
    expect(refusal(base, { type: 'step.remove', stepId: 'x' }).reason).toBe('unknown-step');
  });
});

describe('step.move', () => {
  it('takes the step out of the flow and links it in after the target, keeping its fields', () => {
    const model = run(base, { type: 'step.move', stepId: 'j', targetId: 's' });
    expect(children(model, 's')).toEqual([{ id: 'j', weight: 1 }]);
    expect(children(model, 'j')).toEqual([{ id: 'a', weight: 1 }]);
    expect(children(model, 'b')).toEqual([{ id: 'e', weight: 1 }]);
    expect(step(model, 'j').name).toBe('j');
  });

  it('onto a control whose join it was: the new branch leads to the join after it', () => {
    const model = run(base, { type: 'step.move', stepId: 'j', targetId: 'c' });
    expect(children(model, 'c').map((child) => child.id)).toEqual(['b', 'd', 'j']);
    expect(children(model, 'j')).toEqual([{ id: 'e', weight: 1 }]);
  });
});

describe('branch.move', () => {
  const three = sampleModel({
    s: ['start', 'c'],
    c: ['control', 'x', 'y', 'z'],
    x: ['activity', 'e'],
    y: ['activity', 'e'],
    z: ['activity', 'e'],
    e: ['end'],
  });

  it('ED-34, ED-33: the weight changes by 1.5, then the branches are renumbered 1..n', () => {
    const down = run(three, { type: 'branch.move', controlId: 'c', childId: 'x', direction: 'down' });
    expect(children(down, 'c')).toEqual([
      { id: 'y', weight: 1 },
      { id: 'x', weight: 2 },
      { id: 'z', weight: 3 },
    ]);
    const up = run(three, { type: 'branch.move', controlId: 'c', childId: 'z', direction: 'up' });
    expect(children(up, 'c').map((child) => child.id)).toEqual(['x', 'z', 'y']);
  });

  it('ED-33: renumbers uneven weights 1..n in weight order', () => {
    expect(
      renumberBranches([
        { id: 'a', weight: 7 },
        { id: 'b', weight: -2 },
        { id: 'c', weight: 7 },
      ]),
    ).toEqual([
      { id: 'b', weight: 1 },
      { id: 'a', weight: 2 },
      { id: 'c', weight: 3 },
    ]);
  });

  it('is refused past the first or last branch', () => {
    expect(
      refusal(three, { type: 'branch.move', controlId: 'c', childId: 'x', direction: 'up' }).reason,
    ).toBe('first-branch');
  });
});

describe('path.change and path.remove', () => {
  // s → a → c ⟨b, (empty)⟩ → j → k → e
  const withEmpty = sampleModel({
    s: ['start', 'a'],
    a: ['activity', 'c'],
    c: ['control', 'b', 'j'],
    b: ['activity', 'j'],
    j: ['activity', 'k'],
    k: ['activity', 'e'],
    e: ['end'],
  });

  it('ED-39: a branch of a control with several branches is pointed elsewhere, keeping its weight', () => {
    const model = run(withEmpty, { type: 'path.change', parentId: 'c', childId: 'j', newChildId: 'k' });
    expect(children(model, 'c')).toEqual([
      { id: 'b', weight: 1 },
      { id: 'k', weight: 2 },
    ]);
  });

  it('ED-38: the outgoing path of an activity (or the start) is pointed at a later step', () => {
    const model = run(withEmpty, { type: 'path.change', parentId: 'b', childId: 'j', newChildId: 'k' });
    expect(children(model, 'b')).toEqual([{ id: 'k', weight: 1 }]);
    expect(children(model, 'c')).toEqual(children(withEmpty, 'c'));
  });

  it('refuses a path that would make a cycle; the stack refuses one that leaves a step unreachable', () => {
    expect(refusal(base, { type: 'path.change', parentId: 'j', childId: 'e', newChildId: 'a' }).reason).toBe(
      'cycle',
    );
    const orphaned = runCommand(base, {
      type: 'path.change',
      parentId: 'c',
      childId: 'd',
      newChildId: 'j',
    }).model;
    expect(checkInvariants(orphaned.steps)?.code).toBe('unreachable');
  });

  it('path.add-empty: a block without an empty branch gets one, last, leading to its join', () => {
    const model = run(base, { type: 'path.add-empty', controlId: 'c' });
    expect(children(model, 'c')).toEqual([
      { id: 'b', weight: 1 },
      { id: 'd', weight: 2 },
      { id: 'j', weight: 3 },
    ]);
    expect(refusal(model, { type: 'path.add-empty', controlId: 'c' }).reason).toBe('has-empty-path');
    expect(refusal(withEmpty, { type: 'path.add-empty', controlId: 'c' }).reason).toBe('has-empty-path');
    expect(refusal(base, { type: 'path.add-empty', controlId: 'a' }).reason).toBe('not-a-control');
    expect(refusal(base, { type: 'path.add-empty', controlId: 'x' }).reason).toBe('unknown-step');
    // A control of one relation has no block yet: that relation is its empty path.
    const fresh = run(base, { type: 'step.insert', item: 'control', targetId: 'j', newStepId: 'k' });
    expect(refusal(fresh, { type: 'path.add-empty', controlId: 'k' }).reason).toBe('has-empty-path');
    // Removed again like any branch of a control with several (ED-39).
    expect(children(run(model, { type: 'path.remove', parentId: 'c', childId: 'j' }), 'c')).toEqual(
      children(base, 'c'),
    );
  });

  it('ED-39: removes an (empty) branch of a control with several branches', () => {
    const model = run(withEmpty, { type: 'path.remove', parentId: 'c', childId: 'j' });
    expect(children(model, 'c')).toEqual([{ id: 'b', weight: 1 }]);
    expect(refusal(model, { type: 'path.remove', parentId: 'c', childId: 'b' }).reason).toBe('not-a-branch');
    expect(refusal(model, { type: 'path.remove', parentId: 'a', childId: 'c' }).reason).toBe('not-a-branch');
  });
});

describe('step.update', () => {
  const role = { id: '00000000-0000-4000-8000-00000000abcd', name: 'Clerk' };

  it('CL-01: sets the name, cut to 200 characters, and the actor; null actor is the placeholder', () => {
    const model = run(base, {
      type: 'step.update',
      stepId: 'a',
      changes: { name: 'x'.repeat(250), actor: role },
    });
    expect(step(model, 'a').name).toHaveLength(200);
    expect(step(model, 'a').actor).toEqual(role);
    const cleared = run(model, { type: 'step.update', stepId: 'a', changes: { actor: null } });
    expect(step(cleared, 'a').actor).toEqual(NO_ROLE);
  });

  it('ED-21: a control operator; JUDGE, the default, is stored as no operator', () => {
    const parallel = run(base, { type: 'step.update', stepId: 'c', changes: { operator: 'PARALLEL' } });
    expect(step(parallel, 'c').operator).toBe('PARALLEL');
    const judge = run(parallel, { type: 'step.update', stepId: 'c', changes: { operator: 'JUDGE' } });
    expect(step(judge, 'c')).not.toHaveProperty('operator');
  });

  it('CL-09: a subprocess process; null is the unknown-process placeholder', () => {
    const process = { id: '00000000-0000-4000-8000-00000000beef', name: 'Sub', actor: NO_ROLE, revision: 3 };
    const chosen = run(base, { type: 'step.update', stepId: 'd', changes: { process } });
    expect(step(chosen, 'd').process).toEqual(process);
    const none = run(chosen, { type: 'step.update', stepId: 'd', changes: { process: null } });
    expect(step(none, 'd').process).toEqual(NO_PROCESS);
  });

  it('refuses start and end, and fields the step type does not have', () => {
    expect(refusal(base, { type: 'step.update', stepId: 's', changes: { name: 'x' } }).reason).toBe(
      'fixed-step',
    );
    expect(refusal(base, { type: 'step.update', stepId: 'a', changes: { operator: 'CHOICE' } }).reason).toBe(
      'field-not-allowed',
    );
    expect(refusal(base, { type: 'step.update', stepId: 'c', changes: { process: null } }).reason).toBe(
      'field-not-allowed',
    );
  });
});

it('ED-52: an unknown command type is an unsupported toolbar action', () => {
  expect(refusal(base, { type: 'step.explode' } as never).code).toBe('unsupported-toolbar-action');
});
