import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type EditorState, executeCommand, openEditor } from '../../editor/command-stack.js';
import type { EditorCommand } from '../../editor/commands/handlers.js';
import { reaches } from '../../editor/graph.js';
import { newProcessModel } from '../../editor/new-model.js';
import { stepGroups } from '../../editor/rules/information-rules.js';
import { sampleId } from '../../editor/sample-models.js';
import { GLOBAL_PROCESS_MODEL_ID } from '../../ids.js';
import type { InformationGroup } from '../information-groups/group-schema.js';
import { CONTROL_OPERATORS, NO_PROCESS } from '../model-constants.js';
import type { ProcessModelInput, Step } from '../schemas.js';
import { compareModels, reverseDifference } from './compare-models.js';
import { type DifferenceItem, type DifferenceKind, modelDifferenceSchema } from './difference-schema.js';
import { modelVersion, Versions } from './model-version.js';

/**
 * Models grown by random edit commands of the editor (as in editor.property.test.ts): every command goes
 * through the command stack, so each model meets the invariants. New steps get ids `sampleId(1000 + n)`
 * for the n-th command, so two models grown apart share many ids, as revisions of one model do.
 */
const first = newProcessModel({ modelId: sampleId(100), startId: sampleId(1), endId: sampleId(2) });
type Model = ProcessModelInput;
const ROLES = [null, { id: sampleId(901), name: 'Clerk' }, { id: sampleId(902), name: 'Buyer' }];
const PROCESSES = [
  null,
  { id: sampleId(301), name: 'Invoice', actor: ROLES[1] ?? NO_PROCESS.actor, revision: 1 },
  { id: sampleId(301), name: 'Invoice', actor: ROLES[1] ?? NO_PROCESS.actor, revision: 2 },
  { id: sampleId(302), name: 'Payment', actor: NO_PROCESS.actor, revision: 4 },
];
/** Each kind of edit with its weight: mostly inserts, so that models grow. */
const KINDS = {
  insert: 6,
  'insert-at': 4,
  'after-block': 2,
  move: 2,
  'move-to': 2,
  remove: 1,
  name: 2,
  actor: 2,
  operator: 1,
  process: 1,
  branch: 1,
  path: 1,
  groups: 3,
} as const;

const edit = fc.record({
  kind: fc.oneof(
    ...Object.entries(KINDS).map(([kind, weight]) => ({
      weight,
      arbitrary: fc.constant(kind as keyof typeof KINDS),
    })),
  ),
  a: fc.nat(),
  b: fc.nat(),
  c: fc.nat(),
  item: fc.constantFrom('activity', 'control', 'subprocess'),
  name: fc.constantFrom('', 'Check', 'Pay', 'Send'),
});
type Edit = typeof edit extends fc.Arbitrary<infer T> ? T : never;

function command(model: Model, next: Edit, fresh: number): EditorCommand {
  const { steps } = model;
  const pick = (n: number) => (steps[n % steps.length] as Step).id;
  // The step an edit is about: mostly one of the types the edit takes, so that few edits are refused.
  const fits = (step: Step) =>
    next.kind === 'operator' || next.kind === 'branch'
      ? step.type === 'control'
      : next.kind === 'process'
        ? step.type === 'subprocess'
        : step.type !== 'end';
  const withGroups = new Set(model.groups.map((group) => group.stepId));
  const candidates =
    next.c % 4 === 0
      ? steps
      : steps.filter(
          (step) => fits(step) && (next.kind !== 'groups' || next.b % 2 === 0 || withGroups.has(step.id)),
        );
  const parent = (candidates[next.a % Math.max(candidates.length, 1)] ?? steps[0]) as Step;
  const child = parent.children[next.b % Math.max(parent.children.length, 1)]?.id ?? pick(next.b);
  const movable = steps.filter((step) => step.type === 'activity' || step.type === 'subprocess');
  const moving = (movable[next.c % Math.max(movable.length, 1)] ?? parent).id;
  const item = next.item as 'activity';
  const newStepId = sampleId(1000 + fresh);
  switch (next.kind) {
    case 'insert':
      return { type: 'step.insert', item, targetId: parent.id, newStepId };
    case 'insert-at':
      return { type: 'step.insert-at', item, place: { parentId: parent.id, childId: child }, newStepId };
    case 'after-block':
      return { type: 'step.insert-at', item, place: { afterBlockOf: parent.id }, newStepId };
    case 'move':
      return { type: 'step.move', stepId: moving, targetId: parent.id };
    case 'move-to':
      return { type: 'step.move-to', stepId: moving, place: { parentId: parent.id, childId: child } };
    case 'remove':
      return { type: 'step.remove', stepId: parent.id };
    case 'name':
      return { type: 'step.update', stepId: parent.id, changes: { name: next.name } };
    case 'actor':
      return {
        type: 'step.update',
        stepId: parent.id,
        changes: { actor: ROLES[next.b % ROLES.length] ?? null },
      };
    case 'operator': {
      const operator = CONTROL_OPERATORS[next.b % CONTROL_OPERATORS.length] as 'JUDGE';
      return { type: 'step.update', stepId: parent.id, changes: { operator } };
    }
    case 'process':
      return {
        type: 'step.update',
        stepId: parent.id,
        changes: { process: PROCESSES[next.b % PROCESSES.length] ?? null },
      };
    case 'branch':
      return {
        type: 'branch.move',
        controlId: parent.id,
        childId: child,
        direction: next.c % 2 === 0 ? 'up' : 'down',
      };
    case 'path':
      // Mostly a jump forward (to the child's own successor), which cannot make a cycle.
      return {
        type: 'path.change',
        parentId: parent.id,
        childId: child,
        newChildId:
          next.c % 3 === 0
            ? pick(next.c)
            : (steps.find((step) => step.id === child)?.children[0]?.id ?? child),
      };
    case 'groups':
      return {
        type: 'step.set-groups',
        stepId: parent.id,
        groups: editedGroups(model, parent.id, next, fresh),
      };
  }
}

/** The step's groups with one input added or dropped, the output replaced, a group renamed, added or dropped. */
function editedGroups(model: Model, stepId: string, next: Edit, fresh: number): InformationGroup[] {
  const groups = stepGroups(model, stepId);
  const definition = (n: number) => sampleId(500 + (n % 6));
  const at = next.b % Math.max(groups.length, 1);
  const target = groups[at];
  switch (target === undefined ? 4 : next.c % 5) {
    case 0:
      return groups.map((group, n) =>
        n === at ? { ...group, inputs: [...group.inputs, definition(next.a)] } : group,
      );
    case 1:
      return groups.map((group, n) => (n === at ? { ...group, inputs: group.inputs.slice(1) } : group));
    case 2:
      return groups.map((group, n) =>
        n === at ? { ...group, output: next.a % 3 === 0 ? null : definition(next.a) } : group,
      );
    case 3:
      return next.a % 2 === 0
        ? groups.filter((_, n) => n !== at)
        : groups.map((group, n) => (n === at ? { ...group, name: next.name } : group));
    default:
      return [
        ...groups,
        {
          id: sampleId(5000 + fresh),
          stepId,
          name: next.name,
          description: '',
          output: GLOBAL_PROCESS_MODEL_ID,
          inputs: [definition(next.b), definition(next.c)],
        },
      ];
  }
}

function grow(model: Model, edits: readonly Edit[], offset = 0): Model {
  let state: EditorState<Model> = openEditor(model);
  edits.forEach((next, index) => {
    state = executeCommand(state, command(state.model, next, offset + index)).state;
  });
  return state.model;
}

const edits = (minLength: number, maxLength: number) => fc.array(edit, { minLength, maxLength, size: 'max' });
const aModel = edits(10, 60).map((list) => grow(first, list));
/** A model and a later version of it. */
const aModelAndLater = fc
  .tuple(edits(10, 60), edits(1, 12))
  .map(([early, late]) => [grow(first, early), late] as const)
  .map(([model, late]) => [model, grow(model, late, 200)] as const);
/** Two models that share their start, their end and many ids, and little else. */
const twoModels = fc.tuple(aModel, aModel);

const stepIds = (changes: readonly DifferenceItem[], kind: DifferenceKind) =>
  changes.flatMap((change) => (change.kind === kind && 'step' in change ? [change.step.id] : []));

describe('compareModels properties', () => {
  it('a model compared with itself, or with a copy of it, has no changes', () => {
    fc.assert(
      fc.property(aModel, (model) => {
        expect(compareModels(model, model).changes).toEqual([]);
        expect(compareModels(model, structuredClone(model)).changes).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });

  it('the difference A→B reversed is the difference B→A; it is valid JSON of the schema', () => {
    fc.assert(
      fc.property(fc.oneof(aModelAndLater, twoModels), ([a, b]) => {
        const there = compareModels(a, b);
        expect(reverseDifference(there)).toEqual(compareModels(b, a));
        expect(reverseDifference(reverseDifference(there))).toEqual(there);
        expect(modelDifferenceSchema.parse(JSON.parse(JSON.stringify(there)))).toEqual(there);
      }),
      { numRuns: 300 },
    );
  });

  it('moved steps: leaving them out, the other steps of both versions come in the same order', () => {
    fc.assert(
      fc.property(fc.oneof(aModelAndLater, twoModels), ([a, b]) => {
        const versions = new Versions(modelVersion(a), modelVersion(b));
        const moved = new Set(stepIds(compareModels(a, b).changes, 'step-moved'));
        const common = versions.commonIds();
        const differs = (x: string, y: string) => reaches(a.steps, x, y) !== reaches(b.steps, x, y);
        const kept = common.filter((id) => !moved.has(id));
        for (const x of kept) for (const y of kept) expect(differs(x, y), `${x} before ${y}`).toBe(false);
        for (const x of moved) expect(common.some((y) => differs(x, y) || differs(y, x))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});

const stepOf = (model: Model, id: string) => model.steps.find((step) => step.id === id) as Step;
const processKey = (step: Step) => `${step.process?.id ?? ''} ${step.process?.revision ?? ''}`;
/** What each field of `step.update` is listed as, and whether it changed. */
const UPDATE_KINDS = {
  name: { kind: 'step-renamed', changed: (a: Step, b: Step) => a.name !== b.name },
  actor: { kind: 'actor-changed', changed: (a: Step, b: Step) => a.actor.id !== b.actor.id },
  operator: {
    kind: 'operator-changed',
    changed: (a: Step, b: Step) => (a.operator ?? 'JUDGE') !== (b.operator ?? 'JUDGE'),
  },
  process: { kind: 'subprocess-changed', changed: (a: Step, b: Step) => processKey(a) !== processKey(b) },
} as const;

describe('compareModels after one editor command', () => {
  const modelAndCommand = fc.tuple(aModel, edit).map(([model, next]) => {
    const applied = command(model, next, 900);
    const result = executeCommand(openEditor(model), applied);
    return { model, command: applied, after: result.result.ok ? result.state.model : undefined };
  });

  it('names the step the command is about, with the kind of change it made', () => {
    fc.assert(
      fc.property(modelAndCommand, ({ model, command, after }) => {
        if (!after) return;
        const { changes } = compareModels(model, after);
        const only = (...allowed: DifferenceKind[]) =>
          expect(changes.filter((change) => !allowed.includes(change.kind))).toEqual([]);
        const before = model.steps.find((step) => 'stepId' in command && step.id === command.stepId);
        switch (command.type) {
          case 'step.insert':
          case 'step.insert-at':
            expect(changes).toMatchObject([{ kind: 'step-added', step: { id: command.newStepId } }]);
            break;
          case 'step.remove':
            expect(stepIds(changes, 'step-removed')).toEqual([command.stepId]);
            only('step-removed', 'information-group-removed', 'branches-reordered');
            for (const change of changes)
              if (change.kind === 'information-group-removed') expect(change.step.id).toBe(command.stepId);
            break;
          case 'step.move':
          case 'step.move-to': {
            // Of two neighbours that swapped places, the one with the smaller id is named.
            const moved = stepIds(changes, 'step-moved');
            expect(moved.length).toBeLessThanOrEqual(1);
            if (moved[0] !== undefined && moved[0] !== command.stepId)
              expect(moved[0] < command.stepId).toBe(true);
            only('step-moved', 'branches-reordered');
            break;
          }
          case 'step.update': {
            const field = Object.keys(command.changes)[0] as keyof typeof UPDATE_KINDS;
            const changed = UPDATE_KINDS[field].changed(before as Step, stepOf(after, command.stepId));
            const expected = changed
              ? [{ kind: UPDATE_KINDS[field].kind, step: { id: command.stepId } }]
              : [];
            expect(changes).toMatchObject(expected);
            expect(changes.length).toBe(expected.length);
            break;
          }
          case 'branch.move':
            expect(changes).toMatchObject([{ kind: 'branches-reordered', step: { id: command.controlId } }]);
            break;
          case 'step.set-groups':
            only(
              'information-group-added',
              'information-group-removed',
              'information-group-changed',
              'input-added',
              'input-removed',
              'output-added',
              'output-removed',
            );
            for (const change of changes) expect('step' in change && change.step.id).toBe(command.stepId);
            break;
          default:
            only('step-moved', 'branches-reordered');
        }
      }),
      { numRuns: 500 },
    );
  });

  it('renaming one step gives exactly one step-renamed change', () => {
    fc.assert(
      fc.property(aModel, fc.nat(), fc.string({ minLength: 1, maxLength: 8 }), (model, at, name) => {
        const step = model.steps[at % model.steps.length] as Step;
        const renamed = {
          ...model,
          steps: model.steps.map((s) => (s === step ? { ...s, name: s.name + name } : s)),
        };
        expect(compareModels(model, renamed).changes).toEqual([
          {
            kind: 'step-renamed',
            step: { id: step.id, type: step.type, name: { before: step.name, after: step.name + name } },
            before: step.name,
            after: step.name + name,
          },
        ]);
      }),
      { numRuns: 200 },
    );
  });
});
