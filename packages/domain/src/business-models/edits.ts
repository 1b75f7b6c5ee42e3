import {
  type BusinessModelGroup,
  type BusinessModelItem,
  type BusinessModelUpdate,
  isProcessLink,
  type ProcessGroup,
} from './schemas.js';

/**
 * The edits of the business model screen (spec part 1 §2 "Business model area"), as pure functions.
 * Each returns a new model, or the very same model when the edit does not apply (an unknown id, an
 * index out of range, a move that is not possible), so that a caller can tell a no-op apart.
 * Process groups are found by id (unique within a model); items have no id and are found by index.
 */
export interface BusinessModelContent {
  groups: BusinessModelGroup[];
}

/** backward: one place towards the start of the list; forward: one place towards its end. */
export type MoveDirection = 'backward' | 'forward';
export const MOVE_DIRECTIONS: readonly MoveDirection[] = ['backward', 'forward'];

/** The index the entry at `index` of a list of `length` moves to, or null when it cannot move so. */
export function moveTargetIndex(length: number, index: number, direction: MoveDirection): number | null {
  if (!Number.isInteger(index) || index < 0 || index >= length) return null;
  const target = direction === 'backward' ? index - 1 : index + 1;
  return target >= 0 && target < length ? target : null;
}

/** Whether the move is possible: the first entry has no backward, the last no forward (BM-18). */
export function canMoveInList(length: number, index: number, direction: MoveDirection): boolean {
  return moveTargetIndex(length, index, direction) !== null;
}

/** The list with the entry at `index` swapped with its neighbour; the same list when it cannot move. */
export function moveInList<T>(list: readonly T[], index: number, direction: MoveDirection): readonly T[] {
  const target = moveTargetIndex(list.length, index, direction);
  if (target === null) return list;
  const next = [...list];
  [next[index], next[target]] = [next[target] as T, next[index] as T];
  return next;
}

function mapGroup<M extends BusinessModelContent>(
  model: M,
  groupId: string,
  change: (group: BusinessModelGroup) => BusinessModelGroup,
): M {
  const index = model.groups.findIndex((group) => group.id === groupId);
  const group = model.groups[index];
  if (!group) return model;
  const changed = change(group);
  if (changed === group) return model;
  return { ...model, groups: model.groups.map((each, at) => (at === index ? changed : each)) };
}

/** Where a process group is: its group's id and its place in that group, or null. */
export function findProcessGroup(
  model: BusinessModelContent,
  processGroupId: string,
): { groupId: string; index: number; processGroup: ProcessGroup } | null {
  for (const group of model.groups) {
    const index = group.items.findIndex((processGroup) => processGroup.id === processGroupId);
    const processGroup = group.items[index];
    if (processGroup) return { groupId: group.id, index, processGroup };
  }
  return null;
}

function withProcessGroups<M extends BusinessModelContent>(
  model: M,
  processGroupId: string,
  change: (processGroups: readonly ProcessGroup[], index: number) => readonly ProcessGroup[],
): M {
  const found = findProcessGroup(model, processGroupId);
  if (!found) return model;
  return mapGroup(model, found.groupId, (group) => {
    const items = change(group.items, found.index);
    return items === group.items ? group : { ...group, items: [...items] };
  });
}

function mapProcessGroup<M extends BusinessModelContent>(
  model: M,
  processGroupId: string,
  change: (processGroup: ProcessGroup) => ProcessGroup,
): M {
  return withProcessGroups(model, processGroupId, (processGroups, index) => {
    const processGroup = processGroups[index] as ProcessGroup;
    const changed = change(processGroup);
    return changed === processGroup
      ? processGroups
      : processGroups.map((each, at) => (at === index ? changed : each));
  });
}

/** Renames one of the four groups; an empty name means the group's standard title (BM-09). */
export function renameGroup<M extends BusinessModelContent>(model: M, groupId: string, name: string): M {
  const trimmed = name.trim();
  return mapGroup(model, groupId, (group) => (group.name === trimmed ? group : { ...group, name: trimmed }));
}

/** Adds a process group (its id made by the caller, BM-25) at the end of a group (BM-05, BM-10). */
export function addProcessGroup<M extends BusinessModelContent>(
  model: M,
  groupId: string,
  processGroup: ProcessGroup,
): M {
  if (findProcessGroup(model, processGroup.id)) return model;
  const added = { ...processGroup, name: processGroup.name.trim() };
  return mapGroup(model, groupId, (group) => ({ ...group, items: [...group.items, added] }));
}

/** Renames a process group; its title may be empty (BM-11). */
export function renameProcessGroup<M extends BusinessModelContent>(
  model: M,
  processGroupId: string,
  name: string,
): M {
  const trimmed = name.trim();
  return mapProcessGroup(model, processGroupId, (processGroup) =>
    processGroup.name === trimmed ? processGroup : { ...processGroup, name: trimmed },
  );
}

/** Deletes a process group with its entries (BM-12). */
export function deleteProcessGroup<M extends BusinessModelContent>(model: M, processGroupId: string): M {
  return withProcessGroups(model, processGroupId, (processGroups, index) =>
    processGroups.filter((_, at) => at !== index),
  );
}

/** Moves a process group one place within its group (BM-17). */
export function moveProcessGroup<M extends BusinessModelContent>(
  model: M,
  processGroupId: string,
  direction: MoveDirection,
): M {
  return withProcessGroups(model, processGroupId, (processGroups, index) =>
    moveInList(processGroups, index, direction),
  );
}

/** Adds a process link or an external link at the end of a process group (BM-13, BM-14). */
export function addItem<M extends BusinessModelContent>(
  model: M,
  processGroupId: string,
  item: BusinessModelItem,
): M {
  return mapProcessGroup(model, processGroupId, (processGroup) => ({
    ...processGroup,
    items: [...processGroup.items, item],
  }));
}

/** Deletes the entry at `index` of a process group (BM-15). */
export function deleteItem<M extends BusinessModelContent>(
  model: M,
  processGroupId: string,
  index: number,
): M {
  return mapProcessGroup(model, processGroupId, (processGroup) =>
    index >= 0 && index < processGroup.items.length
      ? { ...processGroup, items: processGroup.items.filter((_, at) => at !== index) }
      : processGroup,
  );
}

/** Moves the entry at `index` one place within its process group (BM-16). */
export function moveItem<M extends BusinessModelContent>(
  model: M,
  processGroupId: string,
  index: number,
  direction: MoveDirection,
): M {
  return mapProcessGroup(model, processGroupId, (processGroup) => {
    const items = moveInList(processGroup.items, index, direction);
    return items === processGroup.items ? processGroup : { ...processGroup, items: [...items] };
  });
}

/** One edit of the business model screen, as data: what the screen asks for and what a test replays. */
export type BusinessModelEdit =
  | { type: 'group.rename'; groupId: string; name: string }
  | { type: 'process-group.add'; groupId: string; processGroup: ProcessGroup }
  | { type: 'process-group.rename'; processGroupId: string; name: string }
  | { type: 'process-group.delete'; processGroupId: string }
  | { type: 'process-group.move'; processGroupId: string; direction: MoveDirection }
  | { type: 'item.add'; processGroupId: string; item: BusinessModelItem }
  | { type: 'item.delete'; processGroupId: string; index: number }
  | { type: 'item.move'; processGroupId: string; index: number; direction: MoveDirection };

/** Applies one edit; the same model when it does not apply. */
export function applyBusinessModelEdit<M extends BusinessModelContent>(model: M, edit: BusinessModelEdit): M {
  switch (edit.type) {
    case 'group.rename':
      return renameGroup(model, edit.groupId, edit.name);
    case 'process-group.add':
      return addProcessGroup(model, edit.groupId, edit.processGroup);
    case 'process-group.rename':
      return renameProcessGroup(model, edit.processGroupId, edit.name);
    case 'process-group.delete':
      return deleteProcessGroup(model, edit.processGroupId);
    case 'process-group.move':
      return moveProcessGroup(model, edit.processGroupId, edit.direction);
    case 'item.add':
      return addItem(model, edit.processGroupId, edit.item);
    case 'item.delete':
      return deleteItem(model, edit.processGroupId, edit.index);
    case 'item.move':
      return moveItem(model, edit.processGroupId, edit.index, edit.direction);
  }
}

/**
 * The model in API form for `PUT /api/business_model` (spec part 1 §7): the fields the update takes,
 * with the `updatedAt` it is based on; a process link goes without the answer-only `available`.
 */
export function businessModelUpdate(model: BusinessModelUpdate): BusinessModelUpdate {
  return {
    id: model.id,
    type: model.type,
    groups: model.groups.map((group) => ({
      id: group.id,
      name: group.name,
      items: group.items.map((processGroup) => ({
        id: processGroup.id,
        name: processGroup.name,
        items: processGroup.items.map((item) =>
          isProcessLink(item)
            ? { processModelId: item.processModelId, name: item.name }
            : { url: item.url, name: item.name },
        ),
      })),
    })),
    updatedAt: model.updatedAt,
  };
}
