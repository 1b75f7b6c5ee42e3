/**
 * Checks of a BPMN file's diagram as a reader sees it: the shapes and edges of its diagram interchange
 * (DI), and bpmnlint's recommended rules. Each check answers the problems it finds (empty: none).
 */
import BpmnModdle, { type ModdleElement } from 'bpmn-moddle';
import { Linter } from 'bpmnlint';
import NodeResolver from 'bpmnlint/lib/resolver/node-resolver';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
interface Point {
  x: number;
  y: number;
}
interface Shape {
  id: string;
  type: string;
  box: Box;
}
interface Edge {
  id: string;
  source: Shape;
  target: Shape;
  points: Point[];
}

/** Rounding of coordinates written with decimals. */
const TOLERANCE = 0.01;
const list = (element: ModdleElement | undefined, property: string) =>
  ((element?.get(property) as ModdleElement[] | undefined) ?? []) as ModdleElement[];

/** The flow nodes' shapes and the sequence flows' edges of a BPMN file. */
export async function diagramOf(xml: string): Promise<{ shapes: Shape[]; edges: Edge[] }> {
  const { rootElement } = await new BpmnModdle().fromXML(xml);
  const plane = list(rootElement, 'diagrams')[0]?.get('plane') as ModdleElement;
  const elements = list(plane, 'planeElement');
  const shapes = new Map<ModdleElement, Shape>();
  for (const element of elements) {
    const node = element.get('bpmnElement') as ModdleElement;
    if (element.$type !== 'bpmndi:BPMNShape' || !node.$instanceOf('bpmn:FlowNode')) continue;
    const { x, y, width, height } = element.get('bounds') as Box;
    shapes.set(node, { id: node.id as string, type: node.$type, box: { x, y, width, height } });
  }
  const edges = elements
    .filter((element) => element.$type === 'bpmndi:BPMNEdge')
    .map((element) => {
      const flow = element.get('bpmnElement') as ModdleElement;
      return {
        id: flow.id as string,
        source: shapes.get(flow.get('sourceRef') as ModdleElement) as Shape,
        target: shapes.get(flow.get('targetRef') as ModdleElement) as Shape,
        points: list(element, 'waypoint').map((point) => ({ x: point.x as number, y: point.y as number })),
      };
    });
  return { shapes: [...shapes.values()], edges };
}

const isGateway = (shape: Shape) => shape.type.endsWith('Gateway');
const isEvent = (shape: Shape) => shape.type.endsWith('Event');
const centre = ({ box }: Shape) => ({ x: box.x + box.width / 2, y: box.y + box.height / 2 });

/** Whether a point lies on the drawn outline of a shape: a task's rectangle, a gateway's diamond, an event's circle. */
export function onOutline(point: Point, shape: Shape): boolean {
  const { box } = shape;
  const c = centre(shape);
  const [dx, dy] = [Math.abs(point.x - c.x), Math.abs(point.y - c.y)];
  if (isGateway(shape)) return Math.abs(dx / (box.width / 2) + dy / (box.height / 2) - 1) < TOLERANCE;
  if (isEvent(shape)) return Math.abs(Math.hypot(dx, dy) - box.width / 2) < TOLERANCE;
  const within = (value: number, from: number, to: number) =>
    value >= from - TOLERANCE && value <= to + TOLERANCE;
  return (
    ((Math.abs(dy - box.height / 2) < TOLERANCE && within(dx, 0, box.width / 2)) ||
      (Math.abs(dx - box.width / 2) < TOLERANCE && within(dy, 0, box.height / 2))) === true
  );
}

interface Segment {
  edge: string;
  from: Point;
  to: Point;
}
const segmentsOf = (edge: Edge): Segment[] =>
  edge.points.slice(1).map((to, index) => ({ edge: edge.id, from: edge.points[index] as Point, to }));

/** Whether a segment runs through the inside of a box (touching its outline is not). */
function crosses({ from, to }: Segment, box: Box): boolean {
  const [left, right] = [Math.min(from.x, to.x), Math.max(from.x, to.x)];
  const [top, bottom] = [Math.min(from.y, to.y), Math.max(from.y, to.y)];
  const inset = 0.5;
  return (
    right > box.x + inset &&
    left < box.x + box.width - inset &&
    bottom > box.y + inset &&
    top < box.y + box.height - inset
  );
}

/** The length two segments share on one line (0: none). */
function shared(a: Segment, b: Segment): number {
  const vertical = (s: Segment) => Math.abs(s.from.x - s.to.x) < TOLERANCE;
  if (vertical(a) !== vertical(b)) return 0;
  const [along, across] = vertical(a) ? (['y', 'x'] as const) : (['x', 'y'] as const);
  if (Math.abs(a.from[across] - b.from[across]) >= TOLERANCE) return 0;
  const start = Math.max(Math.min(a.from[along], a.to[along]), Math.min(b.from[along], b.to[along]));
  const end = Math.min(Math.max(a.from[along], a.to[along]), Math.max(b.from[along], b.to[along]));
  return Math.max(0, end - start);
}

/**
 * The geometric rules of a readable diagram: every gateway of one size; flows in right angles, from
 * the outline of their source to the outline of their target, always downwards or on into a later
 * column of a wrapped diagram (so consecutive joins stand in the order of the flow); no flow through a node it does not join; no two flows on a common
 * piece of line; no two nodes overlapping.
 */
export function geometryProblems(
  { shapes, edges }: { shapes: Shape[]; edges: Edge[] },
  columns: readonly { left: number; right: number }[] = [{ left: -Infinity, right: Infinity }],
): string[] {
  const problems: string[] = [];
  // A wrapped diagram reads down each column, then on at the top of the next to the right.
  const columnOf = (shape: Shape) =>
    columns.findIndex(({ left, right }) => centre(shape).x >= left && centre(shape).x <= right);
  for (const shape of shapes) if (columnOf(shape) < 0) problems.push(`${shape.id} is in no column`);
  for (const shape of shapes.filter(isGateway))
    if (shape.box.width !== 50 || shape.box.height !== 50)
      problems.push(`${shape.id} is ${shape.box.width} × ${shape.box.height}, not 50 × 50`);
  for (const edge of edges) {
    const { points, source, target } = edge;
    if (points.length < 2) problems.push(`${edge.id} has ${points.length} waypoints`);
    for (const { from, to } of segmentsOf(edge)) {
      if (from.x !== to.x && from.y !== to.y) problems.push(`${edge.id} is not at right angles`);
      if (from.x === to.x && from.y === to.y) problems.push(`${edge.id} has an empty segment`);
    }
    if (!onOutline(points[0] as Point, source)) problems.push(`${edge.id} does not start on ${source.id}`);
    if (!onOutline(points.at(-1) as Point, target)) problems.push(`${edge.id} does not end on ${target.id}`);
    const [from, to] = [columnOf(source), columnOf(target)];
    if (to < from || (to === from && centre(target).y <= centre(source).y))
      problems.push(`${edge.id} leads up from ${source.id} to ${target.id}`);
  }
  const segments = edges.flatMap(segmentsOf);
  for (const edge of edges)
    for (const shape of shapes) {
      if (shape === edge.source || shape === edge.target) continue;
      if (segmentsOf(edge).some((segment) => crosses(segment, shape.box)))
        problems.push(`${edge.id} runs through ${shape.id}`);
    }
  // Segments by the line they lie on, so that only segments on one line are compared.
  const byLine = new Map<string, Segment[]>();
  for (const segment of segments) {
    const vertical = Math.abs(segment.from.x - segment.to.x) < TOLERANCE;
    const key = vertical ? `x${Math.round(segment.from.x)}` : `y${Math.round(segment.from.y)}`;
    byLine.set(key, [...(byLine.get(key) ?? []), segment]);
  }
  for (const line of byLine.values())
    line.forEach((a, index) => {
      for (const b of line.slice(index + 1)) {
        const length = a.edge === b.edge ? 0 : shared(a, b);
        if (length > TOLERANCE) problems.push(`${a.edge} and ${b.edge} share ${Math.round(length)} px`);
      }
    });
  shapes.forEach((a, index) => {
    for (const b of shapes.slice(index + 1))
      if (
        crosses({ edge: '', from: a.box, to: { x: a.box.x + a.box.width, y: a.box.y + a.box.height } }, b.box)
      )
        problems.push(`${a.id} overlaps ${b.id}`);
  });
  return problems;
}

/**
 * bpmnlint's recommended rules, as errors and warnings. One rule is off: `label-required`, since a
 * Stroomlijn step may have no name (the editor shows a placeholder such as "Start") and the file keeps
 * the model's own words rather than invent names.
 */
export async function lintProblems(xml: string): Promise<{ errors: string[]; warnings: string[] }> {
  const { rootElement } = await new BpmnModdle().fromXML(xml);
  const linter = new Linter({
    config: { extends: 'bpmnlint:recommended', rules: { 'label-required': 'off' } },
    resolver: new NodeResolver(),
  });
  const reports = await linter.lint(rootElement);
  const errors: string[] = [];
  const warnings: string[] = [];
  for (const [rule, found] of Object.entries(reports))
    for (const report of found)
      (report.category === 'warn' || report.category === 'info' ? warnings : errors).push(
        `${rule}: ${report.id ?? ''} ${report.message}`,
      );
  return { errors, warnings };
}
