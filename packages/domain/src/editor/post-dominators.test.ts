import { describe, expect, it } from 'vitest';
import { immediatePostDominators, joinOf } from './post-dominators.js';
import { sampleModel } from './sample-models.js';

describe('immediatePostDominators', () => {
  it('a control joins where its branches meet; a simple step post-dominated by its successor', () => {
    const { steps } = sampleModel({
      s: ['start', 'c'],
      c: ['control', 'a', 'k'],
      a: ['activity', 'j'],
      k: ['control', 'x', 'y'],
      x: ['activity', 'm'],
      y: ['activity', 'm'],
      m: ['activity', 'j'],
      j: ['activity', 'e'],
      e: ['end'],
    });
    const ipdom = immediatePostDominators(steps);
    expect(joinOf(steps, 'c')).toBe('j');
    expect(joinOf(steps, 'k')).toBe('m');
    expect(ipdom.get('s')).toBe('c');
    expect(ipdom.get('a')).toBe('j');
    expect(ipdom.get('e')).toBe('e');
  });

  it('a branch that jumps past the join moves the join to where all paths meet', () => {
    const { steps } = sampleModel({
      s: ['start', 'c'],
      c: ['control', 'a', 'b'],
      a: ['activity', 'j'],
      b: ['activity', 'k'],
      j: ['activity', 'k'],
      k: ['activity', 'e'],
      e: ['end'],
    });
    expect(joinOf(steps, 'c')).toBe('k');
  });
});
