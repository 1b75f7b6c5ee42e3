/** Revisions of models for the BPMN export's tests, and models grown by the editor's commands. */
import {
  CONTROL_OPERATORS,
  type EditorCommand,
  type EditorModel,
  type EditorState,
  executeCommand,
  NO_ROLE,
  newProcessModel,
  openEditor,
  type Revision,
  type RoleRef,
  type Step,
  sampleId,
} from '@stroomlijn/domain';
import fc from 'fast-check';

export const CLERK: RoleRef = { id: sampleId(901), name: 'Clerk' };
export const BUYER: RoleRef = { id: sampleId(902), name: 'Buyer & <Co>' };
export const MANAGER: RoleRef = { id: sampleId(903), name: 'Manager' };
const ROLES = [CLERK, BUYER, MANAGER];

export function revisionOf(model: EditorModel, name = 'Order handling', revision = 3): Revision {
  return {
    revision,
    changeNote: null,
    model: {
      id: sampleId(100),
      info: { name, description: 'From order to invoice' },
      owner: CLERK,
      manager: NO_ROLE,
      steps: [...model.steps],
      groups: [],
      status: 'published',
      deleted: false,
      revision,
      updatedAt: 1,
      publishedAt: 1,
      publishedBy: { name: 'Admin' },
      unpublishedDraftAvailable: false,
    },
  };
}

export const edit = fc.record({
  kind: fc.constantFrom(
    'insert',
    'insert',
    'branch',
    'branch',
    'insert-at',
    'after-block',
    'path',
    'path',
    'update',
    'update',
  ),
  a: fc.nat(),
  b: fc.nat(),
  item: fc.constantFrom('activity', 'control', 'control', 'subprocess'),
  name: fc.oneof(fc.constant(''), fc.string({ maxLength: 6, unit: 'binary' })),
});
export type Edit = typeof edit extends fc.Arbitrary<infer T> ? T : never;

/** A model grown by the editor's commands: inserts, inserts on paths and after blocks, path changes, step updates. */
export function grow(edits: readonly Edit[]): EditorModel {
  let state: EditorState<EditorModel> = openEditor<EditorModel>(
    newProcessModel({ modelId: sampleId(100), startId: sampleId(1), endId: sampleId(2) }),
  );
  edits.forEach((next, index) => {
    const { steps } = state.model;
    const controls = steps.filter((step) => step.type === 'control');
    // A branch: a step inserted on a control (spec §4: dropping on a control adds a branch).
    const parent = (
      next.kind === 'branch' && controls.length > 0
        ? controls[next.a % controls.length]
        : steps[next.a % steps.length]
    ) as Step;
    const child = parent.children[next.b % Math.max(parent.children.length, 1)];
    const fresh = sampleId(1000 + index);
    const item = next.item as 'activity';
    const update = {
      name: next.name,
      ...(parent.type === 'control' && { operator: CONTROL_OPERATORS[next.b % 3] }),
      ...(parent.type === 'subprocess' && {
        process: {
          id: sampleId(600 + (next.b % 5)),
          name: `Sub ${next.b % 5}`,
          actor: NO_ROLE,
          revision: next.b % 3,
        },
      }),
      ...(parent.type !== 'start' && parent.type !== 'end' && { actor: ROLES[next.b % 4] ?? null }),
    };
    const command: EditorCommand =
      next.kind === 'insert' || next.kind === 'branch'
        ? { type: 'step.insert', item, targetId: parent.id, newStepId: fresh }
        : next.kind === 'after-block'
          ? { type: 'step.insert-at', item, place: { afterBlockOf: parent.id }, newStepId: fresh }
          : next.kind === 'insert-at'
            ? {
                type: 'step.insert-at',
                item,
                place: { parentId: parent.id, childId: child?.id ?? '' },
                newStepId: fresh,
              }
            : next.kind === 'update'
              ? { type: 'step.update', stepId: parent.id, changes: update }
              : {
                  type: 'path.change',
                  parentId: parent.id,
                  childId: child?.id ?? '',
                  newChildId: (steps[next.b % steps.length] as Step).id,
                };
    state = executeCommand(state, command).state;
  });
  return state.model;
}
