import {
  CONTROL_OPERATORS,
  type ControlOperator,
  type EditorModel,
  NO_ROLE,
  newProcessModel,
  type Revision,
  roleOrNone,
  type Step,
  type StepType,
  sampleChain,
  sampleId,
  sampleModel,
} from '@stroomlijn/domain';
import BpmnModdle, { type ModdleElement } from 'bpmn-moddle';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { diagramOf, geometryProblems } from '../../../test/bpmn-geometry.js';
import { BUYER, CLERK, edit, grow, MANAGER, revisionOf } from '../../../test/bpmn-models.js';
import { bpmnFileName, revisionToBpmn, xmlName } from './bpmn-export.js';

/** A sample model with actors and operators per step id. */
function sample(
  description: Record<string, [StepType, ...string[]]>,
  extra: Record<string, Partial<Step>> = {},
): EditorModel {
  return {
    steps: sampleModel(description).steps.map((step) => ({ ...step, ...extra[step.id] })),
    groups: [],
  };
}

const block = (operator: ControlOperator) =>
  sample(
    {
      s: ['start', 'a'],
      a: ['activity', 'c'],
      c: ['control', 'b', 'j', 'd'],
      b: ['activity', 'b2'],
      b2: ['activity', 'j'],
      d: ['subprocess', 'j'],
      j: ['activity', 'e'],
      e: ['end'],
    },
    {
      a: { actor: CLERK },
      c: { actor: CLERK, operator },
      b: { actor: BUYER },
      d: {
        actor: MANAGER,
        process: { id: sampleId(500), name: 'Invoicing', actor: NO_ROLE, revision: 2 },
      },
      j: { actor: CLERK },
    },
  );

/** Models whose blocks nest (`true`: one join gateway per control with several branches). */
const SAMPLES: [string, EditorModel, boolean][] = [
  [
    'a new model',
    newProcessModel({ modelId: sampleId(100), startId: sampleId(1), endId: sampleId(2) }),
    true,
  ],
  ['a chain of activities', sampleChain(4), true],
  ...CONTROL_OPERATORS.map((operator): [string, EditorModel, boolean] => [
    `a ${operator} block`,
    block(operator),
    true,
  ]),
  [
    'nested blocks sharing their join point',
    sample(
      {
        s: ['start', 'c1'],
        c1: ['control', 'c2', 'z'],
        c2: ['control', 'x', 'y', 'j'],
        x: ['activity', 'j'],
        y: ['activity', 'j'],
        z: ['activity', 'j'],
        j: ['activity', 'e'],
        e: ['end'],
      },
      { c1: { operator: 'PARALLEL' }, c2: { operator: 'CHOICE', actor: BUYER }, x: { actor: BUYER } },
    ),
    true,
  ],
  [
    'a block ending at the end, beside a single-branch control',
    sample(
      {
        s: ['start', 'one'],
        one: ['control', 'c'],
        c: ['control', 'x', 'y', 'z'],
        x: ['activity', 'e'],
        y: ['subprocess', 'e'],
        z: ['activity', 'e'],
        e: ['end'],
      },
      { x: { actor: CLERK }, y: { actor: BUYER }, z: { actor: BUYER } },
    ),
    true,
  ],
  [
    'a path changed into another block',
    sample(
      {
        s: ['start', 'c'],
        c: ['control', 'd', 'a'],
        a: ['activity', 'x'],
        d: ['control', 'x', 'y'],
        x: ['activity', 'j'],
        y: ['activity', 'j'],
        j: ['activity', 'e'],
        e: ['end'],
      },
      { c: { operator: 'PARALLEL' }, a: { actor: CLERK }, y: { actor: MANAGER } },
    ),
    false,
  ],
];

// ---------------------------------------------------------------- reading the file back

const list = (element: ModdleElement | undefined, property: string) =>
  ((element?.get(property) as ModdleElement[] | undefined) ?? []) as ModdleElement[];
const NC_NAME = /^[A-Za-z_][A-Za-z0-9._-]*$/;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Exports the revision, reads the file back with bpmn-moddle (no warning allowed) and checks it against the model. */
async function exportAndCheck(revision: Revision, nested: boolean): Promise<void> {
  const xml = await revisionToBpmn(revision);
  const { rootElement, warnings, elementsById } = await new BpmnModdle().fromXML(xml);
  expect(warnings.map((warning) => warning.message)).toEqual([]);
  for (const id of Object.keys(elementsById)) expect(id).toMatch(NC_NAME);

  const { steps } = revision.model;
  const collaboration = list(rootElement, 'rootElements').find((e) => e.$type === 'bpmn:Collaboration');
  const process = list(rootElement, 'rootElements').find((e) => e.$type === 'bpmn:Process');
  expect(list(collaboration, 'participants').map((p) => p.get('processRef'))).toEqual([process]);
  const elements = list(process, 'flowElements');
  const nodes = elements.filter((e) => e.$instanceOf('bpmn:FlowNode'));
  const flows = elements.filter((e) => e.$type === 'bpmn:SequenceFlow');
  const count = (type: string) => nodes.filter((node) => node.$type === type).length;
  const ofType = (type: StepType) => steps.filter((step) => step.type === type);
  const controls = ofType('control');
  const gateways = nodes.filter((node) => node.$instanceOf('bpmn:Gateway'));
  const joins = gateways.filter((gateway) => gateway.get('gatewayDirection') === 'Converging');
  const relations = steps.reduce((sum, step) => sum + step.children.length, 0);
  const blocks = controls.filter((control) => control.children.length > 1).length;

  expect(count('bpmn:StartEvent')).toBe(1);
  expect(count('bpmn:EndEvent')).toBe(1);
  expect(count('bpmn:Task')).toBe(ofType('activity').length);
  expect(count('bpmn:CallActivity')).toBe(ofType('subprocess').length);
  expect(gateways.length - joins.length).toBe(controls.length);
  const merges = joins.filter((join) => join.id?.startsWith('Merge_')).length;
  if (nested) expect([joins.length, merges]).toEqual([blocks, 0]);
  else expect(joins.length - merges).toBeLessThanOrEqual(blocks);
  expect(nodes.length).toBe(steps.length + joins.length);
  expect(flows.length).toBe(relations + joins.length);

  // Each step is its flow node, of its kind, with its name; each join is of its control's kind.
  const byId = new Map(nodes.map((node) => [node.id, node]));
  for (const step of steps) {
    const node = byId.get(`Step_${step.id}`);
    expect(node?.get('name') ?? '').toBe(xmlName(step.name).trim() === '' ? '' : xmlName(step.name));
    if (step.type === 'control') {
      const kind = step.operator === 'PARALLEL' ? 'bpmn:ParallelGateway' : 'bpmn:ExclusiveGateway';
      expect(node?.$type).toBe(kind);
      const join = byId.get(`Join_${step.id}`);
      if (join) expect(join.$type).toBe(kind);
    }
    if (step.type === 'subprocess' && step.process && step.process.revision > 0)
      expect(node?.get('calledElement')).toBe(`Process_${step.process.id}`);
  }
  for (const join of joins) {
    expect(list(join, 'incoming').length).toBeGreaterThanOrEqual(2);
    expect(list(join, 'outgoing').length).toBe(1);
  }

  // Lanes: one per actor of a task, call activity or gateway, and one for those without; each node in one.
  const lanes = list(list(process, 'laneSets')[0], 'lanes');
  const actors = new Set(
    steps
      .filter((step) => step.type !== 'start' && step.type !== 'end')
      .map((step) => roleOrNone(step.actor)?.id ?? null),
  );
  expect(lanes.length).toBe(Math.max(actors.size, 1));
  for (const node of nodes)
    expect(lanes.filter((lane) => list(lane, 'flowNodeRef').includes(node))).toHaveLength(1);

  // Diagram interchange: a shape per node and lane and the pool, an edge per flow along its route.
  const plane = list(rootElement, 'diagrams')[0]?.get('plane') as ModdleElement;
  const shapes = list(plane, 'planeElement').filter((e) => e.$type === 'bpmndi:BPMNShape');
  const edges = list(plane, 'planeElement').filter((e) => e.$type === 'bpmndi:BPMNEdge');
  expect(shapes.length).toBe(nodes.length + lanes.length + 1);
  expect(edges.length).toBe(flows.length);
  const boundsOf = new Map(shapes.map((shape) => [shape.get('bpmnElement'), shape.get('bounds') as Box]));
  for (const node of nodes) expect(boundsOf.has(node), node.id).toBe(true);
  for (const lane of lanes)
    for (const node of list(lane, 'flowNodeRef')) {
      const area = boundsOf.get(lane) as Box;
      const bounds = boundsOf.get(node) as Box;
      expect(bounds.x + bounds.width / 2).toBeGreaterThanOrEqual(area.x);
      expect(bounds.x + bounds.width / 2).toBeLessThanOrEqual(area.x + area.width);
    }
  expect(geometryProblems(await diagramOf(xml))).toEqual([]);

  // The flows lead from the start to every node, and from every node to the end.
  const walk = (from: ModdleElement, forward: boolean) => {
    const seen = new Set([from]);
    const stack = [from];
    while (stack.length > 0)
      for (const flow of list(stack.pop(), forward ? 'outgoing' : 'incoming')) {
        const next = flow.get(forward ? 'targetRef' : 'sourceRef') as ModdleElement;
        if (!seen.has(next)) {
          seen.add(next);
          stack.push(next);
        }
      }
    return seen;
  };
  expect(walk(nodes.find((n) => n.$type === 'bpmn:StartEvent') as ModdleElement, true).size).toBe(
    nodes.length,
  );
  expect(walk(nodes.find((n) => n.$type === 'bpmn:EndEvent') as ModdleElement, false).size).toBe(
    nodes.length,
  );
}

describe('BPMN export of a revision', () => {
  it.each(SAMPLES)('%s: parses without warnings and matches the model', async (_name, model, nested) => {
    await exportAndCheck(revisionOf(model), nested);
  });

  it('gateways: exclusive with marker for choice, exclusive without for judgement, parallel; joins alike', async () => {
    for (const operator of CONTROL_OPERATORS) {
      const xml = await revisionToBpmn(revisionOf(block(operator)));
      const { elementsById } = await new BpmnModdle().fromXML(xml);
      const split = elementsById.Step_c as ModdleElement;
      const join = elementsById.Join_c as ModdleElement;
      const type = operator === 'PARALLEL' ? 'bpmn:ParallelGateway' : 'bpmn:ExclusiveGateway';
      expect([split.$type, join.$type]).toEqual([type, type]);
      expect([split.get('gatewayDirection'), join.get('gatewayDirection')]).toEqual([
        'Diverging',
        'Converging',
      ]);
      expect(list(join, 'outgoing')[0]?.get('targetRef')).toBe(elementsById.Step_j);
      const shape = elementsById.Step_c_di as ModdleElement;
      if (operator !== 'PARALLEL') expect(shape.get('isMarkerVisible')).toBe(operator === 'CHOICE');
    }
  });

  it('nested blocks join inside out: the inner join leads to the outer, the outer to the join point', async () => {
    const model = SAMPLES.find(([name]) => name.startsWith('nested'))?.[1] as EditorModel;
    const { elementsById } = await new BpmnModdle().fromXML(await revisionToBpmn(revisionOf(model)));
    const target = (id: string) => list(elementsById[id], 'outgoing').map((flow) => flow.get('targetRef'));
    expect(target('Join_c2')).toEqual([elementsById.Join_c1]);
    expect(target('Join_c1')).toEqual([elementsById.Step_j]);
    expect(list(elementsById.Join_c2, 'incoming')).toHaveLength(3);
  });

  it('a subprocess is a call activity of the process its model exports, with name and revision', async () => {
    const { elementsById } = await new BpmnModdle().fromXML(await revisionToBpmn(revisionOf(block('JUDGE'))));
    const call = elementsById.Step_d as ModdleElement;
    expect(call.$type).toBe('bpmn:CallActivity');
    expect(call.get('calledElement')).toBe(`Process_${sampleId(500)}`);
    expect(list(call, 'documentation')[0]?.get('text')).toBe('Invoicing, revision 2');
    const lanes = list(list(elementsById[`Process_${sampleId(100)}`], 'laneSets')[0], 'lanes');
    expect(lanes.map((lane) => lane.get('name'))).toEqual(['Clerk', 'Buyer & <Co>', 'No actor', 'Manager']);
  });

  it('names the file after the model and revision in safe characters', () => {
    const name = (text: string) => bpmnFileName(revisionOf(block('JUDGE'), text, 7));
    expect(name('Order handling')).toBe('Order-handling-revision-7.bpmn');
    expect(name('Inkoop: één/twee? "klaar"')).toBe('Inkoop-een-twee-klaar-revision-7.bpmn');
    expect(name('')).toBe('process-model-revision-7.bpmn');
    expect(name('x'.repeat(200))).toBe(`${'x'.repeat(100)}-revision-7.bpmn`);
  });
});

describe('BPMN export of generated models', () => {
  it('every model the editor can make parses without warnings and matches the model', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(edit, { minLength: 5, maxLength: 50 }), async (edits) => {
        await exportAndCheck(revisionOf(grow(edits)), false);
      }),
      { numRuns: 60 },
    );
  });
});
