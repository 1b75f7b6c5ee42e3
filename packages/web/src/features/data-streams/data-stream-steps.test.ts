import { type InformationGroup, NO_ROLE, type Step } from '@stroomlijn/domain';
import { describe, expect, it } from 'vitest';
import { dataStreamSteps, groupsOfStep } from './data-stream-steps';

let counter = 0;
const id = () => `60000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`;
const step = (type: Step['type'], name: string): Step => ({
  id: id(),
  name,
  type,
  children: [],
  actor: NO_ROLE,
});
const group = (stepId: string, name = 'Group'): InformationGroup => ({
  id: id(),
  stepId,
  name,
  description: '',
  output: null,
  inputs: [],
});
const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

describe('dataStreamSteps', () => {
  const start = step('start', 'Start');
  const end = step('end', 'End');
  const zeta = step('activity', 'zeta check');
  const alpha = step('control', 'Alpha decision');
  const beta = step('activity', 'beta intake');
  const step10 = step('activity', 'Step 10');
  const step9 = step('activity', 'Step 9');
  const ungrouped = step('activity', 'Aardvark without groups');
  const subprocess = step('subprocess', 'A subprocess with a group');
  const steps = [start, zeta, alpha, beta, step10, step9, ungrouped, subprocess, end];
  const groups = [
    group(zeta.id),
    group(alpha.id),
    group(beta.id),
    group(beta.id, 'Second'),
    group(step10.id),
    group(step9.id),
    group(subprocess.id),
    group(start.id),
    group(end.id),
  ];

  it('DS-03: only steps of type activity or control that have at least one group', () => {
    const listed = dataStreamSteps({ steps, groups }, collator).map((entry) => entry.step.id);
    expect(listed).not.toContain(ungrouped.id);
    expect(listed).not.toContain(subprocess.id);
    expect(listed).not.toContain(start.id);
    expect(listed).not.toContain(end.id);
    expect(new Set(listed)).toEqual(new Set([zeta.id, alpha.id, beta.id, step10.id, step9.id]));
  });

  it('DS-04: sorted by name in the user language, case aside and numbers by value', () => {
    expect(dataStreamSteps({ steps, groups }, collator).map((entry) => entry.step.name)).toEqual([
      'Alpha decision',
      'beta intake',
      'Step 9',
      'Step 10',
      'zeta check',
    ]);
  });

  it('each listed step carries its own groups', () => {
    const listed = dataStreamSteps({ steps, groups }, collator);
    expect(listed.find((entry) => entry.step.id === beta.id)?.groups.map((g) => g.name)).toEqual([
      'Group',
      'Second',
    ]);
    expect(groupsOfStep({ groups }, beta.id)).toHaveLength(2);
    expect(groupsOfStep({ groups }, ungrouped.id)).toEqual([]);
  });

  it('a model without groups lists no step', () => {
    expect(dataStreamSteps({ steps, groups: [] }, collator)).toEqual([]);
  });
});
