import { childrenByWeight, graphIndex, immediatePostDominators, type Step } from '@stroomlijn/domain';

/** A step of the outline; a control also holds its branches, each up to the control's join. */
export interface OutlineStep {
  kind: 'step';
  key: string;
  step: Step;
  branches: OutlineBranch[];
}

/** One branch of a control: the steps from one child up to the control's join (none: it skips to `childId`). */
export interface OutlineBranch {
  kind: 'branch';
  key: string;
  controlId: string;
  /** The step the control's relation leads to: the branch's first step, or the join when it is empty. */
  childId: string;
  steps: OutlineStep[];
}

export type OutlineNode = OutlineStep | OutlineBranch;

/** Where a node stands in the tree: what the tree pattern's aria-level, aria-posinset and aria-setsize say. */
export interface OutlinePlace {
  node: OutlineNode;
  parentKey: string | null;
  level: number;
  position: number;
  count: number;
}

export const stepKey = (stepId: string) => `step:${stepId}`;
export const branchKey = (controlId: string, childId: string) => `branch:${controlId}:${childId}`;

/**
 * The model as nested chains, grouped exactly as the layout's `block` groups it: a chain of steps, each
 * the post-dominator of the one before; at a control one branch per child in branch order, each a chain
 * up to the control's join, and the join next in the chain. A step reached from several branches before
 * their join belongs to the first branch met; steps the start does not reach come last.
 */
export function outlineOf(steps: readonly Step[]): OutlineStep[] {
  const { byId, start, end } = graphIndex(steps);
  const ipdom = immediatePostDominators(steps);
  const claimed = new Set<string>();

  const node = (step: Step): OutlineStep => {
    const join = ipdom.get(step.id);
    const branches =
      step.type === 'control' && join !== undefined
        ? childrenByWeight(step).map(
            (child): OutlineBranch => ({
              kind: 'branch',
              key: branchKey(step.id, child.id),
              controlId: step.id,
              childId: child.id,
              steps: chain(child.id, join),
            }),
          )
        : [];
    return { kind: 'step', key: stepKey(step.id), step, branches };
  };

  function chain(from: string | undefined, stop: string | undefined): OutlineStep[] {
    const items: OutlineStep[] = [];
    for (let id = from; id !== undefined && id !== stop && !claimed.has(id); ) {
      const step = byId.get(id);
      if (!step) break;
      claimed.add(id);
      items.push(node(step));
      if (step.id === end?.id) break;
      id = ipdom.get(step.id);
    }
    return items;
  }

  const root = chain(start?.id, undefined);
  for (const step of steps) if (!claimed.has(step.id)) root.push(node(step));
  return root;
}

const childrenOf = (node: OutlineNode): readonly OutlineNode[] =>
  node.kind === 'step' ? node.branches : node.steps;

/** Every node of the tree in reading order with its place, the ones inside collapsed nodes too. */
export function placesOf(root: readonly OutlineStep[]): Map<string, OutlinePlace> {
  const places = new Map<string, OutlinePlace>();
  const visit = (nodes: readonly OutlineNode[], parentKey: string | null, level: number) => {
    nodes.forEach((node, index) => {
      places.set(node.key, { node, parentKey, level, position: index + 1, count: nodes.length });
      visit(childrenOf(node), node.key, level + 1);
    });
  };
  visit(root, null, 1);
  return places;
}

/** A node has children to show or hide: a control, and a branch that is not empty. */
export function isExpandable(node: OutlineNode): boolean {
  return childrenOf(node).length > 0;
}

/** The keys the keyboard walks (Up, Down, Home, End): every node not inside a collapsed one, in reading order. */
export function visibleKeys(root: readonly OutlineStep[], collapsed: ReadonlySet<string>): string[] {
  const keys: string[] = [];
  const visit = (nodes: readonly OutlineNode[]) => {
    for (const node of nodes) {
      keys.push(node.key);
      if (!collapsed.has(node.key)) visit(childrenOf(node));
    }
  };
  visit(root);
  return keys;
}

/** The nodes above a node, nearest first. */
export function ancestorsOf(places: ReadonlyMap<string, OutlinePlace>, key: string): string[] {
  const keys: string[] = [];
  for (let parent = places.get(key)?.parentKey; parent; parent = places.get(parent)?.parentKey)
    keys.push(parent);
  return keys;
}
