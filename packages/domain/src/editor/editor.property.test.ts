import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GLOBAL_PROCESS_MODEL_ID } from '../ids.js';
import type { InformationGroup } from '../process-models/information-groups/group-schema.js';
import { CONTROL_OPERATORS } from '../process-models/model-constants.js';
import type { Step } from '../process-models/schemas.js';
import {
  canRedo,
  canUndo,
  type EditorState,
  executeCommand,
  openEditor,
  redoCommand,
  undoCommand,
} from './command-stack.js';
import { COMMAND_TYPES, type EditorCommand } from './commands/handlers.js';
import type { EditorModel } from './editor-model.js';
import { flowOrder } from './flow-order.js';
import { checkInvariants } from './invariants.js';
import { layoutModel } from './layout/layout-model.js';
import { newProcessModel } from './new-model.js';
import { joinOf } from './post-dominators.js';
import type { FlowPlace } from './rules/place-rules.js';
import { sampleId } from './sample-models.js';

const first = newProcessModel({ modelId: sampleId(100), startId: sampleId(1), endId: sampleId(2) });

/** A command with numbers for its targets; `concrete` picks the ids from the model it meets. */
const abstractCommand = fc.record({
  kind: fc.oneof(
    { weight: 4, arbitrary: fc.constant('step.insert' as const) },
    { weight: 2, arbitrary: fc.constantFrom('step.insert-at' as const, 'step.move-to' as const) },
    { weight: 5, arbitrary: fc.constantFrom(...COMMAND_TYPES) },
    { weight: 1, arbitrary: fc.constant('bogus' as const) },
  ),
  a: fc.nat(),
  b: fc.nat(),
  c: fc.nat(),
  item: fc.constantFrom('activity', 'control', 'control', 'subprocess'),
  direction: fc.constantFrom('up', 'down'),
  operator: fc.constantFrom(...CONTROL_OPERATORS),
  name: fc.string({ maxLength: 4 }),
  groups: fc.nat({ max: 3 }),
});
type Abstract = typeof abstractCommand extends fc.Arbitrary<infer T> ? T : never;

function concrete(model: EditorModel, command: Abstract, fresh: number): EditorCommand {
  const { steps } = model;
  // One pick in eight is an id the model does not have.
  const pick = (n: number) => (n % 8 === 7 ? 'no-such-step' : ((steps[n % steps.length] as Step).id ?? ''));
  const childOf = (parentId: string, n: number) => {
    const children = steps.find((step) => step.id === parentId)?.children ?? [];
    return children.length > 0 && n % 5 !== 4 ? (children[n % children.length]?.id ?? '') : pick(n);
  };
  const parentId = pick(command.a);
  // A place between steps: mostly a path out of the step, one time in three after its block.
  const placeOf = (id: string, n: number): FlowPlace =>
    n % 3 === 0 ? { afterBlockOf: id } : { parentId: id, childId: childOf(id, n) };
  switch (command.kind) {
    case 'step.insert':
      return {
        type: 'step.insert',
        item: command.item as 'activity',
        targetId: parentId,
        newStepId: command.c % 10 === 9 ? pick(command.b) : sampleId(fresh),
      };
    case 'step.move':
      return { type: 'step.move', stepId: parentId, targetId: pick(command.b) };
    case 'step.insert-at':
      return {
        type: 'step.insert-at',
        item: command.item as 'activity',
        place: placeOf(parentId, command.b),
        newStepId: sampleId(fresh),
      };
    case 'step.move-to':
      return { type: 'step.move-to', stepId: pick(command.c), place: placeOf(parentId, command.b) };
    case 'step.remove':
      return { type: 'step.remove', stepId: parentId };
    case 'step.update':
      return {
        type: 'step.update',
        stepId: parentId,
        changes: command.b % 2 === 0 ? { name: command.name } : { operator: command.operator },
      };
    case 'branch.move':
      return {
        type: 'branch.move',
        controlId: parentId,
        childId: childOf(parentId, command.b),
        direction: command.direction as 'up',
      };
    case 'path.change': {
      // Mostly a jump forward (the child's own successor), which at least cannot make a cycle.
      const childId = childOf(parentId, command.b);
      const newChildId = command.c % 3 === 0 ? pick(command.c) : childOf(childId, command.c);
      return { type: 'path.change', parentId, childId, newChildId };
    }
    case 'path.remove':
      return { type: 'path.remove', parentId, childId: childOf(parentId, command.b) };
    case 'path.add-empty':
      return { type: 'path.add-empty', controlId: parentId };
    case 'step.set-groups': {
      // New groups with fresh ids; one time in six the first takes the id of a group the model has.
      const groups = Array.from({ length: command.groups }, (_, n): InformationGroup => {
        const taken = model.groups[command.c % Math.max(model.groups.length, 1)];
        const id = n === 0 && taken && command.c % 6 === 5 ? taken.id : sampleId(fresh * 10 + n);
        const inputs = [pick(command.b), pick(command.c), pick(command.b)];
        const output = command.b % 3 === 0 ? null : n % 2 === 0 ? pick(command.c) : GLOBAL_PROCESS_MODEL_ID;
        return { id, stepId: parentId, name: command.name, description: '', output, inputs };
      });
      return { type: 'step.set-groups', stepId: parentId, groups };
    }
    default:
      return { type: command.kind } as never;
  }
}

function runAll(commands: readonly Abstract[]) {
  let state: EditorState<typeof first> = openEditor(first);
  let applied = 0;
  commands.forEach((command, index) => {
    const next = executeCommand(state, concrete(state.model, command, 1000 + index));
    if (next.result.ok) applied += 1;
    else expect(next.state).toBe(state); // refused: nothing changed
    state = next.state;
    expect(checkInvariants(state.model.steps)).toBeNull();
  });
  return { state, applied };
}

const commandLists = fc.array(abstractCommand, { minLength: 1, maxLength: 80, size: 'large' });

describe('editor properties', () => {
  it('(a) any sequence of commands, each applied or refused, leaves a model meeting every invariant', () => {
    fc.assert(
      fc.property(commandLists, (commands) => void runAll(commands)),
      { numRuns: 300 },
    );
  });

  it('(b) undoing everything gives back the first model; redoing everything the last', () => {
    fc.assert(
      fc.property(commandLists, (commands) => {
        const { state: last, applied } = runAll(commands);
        let state = last;
        let undone = 0;
        while (canUndo(state)) {
          state = undoCommand(state);
          undone += 1;
          expect(checkInvariants(state.model.steps)).toBeNull();
        }
        expect(undone).toBe(applied);
        expect(state.model).toEqual(first);
        while (canRedo(state)) state = redoCommand(state);
        expect(state.model).toEqual(last.model);
      }),
      { numRuns: 200 },
    );
  });

  it('(d) flow order: every step once, start first, end last, each after all its parents and its branches before their join', () => {
    fc.assert(
      fc.property(commandLists, (commands) => {
        const { steps } = runAll(commands).state.model;
        const order = flowOrder(steps);
        expect([...order].sort()).toEqual(steps.map((step) => step.id).sort());
        expect(steps.find((step) => step.id === order[0])?.type).toBe('start');
        expect(steps.find((step) => step.id === order.at(-1))?.type).toBe('end');
        const place = new Map(order.map((id, index) => [id, index]));
        const parents = new Map<string, string[]>();
        for (const step of steps)
          for (const child of step.children)
            parents.set(child.id, [...(parents.get(child.id) ?? []), step.id]);
        for (const step of steps) {
          if (step.type === 'start') continue;
          for (const parent of parents.get(step.id) ?? [])
            expect(place.get(parent) ?? 0, `${step.id} comes after ${parent}`).toBeLessThan(
              place.get(step.id) ?? 0,
            );
        }
        for (const step of steps.filter((candidate) => candidate.type === 'control')) {
          const join = joinOf(steps, step.id);
          if (join === undefined) continue;
          for (const child of step.children)
            if (child.id !== join) expect(place.get(child.id) ?? 0).toBeLessThan(place.get(join) ?? 0);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('(e) a step put on a path lies between its ends; a step put after a block is the block’s new join point', () => {
    fc.assert(
      fc.property(commandLists, fc.nat(), fc.nat(), fc.boolean(), (commands, a, b, afterBlock) => {
        const { model } = runAll(commands).state;
        const parent = model.steps[a % model.steps.length] as Step;
        const child = parent.children[b % Math.max(parent.children.length, 1)];
        if (afterBlock ? parent.type !== 'control' : !child) return;
        const place: FlowPlace = afterBlock
          ? { afterBlockOf: parent.id }
          : { parentId: parent.id, childId: child?.id ?? '' };
        const join = afterBlock ? joinOf(model.steps, parent.id) : undefined;
        const state = executeCommand(openEditor(model), {
          type: 'step.insert-at',
          item: 'activity',
          place,
          newStepId: 'new',
        });
        expect(state.result.ok).toBe(true);
        const after = state.state.model.steps;
        expect(checkInvariants(after)).toBeNull();
        expect(after.length).toBe(model.steps.length + 1);
        const placed = after.find((step) => step.id === 'new');
        if (afterBlock) {
          expect(joinOf(after, parent.id)).toBe('new');
          expect(placed?.children.map((c) => c.id)).toEqual([join]);
        } else {
          expect(after.find((step) => step.id === parent.id)?.children.map((c) => c.id)).toContain('new');
          expect(placed?.children.map((c) => c.id)).toEqual([child?.id]);
        }
        const order = flowOrder(after);
        expect(order.indexOf('new')).toBeGreaterThan(order.indexOf(parent.id));
      }),
      { numRuns: 200 },
    );
  });

  it('(c) layout: every step placed, no two overlap, every relation drawn', () => {
    fc.assert(
      fc.property(commandLists, (commands) => {
        const { model } = runAll(commands).state;
        const layout = layoutModel(model);
        expect(layout.steps.map((box) => box.id)).toEqual(model.steps.map((step) => step.id));
        for (const [index, a] of layout.steps.entries()) {
          expect(a.x + a.width).toBeLessThanOrEqual(layout.width);
          expect(a.y + a.height).toBeLessThanOrEqual(layout.height);
          for (const b of layout.steps.slice(index + 1)) {
            const apart =
              a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
            expect(apart, `${a.id} overlaps ${b.id}`).toBe(true);
          }
        }
        const relations = model.steps.flatMap((step) =>
          step.children.map((child) => `${step.id}→${child.id}`),
        );
        const drawn = layout.connections.map((connection) => `${connection.from}→${connection.to}`);
        expect(drawn.sort()).toEqual(relations.sort());
        for (const connection of layout.connections) {
          const to = layout.byId.get(connection.to);
          const end = connection.points.at(-1);
          expect(end).toEqual({ x: (to?.x ?? 0) + (to?.width ?? 0) / 2, y: to?.y });
          expect(to?.row).toBeGreaterThan(layout.byId.get(connection.from)?.row ?? Number.POSITIVE_INFINITY);
        }
      }),
      { numRuns: 200 },
    );
  });
});
