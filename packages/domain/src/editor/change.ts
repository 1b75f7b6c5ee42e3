import type { InformationGroup } from '../process-models/information-groups/group-schema.js';
import type { Step } from '../process-models/schemas.js';
import { EditorError } from './editor-error.js';
import type { EditorModel } from './editor-model.js';
import { graphIndex, parentIds, requireStep } from './graph.js';

/**
 * What one command did, enough to do it again and to undo it exactly. Indexes are positions in the
 * steps (groups) array before the change; a new step is appended at the end.
 */
export interface ModelChange {
  readonly replaced: readonly { index: number; before: Step; after: Step }[];
  readonly added?: Step;
  readonly removed?: {
    index: number;
    step: Step;
    groups: readonly { index: number; group: InformationGroup }[];
  };
  /** The model's groups before and after a change of a step's information groups. */
  readonly groups?: { before: readonly InformationGroup[]; after: readonly InformationGroup[] };
}

/** A change of groups only keeps the steps array, so nothing drawn from the steps is computed again. */
function touchesSteps(change: ModelChange): boolean {
  return change.replaced.length > 0 || change.added !== undefined || change.removed !== undefined;
}

export function applyChange<M extends EditorModel>(model: M, change: ModelChange): M {
  if (!touchesSteps(change)) return { ...model, groups: change.groups?.after ?? model.groups };
  const steps = [...model.steps];
  for (const { index, after } of change.replaced) steps[index] = after;
  let groups = model.groups;
  if (change.removed) {
    steps.splice(change.removed.index, 1);
    const stepId = change.removed.step.id;
    if (change.removed.groups.length > 0) groups = groups.filter((group) => group.stepId !== stepId);
  }
  if (change.added) steps.push(change.added);
  if (change.groups) groups = change.groups.after;
  return { ...model, steps, groups };
}

export function revertChange<M extends EditorModel>(model: M, change: ModelChange): M {
  if (!touchesSteps(change)) return { ...model, groups: change.groups?.before ?? model.groups };
  const steps = [...model.steps];
  if (change.added) steps.pop();
  let groups = change.groups ? change.groups.before : model.groups;
  if (change.removed) {
    steps.splice(change.removed.index, 0, change.removed.step);
    if (change.removed.groups.length > 0) {
      const restored = [...groups];
      for (const { index, group } of change.removed.groups) restored.splice(index, 0, group);
      groups = restored;
    }
  }
  for (const { index, before } of change.replaced) steps[index] = before;
  return { ...model, steps, groups };
}

/** A scratch copy of the steps a command touches; `change()` turns it into a `ModelChange`. */
export class Draft {
  private readonly edited = new Map<string, Step>();
  private added?: Step;
  private removedId?: string;

  constructor(private readonly model: EditorModel) {}

  get(id: string): Step {
    if (this.added?.id === id) return this.added;
    return this.edited.get(id) ?? requireStep(this.model.steps, id);
  }

  has(id: string): boolean {
    return this.added?.id === id || graphIndex(this.model.steps).byId.has(id);
  }

  set(step: Step): void {
    if (this.added?.id === step.id) this.added = step;
    else {
      requireStep(this.model.steps, step.id);
      this.edited.set(step.id, step);
    }
  }

  add(step: Step): void {
    if (this.has(step.id)) throw new EditorError('duplicate-step', `Duplicate step: ${step.id}`, step.id);
    this.added = step;
  }

  remove(id: string): void {
    requireStep(this.model.steps, id);
    this.removedId = id;
    this.edited.delete(id);
  }

  /** Ids of the steps with a relation to `id`, as edited so far (steps order). */
  parentsOf(id: string): string[] {
    const { byId } = graphIndex(this.model.steps);
    const candidates = new Set(parentIds(this.model.steps, id));
    for (const step of this.edited.values()) candidates.add(step.id);
    if (this.added) candidates.add(this.added.id);
    const position = graphIndex(this.model.steps).position;
    return [...candidates]
      .filter(
        (candidate) => candidate !== this.removedId && (byId.has(candidate) || this.added?.id === candidate),
      )
      .filter((candidate) => this.get(candidate).children.some((child) => child.id === id))
      .sort(
        (a, b) => (position.get(a) ?? Number.MAX_SAFE_INTEGER) - (position.get(b) ?? Number.MAX_SAFE_INTEGER),
      );
  }

  change(): ModelChange {
    const { position } = graphIndex(this.model.steps);
    const replaced = [...this.edited.values()]
      .map((after) => {
        const index = position.get(after.id) as number;
        return { index, before: this.model.steps[index] as Step, after };
      })
      .sort((a, b) => a.index - b.index);
    const change: { -readonly [K in keyof ModelChange]: ModelChange[K] } = { replaced };
    if (this.added) change.added = this.added;
    if (this.removedId !== undefined) {
      const index = position.get(this.removedId) as number;
      const stepId = this.removedId;
      const groups = this.model.groups
        .map((group, groupIndex) => ({ index: groupIndex, group }))
        .filter(({ group }) => group.stepId === stepId);
      change.removed = { index, step: this.model.steps[index] as Step, groups };
    }
    return change;
  }
}
