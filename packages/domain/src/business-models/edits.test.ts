import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BUSINESS_MODEL_GROUP_IDS } from '../ids.js';
import {
  addItem,
  addProcessGroup,
  applyBusinessModelEdit,
  type BusinessModel,
  type BusinessModelEdit,
  type BusinessModelItem,
  businessModelUpdate,
  businessModelUpdateSchema,
  canMoveInList,
  deleteItem,
  deleteProcessGroup,
  findProcessGroup,
  MOVE_DIRECTIONS,
  type MoveDirection,
  moveInList,
  moveItem,
  moveProcessGroup,
  type ProcessGroup,
  renameGroup,
  renameProcessGroup,
  standardBusinessModel,
} from './index.js';

const id = (n: number) => `5b4a2f4e-8f0c-4b6e-9d6a-${String(n).padStart(12, '0')}`;
const PROCESS = '3f0e1c52-9a1b-4c8e-8a55-0c7e6e0b5d11';
const { manageOrganisation, primaryProcesses, evaluation } = BUSINESS_MODEL_GROUP_IDS;

const link = (name: string): BusinessModelItem => ({ url: `https://example.org/${name}`, name });

/** The standard model with process groups A (items a, b, c) and B (empty) in the first group. */
function sample(): BusinessModel {
  const model = standardBusinessModel(undefined, 7);
  return addProcessGroup(
    addProcessGroup(model, manageOrganisation, {
      id: id(1),
      name: 'A',
      items: [link('a'), { processModelId: PROCESS, name: 'b', available: false }, link('c')],
    }),
    manageOrganisation,
    { id: id(2), name: 'B', items: [] },
  );
}

const namesIn = (model: BusinessModel, processGroupId: string) =>
  findProcessGroup(model, processGroupId)?.processGroup.items.map((item) => item.name);
const processGroupNames = (model: BusinessModel, groupIndex = 0) =>
  model.groups[groupIndex]?.items.map((processGroup) => processGroup.name);

describe('moves in a list', () => {
  it('BM-18: the first entry has no backward, the last no forward, a single one neither', () => {
    expect(MOVE_DIRECTIONS.map((direction) => canMoveInList(3, 0, direction))).toEqual([false, true]);
    expect(MOVE_DIRECTIONS.map((direction) => canMoveInList(3, 1, direction))).toEqual([true, true]);
    expect(MOVE_DIRECTIONS.map((direction) => canMoveInList(3, 2, direction))).toEqual([true, false]);
    expect(MOVE_DIRECTIONS.map((direction) => canMoveInList(1, 0, direction))).toEqual([false, false]);
    expect(canMoveInList(3, 3, 'backward')).toBe(false);
    expect(canMoveInList(3, -1, 'forward')).toBe(false);
    expect(canMoveInList(3, 0.5, 'forward')).toBe(false);
  });

  it('swaps with the neighbour, or answers the same list', () => {
    const list = ['a', 'b', 'c'];
    expect(moveInList(list, 0, 'forward')).toEqual(['b', 'a', 'c']);
    expect(moveInList(list, 2, 'backward')).toEqual(['a', 'c', 'b']);
    expect(moveInList(list, 0, 'backward')).toBe(list);
    expect(list).toEqual(['a', 'b', 'c']);
  });
});

describe('business model edits', () => {
  it('BM-09: renames a group (trimmed); an empty name stands for the standard title', () => {
    const renamed = renameGroup(sample(), evaluation, '  Evaluatie ');
    expect(renamed.groups[3]?.name).toBe('Evaluatie');
    expect(renameGroup(renamed, evaluation, ' ').groups[3]?.name).toBe('');
    expect(renameGroup(renamed, id(99), 'x')).toBe(renamed);
    expect(renameGroup(renamed, evaluation, 'Evaluatie')).toBe(renamed);
  });

  it('BM-05, BM-10, BM-25: adds a process group with the id the caller made, untitled or not, at the end', () => {
    const model = addProcessGroup(sample(), manageOrganisation, { id: id(3), name: '', items: [] });
    expect(model.groups[0]?.items.map((processGroup) => processGroup.id)).toEqual([id(1), id(2), id(3)]);
    expect(processGroupNames(model)).toEqual(['A', 'B', '']);
    // An id the model already has, or an unknown group: nothing happens.
    expect(addProcessGroup(model, primaryProcesses, { id: id(1), name: 'x', items: [] })).toBe(model);
    expect(addProcessGroup(model, id(99), { id: id(4), name: 'x', items: [] })).toBe(model);
  });

  it('BM-11, BM-12: renames and deletes a process group', () => {
    const renamed = renameProcessGroup(sample(), id(2), ' Sales ');
    expect(processGroupNames(renamed)).toEqual(['A', 'Sales']);
    expect(processGroupNames(renameProcessGroup(renamed, id(2), ''))).toEqual(['A', '']);
    expect(renameProcessGroup(renamed, id(99), 'x')).toBe(renamed);
    const deleted = deleteProcessGroup(renamed, id(1));
    expect(processGroupNames(deleted)).toEqual(['Sales']);
    expect(deleteProcessGroup(deleted, id(1))).toBe(deleted);
  });

  it('BM-13, BM-14, BM-15: adds entries at the end and deletes one by its place', () => {
    const added = addItem(sample(), id(2), { processModelId: PROCESS, name: 'Onboarding' });
    expect(findProcessGroup(added, id(2))?.processGroup.items).toEqual([
      { processModelId: PROCESS, name: 'Onboarding' },
    ]);
    const withLink = addItem(added, id(2), link('Wiki'));
    expect(namesIn(withLink, id(2))).toEqual(['Onboarding', 'Wiki']);
    expect(namesIn(deleteItem(withLink, id(2), 0), id(2))).toEqual(['Wiki']);
    expect(deleteItem(withLink, id(2), 2)).toBe(withLink);
    expect(addItem(withLink, id(99), link('x'))).toBe(withLink);
  });

  it('BM-16, BM-17, BM-18: moves entries and process groups where possible, else nothing changes', () => {
    const model = sample();
    expect(namesIn(moveItem(model, id(1), 0, 'forward'), id(1))).toEqual(['b', 'a', 'c']);
    expect(namesIn(moveItem(model, id(1), 2, 'backward'), id(1))).toEqual(['a', 'c', 'b']);
    expect(moveItem(model, id(1), 0, 'backward')).toBe(model);
    expect(moveItem(model, id(1), 2, 'forward')).toBe(model);
    expect(processGroupNames(moveProcessGroup(model, id(2), 'backward'))).toEqual(['B', 'A']);
    expect(moveProcessGroup(model, id(1), 'backward')).toBe(model);
    expect(moveProcessGroup(model, id(2), 'forward')).toBe(model);
  });

  it('never changes the model it is given', () => {
    const model = sample();
    const before = structuredClone(model);
    renameGroup(model, manageOrganisation, 'x');
    moveItem(model, id(1), 0, 'forward');
    moveProcessGroup(model, id(1), 'forward');
    deleteItem(model, id(1), 0);
    deleteProcessGroup(model, id(1));
    addItem(model, id(1), link('d'));
    expect(model).toEqual(before);
  });

  it('BM-20: the API form drops the answer-only available flag and keeps updatedAt', () => {
    const update = businessModelUpdate(sample());
    expect(update.updatedAt).toBe(7);
    expect(findProcessGroup(update, id(1))?.processGroup.items[1]).toEqual({
      processModelId: PROCESS,
      name: 'b',
    });
    expect(businessModelUpdateSchema.parse(update)).toEqual(update);
  });
});

// Property tests: models of random process groups, and random sequences of edits.

const item: fc.Arbitrary<BusinessModelItem> = fc.oneof(
  fc.record({ processModelId: fc.uuid({ version: 4 }), name: fc.string({ maxLength: 5 }) }),
  fc.record({
    url: fc.constantFrom('https://example.org', 'http://intranet/wiki'),
    name: fc.string({ minLength: 1, maxLength: 5 }),
  }),
);

const model: fc.Arbitrary<BusinessModel> = fc
  .array(fc.array(fc.array(item, { maxLength: 5 }), { maxLength: 4 }), { minLength: 4, maxLength: 4 })
  .map((groups) => {
    let n = 0;
    const standard = standardBusinessModel();
    return {
      ...standard,
      groups: standard.groups.map((group, g) => ({
        ...group,
        items: (groups[g] ?? []).map((items): ProcessGroup => {
          n += 1;
          return { id: id(n), name: `P${n}`, items };
        }),
      })),
    };
  });

const processGroupIds = (value: BusinessModel) =>
  value.groups.flatMap((group) => group.items.map((processGroup) => processGroup.id));
const allItems = (value: BusinessModel) =>
  value.groups.flatMap((group) => group.items.flatMap((processGroup) => processGroup.items));
const sortedJson = (values: readonly unknown[]) => values.map((value) => JSON.stringify(value)).sort();

const direction = fc.constantFrom<MoveDirection>(...MOVE_DIRECTIONS);
const opposite = (value: MoveDirection): MoveDirection => (value === 'forward' ? 'backward' : 'forward');

type EditKind = BusinessModelEdit['type'];

/** The edit of `kind` with the targets picked for it. */
function concreteEdit(
  kind: EditKind,
  pick: {
    groupId: string;
    processGroupId: string;
    fresh: number;
    a: number;
    way: MoveDirection;
    entry: BusinessModelItem;
    name: string;
  },
): BusinessModelEdit {
  const { groupId, processGroupId, way, entry, name } = pick;
  switch (kind) {
    case 'group.rename':
      return { type: kind, groupId, name };
    case 'process-group.add':
      return { type: kind, groupId, processGroup: { id: id(pick.fresh), name, items: [] } };
    case 'process-group.rename':
      return { type: kind, processGroupId, name };
    case 'process-group.delete':
      return { type: kind, processGroupId };
    case 'process-group.move':
      return { type: kind, processGroupId, direction: way };
    case 'item.add':
      return { type: kind, processGroupId, item: entry };
    case 'item.delete':
      return { type: kind, processGroupId, index: pick.a % 6 };
    case 'item.move':
      return { type: kind, processGroupId, index: pick.a % 6, direction: way };
  }
}

describe('business model edits (properties)', () => {
  it('moving an entry keeps the entries of its process group and changes nothing else; back again is the identity', () => {
    fc.assert(
      fc.property(model, fc.nat(), fc.nat(), direction, (value, p, i, way) => {
        const ids = processGroupIds(value);
        fc.pre(ids.length > 0);
        const processGroupId = ids[p % ids.length] as string;
        const items = findProcessGroup(value, processGroupId)?.processGroup.items ?? [];
        const index = items.length === 0 ? 0 : i % items.length;
        const moved = moveItem(value, processGroupId, index, way);
        if (!canMoveInList(items.length, index, way)) {
          expect(moved).toBe(value);
          return;
        }
        const after = findProcessGroup(moved, processGroupId)?.processGroup.items ?? [];
        expect(sortedJson(after)).toEqual(sortedJson(items));
        expect(sortedJson(allItems(moved))).toEqual(sortedJson(allItems(value)));
        const target = way === 'forward' ? index + 1 : index - 1;
        expect(after[target]).toEqual(items[index]);
        expect(moveItem(moved, processGroupId, target, opposite(way))).toEqual(value);
      }),
    );
  });

  it('moving a process group keeps the process groups of its group; back again is the identity', () => {
    fc.assert(
      fc.property(model, fc.nat(), direction, (value, p, way) => {
        const ids = processGroupIds(value);
        fc.pre(ids.length > 0);
        const processGroupId = ids[p % ids.length] as string;
        const found = findProcessGroup(value, processGroupId);
        if (!found) throw new Error('not found');
        const group = value.groups.find((each) => each.id === found.groupId);
        const length = group?.items.length ?? 0;
        const moved = moveProcessGroup(value, processGroupId, way);
        if (!canMoveInList(length, found.index, way)) {
          expect(moved).toBe(value);
          return;
        }
        expect(sortedJson(processGroupIds(moved))).toEqual(sortedJson(ids));
        expect(findProcessGroup(moved, processGroupId)?.groupId).toBe(found.groupId);
        expect(moveProcessGroup(moved, processGroupId, opposite(way))).toEqual(value);
      }),
    );
  });

  it('adding and then deleting an entry or a process group is the identity', () => {
    fc.assert(
      fc.property(model, fc.nat(), item, (value, g, entry) => {
        const groupId = value.groups[g % value.groups.length]?.id as string;
        const fresh = id(999);
        const added = addProcessGroup(value, groupId, { id: fresh, name: 'new', items: [] });
        expect(deleteProcessGroup(added, fresh)).toEqual(value);
        const withEntry = addItem(added, fresh, entry);
        expect(deleteItem(withEntry, fresh, 0)).toEqual(added);
      }),
    );
  });

  it('any sequence of edits keeps the four groups, unique process group ids and a valid update', () => {
    const edit = fc.record({
      kind: fc.constantFrom<EditKind>(
        'group.rename',
        'process-group.add',
        'process-group.rename',
        'process-group.delete',
        'process-group.move',
        'item.add',
        'item.delete',
        'item.move',
      ),
      a: fc.nat(),
      b: fc.nat(),
      way: direction,
      entry: item,
      name: fc.string({ maxLength: 8 }),
    });
    fc.assert(
      fc.property(model, fc.array(edit, { maxLength: 15 }), (start, edits) => {
        let value = start;
        let fresh = 500;
        for (const { kind, a, b, way, entry, name } of edits) {
          const ids = processGroupIds(value);
          const processGroupId = ids.length > 0 ? (ids[a % ids.length] as string) : id(0);
          const groupId = value.groups[a % 4]?.id as string;
          fresh += 1;
          value = applyBusinessModelEdit(
            value,
            concreteEdit(kind, { groupId, processGroupId, fresh, a: b, way, entry, name }),
          );
        }
        expect(value.groups.map((group) => group.id)).toEqual(start.groups.map((group) => group.id));
        const ids = processGroupIds(value);
        expect(new Set(ids).size).toBe(ids.length);
        expect(businessModelUpdateSchema.safeParse(businessModelUpdate(value)).success).toBe(true);
      }),
    );
  });
});
