import {
  flowPlacesWithin,
  layoutLanes,
  type Point,
  STEP_MARGIN,
  STEP_PADDING,
  type Step,
  type StepBox,
} from '@stroomlijn/domain';
import { type FlowEnd, planJoins } from './bpmn-joins.js';
import { type Bounds, intoJoin, JOIN_SIZE, landing, outOfJoin, placeJoins } from './bpmn-routes.js';

export type { Bounds };

/** A flow node to be: a step, or the join gateway of a control (`key` `join:<control id>`). */
export interface DiagramNode {
  key: string;
  /** The step, or for a join gateway the control it joins. */
  step: Step;
  join: boolean;
  bounds: Bounds;
}

export interface DiagramFlow {
  source: string;
  target: string;
  waypoints: Point[];
}

export interface DiagramLane {
  roleId: string | null;
  name: string;
  bounds: Bounds;
  /** Keys of the nodes in the lane. */
  nodes: string[];
}

export interface DiagramPlan {
  nodes: DiagramNode[];
  flows: DiagramFlow[];
  lanes: DiagramLane[];
  pool: Bounds;
}

/** BPMN's usual sizes of an event and a gateway; tasks and call activities fill the step's box. */
export const EVENT_SIZE = 36;
export const GATEWAY_SIZE = 50;
/** The band of the pool's name above the lanes (bpmn-js draws a vertical pool's name in 30 px). */
export const POOL_HEADER = 30;

const keyOf = (end: FlowEnd) => (end.kind === 'step' ? end.id : `join:${end.controlId}`);
const centreX = (bounds: Bounds) => bounds.x + bounds.width / 2;

function stepBounds(step: Step, box: StepBox): Bounds {
  const size =
    step.type === 'start' || step.type === 'end' ? EVENT_SIZE : step.type === 'control' ? GATEWAY_SIZE : 0;
  if (size === 0) return { x: box.x, y: box.y, width: box.width, height: box.height };
  return { x: box.x + (box.width - size) / 2, y: box.y + (box.height - size) / 2, width: size, height: size };
}

/**
 * What the BPMN file shows, at the positions of Stroomlijn's lanes view (`layoutLanes`): one lane per
 * actor in the lanes' order, each step's shape in its box (events and gateways centred at BPMN's sizes),
 * each join gateway where the diagram draws its join glyph, and each sequence flow along the drawn route
 * of its relation, from the outline of its source to the outline of its target.
 */
export function diagramPlan(steps: readonly Step[]): DiagramPlan {
  const layout = layoutLanes({ steps });
  const plan = planJoins(steps, (at) => (layout.steps[at] as StepBox).row);
  const nodes = new Map<string, DiagramNode>();
  for (const [at, step] of steps.entries())
    nodes.set(step.id, {
      key: step.id,
      step,
      join: false,
      bounds: stepBounds(step, layout.steps[at] as StepBox),
    });

  // Join gateways on their glyphs (outer ones first), then each relation along its route.
  const glyphs = new Map<string, Point>();
  for (const mark of flowPlacesWithin(steps, layout))
    if ('afterBlockOf' in mark.place) glyphs.set(mark.place.afterBlockOf, { x: mark.x, y: mark.y });
  const routes = new Map(layout.connections.map((route) => [`${route.from}>${route.to}`, route.points]));
  const relations = steps.flatMap((step) =>
    step.children.map(({ id }) => {
      const points = (routes.get(`${step.id}>${id}`) ?? []).map((point) => ({ ...point }));
      return { from: step, to: plan.target(step.id, id), childId: id, points };
    }),
  );
  const lineOf = (joinId: string) => (layout.byId.get(joinId) as StepBox).y - STEP_MARGIN;
  const landings = relations.flatMap(({ to, childId, points }) =>
    to.kind === 'join' ? [{ target: keyOf(to), at: landing(points, lineOf(childId)) }] : [],
  );
  const joins = [...plan.joins].reverse().map(({ controlId, joinId }) => {
    const join = layout.byId.get(joinId) as StepBox;
    const glyph = glyphs.get(controlId) ?? { x: join.x + join.width / 2, y: lineOf(joinId) };
    return { key: `join:${controlId}`, controlId, glyph };
  });
  const [first, last] = [layout.lanes[0], layout.lanes.at(-1)];
  const left = first?.x ?? STEP_PADDING;
  const right = last ? last.x + last.width : layout.width - STEP_PADDING;
  const places = placeJoins(joins, landings, { left, right });
  const byId = new Map(steps.map((step) => [step.id, step]));
  for (const { key, controlId } of joins) {
    const { x, y } = places.get(key) as Point;
    const half = JOIN_SIZE / 2;
    const bounds = { x: x - half, y: y - half, width: JOIN_SIZE, height: JOIN_SIZE };
    nodes.set(key, { key, step: byId.get(controlId) as Step, join: true, bounds });
  }

  const boundsOf = (key: string) => (nodes.get(key) as DiagramNode).bounds;
  const flows: DiagramFlow[] = relations.map(({ from, to, childId, points }) => {
    const source = boundsOf(from.id);
    (points[0] as Point).y = source.y + source.height;
    if (to.kind === 'step') (points.at(-1) as Point).y = boundsOf(childId).y;
    const waypoints = to.kind === 'step' ? points : intoJoin(points, boundsOf(keyOf(to)));
    return { source: from.id, target: keyOf(to), waypoints };
  });
  for (const { controlId } of plan.joins) {
    const source = `join:${controlId}`;
    const target = keyOf(plan.next(controlId));
    flows.push({ source, target, waypoints: outOfJoin(boundsOf(source), boundsOf(target)) });
  }

  const lanes: DiagramLane[] = layout.lanes.map((lane) => ({
    roleId: lane.roleId,
    name: lane.name,
    bounds: {
      x: lane.x,
      y: STEP_PADDING + POOL_HEADER,
      width: lane.width,
      height: layout.height - 2 * STEP_PADDING - POOL_HEADER,
    },
    nodes: [],
  }));
  for (const node of nodes.values()) {
    const x = centreX(node.bounds);
    const lane =
      lanes.find(({ bounds }) => x >= bounds.x && x < bounds.x + bounds.width) ??
      (x < STEP_PADDING ? lanes[0] : lanes.at(-1));
    lane?.nodes.push(node.key);
  }
  const pool = { x: left, y: STEP_PADDING, width: right - left, height: layout.height - 2 * STEP_PADDING };
  return { nodes: [...nodes.values()], flows, lanes, pool };
}
