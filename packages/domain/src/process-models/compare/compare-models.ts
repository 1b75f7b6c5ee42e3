import { roleOrNone } from '../model-constants.js';
import {
  DIFFERENCE_KINDS,
  type DifferenceItem,
  type DifferenceKind,
  type ModelDifference,
} from './difference-schema.js';
import { groupChanges } from './group-changes.js';
import { byText, type ComparableModel, modelVersion, Versions } from './model-version.js';
import { stepChanges } from './step-changes.js';

/**
 * What changed from `before` to `after`, two versions of one process model (revisions, or the working
 * copy and a revision). Steps and information groups are matched by id. The changes come by
 * kind, in `DIFFERENCE_KINDS` order; within a kind by the place of their step in the flow (the earlier of
 * its places in the two versions), then by ids; so the order does not depend on which version is first,
 * and `reverseDifference(compareModels(a, b))` equals `compareModels(b, a)`.
 */
export function compareModels(before: ComparableModel, after: ComparableModel): ModelDifference {
  const versions = new Versions(modelVersion(before), modelVersion(after));
  const changes = [...modelChanges(before, after), ...stepChanges(versions), ...groupChanges(versions)];
  const keyed = changes.map((change) => ({ change, key: sortKey(change, versions) }));
  keyed.sort((x, y) => compareKeys(x.key, y.key));
  return { changes: keyed.map(({ change }) => change) };
}

/** The name, description, owner and manager of the model; roles compare by id (a role's name may change). */
function modelChanges(before: ComparableModel, after: ComparableModel): DifferenceItem[] {
  const changes: DifferenceItem[] = [];
  if (before.info.name !== after.info.name)
    changes.push({ kind: 'name-changed', before: before.info.name, after: after.info.name });
  if (before.info.description !== after.info.description)
    changes.push({
      kind: 'description-changed',
      before: before.info.description,
      after: after.info.description,
    });
  for (const kind of ['owner', 'manager'] as const) {
    const roles = { before: roleOrNone(before[kind]), after: roleOrNone(after[kind]) };
    if (roles.before?.id !== roles.after?.id) changes.push({ kind: `${kind}-changed`, ...roles });
  }
  return changes;
}

type SortKey = readonly (number | string)[];

const KIND_ORDER: ReadonlyMap<DifferenceKind, number> = new Map(
  DIFFERENCE_KINDS.map((kind, at) => [kind, at]),
);

function sortKey(change: DifferenceItem, versions: Versions): SortKey {
  const kind = KIND_ORDER.get(change.kind) as number;
  if (!('step' in change)) return [kind];
  const group = 'group' in change ? change.group.id : '';
  const definition = 'definitionId' in change ? change.definitionId : '';
  return [kind, ...versions.place(change.step.id), change.step.id, group, definition];
}

function compareKeys(x: SortKey, y: SortKey): number {
  for (let at = 0; at < Math.min(x.length, y.length); at++) {
    const a = x[at] as number | string;
    const b = y[at] as number | string;
    const order = typeof a === 'number' && typeof b === 'number' ? a - b : byText(String(a), String(b));
    if (order !== 0) return order;
  }
  return x.length - y.length;
}

const OPPOSITE: Partial<Record<DifferenceKind, DifferenceKind>> = {
  'step-added': 'step-removed',
  'step-removed': 'step-added',
  'information-group-added': 'information-group-removed',
  'information-group-removed': 'information-group-added',
  'input-added': 'input-removed',
  'input-removed': 'input-added',
  'output-added': 'output-removed',
  'output-removed': 'output-added',
};

/**
 * The difference the other way round (`after` to `before`): every `before` and `after` swapped, added
 * and removed exchanged, the kinds in their order again (within a kind the order stays).
 */
export function reverseDifference(difference: ModelDifference): ModelDifference {
  const changes = difference.changes.map((change) => {
    const swapped = swapSides(change);
    return { ...swapped, kind: OPPOSITE[change.kind] ?? change.kind } as DifferenceItem;
  });
  // Array sort is stable: within a kind the order stays.
  changes.sort((x, y) => (KIND_ORDER.get(x.kind) as number) - (KIND_ORDER.get(y.kind) as number));
  return { changes };
}

/** A copy with the values of every `{before, after}` pair inside swapped. */
function swapSides<T>(value: T): T {
  if (Array.isArray(value)) return value.map(swapSides) as T;
  if (value === null || typeof value !== 'object') return value;
  const copy: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) copy[key] = swapSides(inner);
  if ('before' in copy && 'after' in copy) [copy.before, copy.after] = [copy.after, copy.before];
  return copy as T;
}
