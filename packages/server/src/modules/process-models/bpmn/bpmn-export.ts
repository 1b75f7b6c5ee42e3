// The declarations of bpmn-moddle (it ships none), for every program that compiles this file (bench, e2e).
/// <reference path="./bpmn-moddle.d.ts" />

import {
  DEFAULT_CONTROL_OPERATOR,
  type Point,
  type Revision,
  type Step,
  UNKNOWN_PROCESS_ID,
} from '@stroomlijn/domain';
import BpmnModdle, { type ModdleElement } from 'bpmn-moddle';
import { type Bounds, type DiagramNode, diagramPlan } from './bpmn-diagram.js';

/** The name of the lane of the steps without actor (a file has no language; English is the fallback). */
export const NO_ACTOR_LANE = 'No actor';

/** An XML name (NCName) from an id: a prefix (ids may start with a digit) and only name characters. */
export function bpmnId(prefix: string, id: string): string {
  return `${prefix}_${id.replace(/[^A-Za-z0-9._-]/g, '_')}`;
}

/** Text as XML 1.0 can hold it: without the characters it forbids (controls, lone surrogates, U+FFFE/F). */
export function xmlText(text: string): string {
  return text.replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '');
}

/** A name (an attribute): XML text on one line, since a reader turns tabs and line breaks into spaces. */
export function xmlName(text: string): string {
  return xmlText(text).replace(/[\t\n\r]/g, ' ');
}

const nodeId = (key: string) =>
  key.startsWith('join:')
    ? bpmnId('Join', key.slice('join:'.length))
    : key.startsWith('merge:')
      ? bpmnId('Merge', key.slice('merge:'.length))
      : bpmnId('Step', key);

function nodeType(node: DiagramNode): string {
  const { step } = node;
  if (node.kind === 'merge') return 'bpmn:ExclusiveGateway';
  if (step.type === 'start') return 'bpmn:StartEvent';
  if (step.type === 'end') return 'bpmn:EndEvent';
  if (step.type === 'activity') return 'bpmn:Task';
  if (step.type === 'subprocess') return 'bpmn:CallActivity';
  return (step.operator ?? DEFAULT_CONTROL_OPERATOR) === 'PARALLEL'
    ? 'bpmn:ParallelGateway'
    : 'bpmn:ExclusiveGateway';
}

/** The process a subprocess step calls: the process id of that model's own export; its name and revision. */
function calledProcess(step: Step): { id: string; note: string } | undefined {
  const called = step.process;
  if (step.type !== 'subprocess' || !called || called.id === UNKNOWN_PROCESS_ID) return undefined;
  const revision = called.revision > 0 ? `, revision ${called.revision}` : '';
  return { id: bpmnId('Process', called.id), note: `${called.name}${revision}` };
}

function gatewayDirection({ kind, step }: DiagramNode): string {
  return kind !== 'step' ? 'Converging' : step.children.length > 1 ? 'Diverging' : 'Unspecified';
}

/** Who published the revision and when, and who approved it: the record a reader of the file needs. */
function recordOf({ revision, model }: Revision): string {
  const at = (time: number | null | undefined) => (time ? new Date(time).toISOString() : '');
  const lines = [
    `Revision ${revision}`,
    `Published by ${model.publishedBy?.name ?? ''} at ${at(model.publishedAt)}`,
  ];
  if (model.approvedBy) lines.push(`Approved by ${model.approvedBy.name} at ${at(model.approvedAt)}`);
  return lines.join('\n');
}

/**
 * A published revision as a BPMN 2.0 file (XML), written by bpmn-moddle: one pool (the model) with a
 * vertical lane per actor (the pool documents who published and approved the revision), start and end events, tasks, call activities for subprocesses, a gateway per
 * control and a join gateway where its branches meet (and a merge gateway before a control that several
 * flows reach), sequence flows, and diagram interchange in the lanes and columns of Stroomlijn's lanes
 * view, each node below those that lead to it, the flows on lines of their own (bpmn-diagram.ts). CHOICE and JUDGE are exclusive gateways (JUDGE drawn without
 * its marker, as Stroomlijn draws it), PARALLEL a parallel gateway; see docs/decisions.md.
 */
export async function revisionToBpmn(revision: Revision): Promise<string> {
  const { model } = revision;
  const moddle = new BpmnModdle();
  const plan = diagramPlan(model.steps);
  const name = (text: string) => (xmlName(text).trim() === '' ? {} : { name: xmlName(text) });
  const documentation = (text: string) =>
    xmlText(text).trim() === ''
      ? {}
      : { documentation: [moddle.create('bpmn:Documentation', { text: xmlText(text) })] };

  const elements = new Map<string, ModdleElement>();
  const flowElements: ModdleElement[] = [];
  for (const node of plan.nodes) {
    const { kind, step } = node;
    const called = kind === 'step' ? calledProcess(step) : undefined;
    const element = moddle.create(nodeType(node), {
      id: nodeId(node.key),
      ...(kind === 'step' ? name(step.name) : {}),
      ...((step.type === 'control' || kind !== 'step') && { gatewayDirection: gatewayDirection(node) }),
      ...(called && { calledElement: called.id, ...documentation(called.note) }),
      incoming: [],
      outgoing: [],
    });
    elements.set(node.key, element);
    flowElements.push(element);
  }
  const flows = plan.flows.map((flow) => {
    const source = elements.get(flow.source) as ModdleElement;
    const target = elements.get(flow.target) as ModdleElement;
    const element = moddle.create('bpmn:SequenceFlow', {
      id: bpmnId('Flow', `${source.id}_${target.id}`),
      sourceRef: source,
      targetRef: target,
    });
    (source.outgoing as ModdleElement[]).push(element);
    (target.incoming as ModdleElement[]).push(element);
    flowElements.push(element);
    return element;
  });
  // A lane is one rectangle in BPMN DI: a diagram wrapped into columns has no lanes; its activities name
  // their actor as performer instead (docs/decisions.md).
  const drawnLanes = plan.lanes.every((lane) => lane.bounds !== null);
  if (!drawnLanes)
    for (const lane of plan.lanes) {
      if (lane.roleId === null) continue;
      for (const key of lane.nodes) {
        const element = elements.get(key) as ModdleElement;
        if (element.$type === 'bpmn:Task' || element.$type === 'bpmn:CallActivity')
          element.set('resources', [moddle.create('bpmn:Performer', { ...name(lane.name) })]);
      }
    }
  const lanes = (drawnLanes ? plan.lanes : []).map((lane) =>
    moddle.create('bpmn:Lane', {
      id: bpmnId('Lane', lane.roleId ?? 'none'),
      ...name(lane.roleId === null ? NO_ACTOR_LANE : lane.name),
      flowNodeRef: lane.nodes.map((key) => elements.get(key)),
    }),
  );
  const process = moddle.create('bpmn:Process', {
    id: bpmnId('Process', model.id),
    ...name(model.info.name),
    isExecutable: false,
    ...documentation(model.info.description),
    ...(drawnLanes && {
      laneSets: [moddle.create('bpmn:LaneSet', { id: bpmnId('LaneSet', model.id), lanes })],
    }),
    flowElements,
  });
  const participant = moddle.create('bpmn:Participant', {
    id: bpmnId('Participant', model.id),
    ...name(model.info.name),
    ...documentation(recordOf(revision)),
    processRef: process,
  });
  const collaboration = moddle.create('bpmn:Collaboration', {
    id: bpmnId('Collaboration', model.id),
    participants: [participant],
  });

  const bounds = ({ x, y, width, height }: Bounds) => moddle.create('dc:Bounds', { x, y, width, height });
  const shape = (element: ModdleElement, box: Bounds, properties: Record<string, unknown> = {}) =>
    moddle.create('bpmndi:BPMNShape', {
      id: `${element.id}_di`,
      bpmnElement: element,
      bounds: bounds(box),
      ...properties,
    });
  const planeElement = [
    shape(participant, plan.pool, { isHorizontal: false }),
    ...lanes.map((lane, index) => shape(lane, plan.lanes[index]?.bounds as Bounds, { isHorizontal: false })),
    ...plan.nodes.map((node) => {
      const element = elements.get(node.key) as ModdleElement;
      const marker =
        element.$type === 'bpmn:ExclusiveGateway'
          ? {
              isMarkerVisible:
                node.kind === 'merge' || (node.step.operator ?? DEFAULT_CONTROL_OPERATOR) === 'CHOICE',
            }
          : element.$type === 'bpmn:CallActivity'
            ? { isExpanded: false }
            : {};
      return shape(element, node.bounds, marker);
    }),
    ...flows.map((flow, index) =>
      moddle.create('bpmndi:BPMNEdge', {
        id: `${flow.id}_di`,
        bpmnElement: flow,
        waypoint: (plan.flows[index]?.waypoints ?? []).map(({ x, y }: Point) =>
          moddle.create('dc:Point', { x, y }),
        ),
      }),
    ),
  ];
  const diagram = moddle.create('bpmndi:BPMNDiagram', {
    id: bpmnId('Diagram', model.id),
    plane: moddle.create('bpmndi:BPMNPlane', {
      id: bpmnId('Plane', model.id),
      bpmnElement: collaboration,
      planeElement,
    }),
  });
  const definitions = moddle.create('bpmn:Definitions', {
    id: bpmnId('Definitions', model.id),
    targetNamespace: `urn:stroomlijn:process-model:${model.id}:revision:${revision.revision}`,
    exporter: 'Stroomlijn',
    rootElements: [collaboration, process],
    diagrams: [diagram],
  });
  const { xml } = await moddle.toXML(definitions, { format: true });
  return xml;
}

/** The file name of a revision's export: the model's name (safe characters only) and the revision, `.bpmn`. */
export function bpmnFileName(revision: Revision): string {
  const base = revision.model.info.name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100)
    .replace(/-+$/, '');
  return `${base === '' ? 'process-model' : base}-revision-${revision.revision}.bpmn`;
}
