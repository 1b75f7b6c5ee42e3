import { layoutModel, type Step, sampleModel } from '@stroomlijn/domain';
import { describe, expect, it } from 'vitest';
import { type CanvasNode, CONNECTIONS_NODE_ID, flowNodes, type StepNode } from './flow-elements';

const model = sampleModel({
  s: ['start', 'c'],
  c: ['control', 'a', 'b'],
  a: ['activity', 'e'],
  b: ['activity', 'e'],
  e: ['end'],
});

function nodesOf(steps: readonly Step[], previous = new Map<string, CanvasNode>()) {
  return flowNodes(steps, layoutModel({ steps }), previous);
}

describe('flowNodes', () => {
  it('ED-48: one node per step at its layout box, and one layer of connections', () => {
    const nodes = nodesOf(model.steps);
    expect(nodes[0]?.id).toBe(CONNECTIONS_NODE_ID);
    const layout = layoutModel(model);
    for (const node of nodes.slice(1)) {
      const box = layout.byId.get(node.id);
      expect(node.position).toEqual({ x: box?.x, y: box?.y });
      expect([node.width, node.height]).toEqual([228, 192]);
    }
  });

  it('marks the steps heading a branch with what the branch may do', () => {
    const nodes = nodesOf(model.steps) as StepNode[];
    const branch = (id: string) => nodes.find((node) => node.id === id)?.data.branch;
    expect(branch('a')).toMatchObject({
      controlId: 'c',
      canMoveUp: false,
      canMoveDown: true,
      canRemovePath: true,
    });
    expect(branch('b')).toMatchObject({ controlId: 'c', canMoveUp: true, canMoveDown: false });
    expect(branch('e')).toBeNull();
    expect(branch('s')).toBeNull();
  });

  it('keeps the node objects of unchanged steps, so that they are not drawn again', () => {
    const first = nodesOf(model.steps);
    const previous = new Map(first.map((node) => [node.id, node]));
    const renamed = model.steps.map((step) => (step.id === 'b' ? { ...step, name: 'B2' } : step));
    const second = nodesOf(renamed, previous);
    const same = second.filter((node) => previous.get(node.id) === node).map((node) => node.id);
    expect(same.sort()).toEqual(['a', 'c', 'e', 's']);
  });
});
