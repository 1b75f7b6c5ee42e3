import { describe, expect, it } from 'vitest';
import type { StepType } from '../model-constants.js';
import { compareModels, reverseDifference } from './compare-models.js';
import { type DifferenceItem, modelDifferenceSchema } from './difference-schema.js';
import type { ComparableModel } from './model-version.js';
import { chainOf, controlBlock, sampleVersion } from './sample-versions.js';

const kinds = (changes: readonly DifferenceItem[]) => changes.map((change) => change.kind);
/** The changes from `before` to `after`, checked against the schema and the difference the other way. */
const diff = (before: ComparableModel, after: ComparableModel) => {
  const { changes } = compareModels(before, after);
  expect(modelDifferenceSchema.parse({ changes })).toEqual({ changes });
  expect(reverseDifference({ changes })).toEqual(compareModels(after, before));
  return changes;
};
const label = (id: string, type: StepType = 'activity') => ({ id, type, name: id });

describe('compareModels: moved steps', () => {
  it('names a step taken out and put in elsewhere, with its neighbours in both versions, and no neighbour', () => {
    const changes = diff(
      sampleVersion(chainOf('s', 'a', 'b', 'c', 'd', 'e')),
      sampleVersion(chainOf('s', 'b', 'c', 'a', 'd', 'e')),
    );
    expect(changes).toEqual([
      {
        kind: 'step-moved',
        step: { id: 'a', type: 'activity', name: { before: 'a', after: 'a' } },
        before: { predecessors: [label('s', 'start')], successors: [label('b')] },
        after: { predecessors: [label('c')], successors: [label('d')] },
      },
    ]);
  });

  it('does not call a step moved when steps around it were added or removed', () => {
    const changes = diff(
      sampleVersion(chainOf('s', 'p', 'a', 'q', 'e')),
      sampleVersion(chainOf('s', 'a', 'n', 'm', 'e')),
    );
    expect(kinds(changes)).toEqual(['step-added', 'step-added', 'step-removed', 'step-removed']);
  });

  it('does not call a branch moved when a new branch or a step on a branch is added', () => {
    const wider = sampleVersion({
      ...controlBlock(['activity', 'n']),
      c: ['control', 'x', 'y', 'z'],
      n: ['activity', 'j'],
      z: ['activity', 'j'],
    });
    expect(kinds(diff(sampleVersion(controlBlock()), wider))).toEqual(['step-added', 'step-added']);
  });

  it('names one of two neighbours that swapped places: the one with the smaller id', () => {
    const changes = diff(
      sampleVersion(chainOf('s', 'a', 'b', 'e')),
      sampleVersion(chainOf('s', 'b', 'a', 'e')),
    );
    expect(changes.map((change) => ('step' in change ? change.step.id : ''))).toEqual(['a']);
    expect(kinds(changes)).toEqual(['step-moved']);
  });

  it('names a step moved to another branch of the same control', () => {
    const before = sampleVersion({ ...controlBlock(['activity', 'z']), z: ['activity', 'j'] });
    const after = sampleVersion({ ...controlBlock(), y: ['activity', 'z'], z: ['activity', 'j'] });
    expect(diff(before, after)).toMatchObject([{ kind: 'step-moved', step: { id: 'z' } }]);
  });

  it('lists branches that changed their order as reordered, not moved', () => {
    const swapped = sampleVersion(controlBlock(), (step) =>
      step.id === 'c'
        ? {
            ...step,
            children: [
              { id: 'x', weight: 2 },
              { id: 'y', weight: 1 },
            ],
          }
        : step,
    );
    expect(diff(sampleVersion(controlBlock()), swapped)).toEqual([
      {
        kind: 'branches-reordered',
        step: { id: 'c', type: 'control', name: { before: 'c', after: 'c' } },
        before: [label('x'), label('y')],
        after: [label('y'), label('x')],
      },
    ]);
  });
});
