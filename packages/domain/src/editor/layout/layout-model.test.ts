import { describe, expect, it } from 'vitest';
import { EditorError } from '../editor-error.js';
import { sampleChain, sampleModel } from '../sample-models.js';
import { STEP_HEIGHT, STEP_PADDING, STEP_WIDTH } from './constants.js';
import type { Area, Connection } from './geometry.js';
import { CELL_HEIGHT, CELL_WIDTH, layoutModel } from './layout-model.js';

// s → a → c ⟨b → b2, d⟩ → j → e
const model = sampleModel({
  s: ['start', 'a'],
  a: ['activity', 'c'],
  c: ['control', 'b', 'd'],
  b: ['activity', 'b2'],
  b2: ['activity', 'j'],
  d: ['subprocess', 'j'],
  j: ['activity', 'e'],
  e: ['end'],
});
const layout = layoutModel(model);
const at = (id: string) => {
  const box = layout.byId.get(id);
  return box && { row: box.row, column: box.column };
};

describe('layoutModel', () => {
  it('places rows top-down from the start, branches side by side by weight, the join below them', () => {
    expect(['s', 'a', 'c', 'b', 'b2', 'd', 'j', 'e'].map(at)).toEqual([
      { row: 0, column: 0.5 },
      { row: 1, column: 0.5 },
      { row: 2, column: 0.5 },
      { row: 3, column: 0 },
      { row: 4, column: 0 },
      { row: 3, column: 1 },
      { row: 5, column: 0.5 },
      { row: 6, column: 0.5 },
    ]);
    expect(layout.width).toBe(2 * STEP_PADDING + 2 * CELL_WIDTH);
    expect(layout.height).toBe(2 * STEP_PADDING + 7 * CELL_HEIGHT);
  });

  it('ED-48, ED-49: boxes are 228×192 inside a margin of 12 and a padding of 16', () => {
    const box = layout.byId.get('b');
    // Spec part 1 §9's values, not the constants: a padding of 16 around the diagram, a margin of 12 around a box.
    expect(box).toMatchObject({ x: 16 + 12, width: 228, height: 192 });
    expect(box?.y).toBe(16 + 3 * CELL_HEIGHT + 12);
  });

  it('draws every relation; a connection that skips rows is a debug-path', () => {
    const kinds = Object.fromEntries(layout.connections.map((c) => [`${c.from}→${c.to}`, c.type]));
    expect(kinds).toEqual({
      's→a': 'path',
      'a→c': 'path',
      'c→b': 'path',
      'c→d': 'path',
      'b→b2': 'path',
      'b2→j': 'path',
      'd→j': 'debug-path',
      'j→e': 'path',
    });
    const branch = layout.connections.find((c) => c.from === 'c' && c.to === 'd');
    const control = layout.byId.get('c');
    const target = layout.byId.get('d');
    expect(branch?.destination).toBe('d');
    expect(branch?.points[0]).toEqual({
      x: (control?.x ?? 0) + STEP_WIDTH / 2,
      y: (control?.y ?? 0) + STEP_HEIGHT,
    });
    expect(branch?.points.at(-1)).toEqual({ x: (target?.x ?? 0) + STEP_WIDTH / 2, y: target?.y });
    expect(branch?.points).toHaveLength(4); // down, across to the branch, down into it
  });

  it('gives an empty branch a column of its own', () => {
    const empty = layoutModel(
      sampleModel({ s: ['start', 'c'], c: ['control', 'a', 'e'], a: ['activity', 'e'], e: ['end'] }),
    );
    expect(empty.byId.get('a')?.column).toBe(0);
    expect(empty.byId.get('c')?.column).toBe(0.5);
    expect(empty.connections.find((c) => c.to === 'e' && c.from === 'c')?.type).toBe('debug-path');
  });

  it('places a step that several branches reach before their join once, below all its parents', () => {
    const cross = layoutModel(
      sampleModel({
        s: ['start', 'c'],
        c: ['control', 'x', 'y', 'z'],
        x: ['activity', 'j'],
        y: ['activity', 'z'],
        z: ['activity', 'j'],
        j: ['activity', 'e'],
        e: ['end'],
      }),
    );
    expect(cross.byId.get('z')?.row).toBe(3);
    expect(cross.byId.get('j')?.row).toBe(4);
    const rowThree = cross.steps.filter((box) => box.row === 3);
    expect(rowThree.map((box) => box.id)).toEqual(['z']);
  });

  it('ED-52: a model without start or end has no layout state; an unreachable step no position', () => {
    const noStart = sampleModel({ a: ['activity', 'e'], e: ['end'] });
    expect(() => layoutModel(noStart)).toThrow(EditorError);
    expect(() => layoutModel(noStart)).toThrow(/Layout state not initialised/);
    const orphan = sampleModel({ s: ['start', 'e'], o: ['activity', 'e'], e: ['end'] });
    expect(() => layoutModel(orphan)).toThrow(/Step position not initialised/);
  });

  it('lays out a 1,000-step chain in one column', () => {
    const chain = layoutModel(sampleChain(1000));
    expect(chain.steps).toHaveLength(1002);
    expect(new Set(chain.steps.map((box) => box.column))).toEqual(new Set([0]));
    expect(chain.height).toBe(2 * STEP_PADDING + 1002 * CELL_HEIGHT);
  });

  it('routes only the connections that cross an area, the same as among all of them', () => {
    const crosses = (area: Area) => (connection: Connection) => {
      const xs = connection.points.map((point) => point.x);
      const ys = connection.points.map((point) => point.y);
      return (
        Math.max(...xs) >= area.left &&
        Math.min(...xs) <= area.right &&
        Math.max(...ys) >= area.top &&
        Math.min(...ys) <= area.bottom
      );
    };
    const areas: Area[] = [
      { left: 0, top: 0, right: layout.width, bottom: layout.height },
      { left: 0, top: CELL_HEIGHT * 2, right: CELL_WIDTH, bottom: CELL_HEIGHT * 3 },
      { left: CELL_WIDTH, top: 0, right: CELL_WIDTH * 2, bottom: CELL_HEIGHT * 4 },
      { left: -100, top: -100, right: -1, bottom: -1 },
    ];
    for (const area of areas) {
      expect(layout.connectionsWithin(area)).toEqual(layout.connections.filter(crosses(area)));
    }
    expect(layout.connectionsWithin(areas[3] as Area)).toEqual([]);
  });
});
