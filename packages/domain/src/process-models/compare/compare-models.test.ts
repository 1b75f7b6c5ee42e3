import { describe, expect, it } from 'vitest';
import { sampleId } from '../../editor/sample-models.js';
import { NO_PROCESS, NO_ROLE } from '../model-constants.js';
import type { Step } from '../schemas.js';
import { compareModels, reverseDifference } from './compare-models.js';
import { type DifferenceItem, modelDifferenceSchema } from './difference-schema.js';
import type { ComparableModel } from './model-version.js';
import { chainOf, controlBlock, sampleVersion } from './sample-versions.js';

const CLERK = { id: sampleId(901), name: 'Clerk' };
const BUYER = { id: sampleId(902), name: 'Buyer' };
const kinds = (changes: readonly DifferenceItem[]) => changes.map((change) => change.kind);
/** The changes from `before` to `after`, checked against the schema and the difference the other way. */
const diff = (before: ComparableModel, after: ComparableModel) => {
  const { changes } = compareModels(before, after);
  expect(modelDifferenceSchema.parse({ changes })).toEqual({ changes });
  expect(reverseDifference({ changes })).toEqual(compareModels(after, before));
  return changes;
};

describe('compareModels', () => {
  it('finds nothing between a model and itself or a copy of it', () => {
    const a = sampleVersion(controlBlock());
    expect(compareModels(a, a)).toEqual({ changes: [] });
    expect(compareModels(a, structuredClone(a))).toEqual({ changes: [] });
  });

  it('lists name, description, owner and manager; a role compares by id, not by its name', () => {
    const a = sampleVersion(chainOf('s', 'e'), undefined, { owner: CLERK });
    const b = sampleVersion(chainOf('s', 'e'), undefined, {
      info: { name: 'Orders', description: 'All of them' },
      owner: { ...CLERK, name: 'Clerk (renamed)' },
      manager: BUYER,
    });
    expect(diff(a, b)).toEqual([
      { kind: 'name-changed', before: 'Order', after: 'Orders' },
      { kind: 'description-changed', before: '', after: 'All of them' },
      { kind: 'manager-changed', before: null, after: BUYER },
    ]);
  });

  it('lists added and removed steps with their names', () => {
    const changes = diff(
      sampleVersion(chainOf('s', 'a', 'r', 'e')),
      sampleVersion(chainOf('s', 'a', 'n', 'e')),
    );
    expect(changes).toEqual([
      { kind: 'step-added', step: { id: 'n', type: 'activity', name: { before: null, after: 'n' } } },
      { kind: 'step-removed', step: { id: 'r', type: 'activity', name: { before: 'r', after: null } } },
    ]);
  });

  it('lists a renamed step with both names', () => {
    const rename = (step: Step) => (step.id === 'a' ? { ...step, name: 'Check' } : step);
    expect(
      diff(sampleVersion(chainOf('s', 'a', 'e')), sampleVersion(chainOf('s', 'a', 'e'), rename)),
    ).toEqual([
      {
        kind: 'step-renamed',
        step: { id: 'a', type: 'activity', name: { before: 'a', after: 'Check' } },
        before: 'a',
        after: 'Check',
      },
    ]);
  });

  it('counts a step whose type differs as removed and added', () => {
    const changes = diff(
      sampleVersion(chainOf('s', 'a', 'e')),
      sampleVersion({ s: ['start', 'a'], a: ['control', 'e'], e: ['end'] }),
    );
    expect(kinds(changes)).toEqual(['step-added', 'step-removed']);
  });

  /** Start, a control c, a subprocess step p, the end. */
  const withSubprocess = (edit: (step: Step) => Step) =>
    sampleVersion({ s: ['start', 'c'], c: ['control', 'p'], p: ['subprocess', 'e'], e: ['end'] }, edit);
  const process = { id: sampleId(300), name: 'Invoice', actor: NO_ROLE, revision: 2 };
  const onP = (changes: Partial<Step>) => (step: Step) => (step.id === 'p' ? { ...step, ...changes } : step);

  it('lists the actor, the operator and the subprocess of a step', () => {
    const a = withSubprocess(onP({ actor: CLERK }));
    const b = withSubprocess((step) =>
      step.id === 'c' ? { ...step, operator: 'CHOICE' } : onP({ actor: BUYER, process })(step),
    );
    const p = { id: 'p', type: 'subprocess', name: { before: 'p', after: 'p' } };
    expect(diff(a, b)).toEqual([
      { kind: 'actor-changed', step: p, before: CLERK, after: BUYER },
      {
        kind: 'operator-changed',
        step: { id: 'c', type: 'control', name: { before: 'c', after: 'c' } },
        before: 'JUDGE',
        after: 'CHOICE',
      },
      {
        kind: 'subprocess-changed',
        step: p,
        before: null,
        after: { id: process.id, name: 'Invoice', revision: 2 },
      },
    ]);
  });

  it('reads no operator as JUDGE; another name of the same role or subprocess revision is no change', () => {
    const a = withSubprocess(onP({ process, actor: CLERK }));
    const renamed = withSubprocess((step) =>
      step.id === 'c'
        ? { ...step, operator: 'JUDGE' }
        : onP({ process: { ...process, name: 'Invoices' }, actor: { ...CLERK, name: 'Clerks' } })(step),
    );
    expect(diff(a, renamed)).toEqual([]);
    const newer = withSubprocess(onP({ process: { ...process, revision: 3 }, actor: CLERK }));
    expect(kinds(diff(a, newer))).toEqual(['subprocess-changed']);
    const none = withSubprocess(onP({ process: NO_PROCESS, actor: CLERK }));
    expect(diff(a, none)).toMatchObject([{ kind: 'subprocess-changed', after: null }]);
  });
});

describe('compareModels: order', () => {
  it('lists by kind, then by the place of the step in the flow', () => {
    const rename = (step: Step) =>
      step.type === 'activity' ? { ...step, name: `${step.id}!`, actor: CLERK } : step;
    const before = sampleVersion(chainOf('s', 'z', 'y', 'x', 'e'));
    const changes = diff(before, {
      ...sampleVersion(chainOf('s', 'z', 'y', 'x', 'e'), rename),
      info: { name: 'New', description: '' },
    });
    expect(changes.map((change) => `${change.kind} ${'step' in change ? change.step.id : ''}`)).toEqual([
      'name-changed ',
      'step-renamed z',
      'step-renamed y',
      'step-renamed x',
      'actor-changed z',
      'actor-changed y',
      'actor-changed x',
    ]);
  });

  it('reverses a difference: before and after swapped, added and removed exchanged', () => {
    const a = sampleVersion(chainOf('s', 'a', 'r', 'e'));
    const b = sampleVersion(chainOf('s', 'a', 'n', 'e'), (step) =>
      step.id === 'a' ? { ...step, name: 'A' } : step,
    );
    const there = compareModels(a, b);
    expect(reverseDifference(there)).toEqual(compareModels(b, a));
    expect(reverseDifference(reverseDifference(there))).toEqual(there);
    expect(reverseDifference(there).changes[0]).toEqual({
      kind: 'step-added',
      step: { id: 'r', type: 'activity', name: { before: null, after: 'r' } },
    });
  });
});
