/** Small BPMN 2.0 files written by hand for the import's tests, in the habits of different tools. */

const MODEL_NS = 'http://www.omg.org/spec/BPMN/20100524/MODEL';

/** How the file names the BPMN namespace: `bpmn:` (bpmn.io, Camunda), `semantic:` (Trisotech) or no prefix. */
export type BpmnDialect = 'bpmn' | 'semantic' | 'default';

/** One flow node of a chain; a sub-process holds a chain of its own. */
export interface ChainNode {
  id: string;
  name?: string;
  /** The element's local name: `task` (default), `userTask`, `callActivity`, `subProcess` … */
  kind?: string;
  /** The name of the lane it lies in. */
  lane?: string;
  /** Raw attributes written into its start tag. */
  attributes?: string;
  /** Raw content inside it, given the prefix (`bpmn:`, `semantic:` or ``). */
  content?: (prefix: string) => string;
  /** A sub-process: its own start → children → end. */
  children?: ChainNode[];
}

/** A process of the file: start → nodes → end, each flow in order. */
export interface ChainProcess {
  id: string;
  name?: string;
  nodes: ChainNode[];
  /** Raw flow elements added to the process (a flow to nowhere, a duplicate). */
  extra?: (prefix: string) => string;
}

export interface BpmnFileOptions {
  dialect?: BpmnDialect;
  /** Draw a diagram (BPMN DI) of each process; default true. */
  di?: boolean;
  /** Extra namespace declarations of the definitions element. */
  namespaces?: string;
  /** Name the processes by pools of a collaboration: per process id the pool's name. */
  pools?: Record<string, string>;
}

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

const nameAttribute = (name: string | undefined) => (name === undefined ? '' : ` name="${escapeXml(name)}"`);

/** The ids of a chain in flow order, with its start and end event. */
function chainIds(ownerId: string, nodes: ChainNode[]): string[] {
  return [`${ownerId}_start`, ...nodes.map((node) => node.id), `${ownerId}_end`];
}

function chainXml(ownerId: string, nodes: ChainNode[], p: string): string {
  const ids = chainIds(ownerId, nodes);
  const parts = [`<${p}startEvent id="${ids[0]}"/>`];
  for (const node of nodes) {
    const kind = node.kind ?? (node.children ? 'subProcess' : 'task');
    const inner = (node.content?.(p) ?? '') + (node.children ? chainXml(node.id, node.children, p) : '');
    parts.push(
      `<${p}${kind} id="${node.id}"${nameAttribute(node.name)}${node.attributes ? ` ${node.attributes}` : ''}>${inner}</${p}${kind}>`,
    );
  }
  parts.push(`<${p}endEvent id="${ids.at(-1)}"/>`);
  for (let index = 0; index + 1 < ids.length; index += 1)
    parts.push(
      `<${p}sequenceFlow id="${ownerId}_flow${index}" sourceRef="${ids[index]}" targetRef="${ids[index + 1]}"/>`,
    );
  return parts.join('\n');
}

function laneSetXml(process: ChainProcess, p: string): string {
  const lanes = new Map<string, string[]>();
  for (const node of process.nodes)
    if (node.lane !== undefined) lanes.set(node.lane, [...(lanes.get(node.lane) ?? []), node.id]);
  if (lanes.size === 0) return '';
  const xml = [...lanes].map(
    ([name, ids], index) =>
      `<${p}lane id="${process.id}_lane${index}"${nameAttribute(name)}>${ids
        .map((id) => `<${p}flowNodeRef>${id}</${p}flowNodeRef>`)
        .join('')}</${p}lane>`,
  );
  return `<${p}laneSet id="${process.id}_lanes">${xml.join('')}</${p}laneSet>`;
}

/** Shapes for every node (a row, 150 apart) and edges for every flow of the chain. */
function diagramElements(ownerId: string, nodes: ChainNode[], y: number): string[] {
  const ids = chainIds(ownerId, nodes);
  const shapes = ids.map(
    (id, index) =>
      `<bpmndi:BPMNShape id="${id}_di" bpmnElement="${id}"><dc:Bounds x="${100 + index * 150}" y="${y}" width="100" height="80"/></bpmndi:BPMNShape>`,
  );
  const edges = ids
    .slice(1)
    .map(
      (_, index) =>
        `<bpmndi:BPMNEdge id="${ownerId}_flow${index}_di" bpmnElement="${ownerId}_flow${index}"><di:waypoint x="${200 + index * 150}" y="${y + 40}"/><di:waypoint x="${250 + index * 150}" y="${y + 40}"/></bpmndi:BPMNEdge>`,
    );
  const inner = nodes.flatMap((node) =>
    node.children ? diagramElements(node.id, node.children, y + 200) : [],
  );
  return [...shapes, ...edges, ...inner];
}

/** A BPMN 2.0 file of chains: each process start → its nodes → end, lanes as the nodes name them. */
export function bpmnFile(processes: ChainProcess[], options: BpmnFileOptions = {}): string {
  const dialect = options.dialect ?? 'bpmn';
  const p = dialect === 'default' ? '' : `${dialect}:`;
  const modelNs = dialect === 'default' ? `xmlns="${MODEL_NS}"` : `xmlns:${dialect}="${MODEL_NS}"`;
  const pools = options.pools
    ? `<${p}collaboration id="Collaboration_1">${Object.entries(options.pools)
        .map(
          ([processId, name]) =>
            `<${p}participant id="Pool_${processId}"${nameAttribute(name)} processRef="${processId}"/>`,
        )
        .join('')}</${p}collaboration>`
    : '';
  const body = processes.map(
    (process) =>
      `<${p}process id="${process.id}"${nameAttribute(process.name)} isExecutable="false">${laneSetXml(process, p)}${chainXml(process.id, process.nodes, p)}${process.extra?.(p) ?? ''}</${p}process>`,
  );
  const diagrams =
    options.di === false
      ? []
      : processes.map(
          (process) =>
            `<bpmndi:BPMNDiagram id="${process.id}_diagram"><bpmndi:BPMNPlane id="${process.id}_plane" bpmnElement="${process.id}">${diagramElements(process.id, process.nodes, 100).join('')}</bpmndi:BPMNPlane></bpmndi:BPMNDiagram>`,
        );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<${p}definitions ${modelNs} xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI"${options.namespaces ? ` ${options.namespaces}` : ''} id="Definitions_1" targetNamespace="http://stroomlijn.test/bpmn">`,
    pools,
    ...body,
    ...diagrams,
    `</${p}definitions>`,
  ].join('\n');
}
