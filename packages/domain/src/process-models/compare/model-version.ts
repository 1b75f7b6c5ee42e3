import { flowOrder } from '../../editor/flow-order.js';
import { graphIndex } from '../../editor/graph.js';
import type { InformationGroup } from '../information-groups/group-schema.js';
import type { RoleRef, Step } from '../schemas.js';
import type { DifferenceStep, StepLabel } from './difference-schema.js';

/**
 * What a comparison reads of a model: a published revision (`Revision.model`), the working copy as the
 * server answers it (`ProcessModel`) and as the editor sends it (`ProcessModelInput`) all have it.
 */
export interface ComparableModel {
  readonly info: { readonly name: string; readonly description: string };
  readonly owner: RoleRef;
  readonly manager: RoleRef;
  readonly steps: readonly Step[];
  readonly groups: readonly InformationGroup[];
}

/** One side of a comparison, looked up by id; of repeated ids the first counts (as in the editor). */
export interface ModelVersion {
  readonly model: ComparableModel;
  readonly steps: ReadonlyMap<string, Step>;
  readonly parents: ReadonlyMap<string, readonly string[]>;
  /** Each step's place in the flow order. */
  readonly rank: ReadonlyMap<string, number>;
  readonly groups: ReadonlyMap<string, InformationGroup>;
}

export function modelVersion(model: ComparableModel): ModelVersion {
  const index = graphIndex(model.steps);
  const rank = new Map<string, number>();
  flowOrder(model.steps).forEach((id, at) => {
    if (!rank.has(id)) rank.set(id, at);
  });
  const groups = new Map<string, InformationGroup>();
  for (const group of model.groups) if (!groups.has(group.id)) groups.set(group.id, group);
  return { model, steps: index.byId, parents: index.parents, rank, groups };
}

/**
 * Two versions of a model. A step is the same step in both when it has the same id and the same type
 * (ids are kept across saves and revisions; the editor never changes a step's type, so a step whose
 * type differs, which only a hand-made model can have, counts as removed and added).
 */
export class Versions {
  constructor(
    readonly before: ModelVersion,
    readonly after: ModelVersion,
  ) {}

  isCommon(id: string): boolean {
    const before = this.before.steps.get(id);
    return before !== undefined && before.type === this.after.steps.get(id)?.type;
  }

  /** Ids of the steps both versions have, sorted by id. */
  commonIds(): string[] {
    return [...this.before.steps.keys()].filter((id) => this.isCommon(id)).sort(byText);
  }

  /**
   * The step as a change names it: with its names in both versions when it is common, else as `side`
   * has it. A step neither side has (a group of a hand-made model may name one) reads as a nameless activity.
   */
  reference(id: string, side: 'before' | 'after'): DifferenceStep {
    const common = this.isCommon(id);
    const before = common || side === 'before' ? this.before.steps.get(id) : undefined;
    const after = common || side === 'after' ? this.after.steps.get(id) : undefined;
    return {
      id,
      type: (before ?? after)?.type ?? 'activity',
      name: { before: before?.name ?? null, after: after?.name ?? null },
    };
  }

  /** Where the step's changes are listed: the earlier of its places in the two flow orders. */
  place(id: string): [number, number] {
    const ranks = [this.before.rank.get(id), this.after.rank.get(id)].filter((rank) => rank !== undefined);
    if (ranks.length === 0) return [Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER];
    return [Math.min(...ranks), Math.max(...ranks)];
  }
}

export function stepLabel(version: ModelVersion, id: string): StepLabel {
  const step = version.steps.get(id);
  return { id, type: step?.type ?? 'activity', name: step?.name ?? '' };
}

/** Plain code-unit order: the same on every machine and locale. */
export function byText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
