import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NO_ROLE, roleOrNone } from '../../process-models/model-constants.js';
import type { Step } from '../../process-models/schemas.js';
import { type EditorState, executeCommand, openEditor } from '../command-stack.js';
import type { EditorCommand } from '../commands/handlers.js';
import type { EditorModel } from '../editor-model.js';
import { newProcessModel } from '../new-model.js';
import { sampleId } from '../sample-models.js';
import { flowPlacesWithin } from './flow-places.js';
import type { Point, StepBox } from './geometry.js';
import { layoutLanes } from './lanes-layout.js';
import { layoutModel } from './layout-model.js';

const first = newProcessModel({ modelId: sampleId(100), startId: sampleId(1), endId: sampleId(2) });
const ROLES = [
  { id: sampleId(901), name: 'Clerk' },
  { id: sampleId(902), name: 'Buyer' },
  { id: sampleId(903), name: 'Manager' },
];

const edit = fc.record({
  kind: fc.constantFrom('insert', 'insert', 'insert-at', 'after-block', 'path'),
  a: fc.nat(),
  b: fc.nat(),
  item: fc.constantFrom('activity', 'control', 'control', 'subprocess'),
});
type Edit = typeof edit extends fc.Arbitrary<infer T> ? T : never;

/** A model grown by inserts, inserts on paths and after blocks, and path changes; actors from `actors`. */
function grow(edits: readonly Edit[], actors: readonly number[]): EditorModel {
  let state: EditorState<typeof first> = openEditor(first);
  edits.forEach((next, index) => {
    const { steps } = state.model;
    const parent = steps[next.a % steps.length] as Step;
    const child = parent.children[next.b % Math.max(parent.children.length, 1)];
    const fresh = sampleId(1000 + index);
    const item = next.item as 'activity';
    const command: EditorCommand =
      next.kind === 'insert'
        ? { type: 'step.insert', item, targetId: parent.id, newStepId: fresh }
        : next.kind === 'after-block'
          ? { type: 'step.insert-at', item, place: { afterBlockOf: parent.id }, newStepId: fresh }
          : next.kind === 'insert-at'
            ? {
                type: 'step.insert-at',
                item,
                place: { parentId: parent.id, childId: child?.id ?? '' },
                newStepId: fresh,
              }
            : {
                type: 'path.change',
                parentId: parent.id,
                childId: child?.id ?? '',
                newChildId: (steps[next.b % steps.length] as Step).id,
              };
    state = executeCommand(state, command).state;
  });
  const steps = state.model.steps.map((step, index) => {
    const role = ROLES[(actors[index % Math.max(actors.length, 1)] ?? 3) % 4];
    return step.type === 'start' || step.type === 'end' ? step : { ...step, actor: role ?? NO_ROLE };
  });
  return { ...state.model, steps };
}

const inside = (point: Point, box: StepBox) =>
  point.x > box.x && point.x < box.x + box.width && point.y > box.y && point.y < box.y + box.height;

/** Whether a right-angled segment runs through the inside of a box. */
function crosses(a: Point, b: Point, box: StepBox): boolean {
  if (a.x === b.x)
    return (
      a.x > box.x &&
      a.x < box.x + box.width &&
      Math.max(a.y, b.y) > box.y &&
      Math.min(a.y, b.y) < box.y + box.height
    );
  return (
    a.y > box.y &&
    a.y < box.y + box.height &&
    Math.max(a.x, b.x) > box.x &&
    Math.min(a.x, b.x) < box.x + box.width
  );
}

function onRoute(point: Point, points: readonly Point[]): boolean {
  return points.some((b, index) => {
    const a = points[index - 1];
    if (!a) return false;
    const within = (v: number, p: number, q: number) =>
      v >= Math.min(p, q) - 0.01 && v <= Math.max(p, q) + 0.01;
    return within(point.x, a.x, b.x) && within(point.y, a.y, b.y) && (a.x === b.x || a.y === b.y);
  });
}

const models = fc
  .tuple(
    fc.array(edit, { minLength: 5, maxLength: 60, size: 'large' }),
    fc.array(fc.nat({ max: 3 }), { minLength: 3, maxLength: 8 }),
  )
  .map(([edits, actors]) => grow(edits, actors));

describe('layoutLanes properties', () => {
  it('every step placed once in its actor’s lane, no overlaps, rows as the grid, every relation drawn at right angles past the boxes', () => {
    fc.assert(
      fc.property(models, (model) => {
        const layout = layoutLanes(model);
        const grid = layoutModel(model);
        expect(layout.steps.map((box) => box.id)).toEqual(model.steps.map((step) => step.id));
        const laneOf = (box: StepBox) =>
          layout.lanes.findIndex((lane) => box.x >= lane.x && box.x + box.width <= lane.x + lane.width);
        for (const [index, a] of layout.steps.entries()) {
          expect(a).toMatchObject({ width: 228, height: 192, row: grid.byId.get(a.id)?.row });
          expect(a.x + a.width).toBeLessThanOrEqual(layout.width);
          expect(a.y + a.height).toBeLessThanOrEqual(layout.height);
          const step = model.steps[index] as Step;
          const lane = layout.lanes[laneOf(a)];
          expect(lane, `${a.id} lies in a lane`).toBeDefined();
          if (step.type !== 'start' && step.type !== 'end')
            expect(lane?.roleId).toBe(roleOrNone(step.actor)?.id ?? null);
          for (const b of layout.steps.slice(index + 1)) {
            const apart =
              a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
            expect(apart, `${a.id} overlaps ${b.id}`).toBe(true);
          }
        }
        // Lanes side by side, one per key.
        const keys = layout.lanes.map((lane) => lane.roleId);
        expect(new Set(keys).size).toBe(keys.length);
        layout.lanes.forEach((lane, index) => {
          const before = layout.lanes[index - 1];
          if (before) expect(lane.x).toBe(before.x + before.width);
        });
        const relations = model.steps.flatMap((step) =>
          step.children.map((child) => `${step.id}→${child.id}`),
        );
        const drawn = layout.connections.map((connection) => `${connection.from}→${connection.to}`);
        expect(drawn.sort()).toEqual(relations.sort());
        for (const connection of layout.connections) {
          const from = layout.byId.get(connection.from) as StepBox;
          const to = layout.byId.get(connection.to) as StepBox;
          expect(to.row).toBeGreaterThan(from.row);
          expect(connection.points.at(-1)).toEqual({ x: to.x + to.width / 2, y: to.y });
          connection.points.forEach((b, index) => {
            const a = connection.points[index - 1];
            if (!a) return;
            expect(a.x === b.x || a.y === b.y, 'right angles').toBe(true);
            for (const box of layout.steps)
              if (box.id !== from.id && box.id !== to.id)
                expect(crosses(a, b, box), `${connection.from}→${connection.to} crosses ${box.id}`).toBe(
                  false,
                );
          });
        }
        // The drop targets sit on drawn lines, never inside a box.
        for (const mark of flowPlacesWithin(model.steps, layout)) {
          const on =
            'afterBlockOf' in mark.place
              ? layout.connections.some((connection) => onRoute(mark, connection.points))
              : onRoute(mark, layout.connections.find((c) => `${c.from}>${c.to}` === mark.key)?.points ?? []);
          expect(on, `${mark.key} on a line`).toBe(true);
          for (const box of layout.steps) expect(inside(mark, box), `${mark.key} in ${box.id}`).toBe(false);
        }
        // Within an area: the same routes as all, for those that cross it.
        const area = { left: 0, top: 0, right: layout.width / 2, bottom: layout.height / 2 };
        for (const connection of layout.connectionsWithin(area))
          expect(layout.connections).toContain(connection);
      }),
      { numRuns: 100 },
    );
    // Every box against every box and mark: a few seconds, more on a busy CI machine.
  }, 30_000);

  it('the generated models have branches, skips and several lanes', () => {
    const sizes = fc.sample(models, 200).map((model) => {
      const layout = layoutLanes(model);
      return {
        steps: model.steps.length,
        lanes: layout.lanes.length,
        skips: layout.connections.filter((connection) => connection.type === 'debug-path').length,
      };
    });
    expect(sizes.filter((size) => size.steps >= 10).length).toBeGreaterThan(40);
    expect(sizes.filter((size) => size.lanes >= 3).length).toBeGreaterThan(40);
    expect(sizes.filter((size) => size.skips >= 2).length).toBeGreaterThan(40);
  });
});
