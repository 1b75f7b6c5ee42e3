import { describe, expect, it } from 'vitest';
import type { Step } from '../../process-models/schemas.js';
import { newProcessModel } from '../new-model.js';
import { sampleId, sampleModel } from '../sample-models.js';
import { STEP_PADDING } from './constants.js';
import { flowPlacesWithin } from './flow-places.js';
import type { StepBox } from './geometry.js';
import { LANE_HEADER_HEIGHT, layoutLanes } from './lanes-layout.js';
import { CELL_HEIGHT, CELL_WIDTH, layoutModel } from './layout-model.js';

const clerk = { id: sampleId(901), name: 'Clerk' };
const buyer = { id: sampleId(902), name: 'Buyer' };

/** s → a (clerk) → c? (clerk) ⟨b (buyer) → b2 (buyer), d (clerk), (empty)⟩ → j (buyer) → e */
function withActors(actors: Record<string, typeof clerk>) {
  const model = sampleModel({
    s: ['start', 'a'],
    a: ['activity', 'c'],
    c: ['control', 'b', 'd', 'j'],
    b: ['activity', 'b2'],
    b2: ['activity', 'j'],
    d: ['subprocess', 'j'],
    j: ['activity', 'e'],
    e: ['end'],
  });
  const steps = model.steps.map((step): Step => {
    const actor = actors[step.id];
    return actor ? { ...step, actor } : step;
  });
  return { ...model, steps };
}
const model = withActors({ a: clerk, c: clerk, b: buyer, b2: buyer, d: clerk, j: buyer });
const layout = layoutLanes(model);
const route = (from: string, to: string) => {
  const found = layout.connections.find((connection) => connection.from === from && connection.to === to);
  return found && { type: found.type, points: found.points };
};
const at = (id: string) => {
  const box = layout.byId.get(id);
  return box && { row: box.row, column: box.column };
};

describe('layoutLanes', () => {
  it('one lane per role in the order of the flow; rows as the grid; start and end with their neighbours', () => {
    expect(layout.lanes).toEqual([
      { roleId: clerk.id, name: 'Clerk', x: STEP_PADDING, width: CELL_WIDTH },
      { roleId: buyer.id, name: 'Buyer', x: STEP_PADDING + CELL_WIDTH, width: CELL_WIDTH },
    ]);
    const grid = layoutModel(model);
    for (const box of layout.steps) expect(box.row).toBe(grid.byId.get(box.id)?.row);
    // The clerk's chain and branch d in one column (d right below its parent); the buyer's steps in their
    // lane; the end with j, its only parent.
    expect(['s', 'a', 'c', 'd', 'b', 'b2', 'j', 'e'].map(at)).toEqual([
      { row: 0, column: 0 },
      { row: 1, column: 0 },
      { row: 2, column: 0 },
      { row: 3, column: 0 },
      { row: 3, column: 1 },
      { row: 4, column: 1 },
      { row: 5, column: 1 },
      { row: 6, column: 1 },
    ]);
    expect(layout.width).toBe(2 * STEP_PADDING + 2 * CELL_WIDTH);
    expect(layout.height).toBe(2 * STEP_PADDING + LANE_HEADER_HEIGHT + 7 * CELL_HEIGHT);
    expect(layout.byId.get('a')).toMatchObject({
      x: STEP_PADDING + 12,
      y: STEP_PADDING + LANE_HEADER_HEIGHT + CELL_HEIGHT + 12,
      width: 228,
      height: 192,
    });
  });

  it('steps without actor get the lane "no actor" where the flow first meets them; a new model has only that lane', () => {
    const partly = layoutLanes(withActors({ b: buyer, b2: buyer }));
    expect(partly.lanes.map((lane) => [lane.roleId, lane.name])).toEqual([
      [null, ''],
      [buyer.id, 'Buyer'],
    ]);
    const fresh = newProcessModel({ modelId: sampleId(100), startId: sampleId(1), endId: sampleId(2) });
    const lanes = layoutLanes(fresh);
    expect(lanes.lanes).toEqual([{ roleId: null, name: '', x: STEP_PADDING, width: CELL_WIDTH }]);
    expect(lanes.connections).toHaveLength(1);
  });

  it('the end goes to the lane most of its parents are in', () => {
    const ended = sampleModel({
      s: ['start', 'c'],
      c: ['control', 'x', 'y', 'z'],
      x: ['activity', 'e'],
      y: ['activity', 'e'],
      z: ['activity', 'e'],
      e: ['end'],
    });
    const actors: Record<string, typeof clerk> = { c: clerk, x: clerk, y: buyer, z: buyer };
    const steps = ended.steps.map((step) => ({ ...step, actor: actors[step.id] ?? step.actor }));
    const result = layoutLanes({ steps });
    const lane = (id: string) =>
      result.lanes.find((candidate) => {
        const box = result.byId.get(id);
        return box && box.x >= candidate.x && box.x < candidate.x + candidate.width;
      })?.roleId;
    expect([lane('s'), lane('c'), lane('x'), lane('y'), lane('z'), lane('e')]).toEqual([
      clerk.id,
      clerk.id,
      clerk.id,
      buyer.id,
      buyer.id,
      buyer.id,
    ]);
  });

  it('a relation that skips rows goes around the steps in its way; its drop target is on the line', () => {
    const c = layout.byId.get('c') as StepBox;
    const d = layout.byId.get('d') as StepBox;
    const j = layout.byId.get('j') as StepBox;
    const below = c.y + 192 + 12;
    const above = j.y - 12;
    // The empty branch: c's column holds d, j's column holds b and b2: down the edge between the columns.
    const edge = STEP_PADDING + CELL_WIDTH;
    expect(route('c', 'j')).toEqual({
      type: 'debug-path',
      points: [
        { x: c.x + 114, y: c.y + 192 },
        { x: c.x + 114, y: below },
        { x: edge, y: below },
        { x: edge, y: above },
        { x: j.x + 114, y: above },
        { x: j.x + 114, y: j.y },
      ],
    });
    // d's own column is free below it: straight down, then across to j.
    expect(route('d', 'j')?.points).toEqual([
      { x: d.x + 114, y: d.y + 192 },
      { x: d.x + 114, y: above },
      { x: j.x + 114, y: above },
      { x: j.x + 114, y: j.y },
    ]);
    const marks = flowPlacesWithin(model.steps, layout);
    expect(marks.find((mark) => mark.key === 'c>j')).toMatchObject({
      kind: 'empty-branch',
      x: edge,
      y: below + CELL_HEIGHT / 2,
    });
    expect(marks.find((mark) => mark.key === 'd>j')).toMatchObject({
      x: d.x + 114,
      y: d.y + 204 + CELL_HEIGHT / 2,
    });
    // After the block: under the control, on the line where the routes into the join meet above it.
    expect(marks.find((mark) => mark.key === 'after>c')).toMatchObject({ x: c.x + 114, y: above });
    expect(route('c', 'j')?.points).toContainEqual({ x: c.x + 114, y: below });
  });

  it('connectionsWithin gives the routes that cross the area', () => {
    const area = { left: 0, top: 0, right: layout.width, bottom: 2 * CELL_HEIGHT };
    expect(layout.connectionsWithin(area).map((c) => `${c.from}→${c.to}`)).toEqual(['s→a']);
  });
});
