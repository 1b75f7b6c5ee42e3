import {
  checkInvariants,
  type FieldError,
  GLOBAL_PROCESS_MODEL_ID,
  NO_PROCESS,
  NO_ROLE,
  type ProcessModelInput,
  type RoleRef,
  type Step,
  type SubprocessReference,
  UNKNOWN_PROCESS_ID,
  UNKNOWN_ROLE_ID,
} from '@stroomlijn/domain';
import { AppError } from '../../errors.js';
import { validGroups } from './information-groups.js';
import type { Content } from './mapping.js';
import type { ProcessModelsRepository } from './repository.js';

/** Ids that name no model a client may create: the fixed placeholders of the wire format. */
export const RESERVED_MODEL_IDS: readonly string[] = [UNKNOWN_PROCESS_ID, GLOBAL_PROCESS_MODEL_ID];

export function subprocessNotPublished(steps: readonly Step[], message: string): AppError {
  return new AppError('subprocess_not_published', {
    statusCode: 409,
    message,
    references: steps.map((step) => ({ name: step.name })),
  });
}

/** Children in the order of their weights, renumbered 1..n (ED-33). */
function renumbered(step: Step): Step['children'] {
  return [...step.children]
    .sort((a, b) => a.weight - b.weight)
    .map((child, index) => ({ id: child.id, weight: index + 1 }));
}

/** The graph rules of spec part 1 §4 and the groups' steps: 422 validation naming the broken rule. */
function assertValidGraph(input: ProcessModelInput): void {
  const violation = checkInvariants(input.steps);
  if (violation) {
    throw new AppError('validation', {
      message: violation.message,
      errors: [{ name: 'steps', message: 'invalid-value' }],
      debugInfo: JSON.stringify(violation),
    });
  }
  const stepIds = new Set(input.steps.map((step) => step.id));
  const groupIds = new Set<string>();
  const errors: FieldError[] = [];
  input.groups.forEach((group, index) => {
    if (!stepIds.has(group.stepId)) errors.push({ name: `groups.${index}.stepId`, message: 'invalid-value' });
    else if (groupIds.has(group.id)) errors.push({ name: `groups.${index}.id`, message: 'invalid-id' });
    groupIds.add(group.id);
  });
  if (errors.length > 0) {
    throw new AppError('validation', { message: 'An information group names no step of the model', errors });
  }
}

/** Every role reference is the placeholder or a live role; 422 validation under the field otherwise. */
function checkedRoles(input: ProcessModelInput, names: ReadonlyMap<string, string>) {
  const errors: FieldError[] = [];
  const resolve = (ref: RoleRef, field: string): RoleRef => {
    if (ref.id === UNKNOWN_ROLE_ID) return NO_ROLE;
    const name = names.get(ref.id);
    if (name === undefined) {
      errors.push({ name: field, message: 'invalid-value' });
      return NO_ROLE;
    }
    return { id: ref.id, name };
  };
  const owner = resolve(input.owner, 'owner');
  const manager = resolve(input.manager, 'manager');
  const approvalRole =
    input.approvalRole === undefined ? undefined : resolve(input.approvalRole, 'approvalRole');
  const steps = input.steps.map((step, index) => {
    const checked: Step = { ...step, actor: resolve(step.actor, `steps.${index}.actor`) };
    if (step.type === 'subprocess') {
      const process = step.process ?? NO_PROCESS;
      checked.process = { ...process, actor: resolve(process.actor, `steps.${index}.process.actor`) };
    }
    return checked;
  });
  if (errors.length > 0) throw new AppError('validation', { message: 'Unknown role', errors });
  return { owner, manager, approvalRole, steps };
}

/**
 * The subprocess references of the steps, each the placeholder or naming a live model other than
 * `selfId`. A working copy may open a model that is not published yet (revision 0, under its working
 * copy's name), so that a modeler can build the parent and its subprocess in either order; `forPublish`
 * refuses the placeholder and any subprocess without a published revision. A published model's
 * reference is named and numbered as its latest revision. Locks the models it names until the
 * transaction ends.
 */
export async function resolvedSubprocesses(
  repository: ProcessModelsRepository,
  selfId: string,
  steps: readonly Step[],
  { forPublish }: { forPublish: boolean },
): Promise<Step[]> {
  const subprocessSteps = steps.filter((step) => step.type === 'subprocess');
  const ids = subprocessSteps
    .map((step) => (step.process ?? NO_PROCESS).id)
    .filter((id) => id !== UNKNOWN_PROCESS_ID && id !== selfId);
  const targets = await repository.subprocessTargets(ids, { lock: true });
  const refused: Step[] = [];
  const resolved = steps.map((step) => {
    if (step.type !== 'subprocess') return step;
    const process: SubprocessReference = step.process ?? NO_PROCESS;
    if (process.id === UNKNOWN_PROCESS_ID) {
      if (forPublish) refused.push(step);
      return { ...step, process: { ...NO_PROCESS, actor: process.actor } };
    }
    const target = process.id === selfId ? undefined : targets.get(process.id);
    const published = target && target.revision > 0 && target.publishedName !== null;
    if (!target || (forPublish && !published)) {
      refused.push(step);
      return step;
    }
    return {
      ...step,
      process: published
        ? { ...process, name: target.publishedName as string, revision: target.revision }
        : { ...process, name: target.name, revision: 0 },
    };
  });
  if (refused.length > 0) {
    throw subprocessNotPublished(
      refused,
      forPublish
        ? 'Every subprocess step must open a published process model'
        : 'A subprocess step opens a process model that does not exist',
    );
  }
  return resolved;
}

/**
 * The columns of a valid working copy, normalised: current role names, renumbered weights. Without an
 * approval role in `input` the copy keeps `storedApprovalRoleId` (null on create).
 */
export async function validWorkingCopy(
  repository: ProcessModelsRepository,
  input: ProcessModelInput,
  storedApprovalRoleId: string | null,
) {
  assertValidGraph(input);
  const roleIds = [input.owner.id, input.manager.id];
  if (input.approvalRole) roleIds.push(input.approvalRole.id);
  for (const step of input.steps) {
    roleIds.push(step.actor.id);
    if (step.process) roleIds.push(step.process.actor.id);
  }
  const names = await repository.liveRoleNames(roleIds.filter((id) => id !== UNKNOWN_ROLE_ID));
  const { owner, manager, approvalRole, steps } = checkedRoles(input, names);
  const withProcesses = await resolvedSubprocesses(repository, input.id, steps, { forPublish: false });
  const content: Content = {
    steps: withProcesses.map((step) => ({ ...step, children: renumbered(step) })),
    groups: await validGroups(repository, input.id, input.groups),
  };
  return {
    name: input.info.name,
    description: input.info.description,
    owner_role_id: owner.id === UNKNOWN_ROLE_ID ? null : owner.id,
    manager_role_id: manager.id === UNKNOWN_ROLE_ID ? null : manager.id,
    approval_role_id:
      approvalRole === undefined
        ? storedApprovalRoleId
        : approvalRole.id === UNKNOWN_ROLE_ID
          ? null
          : approvalRole.id,
    content: JSON.stringify(content),
  };
}
