import { type Step, sampleModel } from '@stroomlijn/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

// The editor bench's generated models, loaded by a computed path: the import check resolves only the packages.
const GENERATOR = new URL('../../../../../../bench/editor/generate-model.ts', import.meta.url).pathname;
const { generateModel } = (await import(/* @vite-ignore */ GENERATOR)) as {
  generateModel: (size: number, seed?: number) => { input: { steps: import('@stroomlijn/domain').Step[] } };
};

import { diagramOf, geometryProblems, lintProblems } from '../../../test/bpmn-geometry.js';
import { edit, grow, revisionOf } from '../../../test/bpmn-models.js';
import { diagramPlan } from './bpmn-diagram.js';
import { revisionToBpmn } from './bpmn-export.js';

/** The geometry and lint problems of a model's BPMN file. */
async function problems(steps: Parameters<typeof revisionOf>[0]) {
  const xml = await revisionToBpmn(revisionOf(steps));
  const { columns } = diagramPlan(steps.steps);
  return { geometry: geometryProblems(await diagramOf(xml), columns), lint: await lintProblems(xml) };
}

describe('BPMN diagram geometry', () => {
  it('every model the editor can make: gateways alike, joins in flow order, no flow through a node, no shared lines, bpmnlint without errors', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(edit, { minLength: 5, maxLength: 60 }), async (edits) => {
        const found = await problems(grow(edits));
        expect(found.geometry).toEqual([]);
        expect(found.lint.errors).toEqual([]);
      }),
      { numRuns: 60 },
    );
  });

  it('nested blocks that share their join point: the inner join before the outer, on its own lines', async () => {
    const model = sampleModel({
      s: ['start', 'c1'],
      c1: ['control', 'c2', 'z'],
      c2: ['control', 'c3', 'y'],
      c3: ['control', 'w', 'x'],
      w: ['activity', 'j'],
      x: ['activity', 'j'],
      y: ['activity', 'j'],
      z: ['activity', 'j'],
      j: ['activity', 'e'],
      e: ['end'],
    });
    const steps = model.steps.map((step) =>
      step.id === 'c2' ? { ...step, operator: 'PARALLEL' as const } : step,
    );
    const { shapes, edges } = await diagramOf(await revisionToBpmn(revisionOf({ steps, groups: [] })));
    const y = (id: string) => shapes.find((shape) => shape.id === id)?.box.y ?? Number.NaN;
    expect(y('Join_c3')).toBeLessThan(y('Join_c2'));
    expect(y('Join_c2')).toBeLessThan(y('Join_c1'));
    expect(y('Join_c1')).toBeLessThan(y('Step_j'));
    expect(geometryProblems({ shapes, edges })).toEqual([]);
  });

  it('a diagram just taller than a column whose rows fit one at some heights: wrapped (the wrap once recursed without end)', async () => {
    // A generated model of 200 steps (seed 10004) in four lanes, its subprocess steps made activities.
    const actors = [0, 1, 2, 3].map((at) => ({
      id: `00000000-0000-4000-8000-00000000010${at}`,
      name: `Actor ${at}`,
    }));
    const steps = generateModel(200, 10_004).input.steps.map((step, index): Step => {
      if (step.type === 'start' || step.type === 'end') return step;
      const actor = actors[index % 4] as (typeof actors)[number];
      if (step.type !== 'subprocess') return { ...step, actor };
      const { process: _opened, ...rest } = step;
      return { ...rest, type: 'activity', actor };
    });
    expect(diagramPlan(steps).columns.length).toBeGreaterThan(0);
    const found = await problems({ steps, groups: [] });
    expect(found.geometry).toEqual([]);
    expect(found.lint.errors).toEqual([]);
  });

  it('generated models of 120 and 520 steps (the editor bench): no geometry problem, no lint error', async () => {
    for (const size of [120, 520]) {
      const { input } = generateModel(size);
      const found = await problems({ steps: input.steps, groups: [] });
      expect(found.geometry, `${size} steps`).toEqual([]);
      expect(found.lint.errors, `${size} steps`).toEqual([]);
    }
  });

  it('a 1,000-step model wraps into columns: each about as tall as the diagram is wide, no lanes (actors as performers), no geometry problem, no lint error', async () => {
    const clerk = { id: '00000000-0000-4000-8000-00000000c1e2', name: 'Clerk' };
    const steps = generateModel(1000).input.steps.map((step, index) =>
      index % 3 === 0 && step.type === 'activity' ? { ...step, actor: clerk } : step,
    );
    const plan = diagramPlan(steps);
    expect(plan.columns.length).toBeGreaterThan(2);
    expect(Math.max(plan.pool.width, plan.pool.height)).toBeLessThan(
      2 * Math.min(plan.pool.width, plan.pool.height),
    );
    const xml = await revisionToBpmn(revisionOf({ steps, groups: [] }));
    expect(xml).not.toContain('<bpmn:lane');
    expect(xml).toContain('<bpmn:performer name="Clerk" />');
    expect(geometryProblems(await diagramOf(xml), plan.columns)).toEqual([]);
    expect((await lintProblems(xml)).errors).toEqual([]);
  });
});
