import { randomUUID } from 'node:crypto';
import {
  type BpmnImportModel,
  type ControlOperator,
  type InformationGroup,
  MAX_STEPS,
  NO_PROCESS,
  NO_ROLE,
  type Step,
  TEXT_LIMIT,
} from '@stroomlijn/domain';
import type { ModdleElement } from 'bpmn-moddle';
import { fileName, type ImportReport } from './import-report.js';
import { EVENT_KINDS, type ImportTexts } from './import-texts.js';

/** What a subprocess step will open, settled once the database is read (import-plan.ts). */
export type SubprocessLink =
  | { kind: 'model'; key: string; elementId: string }
  | { kind: 'call'; calledElement: string; names: string[]; elementId: string };

/** A model converted from the file, before roles and subprocesses are looked up. */
export interface ConvertedModel extends Omit<BpmnImportModel, 'steps' | 'id'> {
  steps: Step[];
  /** Per step id: the key of its lane (its actor role), absent for none. */
  laneOf: Record<string, string>;
  links: Record<string, SubprocessLink>;
}

/** What the conversion of one container needs from the file as a whole. */
export interface ConvertContext {
  report: ImportReport;
  texts: ImportTexts;
  /** Per element: its lane's key (innermost lane, or the performer named on an activity). */
  laneOf: (element: ModdleElement) => string | null;
  /** Whether the diagram draws an exclusive gateway without its marker. */
  markerHidden: (element: ModdleElement) => boolean;
  /** Whether Stroomlijn's own export wrote the file (its call activities document the model they call). */
  ownExport: boolean;
  models: ConvertedModel[];
}

const START = '#start';
const END = '#end';

type NodeKind = 'start-event' | 'end-event' | 'join' | 'activity' | 'subprocess' | 'control';

interface GraphNode {
  key: string;
  kind: NodeKind;
  /** The element it comes from (a synthetic control: the element it follows). */
  element: ModdleElement;
  name: string;
  operator?: ControlOperator;
  lane: string | null;
  link?: SubprocessLink;
  documentation?: string;
  /** Targets in branch order, each with the flow it came from (null: a synthetic relation). */
  edges: { to: string; flow: ModdleElement | null }[];
}

const is = (element: ModdleElement, type: string) => element.$instanceOf(type);

function eventName(element: ModdleElement, texts: ImportTexts): string {
  const definition = (element.eventDefinitions as ModdleElement[] | undefined)?.[0];
  const kind = definition?.$type.replace(/^bpmn:|EventDefinition$/g, '').toLowerCase();
  const known = EVENT_KINDS.find((candidate) => candidate === kind);
  return texts.event[known ?? 'none'];
}

function documentationOf(element: ModdleElement): string {
  const parts = (element.documentation as ModdleElement[] | undefined) ?? [];
  return parts
    .map((part) => (typeof part.text === 'string' ? part.text.trim() : ''))
    .filter((text) => text !== '')
    .join('\n');
}

function gatewayOperator(element: ModdleElement, hidden: boolean): ControlOperator | undefined {
  if (is(element, 'bpmn:ParallelGateway')) return 'PARALLEL';
  if (is(element, 'bpmn:ExclusiveGateway') && hidden) return undefined;
  return 'CHOICE';
}

/**
 * One process, or one embedded sub-process, as a Stroomlijn model (a directed acyclic graph with one
 * start and one end): tasks become activities, call activities and sub-processes subprocess steps,
 * splitting gateways controls; joining gateways and events without a step of their own become the
 * relations through them. Several start or end events become the one start and end, loops lose their
 * flow back, and every element's fate goes into the report. Embedded sub-processes are converted
 * first, into `context.models`, each before the model that opens it.
 */
export function convertContainer(
  container: ModdleElement,
  info: { key: string; name: string; description: string; parentKey: string | null; lane: string | null },
  context: ConvertContext,
): void {
  const { report, texts } = context;
  const key = info.key;
  const nodes = new Map<string, GraphNode>();
  const flows: ModdleElement[] = [];
  const boundaries: ModdleElement[] = [];
  const laneOf = (element: ModdleElement) => context.laneOf(element) ?? info.lane;
  const named = (element: ModdleElement, fallback = '') => {
    const { text, cut } = fileName(element.name);
    if (cut) report.note(element, key, 'approximated', 'name-cut');
    return text === '' ? fallback : text;
  };
  const add = (element: ModdleElement, node: Omit<GraphNode, 'key' | 'element' | 'edges' | 'lane'>) => {
    const documentation = documentationOf(element);
    nodes.set(element.id as string, {
      key: element.id as string,
      element,
      lane: laneOf(element),
      edges: [],
      ...node,
      ...(documentation !== '' && { documentation }),
    });
  };

  for (const element of (container.flowElements as ModdleElement[] | undefined) ?? []) {
    if (is(element, 'bpmn:SequenceFlow')) flows.push(element);
    else if (is(element, 'bpmn:BoundaryEvent')) boundaries.push(element);
    else if (is(element, 'bpmn:StartEvent')) {
      const first = ![...nodes.values()].some((node) => node.kind === 'start-event');
      const trigger = ((element.eventDefinitions as unknown[] | undefined) ?? []).length > 0;
      if (!first) report.note(element, key, 'approximated', 'starts-merged');
      else if (trigger) report.note(element, key, 'approximated', 'event-trigger', eventName(element, texts));
      else report.note(element, key, 'kept', 'start');
      add(element, { kind: 'start-event', name: named(element) });
    } else if (is(element, 'bpmn:EndEvent')) {
      const first = ![...nodes.values()].some((node) => node.kind === 'end-event');
      const trigger = ((element.eventDefinitions as unknown[] | undefined) ?? []).length > 0;
      if (!first) report.note(element, key, 'approximated', 'ends-merged');
      else if (trigger) report.note(element, key, 'approximated', 'event-trigger', eventName(element, texts));
      else report.note(element, key, 'kept', 'end');
      add(element, { kind: 'end-event', name: named(element) });
    } else if (is(element, 'bpmn:SubProcess') && element.triggeredByEvent === true) {
      const start = ((element.flowElements as ModdleElement[] | undefined) ?? []).find((inner) =>
        is(inner, 'bpmn:StartEvent'),
      );
      const name = named(
        element,
        `${info.name} – ${start ? eventName(start, texts) : texts.event.none}`.slice(0, TEXT_LIMIT),
      );
      const description = cutText(documentationOf(element)).text;
      convertContainer(
        element,
        { key: element.id as string, name, description, parentKey: key, lane: laneOf(element) },
        context,
      );
      report.note(element, key, 'approximated', 'event-subprocess', name);
    } else if (is(element, 'bpmn:Activity') && element.isForCompensation === true) {
      report.note(element, key, 'left-out', 'compensation');
    } else if (is(element, 'bpmn:SubProcess')) {
      const name = named(element, fileName(element.id).text);
      const description = cutText(documentationOf(element)).text;
      convertContainer(
        element,
        { key: element.id as string, name, description, parentKey: key, lane: laneOf(element) },
        context,
      );
      report.note(element, key, 'kept', 'subprocess-model', name);
      add(element, {
        kind: 'subprocess',
        name,
        link: { kind: 'model', key: element.id as string, elementId: element.id as string },
      });
    } else if (is(element, 'bpmn:CallActivity')) {
      const called = element.calledElement;
      const calledId =
        typeof called === 'string' ? called : ((called as ModdleElement | undefined)?.id ?? '');
      const name = named(element);
      report.note(element, key, 'kept', 'subprocess-linked');
      add(element, {
        kind: 'subprocess',
        name,
        link: { kind: 'call', calledElement: calledId, names: [name], elementId: element.id as string },
      });
      // That note names the model the step opens, which the step links to: it is no information of the step.
      if (context.ownExport) delete (nodes.get(element.id as string) as GraphNode).documentation;
    } else if (is(element, 'bpmn:Activity')) {
      report.note(element, key, 'kept', 'activity');
      add(element, { kind: 'activity', name: named(element) });
    } else if (is(element, 'bpmn:IntermediateCatchEvent') || is(element, 'bpmn:IntermediateThrowEvent')) {
      const name = named(element, eventName(element, texts));
      report.note(element, key, 'approximated', 'event-as-activity', name);
      add(element, { kind: 'activity', name });
    } else if (is(element, 'bpmn:Gateway')) {
      add(element, { kind: 'control', name: named(element) });
    } else if (
      is(element, 'bpmn:DataObject') ||
      is(element, 'bpmn:DataObjectReference') ||
      is(element, 'bpmn:DataStoreReference')
    ) {
      report.note(element, key, 'left-out', 'data');
    } else report.note(element, key, 'left-out', 'unsupported');
  }
  for (const artifact of (container.artifacts as ModdleElement[] | undefined) ?? [])
    report.note(artifact, key, 'left-out', 'annotation');

  // Flows between elements of this container, in each source's order of outgoing flows.
  const usable = flows.filter((flow) => {
    const source = (flow.sourceRef as ModdleElement | undefined)?.id;
    const target = (flow.targetRef as ModdleElement | undefined)?.id;
    const boundary = boundaries.some((event) => event.id === source);
    if ((nodes.has(source ?? '') || boundary) && nodes.has(target ?? '')) return true;
    report.note(flow, key, 'left-out', 'unreachable');
    return false;
  });
  const outgoing = new Map<string, ModdleElement[]>();
  const incoming = new Map<string, number>();
  for (const flow of usable) {
    const source = (flow.sourceRef as ModdleElement).id as string;
    const target = (flow.targetRef as ModdleElement).id as string;
    outgoing.set(source, [...(outgoing.get(source) ?? []), flow]);
    incoming.set(target, (incoming.get(target) ?? 0) + 1);
    const { text } = fileName(flow.name);
    if (text !== '') report.note(flow, key, 'approximated', 'flow-name', text);
    else report.note(flow, key, 'kept', 'flow');
  }
  const orderedOut = (element: ModdleElement): ModdleElement[] => {
    const listed = ((element.outgoing as ModdleElement[] | undefined) ?? []).map((flow) => flow.id);
    const rank = (flow: ModdleElement) => {
      const at = listed.indexOf(flow.id);
      return at < 0 ? listed.length : at;
    };
    return [...(outgoing.get(element.id as string) ?? [])].sort((a, b) => rank(a) - rank(b));
  };

  // Gateways: a join where branches meet (one way out at most), a control otherwise.
  for (const node of nodes.values()) {
    if (node.kind !== 'control') continue;
    const outs = outgoing.get(node.key)?.length ?? 0;
    const ins = incoming.get(node.key) ?? 0;
    const converging = node.element.gatewayDirection === 'Converging';
    // Stroomlijn's own export draws each control as the gateway `Step_<id>` (joins and merges have
    // gateways of their own): one with a single branch that several paths reach is still a control.
    const ownControl = context.ownExport && node.key.startsWith('Step_');
    if (!ownControl && outs <= 1 && (ins >= 2 || converging)) {
      node.kind = 'join';
      report.note(node.element, key, 'kept', 'join');
      continue;
    }
    const operator = gatewayOperator(node.element, context.markerHidden(node.element));
    if (operator !== undefined) node.operator = operator;
    if (is(node.element, 'bpmn:ParallelGateway')) report.note(node.element, key, 'kept', 'parallel-control');
    else if (!is(node.element, 'bpmn:ExclusiveGateway'))
      report.note(node.element, key, 'approximated', 'gateway-as-choice');
    else report.note(node.element, key, 'kept', operator === undefined ? 'judge-control' : 'choice-control');
  }

  // Relations. A step of one relation with several flows out (an implicit split) gets a control after it.
  const synthetic = (from: GraphNode, suffix: string, operator: ControlOperator): GraphNode => {
    const node: GraphNode = {
      key: `${from.key}#${suffix}`,
      kind: 'control',
      element: from.element,
      name: '',
      operator,
      lane: from.lane,
      edges: [],
    };
    nodes.set(node.key, node);
    return node;
  };
  for (const node of [...nodes.values()]) {
    const outs = orderedOut(node.element).map((flow) => ({
      to: (flow.targetRef as ModdleElement).id as string,
      flow,
    }));
    if (outs.length > 1 && node.kind !== 'control' && node.kind !== 'join') {
      const conditional =
        node.element.default !== undefined ||
        orderedOut(node.element).some((flow) => flow.conditionExpression !== undefined);
      const operator: ControlOperator = conditional ? 'CHOICE' : 'PARALLEL';
      const split = synthetic(node, 'split', operator);
      split.edges = outs;
      node.edges = [{ to: split.key, flow: null }];
      if (node.kind !== 'start-event')
        report.note(node.element, key, 'approximated', 'split-after-step', operator.toLowerCase());
    } else node.edges = outs;
  }

  // A boundary event: a choice after its activity between going on and the event's own way.
  for (const event of boundaries) {
    const host = nodes.get((event.attachedToRef as ModdleElement | undefined)?.id ?? '');
    const outs = orderedOut(event);
    if (!host || outs.length === 0) {
      report.note(event, key, 'left-out', host ? 'boundary-without-flow' : 'unreachable');
      for (const flow of outs) report.note(flow, key, 'left-out', 'unreachable');
      continue;
    }
    const name = named(event, eventName(event, texts));
    report.note(event, key, 'approximated', 'boundary-as-choice', host.name);
    add(event, { kind: 'activity', name });
    const eventNode = nodes.get(event.id as string) as GraphNode;
    eventNode.lane = host.lane;
    eventNode.edges = outs.map((flow) => ({ to: (flow.targetRef as ModdleElement).id as string, flow }));
    if (eventNode.edges.length > 1) {
      const split = synthetic(eventNode, 'split', 'PARALLEL');
      split.edges = eventNode.edges;
      eventNode.edges = [{ to: split.key, flow: null }];
    }
    let outcome = nodes.get(`${host.key}#outcome`);
    if (!outcome) {
      outcome = synthetic(host, 'outcome', 'CHOICE');
      outcome.edges = host.edges.length > 0 ? host.edges : [{ to: END, flow: null }];
      host.edges = [{ to: outcome.key, flow: null }];
    }
    outcome.edges.push({ to: eventNode.key, flow: null });
  }

  // Where a relation leads once joins and events without a step of their own are passed through.
  const resolving = new Set<string>();
  const resolve = (to: string): string[] => {
    if (to === END) return [END];
    const node = nodes.get(to);
    if (!node) return [END];
    if (node.kind === 'end-event') return [END];
    if (node.kind !== 'join' && node.kind !== 'start-event') return [to];
    if (resolving.has(to)) return [];
    resolving.add(to);
    const targets = node.edges.length === 0 ? [END] : node.edges.flatMap((edge) => resolve(edge.to));
    resolving.delete(to);
    return targets;
  };

  // The start: the start events, and the steps no flow leads to (BPMN starts those too).
  const entries = [...nodes.values()].filter(
    (node) =>
      node.kind === 'start-event' ||
      (node.kind !== 'join' &&
        node.kind !== 'end-event' &&
        !node.key.includes('#') &&
        !boundaries.includes(node.element) &&
        (incoming.get(node.key) ?? 0) === 0),
  );
  const startTargets = [...new Set(entries.flatMap((node) => resolve(node.key)))];
  const startEvent = entries.find((node) => node.kind === 'start-event');
  const endEvent = [...nodes.values()].find((node) => node.kind === 'end-event');
  const graph = new Map<string, GraphNode>();
  const startNode: GraphNode = {
    key: START,
    kind: 'start-event',
    element: startEvent?.element ?? container,
    name: startEvent?.name ?? '',
    lane: startEvent?.lane ?? info.lane,
    edges: [],
  };
  graph.set(START, startNode);
  if (startTargets.length > 1) {
    const operator: ControlOperator = entries.length > 1 ? 'CHOICE' : 'PARALLEL';
    const split: GraphNode = { ...startNode, key: `${START}#split`, kind: 'control', name: '', operator };
    split.edges = startTargets.map((to) => ({ to, flow: null }));
    graph.set(split.key, split);
    startNode.edges = [{ to: split.key, flow: null }];
  } else startNode.edges = startTargets.map((to) => ({ to, flow: null }));
  for (const node of nodes.values()) {
    if (node.kind === 'join' || node.kind === 'start-event' || node.kind === 'end-event') continue;
    const seen = new Set<string>();
    const edges: GraphNode['edges'] = [];
    for (const edge of node.edges)
      for (const to of resolve(edge.to))
        if (!seen.has(to)) {
          seen.add(to);
          edges.push({ to, flow: edge.flow });
        }
    graph.set(node.key, { ...node, edges });
  }
  const endNode: GraphNode = {
    key: END,
    kind: 'end-event',
    element: endEvent?.element ?? container,
    name: endEvent?.name ?? '',
    lane: endEvent?.lane ?? info.lane,
    edges: [],
  };
  graph.set(END, endNode);
  for (const node of graph.values())
    if (node.key !== END && node.edges.length === 0) node.edges = [{ to: END, flow: null }];

  // Depth first from the start, in branch order: a relation to a step on the current path leads back.
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const loops = new Map<string, string[]>(); // per step that lost a relation: the steps of that loop
  // Without recursion: a file of a few thousand steps in a row must not overflow the stack.
  const open = (key: string) => {
    state.set(key, 'open');
    path.push(key);
    frames.push({ node: graph.get(key) as GraphNode, at: 0 });
  };
  const frames: { node: GraphNode; at: number }[] = [];
  open(START);
  while (frames.length > 0) {
    const frame = frames[frames.length - 1] as { node: GraphNode; at: number };
    const { node } = frame;
    const edge = node.edges[frame.at];
    if (!edge) {
      frames.pop();
      path.pop();
      state.set(node.key, 'done');
      continue;
    }
    const mark = state.get(edge.to);
    if (mark === 'open') {
      if (edge.flow)
        report.note(edge.flow, info.key, 'left-out', 'loop-back', graph.get(edge.to)?.name ?? '');
      loops.set(node.key, path.slice(path.indexOf(edge.to)));
      node.edges.splice(frame.at, 1);
      continue;
    }
    frame.at += 1;
    if (mark === undefined) open(edge.to);
  }

  const refuse = (reason: 'loop-without-exit' | 'too-many-steps', keys: string[]) => {
    const elements = keys
      .map((at) => (graph.get(at) ?? nodes.get(at))?.element)
      .filter((element): element is ModdleElement => element !== undefined && element !== container);
    const unique = [...new Set(elements)];
    for (const element of unique) report.note(element, key, 'refused', reason);
    context.models.push({
      key,
      name: info.name,
      description: info.description,
      parentKey: info.parentKey,
      steps: [],
      groups: [],
      laneOf: {},
      links: {},
      refusal: {
        reason,
        elements: unique.map((element) => ({ id: element.id ?? '', name: fileName(element.name).text })),
      },
    });
  };
  const inner = [...nodes.values()].filter((node) => node.kind !== 'join' && !node.kind.endsWith('-event'));
  if (startTargets.length === 0 && inner.length > 0) {
    refuse(
      'loop-without-exit',
      inner.map((node) => node.key),
    );
    return;
  }
  // A step whose only way on led back (a rework loop) goes on where the loop's decision leads out of it.
  const reaches = (from: string, to: string) => {
    const seen = new Set<string>([from]);
    const stack = [from];
    while (stack.length > 0) {
      const at = stack.pop() as string;
      if (at === to) return true;
      for (const edge of graph.get(at)?.edges ?? [])
        if (!seen.has(edge.to)) {
          seen.add(edge.to);
          stack.push(edge.to);
        }
    }
    return false;
  };
  for (const node of graph.values()) {
    if (node.key === END || !state.has(node.key) || node.edges.length > 0) continue;
    const loop = loops.get(node.key) ?? [node.key];
    const inLoop = new Set(loop);
    const exit = loop
      .slice(0, -1)
      .reverse()
      .flatMap((at) => graph.get(at)?.edges ?? [])
      .find((edge) => !inLoop.has(edge.to) && !reaches(edge.to, node.key));
    if (!exit) {
      refuse('loop-without-exit', loop);
      return;
    }
    node.edges = [{ to: exit.to, flow: null }];
  }
  for (const node of graph.values()) {
    if (state.has(node.key)) continue;
    report.note(node.element, key, 'left-out', 'unreachable');
    for (const edge of node.edges) if (edge.flow) report.note(edge.flow, key, 'left-out', 'unreachable');
  }
  const reached = [...graph.values()].filter((node) => state.has(node.key));
  if (reached.length > MAX_STEPS) {
    refuse('too-many-steps', []);
    return;
  }

  // The steps, each with a new id; a step that leads nowhere leads to the end.
  const ids = new Map(reached.map((node) => [node.key, randomUUID()]));
  const steps: Step[] = [];
  const groups: InformationGroup[] = [];
  const stepLanes: Record<string, string> = {};
  const links: Record<string, SubprocessLink> = {};
  for (const node of reached) {
    const id = ids.get(node.key) as string;
    const targets = node.edges.map((edge) => edge.to);
    const type =
      node.key === START
        ? 'start'
        : node.key === END
          ? 'end'
          : node.kind === 'control'
            ? 'control'
            : node.kind;
    const step: Step = {
      id,
      name: node.name,
      type: type as Step['type'],
      children: targets.map((to, index) => ({ id: ids.get(to) as string, weight: index + 1 })),
      actor: NO_ROLE,
    };
    if (type === 'control' && node.operator !== undefined) step.operator = node.operator;
    if (type === 'subprocess') {
      step.process = NO_PROCESS;
      if (node.link) links[id] = node.link;
    }
    steps.push(step);
    // Start and end take no actor: Stroomlijn draws them in their neighbour's lane, as its export writes them.
    if (node.lane !== null && type !== 'start' && type !== 'end') stepLanes[id] = node.lane;
    if (node.documentation !== undefined && !node.key.includes('#')) {
      const { text, cut } = cutText(node.documentation);
      if (cut) report.note(node.element, key, 'approximated', 'documentation-cut');
      groups.push({
        id: randomUUID(),
        stepId: id,
        name: texts.documentation,
        description: text,
        output: null,
        inputs: [],
      });
    }
  }
  context.models.push({
    key,
    name: info.name,
    description: info.description,
    parentKey: info.parentKey,
    steps,
    groups,
    laneOf: stepLanes,
    links,
    refusal: null,
  });
}

/** Documentation as a description: its lines without other control characters, at most TEXT_LIMIT characters. */
export function cutText(raw: string): { text: string; cut: boolean } {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  const text = raw.replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '');
  return text.length > TEXT_LIMIT ? { text: text.slice(0, TEXT_LIMIT), cut: true } : { text, cut: false };
}
