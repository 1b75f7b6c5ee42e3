import {
  type ControlOperator,
  DEFAULT_CONTROL_OPERATOR,
  postDominatorIndexes,
  type Step,
  stepGraph,
} from '@stroomlijn/domain';

/** One end of a sequence flow: a step's flow node, or the join gateway of a control. */
export type FlowEnd = { kind: 'step'; id: string } | { kind: 'join'; controlId: string };

/** The gateway where the branches of a control meet again, before its join point (`joinId`). */
export interface JoinGateway {
  controlId: string;
  joinId: string;
  operator: ControlOperator;
}

export interface JoinPlan {
  /** Inner joins before the outer ones that share their join point. */
  joins: JoinGateway[];
  /** Where the relation parent → child leads: the child, or a join gateway before it. */
  target(parentId: string, childId: string): FlowEnd;
  /** Where a join gateway leads: its join point, or the join gateway of an enclosing control. */
  next(controlId: string): FlowEnd;
}

/**
 * The join gateways of a model. The domain has no join step: the branches of a control with several
 * branches join before its join point (its immediate post-dominator), and so the relations from inside
 * the block (the control and the steps it reaches before the join point) into the join point lead to a
 * join gateway of the control's kind, which leads to the join point. Blocks that share a join point are
 * joined inside out: an inner block's gateway leads to the outer block's, as when the branches meet
 * where Stroomlijn draws them. `rank` orders the steps along the flow (a parent before its children:
 * the layout's row), so an inner control comes before the controls that enclose it.
 *
 * A model changed by path changes need not nest: a block's relations may already be joined by another
 * block. A join gateway is made only where two flows or more meet; otherwise they go on as they are.
 */
export function planJoins(steps: readonly Step[], rank: (at: number) => number): JoinPlan {
  const { childStart, child } = stepGraph(steps);
  const ipdom = postDominatorIndexes(steps);
  const idAt = (at: number) => (steps[at] as Step).id;
  const controlsByJoin = new Map<number, number[]>();
  steps.forEach((step, at) => {
    const join = ipdom[at] as number;
    if (step.type !== 'control' || step.children.length < 2 || join < 0 || join === at) return;
    const controls = controlsByJoin.get(join);
    if (controls) controls.push(at);
    else controlsByJoin.set(join, [at]);
  });
  const parentsOf = new Map<number, number[]>();
  for (let at = 0; at < steps.length; at++)
    for (let relation = childStart[at] as number; relation < (childStart[at + 1] as number); relation++) {
      const to = child[relation] as number;
      if (!controlsByJoin.has(to)) continue;
      const parents = parentsOf.get(to);
      if (parents) parents.push(at);
      else parentsOf.set(to, [at]);
    }

  /** The control and every step it reaches before `join`. */
  const blockOf = (control: number, join: number): Uint8Array => {
    const block = new Uint8Array(steps.length);
    block[control] = 1;
    const stack = [control];
    while (stack.length > 0) {
      const at = stack.pop() as number;
      for (let relation = childStart[at] as number; relation < (childStart[at + 1] as number); relation++) {
        const to = child[relation] as number;
        if (to < 0 || to === join || block[to] === 1) continue;
        block[to] = 1;
        stack.push(to);
      }
    }
    return block;
  };

  const joins: JoinGateway[] = [];
  const targets = new Map<string, FlowEnd>(); // `parent>child` of the relations led into a join gateway
  const nexts = new Map<string, FlowEnd>();
  for (const [join, controls] of controlsByJoin) {
    controls.sort((a, b) => rank(b) - rank(a) || a - b);
    const open = new Set<number>(); // controls whose gateway leads nowhere yet
    const claimed = new Set<number>(); // parents whose relation to the join point leads into a gateway
    for (const control of controls) {
      const block = blockOf(control, join);
      const fromSteps = (parentsOf.get(join) ?? []).filter((at) => block[at] === 1 && !claimed.has(at));
      const fromJoins = [...open].filter((at) => block[at] === 1);
      if (fromSteps.length + fromJoins.length < 2) continue;
      const gateway: FlowEnd = { kind: 'join', controlId: idAt(control) };
      for (const at of fromSteps) {
        claimed.add(at);
        targets.set(`${idAt(at)}>${idAt(join)}`, gateway);
      }
      for (const at of fromJoins) {
        open.delete(at);
        nexts.set(idAt(at), gateway);
      }
      open.add(control);
      const operator = (steps[control] as Step).operator ?? DEFAULT_CONTROL_OPERATOR;
      joins.push({ controlId: idAt(control), joinId: idAt(join), operator });
    }
    for (const at of open) nexts.set(idAt(at), { kind: 'step', id: idAt(join) });
  }
  return {
    joins,
    target: (parentId, childId) => targets.get(`${parentId}>${childId}`) ?? { kind: 'step', id: childId },
    next: (controlId) => nexts.get(controlId) ?? { kind: 'step', id: controlId },
  };
}
