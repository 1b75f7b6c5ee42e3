import { flowOrder, sampleModel } from '@stroomlijn/domain';
import { describe, expect, it } from 'vitest';
import { type OutlineNode, outlineOf, placesOf, visibleKeys } from './outline-tree';

/** The tree as indented lines: a step by its id, a branch as `[control>child]`. */
function lines(nodes: readonly OutlineNode[], depth = 0): string[] {
  return nodes.flatMap((node) => {
    const line = `${'  '.repeat(depth)}${node.kind === 'step' ? node.step.id : `[${node.controlId}>${node.childId}]`}`;
    return [line, ...lines(node.kind === 'step' ? node.branches : node.steps, depth + 1)];
  });
}

// start → c1 (a | c2 (b | empty) → j2) → j → end, listed out of order.
const nested = sampleModel({
  j2: ['activity', 'j'],
  start: ['start', 'c1'],
  c2: ['control', 'b', 'j2'],
  c1: ['control', 'a', 'c2'],
  a: ['activity', 'j'],
  b: ['activity', 'j2'],
  j: ['activity', 'end'],
  end: ['end'],
});

describe('outlineOf', () => {
  it('groups as the layout does: each branch up to the join, the join after its control, nested blocks inside', () => {
    expect(lines(outlineOf(nested.steps))).toEqual([
      'start',
      'c1',
      '  [c1>a]',
      '    a',
      '  [c1>c2]',
      '    c2',
      '      [c2>b]',
      '        b',
      '      [c2>j2]',
      '    j2',
      'j',
      'end',
    ]);
  });

  it('lists the steps in flow order, the order the canvas walks', () => {
    const steps = [...placesOf(outlineOf(nested.steps)).values()]
      .map((place) => place.node)
      .filter((node) => node.kind === 'step')
      .map((node) => node.step.id);
    expect(steps).toEqual(flowOrder(nested.steps));
  });

  it('a collapsed item hides what is below it from the keys; places give level, position and count', () => {
    const root = outlineOf(nested.steps);
    expect(visibleKeys(root, new Set(['step:c1']))).toEqual(['step:start', 'step:c1', 'step:j', 'step:end']);
    const places = placesOf(root);
    expect(places.get('step:b')).toMatchObject({ level: 5, position: 1, count: 1, parentKey: 'branch:c2:b' });
    expect(places.get('branch:c1:c2')).toMatchObject({ level: 2, position: 2, count: 2 });
  });

  it('a step the start does not reach is listed last, as flowOrder does', () => {
    const model = sampleModel({ start: ['start', 'end'], lost: ['activity', 'end'], end: ['end'] });
    expect(lines(outlineOf(model.steps))).toEqual(['start', 'end', 'lost']);
  });
});
