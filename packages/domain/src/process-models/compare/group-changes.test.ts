import { describe, expect, it } from 'vitest';
import { sampleId } from '../../editor/sample-models.js';
import { GLOBAL_PROCESS_MODEL_ID } from '../../ids.js';
import type { InformationGroup } from '../information-groups/group-schema.js';
import { compareModels, reverseDifference } from './compare-models.js';
import { type DifferenceItem, modelDifferenceSchema } from './difference-schema.js';
import type { ComparableModel } from './model-version.js';
import { chainOf, sampleVersion } from './sample-versions.js';

const kinds = (changes: readonly DifferenceItem[]) => changes.map((change) => change.kind);
/** The changes from `before` to `after`, checked against the schema and the difference the other way. */
const diff = (before: ComparableModel, after: ComparableModel) => {
  const { changes } = compareModels(before, after);
  expect(modelDifferenceSchema.parse({ changes })).toEqual({ changes });
  expect(reverseDifference({ changes })).toEqual(compareModels(after, before));
  return changes;
};

describe('compareModels: information groups', () => {
  const group = (id: number, stepId: string, changes: Partial<InformationGroup> = {}): InformationGroup => ({
    id: sampleId(id),
    stepId,
    name: `group ${id}`,
    description: '',
    output: GLOBAL_PROCESS_MODEL_ID,
    inputs: [],
    ...changes,
  });
  const withGroups = (...groups: InformationGroup[]) => ({
    ...sampleVersion(chainOf('s', 'a', 'b', 'e')),
    groups,
  });
  const a = { id: 'a', type: 'activity', name: { before: 'a', after: 'a' } } as const;

  it('lists added and removed groups with their inputs and output', () => {
    const kept = group(1, 'a');
    const gone = group(2, 'a', { inputs: [sampleId(50)], output: sampleId(51) });
    const added = group(3, 'b', { output: null });
    expect(diff(withGroups(kept, gone), withGroups(kept, added))).toEqual([
      {
        kind: 'information-group-added',
        step: { ...a, id: 'b', name: { before: 'b', after: 'b' } },
        group: { id: sampleId(3), name: 'group 3', description: '', inputs: [], output: null },
      },
      {
        kind: 'information-group-removed',
        step: a,
        group: {
          id: sampleId(2),
          name: 'group 2',
          description: '',
          inputs: [sampleId(50)],
          output: sampleId(51),
        },
      },
    ]);
  });

  it('lists a changed name, inputs added and removed, and a replaced output as removed and added', () => {
    const before = group(1, 'a', { inputs: [sampleId(50), sampleId(51)], output: sampleId(60) });
    const after = group(1, 'a', {
      name: 'Papers',
      inputs: [sampleId(51), sampleId(52)],
      output: sampleId(61),
    });
    const named = { id: sampleId(1), name: { before: 'group 1', after: 'Papers' } };
    expect(diff(withGroups(before), withGroups(after))).toEqual([
      {
        kind: 'information-group-changed',
        step: a,
        group: named,
        before: { name: 'group 1', description: '' },
        after: { name: 'Papers', description: '' },
      },
      { kind: 'input-added', step: a, group: named, definitionId: sampleId(52) },
      { kind: 'input-removed', step: a, group: named, definitionId: sampleId(50) },
      { kind: 'output-added', step: a, group: named, definitionId: sampleId(61) },
      { kind: 'output-removed', step: a, group: named, definitionId: sampleId(60) },
    ]);
  });

  it('reads no output and the global id alike, and repeated inputs once', () => {
    const before = group(1, 'a', { output: null, inputs: [sampleId(50), sampleId(50)] });
    expect(diff(withGroups(before), withGroups(group(1, 'a', { inputs: [sampleId(50)] })))).toEqual([]);
  });

  it('counts a group of another step as removed from one and added to the other', () => {
    expect(kinds(diff(withGroups(group(1, 'a')), withGroups(group(1, 'b'))))).toEqual([
      'information-group-added',
      'information-group-removed',
    ]);
  });
});
