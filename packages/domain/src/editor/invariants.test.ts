import { describe, expect, it } from 'vitest';
import { checkInvariants } from './invariants.js';
import { sampleModel } from './sample-models.js';

const codeOf = (description: Parameters<typeof sampleModel>[0]) =>
  checkInvariants(sampleModel(description).steps)?.code ?? null;

describe('checkInvariants', () => {
  it('accepts a start → control → two branches → end model', () => {
    expect(
      codeOf({
        s: ['start', 'c'],
        c: ['control', 'a', 'b'],
        a: ['activity', 'e'],
        b: ['activity', 'e'],
        e: ['end'],
      }),
    ).toBeNull();
  });

  it("ED-25: exactly one start step, otherwise 'No start step found'", () => {
    const steps = sampleModel({ a: ['activity', 'e'], e: ['end'] }).steps;
    expect(checkInvariants(steps)?.message).toBe('No start step found');
    expect(codeOf({ s: ['start', 'e'], t: ['start', 'e'], e: ['end'] })).toBe('no-start');
  });

  it("ED-26: exactly one end step, otherwise 'No end step found'", () => {
    const steps = sampleModel({ s: ['start', 'a'], a: ['activity', 's'] }).steps;
    expect(checkInvariants(steps)?.message).toBe('No end step found');
  });

  it('ED-27: relation counts: start 1, end 0, activity and subprocess 1, control at least 1', () => {
    expect(codeOf({ s: ['start', 'a', 'e'], a: ['activity', 'e'], e: ['end'] })).toBe('relation-count');
    expect(codeOf({ s: ['start', 'e'], e: ['end', 's'] })).toBe('relation-count');
    expect(codeOf({ s: ['start', 'a'], a: ['activity', 'e', 's'], e: ['end'] })).toBe('relation-count');
    expect(codeOf({ s: ['start', 'p'], p: ['subprocess'], e: ['end'] })).toBe('relation-count');
    expect(codeOf({ s: ['start', 'c'], c: ['control'], e: ['end'] })).toBe('relation-count');
  });

  it('finds cycles, unreachable steps, unknown and duplicate relations', () => {
    expect(codeOf({ s: ['start', 'a'], a: ['activity', 'c'], c: ['control', 'a', 'e'], e: ['end'] })).toBe(
      'cycle',
    );
    expect(codeOf({ s: ['start', 'e'], a: ['activity', 'e'], e: ['end'] })).toBe('unreachable');
    expect(codeOf({ s: ['start', 'x'], e: ['end'] })).toBe('unknown-step');
    expect(codeOf({ s: ['start', 'c'], c: ['control', 'e', 'e'], e: ['end'] })).toBe('duplicate-relation');
  });
});
