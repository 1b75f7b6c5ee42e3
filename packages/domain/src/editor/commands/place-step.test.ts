import { describe, expect, it } from 'vitest';
import { revertChange } from '../change.js';
import { EditorError } from '../editor-error.js';
import type { EditorModel } from '../editor-model.js';
import { checkInvariants } from '../invariants.js';
import { joinOf } from '../post-dominators.js';
import { sampleModel } from '../sample-models.js';
import type { EditorCommand } from './handlers.js';
import { commandRule, runCommand } from './run-command.js';

// s → a → c ⟨b, (empty)⟩ → j → e; and a nested block: c2 ⟨x ⟨y, z⟩, w⟩ sharing the join e
const base = sampleModel({
  s: ['start', 'a'],
  a: ['activity', 'c'],
  c: ['control', 'b', 'j'],
  b: ['activity', 'j'],
  j: ['activity', 'e'],
  e: ['end'],
});
const nested = sampleModel({
  s: ['start', 'k'],
  k: ['control', 'x', 'w'],
  x: ['control', 'y', 'z'],
  y: ['activity', 'e'],
  z: ['activity', 'e'],
  w: ['activity', 'e'],
  e: ['end'],
});

function run(model: EditorModel, command: EditorCommand): EditorModel {
  const frozen = structuredClone(model);
  const result = runCommand(model, command);
  expect(model).toEqual(frozen);
  expect(checkInvariants(result.model.steps)).toBeNull();
  expect(revertChange(result.model, result.change)).toEqual(model);
  return result.model;
}
const childIds = (model: EditorModel, id: string) =>
  model.steps.find((step) => step.id === id)?.children.map((child) => child.id);
const reason = (model: EditorModel, command: EditorCommand) => {
  try {
    runCommand(model, command);
  } catch (error) {
    if (error instanceof EditorError) return error.reason;
    throw error;
  }
  return 'not refused';
};

describe('step.insert-at on a path', () => {
  it('takes the place of the relation: parent → new step → child, at the relation’s weight', () => {
    const model = run(base, {
      type: 'step.insert-at',
      item: 'activity',
      place: { parentId: 'c', childId: 'b' },
      newStepId: 'n',
    });
    expect(model.steps.find((step) => step.id === 'c')?.children).toEqual([
      { id: 'n', weight: 1 },
      { id: 'j', weight: 2 },
    ]);
    expect(childIds(model, 'n')).toEqual(['b']);
  });

  it('fills an empty branch: the control’s relation to its join point', () => {
    const model = run(base, {
      type: 'step.insert-at',
      item: 'subprocess',
      place: { parentId: 'c', childId: 'j' },
      newStepId: 'n',
    });
    expect(childIds(model, 'c')).toEqual(['b', 'n']);
    expect(childIds(model, 'n')).toEqual(['j']);
    expect(joinOf(model.steps, 'c')).toBe('j');
  });

  it('takes the path into the end step', () => {
    const model = run(base, {
      type: 'step.insert-at',
      item: 'control',
      place: { parentId: 'j', childId: 'e' },
      newStepId: 'n',
    });
    expect(childIds(model, 'j')).toEqual(['n']);
    expect(childIds(model, 'n')).toEqual(['e']);
  });

  it('refuses a path that does not exist and an unknown parent', () => {
    expect(
      reason(base, {
        type: 'step.insert-at',
        item: 'activity',
        place: { parentId: 'a', childId: 'b' },
        newStepId: 'n',
      }),
    ).toBe('unknown-relation');
    expect(
      reason(base, {
        type: 'step.insert-at',
        item: 'activity',
        place: { parentId: 'q', childId: 'b' },
        newStepId: 'n',
      }),
    ).toBe('unknown-step');
  });
});

describe('step.insert-at after a block', () => {
  it('every branch of the block now leads to the new step, and it to the old join point', () => {
    const model = run(base, {
      type: 'step.insert-at',
      item: 'activity',
      place: { afterBlockOf: 'c' },
      newStepId: 'n',
    });
    expect(childIds(model, 'b')).toEqual(['n']);
    expect(childIds(model, 'c')).toEqual(['b', 'n']); // the empty branch too
    expect(childIds(model, 'n')).toEqual(['j']);
    expect(joinOf(model.steps, 'c')).toBe('n');
  });

  it('after an inner block that shares its join point, only the inner branches move', () => {
    const model = run(nested, {
      type: 'step.insert-at',
      item: 'activity',
      place: { afterBlockOf: 'x' },
      newStepId: 'n',
    });
    expect(childIds(model, 'y')).toEqual(['n']);
    expect(childIds(model, 'z')).toEqual(['n']);
    expect(childIds(model, 'w')).toEqual(['e']);
    expect(joinOf(model.steps, 'x')).toBe('n');
    expect(joinOf(model.steps, 'k')).toBe('e');
    const outer = run(nested, {
      type: 'step.insert-at',
      item: 'activity',
      place: { afterBlockOf: 'k' },
      newStepId: 'n',
    });
    expect(['y', 'z', 'w'].map((id) => childIds(outer, id))).toEqual([['n'], ['n'], ['n']]);
    expect(childIds(outer, 'n')).toEqual(['e']);
  });

  it('refuses a step that is not a control', () => {
    expect(
      reason(base, {
        type: 'step.insert-at',
        item: 'activity',
        place: { afterBlockOf: 'a' },
        newStepId: 'n',
      }),
    ).toBe('not-a-control');
  });
});

describe('step.move-to', () => {
  it('moves a step into an empty branch, keeping its id and name', () => {
    const model = run(base, { type: 'step.move-to', stepId: 'a', place: { parentId: 'c', childId: 'j' } });
    expect(childIds(model, 's')).toEqual(['c']);
    expect(childIds(model, 'c')).toEqual(['b', 'a']);
    expect(childIds(model, 'a')).toEqual(['j']);
    expect(model.steps.find((step) => step.id === 'a')?.name).toBe('a');
  });

  it('moves a step from a branch to after its block', () => {
    const model = run(base, { type: 'step.move-to', stepId: 'b', place: { afterBlockOf: 'c' } });
    expect(childIds(model, 'c')).toEqual(['b']); // the emptied branch and the empty one are one relation now
    expect(childIds(model, 'b')).toEqual(['j']);
  });

  it('refuses the place the step has already, itself, and steps that do not move', () => {
    const query = (stepId: string, place: { parentId: string; childId: string } | { afterBlockOf: string }) =>
      commandRule(base, { type: 'step.move-to', stepId, place });
    expect(query('a', { parentId: 's', childId: 'a' })).toEqual({ allowed: false, reason: 'same-place' });
    expect(query('a', { parentId: 'a', childId: 'c' })).toEqual({ allowed: false, reason: 'same-place' });
    expect(query('j', { afterBlockOf: 'c' })).toEqual({ allowed: false, reason: 'same-place' });
    expect(query('c', { afterBlockOf: 'c' })).toEqual({ allowed: false, reason: 'control-with-branches' });
    expect(query('s', { parentId: 'j', childId: 'e' })).toEqual({ allowed: false, reason: 'fixed-step' });
    expect(query('b', { parentId: 'j', childId: 'e' })).toEqual({ allowed: true });
  });
});
