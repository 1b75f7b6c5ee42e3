/**
 * A deterministic BPMN 2.0 file of a given number of flow nodes, shaped as modelling tools write them:
 * one pool with lanes (accented names), a start and an end event, tasks of several kinds (some with
 * documentation), exclusive, inclusive and parallel gateways with 2–4 branches each and a joining
 * gateway of the same kind (nested up to three deep), named and conditional flows out of the exclusive
 * ones, and diagram interchange: a shape per node and lane, an edge with waypoints per flow.
 */

/** The lanes, two of them named as roles the bench creates, but in other case and accents. */
export const LANES = ['INKOOP', 'Financien', 'Juridische zaken', 'Klantcontact – Zoë'];

type Node =
  | { kind: 'task'; id: string }
  | { kind: 'block'; gateway: 'exclusive' | 'inclusive' | 'parallel'; id: string; branches: Node[][] };

/** mulberry32: a small seeded generator, so that every run reads the same file. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const xmlEscaped = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const VERBS = ['Controleer', 'Registreer', 'Beoordeel', 'Keur goed', 'Verstuur', 'Archiveer', 'Plan'];
const NOUNS = ['aanvraag', 'factuur', 'contract', 'offerte', 'klacht', 'levering', 'betaling'];
const TASKS = ['task', 'userTask', 'serviceTask', 'manualTask', 'userTask', 'sendTask'];

const TASK = { width: 100, height: 80 };
const GATEWAY = 50;
const EVENT = 36;
const COLUMN = 150;
const LANE_HEIGHT = 360;
const LANE_HEADER = 30;

/** The file's XML, with the number of flow nodes and flows it holds. */
export function generateBpmn(nodeCount: number, seed = 1): { xml: string; nodes: number; flows: number } {
  const next = random(seed);
  let counter = 0;
  const fresh = (prefix: string) => {
    counter += 1;
    return `${prefix}_${counter}`;
  };

  /** A sequence of exactly `budget` flow nodes (a block counts its two gateways). */
  const sequence = (budget: number, depth: number): Node[] => {
    const items: Node[] = [];
    let left = budget;
    while (left > 0) {
      if (depth < 3 && left >= 6 && next() < 0.3) {
        const size = Math.min(left, 6 + Math.floor(next() * Math.min(left - 5, depth === 0 ? 120 : 30)));
        const inner = size - 2;
        const count = Math.min(inner, 2 + Math.floor(next() * 3));
        // Cut `inner` into `count` shares of at least one node each.
        const cuts = new Set<number>();
        while (cuts.size < count - 1) cuts.add(1 + Math.floor(next() * (inner - 1)));
        const bounds = [0, ...[...cuts].sort((a, b) => a - b), inner];
        const roll = next();
        const gateway = roll < 0.5 ? 'exclusive' : roll < 0.8 ? 'parallel' : 'inclusive';
        const id = fresh('Gateway');
        items.push({
          kind: 'block',
          gateway,
          id,
          branches: bounds.slice(1).map((end, at) => sequence(end - (bounds[at] as number), depth + 1)),
        });
        left -= size;
      } else {
        items.push({ kind: 'task', id: fresh('Activity') });
        left -= 1;
      }
    }
    return items;
  };
  const body = sequence(nodeCount - 2, 0);

  // Elements, flows and shapes: a column per position along the flow, a lane per node (a walk that
  // mostly stays), a row inside the lane per branch.
  const elements: string[] = [];
  const flows: string[] = [];
  const shapes: string[] = [];
  const edges: string[] = [];
  const laneNodes: string[][] = LANES.map(() => []);
  const box = new Map<string, { x: number; y: number; width: number; height: number }>();
  let lane = 0;
  let nodes = 0;
  const place = (id: string, column: number, row: number, size: { width: number; height: number }) => {
    if (next() < 0.25) lane = Math.floor(next() * LANES.length);
    (laneNodes[lane] as string[]).push(id);
    const x = 200 + column * COLUMN + (COLUMN - size.width) / 2;
    const y =
      lane * LANE_HEIGHT +
      LANE_HEADER +
      (row % 3) * ((LANE_HEIGHT - LANE_HEADER) / 3) +
      (90 - size.height) / 2;
    box.set(id, { x, y, ...size });
    nodes += 1;
    shapes.push(
      `<bpmndi:BPMNShape id="${id}_di" bpmnElement="${id}"><dc:Bounds x="${x}" y="${y}" width="${size.width}" height="${size.height}" /></bpmndi:BPMNShape>`,
    );
  };
  const outgoing = new Map<string, string[]>();
  const incoming = new Map<string, string[]>();
  const flow = (source: string, target: string, name = '', condition = '') => {
    const id = fresh('Flow');
    (outgoing.get(source) ?? outgoing.set(source, []).get(source))?.push(id);
    (incoming.get(target) ?? incoming.set(target, []).get(target))?.push(id);
    const body = condition
      ? `><bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">${xmlEscaped(condition)}</bpmn:conditionExpression></bpmn:sequenceFlow>`
      : ' />';
    flows.push(
      `<bpmn:sequenceFlow id="${id}" sourceRef="${source}" targetRef="${target}"${name ? ` name="${xmlEscaped(name)}"` : ''}${body}`,
    );
    const from = box.get(source);
    const to = box.get(target);
    if (from && to) {
      const start = { x: from.x + from.width, y: from.y + from.height / 2 };
      const end = { x: to.x, y: to.y + to.height / 2 };
      const middle = (start.x + end.x) / 2;
      const points = [start, { x: middle, y: start.y }, { x: middle, y: end.y }, end];
      edges.push(
        `<bpmndi:BPMNEdge id="${id}_di" bpmnElement="${id}">${points.map((p) => `<di:waypoint x="${p.x}" y="${p.y}" />`).join('')}</bpmndi:BPMNEdge>`,
      );
    }
  };
  const pending: { source: string; target: string; name?: string; condition?: string }[] = [];

  /** Lays out a sequence from `column` on `row`; its first and last node and the column after it. */
  const lay = (items: Node[], column: number, row: number): { first: string; last: string; end: number } => {
    let at = column;
    let first = '';
    let previous = '';
    for (const item of items) {
      let entry: string;
      let exit: string;
      if (item.kind === 'task') {
        const type = TASKS[Math.floor(next() * TASKS.length)] as string;
        const name = `${VERBS[Math.floor(next() * VERBS.length)]} ${NOUNS[Math.floor(next() * NOUNS.length)]} ${item.id.slice(9)}`;
        const documentation =
          next() < 0.1 ? `<bpmn:documentation>Zie werkinstructie ${item.id}.</bpmn:documentation>` : '';
        elements.push(
          `<bpmn:${type} id="${item.id}" name="${xmlEscaped(name)}">${documentation}</bpmn:${type}>`,
        );
        place(item.id, at, row, TASK);
        entry = item.id;
        exit = item.id;
        at += 1;
      } else {
        const type = `${item.gateway}Gateway`;
        const join = `${item.id}_join`;
        const question = item.gateway === 'exclusive' ? ` name="Akkoord ${item.id.slice(8)}?"` : '';
        elements.push(`<bpmn:${type} id="${item.id}"${question} gatewayDirection="Diverging" />`);
        place(item.id, at, row, { width: GATEWAY, height: GATEWAY });
        let end = at + 1;
        item.branches.forEach((branch, index) => {
          const laid = lay(branch, at + 1, row + index);
          end = Math.max(end, laid.end);
          const label = item.gateway === 'exclusive' ? (index === 0 ? 'ja' : `nee ${index}`) : '';
          pending.push({
            source: item.id,
            target: laid.first,
            name: label,
            condition: label && index > 0 ? `\${beoordeling == ${index}}` : '',
          });
          pending.push({ source: laid.last, target: join });
        });
        elements.push(`<bpmn:${type} id="${join}" gatewayDirection="Converging" />`);
        place(join, end, row, { width: GATEWAY, height: GATEWAY });
        entry = item.id;
        exit = join;
        at = end + 1;
      }
      if (previous) pending.push({ source: previous, target: entry });
      else first = entry;
      previous = exit;
    }
    return { first, last: previous, end: at };
  };

  elements.push('<bpmn:startEvent id="StartEvent_1" name="Aanvraag ontvangen" />');
  place('StartEvent_1', 0, 0, { width: EVENT, height: EVENT });
  const laid = lay(body, 1, 0);
  elements.push('<bpmn:endEvent id="EndEvent_1" name="Afgehandeld" />');
  place('EndEvent_1', laid.end, 0, { width: EVENT, height: EVENT });
  pending.unshift({ source: 'StartEvent_1', target: laid.first });
  pending.push({ source: laid.last, target: 'EndEvent_1' });
  for (const { source, target, name, condition } of pending) flow(source, target, name, condition);

  // Each node lists its flows in and out, as modelling tools write them.
  const withRefs = elements.map((element) => {
    const id = /id="([^"]+)"/.exec(element)?.[1] as string;
    const refs = [
      ...(incoming.get(id) ?? []).map((flowId) => `<bpmn:incoming>${flowId}</bpmn:incoming>`),
      ...(outgoing.get(id) ?? []).map((flowId) => `<bpmn:outgoing>${flowId}</bpmn:outgoing>`),
    ].join('');
    return element.endsWith(' />')
      ? `${element.slice(0, -3)}>${refs}</${/^<([^\s>]+)/.exec(element)?.[1]}>`
      : element.replace(/(<\/bpmn:[A-Za-z]+>)$/, `${refs}$1`);
  });
  const width = 200 + (laid.end + 1) * COLUMN;
  const lanes = LANES.map(
    (name, at) =>
      `<bpmn:lane id="Lane_${at + 1}" name="${xmlEscaped(name)}">${(laneNodes[at] as string[]).map((id) => `<bpmn:flowNodeRef>${id}</bpmn:flowNodeRef>`).join('')}</bpmn:lane>`,
  );
  const laneShapes = LANES.map(
    (_, at) =>
      `<bpmndi:BPMNShape id="Lane_${at + 1}_di" bpmnElement="Lane_${at + 1}" isHorizontal="true"><dc:Bounds x="130" y="${at * LANE_HEIGHT}" width="${width - 130}" height="${LANE_HEIGHT}" /></bpmndi:BPMNShape>`,
  );
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" id="Definitions_1" targetNamespace="http://bpmn.io/schema/bpmn" exporter="bench/bpmn-import" exporterVersion="1">',
    '<bpmn:collaboration id="Collaboration_1"><bpmn:participant id="Participant_1" name="Vergunningaanvraag afhandelen" processRef="Process_1" /></bpmn:collaboration>',
    '<bpmn:process id="Process_1" isExecutable="false">',
    `<bpmn:laneSet id="LaneSet_1">${lanes.join('')}</bpmn:laneSet>`,
    ...withRefs,
    ...flows,
    '</bpmn:process>',
    '<bpmndi:BPMNDiagram id="Diagram_1"><bpmndi:BPMNPlane id="Plane_1" bpmnElement="Collaboration_1">',
    `<bpmndi:BPMNShape id="Participant_1_di" bpmnElement="Participant_1" isHorizontal="true"><dc:Bounds x="100" y="0" width="${width - 100}" height="${LANES.length * LANE_HEIGHT}" /></bpmndi:BPMNShape>`,
    ...laneShapes,
    ...shapes,
    ...edges,
    '</bpmndi:BPMNPlane></bpmndi:BPMNDiagram>',
    '</bpmn:definitions>',
    '',
  ].join('\n');
  return { xml, nodes, flows: flows.length };
}
