import { describe, expect, it } from 'vitest';
import { GLOBAL_PROCESS_MODEL_ID } from '../../ids.js';
import type { InformationGroup } from '../../process-models/information-groups/group-schema.js';
import { revertChange } from '../change.js';
import { executeCommand, openEditor, redoCommand, undoCommand } from '../command-stack.js';
import { EditorError } from '../editor-error.js';
import type { EditorModel } from '../editor-model.js';
import { canHaveInformation, stepGroups } from '../rules/information-rules.js';
import { sampleModel } from '../sample-models.js';
import type { EditorCommand } from './handlers.js';
import { runCommand } from './run-command.js';

// s → a → c ⟨b, d⟩ → e
const graph = sampleModel({
  s: ['start', 'a'],
  a: ['activity', 'c'],
  c: ['control', 'b', 'd'],
  b: ['activity', 'e'],
  d: ['subprocess', 'e'],
  e: ['end'],
});

const group = (id: string, stepId: string, fields: Partial<InformationGroup> = {}): InformationGroup => ({
  id,
  stepId,
  name: id,
  description: '',
  output: GLOBAL_PROCESS_MODEL_ID,
  inputs: [],
  ...fields,
});

const base: EditorModel = { ...graph, groups: [group('g1', 'a'), group('g2', 'b'), group('g3', 'a')] };

const setGroups = (stepId: string, groups: InformationGroup[]): EditorCommand => ({
  type: 'step.set-groups',
  stepId,
  groups,
});

function run(model: EditorModel, command: EditorCommand): EditorModel {
  const frozen = structuredClone(model);
  const result = runCommand(model, command);
  expect(model).toEqual(frozen);
  expect(revertChange(result.model, result.change)).toEqual(model);
  return result.model;
}

function refusal(model: EditorModel, command: EditorCommand) {
  try {
    runCommand(model, command);
  } catch (error) {
    if (error instanceof EditorError) return error.reason;
    throw error;
  }
  throw new Error('not refused');
}

describe('step.set-groups', () => {
  it('IO-16: Finish replaces all groups of the step and leaves other steps’ groups alone', () => {
    const model = run(base, setGroups('a', [group('g4', 'a', { name: 'New' })]));
    expect(stepGroups(model, 'a').map((g) => g.id)).toEqual(['g4']);
    expect(stepGroups(model, 'b').map((g) => g.id)).toEqual(['g2']);
    expect(model.steps).toBe(base.steps);
  });

  it('IO-16: an empty set removes every group of the step', () => {
    const model = run(base, setGroups('a', []));
    expect(model.groups.map((g) => g.id)).toEqual(['g2']);
  });

  it('IO-11: each group keeps its fields and gets the step as its stepId', () => {
    const model = run(base, setGroups('c', [group('g5', 'other', { description: 'd', inputs: ['i1'] })]));
    expect(stepGroups(model, 'c')).toEqual([
      {
        id: 'g5',
        stepId: 'c',
        name: 'g5',
        description: 'd',
        output: GLOBAL_PROCESS_MODEL_ID,
        inputs: ['i1'],
      },
    ]);
  });

  it('IO-12, IO-14: groups are stored normalised: no output is the global id, inputs once each', () => {
    const model = run(base, setGroups('d', [group('g6', 'd', { output: null, inputs: ['i1', 'i2', 'i1'] })]));
    expect(stepGroups(model, 'd')[0]).toMatchObject({
      output: GLOBAL_PROCESS_MODEL_ID,
      inputs: ['i1', 'i2'],
    });
  });

  it('one undo brings the old groups back exactly; redo applies the new set again', () => {
    const first = openEditor(base);
    const { state, result } = executeCommand(first, setGroups('a', [group('g4', 'a')]));
    expect(result.ok).toBe(true);
    const undone = undoCommand(state);
    expect(undone.model).toEqual(base);
    expect(undone.model.groups).toBe(base.groups);
    expect(redoCommand(undone).model).toEqual(state.model);
  });

  it('is refused on the start and end steps, an unknown step and a group id another step uses', () => {
    expect(canHaveInformation(base, 's').allowed).toBe(false);
    expect(canHaveInformation(base, 'c').allowed).toBe(true);
    expect(refusal(base, setGroups('s', []))).toBe('fixed-step');
    expect(refusal(base, setGroups('e', []))).toBe('fixed-step');
    expect(refusal(base, setGroups('x', []))).toBe('unknown-step');
    expect(refusal(base, setGroups('a', [group('g2', 'a')]))).toBe('duplicate-group');
    expect(refusal(base, setGroups('a', [group('g9', 'a'), group('g9', 'a')]))).toBe('duplicate-group');
    // The step's own ids may be used again.
    expect(run(base, setGroups('a', [group('g3', 'a'), group('g1', 'a')])).groups.map((g) => g.id)).toEqual([
      'g2',
      'g3',
      'g1',
    ]);
  });

  it('a refused Finish leaves the state as it was', () => {
    const first = openEditor(base);
    const next = executeCommand(first, setGroups('s', [group('g4', 's')]));
    expect(next.result.ok).toBe(false);
    expect(next.state).toBe(first);
  });
});
