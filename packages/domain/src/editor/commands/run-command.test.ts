import { describe, expect, it } from 'vitest';
import { sampleModel } from '../sample-models.js';
import { COMMAND_HANDLERS, COMMAND_TYPES } from './handlers.js';
import { commandRule } from './run-command.js';

// s → a → c ⟨b, (empty)⟩ → e
const base = sampleModel({
  s: ['start', 'a'],
  a: ['activity', 'c'],
  c: ['control', 'b', 'e'],
  b: ['activity', 'e'],
  e: ['end'],
});

describe('commandRule', () => {
  it('answers for any command with the rule the command stack asks, and refuses an unknown type', () => {
    expect(commandRule(base, { type: 'step.remove', stepId: 'c' })).toEqual({
      allowed: false,
      reason: 'control-with-branches',
    });
    expect(commandRule(base, { type: 'step.insert', item: 'activity', targetId: 'e' })).toEqual({
      allowed: false,
      reason: 'drop-after-end',
    });
    expect(commandRule(base, { type: 'step.move', stepId: 'a', targetId: 'b' })).toEqual({ allowed: true });
    expect(commandRule(base, { type: 'layout.rotate' } as never)).toEqual({
      allowed: false,
      reason: 'unsupported-action',
    });
  });

  it('a query leaves out what its rule does not need: whether a step is editable, a path changeable', () => {
    expect(commandRule(base, { type: 'step.update', stepId: 's' })).toEqual({
      allowed: false,
      reason: 'fixed-step',
    });
    expect(commandRule(base, { type: 'step.update', stepId: 'a' })).toEqual({ allowed: true });
    expect(commandRule(base, { type: 'path.change', parentId: 'a', childId: 'c' })).toEqual({
      allowed: true,
    });
    expect(commandRule(base, { type: 'path.change', parentId: 'b', childId: 'e', newChildId: 'a' })).toEqual({
      allowed: false,
      reason: 'cycle',
    });
  });

  it('the command list derives from the handlers, one type each', () => {
    expect([...COMMAND_TYPES].sort()).toEqual(COMMAND_HANDLERS.map((handler) => handler.type).sort());
    expect(new Set(COMMAND_TYPES).size).toBe(COMMAND_TYPES.length);
  });
});
