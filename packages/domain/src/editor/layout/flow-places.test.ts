import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sampleModel } from '../sample-models.js';
import { STEP_MARGIN } from './constants.js';
import { type FlowPlaceMark, flowPlacesWithin } from './flow-places.js';
import type { Connection, Point } from './geometry.js';
import { CELL_HEIGHT, layoutModel } from './layout-model.js';

// s → a → c ⟨b → b2, (empty), d⟩ → j → e
const model = sampleModel({
  s: ['start', 'a'],
  a: ['activity', 'c'],
  c: ['control', 'b', 'j', 'd'],
  b: ['activity', 'b2'],
  b2: ['activity', 'j'],
  d: ['subprocess', 'j'],
  j: ['activity', 'e'],
  e: ['end'],
});
const layout = layoutModel(model);
const marks = flowPlacesWithin(model.steps, layout);
const box = (id: string) => layout.byId.get(id) as NonNullable<ReturnType<typeof layout.byId.get>>;
const byKey = (key: string) => marks.find((mark) => mark.key === key) as FlowPlaceMark;

function onRoute(point: Point, connection: Connection): boolean {
  return connection.points.slice(1).some((end, index) => {
    const start = connection.points[index] as Point;
    const within = (value: number, a: number, b: number) =>
      value >= Math.min(a, b) && value <= Math.max(a, b);
    return within(point.x, start.x, end.x) && within(point.y, start.y, end.y);
  });
}

describe('places between steps', () => {
  it('one mark per relation and one after the block, each on a drawn line', () => {
    const keys = marks.map((mark) => mark.key).sort();
    const relations = model.steps.flatMap((step) => step.children.map((child) => `${step.id}>${child.id}`));
    expect(keys).toEqual([...relations, 'after>c'].sort());
    for (const mark of marks)
      expect(
        layout.connections.some((connection) => onRoute(mark, connection)),
        mark.key,
      ).toBe(true);
  });

  it('the empty branch is marked in the middle of the first cell it skips; the block’s mark is above the join', () => {
    const empty = byKey('c>j');
    expect(empty.kind).toBe('empty-branch');
    expect(empty.place).toEqual({ parentId: 'c', childId: 'j' });
    const below = box('c').y + box('c').height + STEP_MARGIN;
    expect(empty.y).toBe(below + CELL_HEIGHT / 2);
    expect(byKey('c>b').kind).toBe('path');
    expect(byKey('c>b').x).toBe(box('b').x + box('b').width / 2);
    const after = byKey('after>c');
    expect(after).toMatchObject({ kind: 'after-block', place: { afterBlockOf: 'c' } });
    expect(after.y).toBe(box('j').y - STEP_MARGIN);
    expect(after.x).toBe(box('j').x + box('j').width / 2);
  });

  it('a path whose mark would sit on the block’s is left out (dropping on its parent does the same)', () => {
    // The middle branch ends right above the join: its path's mark would be the block's.
    const three = sampleModel({
      s: ['start', 'c'],
      c: ['control', 'x', 'y', 'z'],
      x: ['activity', 'j'],
      y: ['activity', 'j'],
      z: ['activity', 'j'],
      j: ['activity', 'e'],
      e: ['end'],
    });
    const keys = flowPlacesWithin(three.steps, layoutModel(three)).map((mark) => mark.key);
    expect(keys).not.toContain('y>j');
    expect(keys).toContain('after>c');
    expect(keys).toContain('x>j');
  });

  it('within an area: only the marks in it', () => {
    const area = { left: 0, top: 0, right: 10_000, bottom: box('c').y + box('c').height + STEP_MARGIN };
    const within = flowPlacesWithin(model.steps, layout, area).map((mark) => mark.key);
    expect(within).toContain('s>a');
    expect(within).not.toContain('after>c');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: layout.height }), (top) => {
        const part = { left: 0, top, right: layout.width, bottom: top + 300 };
        const blocks = (area?: typeof part) =>
          flowPlacesWithin(model.steps, layout, area).filter((mark) => mark.kind === 'after-block');
        // Exactly the block marks of the whole model that lie in the area.
        expect(blocks(part)).toEqual(blocks().filter((mark) => mark.y >= top && mark.y <= top + 300));
      }),
    );
  });
});

describe('nested blocks that share a join point', () => {
  it('keep their marks apart: each under its own control, on the line above the join', () => {
    const nested = sampleModel({
      s: ['start', 'k'],
      k: ['control', 'x', 'w'],
      x: ['control', 'y', 'z'],
      y: ['activity', 'e'],
      z: ['activity', 'e'],
      w: ['activity', 'e'],
      e: ['end'],
    });
    const nestedLayout = layoutModel(nested);
    const found = flowPlacesWithin(nested.steps, nestedLayout);
    const outer = found.find((mark) => mark.key === 'after>k') as FlowPlaceMark;
    const inner = found.find((mark) => mark.key === 'after>x') as FlowPlaceMark;
    const centre = (id: string) => {
      const at = nestedLayout.byId.get(id);
      return (at?.x ?? 0) + (at?.width ?? 0) / 2;
    };
    expect(outer.x).toBe(centre('k'));
    expect(inner.x).toBe(centre('x'));
    expect(inner.x).not.toBe(outer.x);
    expect(inner.y).toBe(outer.y);
  });
});
