import {
  DEFAULT_CONTROL_OPERATOR,
  type EditorModel,
  NO_PROCESS,
  NO_ROLE,
  type RoleRef,
  roleOrNone,
  type Step,
  sampleId,
  sampleModel,
  UNKNOWN_PROCESS_ID,
} from '@stroomlijn/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BUYER, CLERK, edit, grow, MANAGER, revisionOf } from '../../../test/bpmn-models.js';
import { diagramPlan } from '../bpmn/bpmn-diagram.js';
import { revisionToBpmn } from '../bpmn/bpmn-export.js';
import { convertFile } from './convert-file.js';
import { type ImportLookups, importPlan } from './import-plan.js';
import { IMPORT_TEXTS } from './import-texts.js';

// The editor bench's generated models, loaded by a computed path: the import check resolves only the packages.
const GENERATOR = new URL('../../../../../../bench/editor/generate-model.ts', import.meta.url).pathname;
const { generateModel } = (await import(/* @vite-ignore */ GENERATOR)) as {
  generateModel: (size: number, seed?: number) => { input: { steps: Step[] } };
};

/** Actors of every kind of name: accents, XML's special characters; and none. */
const ACTORS: RoleRef[] = [
  CLERK,
  BUYER,
  MANAGER,
  { id: sampleId(904), name: 'Zoë Ødegård-Šimić' },
  { id: sampleId(905), name: 'Behandelaar één' },
  NO_ROLE,
];

/** Models a subprocess step may open (the placeholder too), one with an accented name. */
const OPENED: Step['process'][] = [
  { id: sampleId(701), name: 'Factuur controleren', actor: NO_ROLE, revision: 2 },
  { id: sampleId(702), name: 'Überprüfung à la carte', actor: NO_ROLE, revision: 1 },
  NO_PROCESS,
];

/**
 * A model with the actor of each step (but start and end) chosen from ACTORS by `picks`, and with
 * `opened` also the model each subprocess step opens from OPENED.
 */
function dressed(model: EditorModel, picks: readonly number[], opened = false): EditorModel {
  const steps = model.steps.map((step, index) => {
    if (step.type === 'start' || step.type === 'end') return step;
    const pick = picks[index % picks.length] ?? 0;
    const actor = ACTORS[pick % ACTORS.length] ?? NO_ROLE;
    if (!opened || step.type !== 'subprocess') return { ...step, actor };
    return { ...step, actor, process: OPENED[(pick + index) % OPENED.length] };
  });
  return { steps, groups: [] };
}

/** The lookups an import of the model's export meets: the roles its actors name, the models it opens. */
function lookupsOf(steps: readonly Step[]): ImportLookups {
  const roles = new Map<string, { id: string; name: string }>();
  const models = new Map<string, ImportLookups['models'][number]>();
  for (const step of steps) {
    const actor = roleOrNone(step.actor);
    if (actor) roles.set(actor.id, { id: actor.id, name: actor.name });
    const opened = step.process;
    if (step.type === 'subprocess' && opened && opened.id !== UNKNOWN_PROCESS_ID)
      models.set(opened.id, { id: opened.id, name: opened.name, revision: opened.revision });
  }
  return { roles: [...roles.values()], models: [...models.values()] };
}

/** A name as a BPMN attribute holds it: one line, spaces collapsed, no characters XML forbids. */
const asAttribute = (name: string) =>
  name
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * A model up to the renaming of its steps: each step numbered in the order a walk from the start in
 * branch order first meets it, with its type, name, operator, actor, opened model and children by number.
 */
function canonical(steps: readonly Step[], { controlActors = true } = {}) {
  const byId = new Map(steps.map((step) => [step.id, step]));
  const order = new Map<string, number>();
  const walk = (id: string) => {
    if (order.has(id)) return;
    order.set(id, order.size);
    for (const child of byId.get(id)?.children ?? []) walk(child.id);
  };
  walk(steps.find((step) => step.type === 'start')?.id ?? '');
  return [...order.keys()].map((id) => {
    const step = byId.get(id) as Step;
    return {
      at: order.get(id),
      type: step.type,
      name: asAttribute(step.name),
      ...(step.type === 'control' && { operator: step.operator ?? DEFAULT_CONTROL_OPERATOR }),
      actor:
        step.type === 'start' || step.type === 'end' || (step.type === 'control' && !controlActors)
          ? null
          : (roleOrNone(step.actor)?.id ?? null),
      ...(step.type === 'subprocess' && { opens: step.process?.id ?? UNKNOWN_PROCESS_ID }),
      children: step.children.map((child) => order.get(child.id)),
    };
  });
}

/** The model's published revision exported, and the file imported again against the model's lookups. */
async function roundTrip(model: EditorModel, name = 'Order handling') {
  const revision = revisionOf(model, name);
  const xml = await revisionToBpmn(revision);
  const plan = importPlan(await convertFile(xml, IMPORT_TEXTS.en), lookupsOf(model.steps));
  return { xml, plan };
}

async function expectSameModel(model: EditorModel, name?: string, { controlActors = true } = {}) {
  const { xml, plan } = await roundTrip(model, name);
  expect(plan.models).toHaveLength(1);
  const [imported] = plan.models;
  expect(imported?.refusal).toBeNull();
  expect(imported?.name).toBe(name ?? 'Order handling');
  expect(imported?.description).toBe('From order to invoice');
  expect(canonical(imported?.steps ?? [], { controlActors })).toEqual(
    canonical(model.steps, { controlActors }),
  );
  // The export writes no information groups (the models here have none), so the import makes none.
  expect(imported?.groups).toEqual([]);
  // Every lane of the file matched the role it was drawn for: the import would create none.
  expect(plan.lanes.filter((lane) => lane.match === null)).toEqual([]);
  // Nothing left out; what the import approximates is only a subprocess without a model to open.
  expect(
    plan.report.filter((item) => item.outcome !== 'kept' && item.reason !== 'subprocess-placeholder'),
  ).toEqual([]);
  return xml;
}

describe('BPMN round trip: a model exported and imported again', () => {
  it('every model the editor can make: the same steps in the same order, names, types, operators (JUDGE too), actors and opened models', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(edit, { minLength: 1, maxLength: 50 }),
        fc.array(fc.nat(), { minLength: 1, maxLength: 8 }),
        async (edits, picks) => {
          await expectSameModel(dressed(grow(edits), picks));
        },
      ),
      { numRuns: 150 },
    );
  });

  it('models wrapped into columns (activities name their actor as performer, no lanes): the same model but the actors of controls, which a gateway cannot name', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.array(fc.nat(), { minLength: 1, maxLength: 8 }),
        async (seed, picks) => {
          // Nearly every generated model of 160 steps is taller than COLUMN_HEIGHT and wraps; the rare
          // wide one (about 1 seed in 400) does not and is not what this property is about.
          const steps = generateModel(160, seed).input.steps;
          const model = dressed({ steps, groups: [] }, picks, true);
          fc.pre(diagramPlan(model.steps).columns.length > 1);
          const xml = await expectSameModel(model, 'Aanvraag behandelen – één', { controlActors: false });
          expect(xml).not.toContain('<bpmn:lane ');
          const performed = model.steps.some(
            (step) => (step.type === 'activity' || step.type === 'subprocess') && roleOrNone(step.actor),
          );
          if (performed) expect(xml).toContain('<bpmn:performer ');
        },
      ),
      // Seed 15 makes one of the wide models: it must be skipped, not failed.
      { numRuns: 6, examples: [[15, [0, 239888431, 2]]] },
    );
  });

  it('a control with one branch that several paths reach (drawn as one gateway with flows in from both): still a control', async () => {
    const model = sampleModel({
      s: ['start', 'c1'],
      c1: ['control', 'c2', 'y'],
      c2: ['control', 'e', 'x'],
      x: ['activity', 'j'],
      y: ['activity', 'j'],
      j: ['control', 'e'],
      e: ['end'],
    });
    await expectSameModel(dressed({ steps: model.steps, groups: [] }, [0, 3, 4]));
  });
});
