import { describe, expect, it } from 'vitest';
import { sampleId } from '../../editor/sample-models.js';
import { GLOBAL_PROCESS_MODEL_ID } from '../../ids.js';
import type { InformationGroup } from '../information-groups/group-schema.js';
import type { Step } from '../schemas.js';
import { compareModels } from './compare-models.js';
import type { ModelDifference } from './difference-schema.js';
import { chainOf, type StepsDescription, sampleVersion } from './sample-versions.js';
import { stepMarks } from './step-marks.js';

const CLERK = { id: sampleId(901), name: 'Clerk' };
const marksOf = (difference: ModelDifference) => ({
  before: Object.fromEntries(stepMarks(difference, 'before')),
  after: Object.fromEntries(stepMarks(difference, 'after')),
});
const group = (id: string, stepId: string, name = 'Papers'): InformationGroup => ({
  id,
  stepId,
  name,
  description: '',
  inputs: [],
  output: GLOBAL_PROCESS_MODEL_ID,
});

describe('stepMarks (what changed, on the diagram)', () => {
  it('marks nothing for a model against itself or a change of the model alone', () => {
    const a = sampleVersion(chainOf('s', 'a', 'e'));
    expect(marksOf(compareModels(a, a))).toEqual({ before: {}, after: {} });
    const renamed = { ...a, info: { name: 'Orders', description: 'All' }, owner: CLERK };
    expect(marksOf(compareModels(a, renamed))).toEqual({ before: {}, after: {} });
  });

  it('marks an added step on the newer side, a removed one on the older, a renamed one on both', () => {
    const before = sampleVersion(chainOf('s', 'a', 'r', 'e'));
    const after = sampleVersion(chainOf('s', 'a', 'n', 'e'), (step) =>
      step.id === 'a' ? { ...step, name: 'Check' } : step,
    );
    expect(marksOf(compareModels(before, after))).toEqual({
      before: { r: 'removed', a: 'changed' },
      after: { n: 'added', a: 'changed' },
    });
  });

  it('marks actor, operator and subprocess changes and moved steps as changed', () => {
    const description: StepsDescription = {
      s: ['start', 'c'],
      c: ['control', 'p'],
      p: ['subprocess', 'e'],
      e: ['end'],
    };
    const before = sampleVersion(description);
    const after = sampleVersion(description, (step: Step) =>
      step.id === 'c'
        ? { ...step, operator: 'CHOICE' }
        : step.id === 'p'
          ? { ...step, actor: CLERK, process: { id: sampleId(300), name: 'Pay', actor: CLERK, revision: 2 } }
          : step,
    );
    expect(marksOf(compareModels(before, after)).after).toEqual({ c: 'changed', p: 'changed' });
    const swapped = compareModels(
      sampleVersion(chainOf('s', 'x', 'y', 'e')),
      sampleVersion(chainOf('s', 'y', 'x', 'e')),
    );
    expect(swapped.changes.map((change) => change.kind)).toEqual(['step-moved']);
    expect(marksOf(swapped)).toEqual({ before: { x: 'changed' }, after: { x: 'changed' } });
  });

  it('marks the step of an information change; added and removed win over changed', () => {
    const before = sampleVersion(chainOf('s', 'a', 'r', 'e'), undefined, {
      groups: [group('g1', 'a'), group('g2', 'r')],
    });
    const after = sampleVersion(chainOf('s', 'a', 'n', 'e'), undefined, {
      groups: [group('g1', 'a', 'Documents'), group('g3', 'n')],
    });
    const difference = compareModels(before, after);
    expect(difference.changes.map((change) => change.kind)).toEqual([
      'step-added',
      'step-removed',
      'information-group-added',
      'information-group-removed',
      'information-group-changed',
    ]);
    expect(marksOf(difference)).toEqual({
      before: { r: 'removed', a: 'changed' },
      after: { n: 'added', a: 'changed' },
    });
  });

  it('leaves out a step the side does not have: a step of another type there is removed and added', () => {
    const difference = compareModels(
      sampleVersion(chainOf('s', 'a', 'e')),
      sampleVersion({ s: ['start', 'a'], a: ['control', 'e'], e: ['end'] }),
    );
    expect(marksOf(difference)).toEqual({ before: { a: 'removed' }, after: { a: 'added' } });
    const elsewhere: ModelDifference = {
      changes: [
        {
          kind: 'information-group-removed',
          step: { id: 'gone', type: 'activity', name: { before: null, after: null } },
          group: { id: 'g', name: '', description: '', inputs: [], output: null },
        },
      ],
    };
    expect(marksOf(elsewhere)).toEqual({ before: {}, after: {} });
  });
});
