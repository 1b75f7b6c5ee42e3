import { describe, expect, it } from 'vitest';
import { RecentCache } from './recent-cache.js';

describe('recent cache', () => {
  it('keeps the values of the most recently used keys only, the least recently used dropped first', () => {
    const cache = new RecentCache<object, number>(2);
    const [a, b, c] = [{}, {}, {}];
    cache.set(a, 1);
    cache.set(b, 2);
    expect(cache.get(a)).toBe(1); // a is now the most recently used
    cache.set(c, 3);
    expect(cache.get(b)).toBeUndefined();
    expect([cache.get(a), cache.get(c)]).toEqual([1, 3]);
    cache.set(a, 4);
    expect(cache.get(a)).toBe(4);
  });
});
