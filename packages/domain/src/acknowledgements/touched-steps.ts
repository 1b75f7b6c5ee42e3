import { UNKNOWN_ROLE_ID } from '../ids.js';
import { compareModels } from '../process-models/compare/compare-models.js';
import type { ModelDifference } from '../process-models/compare/difference-schema.js';
import type { ComparableModel } from '../process-models/compare/model-version.js';

/** A version without steps or groups: the first revision compares with it, so every step is added. */
function emptyLike(model: ComparableModel): ComparableModel {
  return { info: model.info, owner: model.owner, manager: model.manager, steps: [], groups: [] };
}

/** What a revision changed since the one before (`before` null: it is the first, every step added). */
export function revisionDifference(before: ComparableModel | null, after: ComparableModel): ModelDifference {
  return compareModels(before ?? emptyLike(after), after);
}

/**
 * The ids of the steps a difference names as added, removed, renamed, moved or otherwise changed (their
 * branches, actor, operator, subprocess, information groups and definitions), each once, in the order
 * the difference names them. Changes of the model itself (name, owner …) name no step.
 */
export function changedStepIds(difference: ModelDifference): string[] {
  const ids = new Set<string>();
  for (const change of difference.changes) if ('step' in change) ids.add(change.step.id);
  return [...ids];
}

/** The actor roles of the steps in both versions: the roles whose holders a change of them touches. */
export function actorRolesOf(
  versions: readonly (ComparableModel | null)[],
  stepIds: readonly string[],
): Set<string> {
  const wanted = new Set(stepIds);
  const roles = new Set<string>();
  for (const version of versions) {
    for (const step of version?.steps ?? []) {
      if (wanted.has(step.id) && step.actor.id !== UNKNOWN_ROLE_ID) roles.add(step.actor.id);
    }
  }
  return roles;
}

/**
 * Of the changed steps, those whose actor role (in either version) is one of `roleIds`: the steps of a
 * user who holds those roles, in the order of `stepIds`.
 */
export function stepsOfRoles(
  versions: readonly (ComparableModel | null)[],
  stepIds: readonly string[],
  roleIds: ReadonlySet<string>,
): string[] {
  return stepIds.filter((id) => [...actorRolesOf(versions, [id])].some((role) => roleIds.has(role)));
}
