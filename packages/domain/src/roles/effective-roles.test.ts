import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { effectiveRoleIds } from './effective-roles.js';

/** A random containment graph: edges child → container over roles r0..r(n-1). */
const graph = fc.integer({ min: 1, max: 12 }).chain((n) =>
  fc.record({
    n: fc.constant(n),
    edges: fc.array(fc.tuple(fc.nat(n - 1), fc.nat(n - 1)), { maxLength: 40 }),
    direct: fc.subarray([...Array(n).keys()]),
  }),
);

function containersOf(edges: [number, number][]): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const [child, container] of edges)
    map.set(`r${child}`, [...(map.get(`r${child}`) ?? []), `r${container}`]);
  return map;
}

/** Reachability by Warshall's algorithm: an independent way to compute the transitive closure. */
function closure(n: number, edges: [number, number][], direct: number[]): Set<string> {
  const reach = Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => i === j));
  for (const [child, container] of edges) reach[child]![container] = true;
  for (let k = 0; k < n; k++)
    for (let i = 0; i < n; i++)
      for (let j = 0; j < n; j++) if (reach[i]![k] && reach[k]![j]) reach[i]![j] = true;
  const held = new Set<string>();
  for (const d of direct) for (let j = 0; j < n; j++) if (reach[d]![j]) held.add(`r${j}`);
  return held;
}

describe('effective roles', () => {
  it('equal the transitive closure of the direct roles for random role graphs (loops included)', () => {
    fc.assert(
      fc.property(graph, ({ n, edges, direct }) => {
        const actual = effectiveRoleIds(
          direct.map((d) => `r${d}`),
          containersOf(edges),
        );
        expect([...actual].sort()).toEqual([...closure(n, edges, direct)].sort());
      }),
    );
  });

  it('a role inside a roles-type role makes its holder hold the container, transitively', () => {
    const containers = new Map([
      ['modeler', ['team']],
      ['team', ['department']],
    ]);
    expect([...effectiveRoleIds(['modeler'], containers)].sort()).toEqual(['department', 'modeler', 'team']);
    expect([...effectiveRoleIds(['team'], containers)].sort()).toEqual(['department', 'team']);
  });
});
