import { sampleModel } from '@stroomlijn/domain';
import { describe, expect, it } from 'vitest';
import { branchPlace, onlyParents, samePlace } from './branch-places';

const model = sampleModel({
  s: ['start', 'c'],
  c: ['control', 'a', 'b'],
  a: ['activity', 'e'],
  b: ['activity', 'e'],
  e: ['end'],
});

function placeOf(id: string) {
  const step = model.steps.find((candidate) => candidate.id === id);
  if (!step) throw new Error(id);
  return branchPlace(model.steps, onlyParents(model.steps), step);
}

describe('branchPlace', () => {
  it('ED-34, ED-39: the steps heading a branch say what their branch may do', () => {
    expect(placeOf('a')).toEqual({
      controlId: 'c',
      canMoveUp: false,
      canMoveDown: true,
      canChangePath: true,
      canRemovePath: true,
    });
    expect(placeOf('b')).toMatchObject({ controlId: 'c', canMoveUp: true, canMoveDown: false });
  });

  it('a join, the start and a step after a plain step head no branch', () => {
    expect(placeOf('e')).toBeNull();
    expect(placeOf('s')).toBeNull();
    expect(placeOf('c')).toBeNull();
  });

  it('compares places by content', () => {
    expect(samePlace(placeOf('a'), placeOf('a'))).toBe(true);
    expect(samePlace(placeOf('a'), placeOf('b'))).toBe(false);
    expect(samePlace(null, null)).toBe(true);
    expect(samePlace(placeOf('a'), null)).toBe(false);
  });
});
