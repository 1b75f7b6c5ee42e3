import {
  type Connection,
  canChangePath,
  canMoveBranch,
  canRemovePath,
  childrenByWeight,
  type ModelLayout,
  type Step,
} from '@stroomlijn/domain';
import type { Node } from '@xyflow/react';

/** A branch of a control that the step heading it can move (the step's only parent is that control). */
export interface BranchPlace {
  controlId: string;
  canMoveUp: boolean;
  canMoveDown: boolean;
  canChangePath: boolean;
  canRemovePath: boolean;
}

export type StepNodeData = { step: Step; branch: BranchPlace | null };
export type StepNode = Node<StepNodeData, 'step'>;
export type ConnectionsNodeData = { connections: Connection[]; width: number; height: number };
export type ConnectionsNode = Node<ConnectionsNodeData, 'connections'>;
export type CanvasNode = StepNode | ConnectionsNode;

export const CONNECTIONS_NODE_ID = 'connections';
const STEP_STYLE = { pointerEvents: 'all' } as const;
const NO_HANDLES: never[] = [];

/**
 * Sizes come from the layout and steps have no connection handles: telling React Flow so spares it
 * measuring them, and lets it leave out steps outside the view from the first render on (a node it
 * has not measured is always rendered).
 */
function sized(width: number, height: number) {
  return { measured: { width, height }, handles: NO_HANDLES };
}

function branchPlaces(steps: readonly Step[]): Map<string, BranchPlace> {
  const parents = new Map<string, Step[]>();
  for (const step of steps)
    for (const child of step.children) {
      const list = parents.get(child.id);
      if (list) list.push(step);
      else parents.set(child.id, [step]);
    }
  const places = new Map<string, BranchPlace>();
  for (const step of steps) {
    if (step.type !== 'control' || step.children.length < 2) continue;
    const model = { steps };
    for (const child of childrenByWeight(step)) {
      if (parents.get(child.id)?.length !== 1) continue;
      places.set(child.id, {
        controlId: step.id,
        canMoveUp: canMoveBranch(model, step.id, child.id, 'up').allowed,
        canMoveDown: canMoveBranch(model, step.id, child.id, 'down').allowed,
        canChangePath: canChangePath(model, step.id, child.id).allowed,
        canRemovePath: canRemovePath(model, step.id, child.id).allowed,
      });
    }
  }
  return places;
}

function samePlace(a: BranchPlace | null, b: BranchPlace | null): boolean {
  if (a === null || b === null) return a === b;
  return (
    a.controlId === b.controlId &&
    a.canMoveUp === b.canMoveUp &&
    a.canMoveDown === b.canMoveDown &&
    a.canChangePath === b.canChangePath &&
    a.canRemovePath === b.canRemovePath
  );
}

/**
 * The canvas nodes of a laid-out model. A node whose step, place and branch are unchanged is the
 * same object as before, so React Flow and the memoised step component skip it after an edit.
 */
export function flowNodes(
  steps: readonly Step[],
  layout: ModelLayout,
  previous: ReadonlyMap<string, CanvasNode>,
): CanvasNode[] {
  const places = branchPlaces(steps);
  const nodes: CanvasNode[] = [
    {
      id: CONNECTIONS_NODE_ID,
      type: 'connections',
      position: { x: 0, y: 0 },
      data: { connections: layout.connections, width: layout.width, height: layout.height },
      width: layout.width,
      height: layout.height,
      ...sized(layout.width, layout.height),
      zIndex: -1,
      draggable: false,
      selectable: false,
      focusable: false,
      style: { pointerEvents: 'none' },
    },
  ];
  for (const step of steps) {
    const box = layout.byId.get(step.id);
    if (!box) continue;
    const branch = places.get(step.id) ?? null;
    const before = previous.get(step.id) as StepNode | undefined;
    if (
      before &&
      before.data.step === step &&
      before.position.x === box.x &&
      before.position.y === box.y &&
      samePlace(before.data.branch, branch)
    ) {
      nodes.push(before);
      continue;
    }
    nodes.push({
      id: step.id,
      type: 'step',
      position: { x: box.x, y: box.y },
      data: { step, branch },
      width: box.width,
      height: box.height,
      ...sized(box.width, box.height),
      draggable: false,
      selectable: false,
      focusable: false,
      // React Flow lets pointer events through nodes that it cannot select or drag; steps take drops and clicks.
      style: STEP_STYLE,
    });
  }
  return nodes;
}
