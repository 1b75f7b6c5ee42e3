import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { executeCommand, openEditor } from '../../editor/command-stack.js';
import type { EditorCommand } from '../../editor/commands/handlers.js';
import { newProcessModel } from '../../editor/new-model.js';
import { sampleId } from '../../editor/sample-models.js';
import { GLOBAL_PROCESS_MODEL_ID } from '../../ids.js';
import type { ProcessModelInput, Step } from '../schemas.js';
import { compareModels, reverseDifference } from './compare-models.js';
import { type DifferenceSide, type StepMark, stepMarks } from './step-marks.js';

type Model = ProcessModelInput;
const first = newProcessModel({ modelId: sampleId(100), startId: sampleId(1), endId: sampleId(2) });
const CLERK = { id: sampleId(901), name: 'Clerk' };

const edit = fc.record({
  kind: fc.constantFrom('insert', 'insert', 'insert', 'remove', 'name', 'actor', 'move', 'group'),
  at: fc.nat(),
  to: fc.nat(),
  item: fc.constantFrom('activity', 'control', 'subprocess'),
});
type Edit = typeof edit extends fc.Arbitrary<infer T> ? T : never;

/** One edit of the editor on a step other than the end (some are refused by its rules; the model stays). */
function command(model: Model, next: Edit, fresh: number): EditorCommand {
  const steps = model.steps.filter((each) => each.type !== 'end');
  const step = (n: number) => steps[n % steps.length] as Step;
  const { id } = step(next.at);
  switch (next.kind) {
    case 'insert':
      return {
        type: 'step.insert',
        item: next.item as 'activity',
        targetId: id,
        newStepId: sampleId(1000 + fresh),
      };
    case 'remove':
      return { type: 'step.remove', stepId: id };
    case 'name':
      return { type: 'step.update', stepId: id, changes: { name: `Step ${fresh}` } };
    case 'actor':
      return { type: 'step.update', stepId: id, changes: { actor: next.to % 2 === 0 ? CLERK : null } };
    case 'move':
      return { type: 'step.move', stepId: id, targetId: step(next.to).id };
    default: {
      const group = {
        id: sampleId(5000 + fresh),
        stepId: id,
        name: 'Papers',
        description: '',
        output: GLOBAL_PROCESS_MODEL_ID,
        inputs: [],
      };
      const others = model.groups.filter((each) => each.stepId === id);
      return { type: 'step.set-groups', stepId: id, groups: next.to % 2 === 0 ? [...others, group] : [] };
    }
  }
}

function grow(model: Model, edits: readonly Edit[], offset: number): Model {
  let state = openEditor(model);
  edits.forEach((next, index) => {
    state = executeCommand(state, command(state.model, next, offset + index)).state;
  });
  return state.model;
}

const edits = (max: number) => fc.array(edit, { minLength: 1, maxLength: max, size: 'max' });
const aModel = edits(30).map((list) => grow(first, list, 0));
/** A model and a later version of it, or two models grown apart (they share start, end and some ids). */
const twoVersions = fc.oneof(
  fc.tuple(aModel, edits(10)).map(([model, later]) => [model, grow(model, later, 200)] as const),
  fc.tuple(aModel, aModel),
);

const ids = (model: Model) => new Map(model.steps.map((step) => [step.id, step.type]));
const withMark = (marks: Map<string, StepMark>, mark: StepMark) =>
  [...marks].filter(([, each]) => each === mark).map(([id]) => id);

describe('stepMarks properties', () => {
  it('a model against itself marks nothing', () => {
    fc.assert(
      fc.property(aModel, (model) => {
        const difference = compareModels(model, structuredClone(model));
        expect(stepMarks(difference, 'before').size + stepMarks(difference, 'after').size).toBe(0);
      }),
      { numRuns: 100 },
    );
  });

  it('added steps are the newer’s only, removed the older’s only, changed ones both have; each side marks only its own steps', () => {
    fc.assert(
      fc.property(twoVersions, ([before, after]) => {
        const difference = compareModels(before, after);
        const sides = { before: stepMarks(difference, 'before'), after: stepMarks(difference, 'after') };
        const steps = { before: ids(before), after: ids(after) };
        const common = (id: string) => steps.before.get(id) === steps.after.get(id);
        for (const id of withMark(sides.after, 'added'))
          expect(common(id) || !steps.after.has(id)).toBe(false);
        for (const id of withMark(sides.before, 'removed'))
          expect(common(id) || !steps.before.has(id)).toBe(false);
        expect(withMark(sides.after, 'removed')).toEqual([]);
        expect(withMark(sides.before, 'added')).toEqual([]);
        for (const side of ['before', 'after'] as const)
          for (const id of sides[side].keys()) expect(steps[side].has(id)).toBe(true);
        const changed = (side: DifferenceSide) => new Set(withMark(sides[side], 'changed'));
        expect(changed('before')).toEqual(changed('after'));
        for (const id of changed('after')) expect(common(id)).toBe(true);
        // Every step a change names is marked on each side that has it.
        for (const change of difference.changes)
          if ('step' in change)
            for (const side of ['before', 'after'] as const)
              if (change.step.name[side] !== null) expect(sides[side].has(change.step.id)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('the marks of the difference reversed are the other side’s, added and removed exchanged', () => {
    const swap = (marks: Map<string, StepMark>) =>
      new Map(
        [...marks].map(([id, mark]) => [
          id,
          mark === 'added' ? 'removed' : mark === 'removed' ? 'added' : mark,
        ]),
      );
    fc.assert(
      fc.property(twoVersions, ([before, after]) => {
        const difference = compareModels(before, after);
        const reversed = reverseDifference(difference);
        expect(stepMarks(reversed, 'before')).toEqual(swap(stepMarks(difference, 'after')));
        expect(stepMarks(reversed, 'after')).toEqual(swap(stepMarks(difference, 'before')));
      }),
      { numRuns: 200 },
    );
  });
});
