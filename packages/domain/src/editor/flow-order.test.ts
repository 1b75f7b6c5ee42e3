import { describe, expect, it } from 'vitest';
import { flowOrder, stepAlongFlow } from './flow-order.js';
import { sampleModel } from './sample-models.js';

describe('flowOrder', () => {
  it('reads start → branches in order, each up to the join → join → end; an empty branch adds nothing', () => {
    const { steps } = sampleModel({
      s: ['start', 'c'],
      c: ['control', 'a1', 'b1', 'j'],
      b1: ['activity', 'j'],
      j: ['activity', 'p'],
      a1: ['activity', 'a2'],
      a2: ['activity', 'j'],
      p: ['control', 'q', 'r'],
      r: ['activity', 'e'],
      q: ['subprocess', 'e'],
      e: ['end'],
    });
    expect(flowOrder(steps)).toEqual(['s', 'c', 'a1', 'a2', 'b1', 'j', 'p', 'q', 'r', 'e']);
  });

  it('nested blocks close before the outer branch goes on', () => {
    const { steps } = sampleModel({
      s: ['start', 'c'],
      c: ['control', 'd', 'x'],
      d: ['control', 'd1', 'd2'],
      d1: ['activity', 'y'],
      d2: ['activity', 'y'],
      y: ['activity', 'j'],
      x: ['activity', 'j'],
      j: ['activity', 'e'],
      e: ['end'],
    });
    expect(flowOrder(steps)).toEqual(['s', 'c', 'd', 'd1', 'd2', 'y', 'x', 'j', 'e']);
  });

  it('a path that crosses into a block does not bring a step before all its parents (fast-check seed -824471838)', () => {
    const { steps } = sampleModel({
      s: ['start', 'c'],
      c: ['control', 'x', 'd', 'z'],
      d: ['control', 'x', 'y'],
      x: ['activity', 'n'],
      y: ['activity', 'n'],
      n: ['activity', 'e'],
      z: ['activity', 'e'],
      e: ['end'],
    });
    expect(flowOrder(steps)).toEqual(['s', 'c', 'd', 'x', 'y', 'n', 'z', 'e']);
  });

  it('stepAlongFlow moves one step on or back, and stops at either end', () => {
    const { steps } = sampleModel({ s: ['start', 'a'], a: ['activity', 'e'], e: ['end'] });
    expect(stepAlongFlow(steps, 'a', 1)).toBe('e');
    expect(stepAlongFlow(steps, 'a', -1)).toBe('s');
    expect(stepAlongFlow(steps, 's', -1)).toBeUndefined();
    expect(stepAlongFlow(steps, 'e', 1)).toBeUndefined();
    expect(stepAlongFlow(steps, 'nope', 1)).toBeUndefined();
  });
});
