import type { MessageKey } from '../../errors/message-keys.js';
import { GLOBAL_PROCESS_MODEL_ID } from '../../ids.js';
import { type InputOutputType, inputOutputKind } from '../../input-outputs/definition-constants.js';
import type { InformationGroup } from './group-schema.js';

/**
 * Information groups of a step (spec part 1 §3, §5). A group has at most one output; an empty output is
 * stored as the global process-model id (IO-12) and read back as none. Inputs are unique per group.
 */
export function groupOutput(group: Pick<InformationGroup, 'output'>): string | null {
  return group.output === null || group.output === GLOBAL_PROCESS_MODEL_ID ? null : group.output;
}

/** The group as stored: an empty output becomes the global process-model id, inputs without repeats. */
export function normalizeGroup(group: InformationGroup): InformationGroup {
  return {
    ...group,
    output: groupOutput(group) ?? GLOBAL_PROCESS_MODEL_ID,
    inputs: [...new Set(group.inputs)],
  };
}

/** Choosing an input that the group already has replaces it: the group keeps one entry of it. */
export function selectInput(group: InformationGroup, definitionId: string): InformationGroup {
  return { ...group, inputs: [...group.inputs.filter((id) => id !== definitionId), definitionId] };
}

export function deleteInput(group: InformationGroup, definitionId: string): InformationGroup {
  return { ...group, inputs: group.inputs.filter((id) => id !== definitionId) };
}

/** A group has one output: choosing another replaces it. */
export function selectOutput(group: InformationGroup, definitionId: string): InformationGroup {
  return { ...group, output: definitionId };
}

export function deleteOutput(group: InformationGroup): InformationGroup {
  return { ...group, output: null };
}

/** The groups of a model after Finish on one step: that step's groups replaced by `stepGroups` (IO-16). */
export function replaceStepGroups(
  groups: readonly InformationGroup[],
  stepId: string,
  stepGroups: readonly InformationGroup[],
): InformationGroup[] {
  return [
    ...groups.filter((group) => group.stepId !== stepId),
    ...stepGroups.map((group) => ({ ...group, stepId })),
  ];
}

/** What a reuse check needs to know of a definition. */
export interface DefinitionSummary {
  id: string;
  type: InputOutputType;
  /** The workflow form of a form or form-result definition. */
  data: string;
}

export interface ReuseProblem {
  messageKey: Extract<MessageKey, 'form-reused-in-process-model' | 'form-result-reused-in-process-model'>;
  /** The definitions used more than once (their ids). */
  definitionIds: string[];
}

/**
 * One external form, and one form's results, may appear in only one input or output of a process
 * (`form-reused-in-process-model`, `form-result-reused-in-process-model`): two definitions of the same
 * workflow form count as the same form.
 */
export function formReuseProblem(
  groups: readonly InformationGroup[],
  definitions: ReadonlyMap<string, DefinitionSummary>,
): ReuseProblem | null {
  const uses = { form: new Map<string, string[]>(), 'form-result': new Map<string, string[]>() };
  for (const group of groups) {
    const output = groupOutput(group);
    for (const id of output ? [...new Set(group.inputs), output] : new Set(group.inputs)) {
      const definition = definitions.get(id);
      if (!definition) continue;
      const kind = inputOutputKind(definition.type);
      if (kind !== 'form' && kind !== 'form-result') continue;
      const key = definition.data || definition.id;
      uses[kind].set(key, [...(uses[kind].get(key) ?? []), definition.id]);
    }
  }
  for (const [kind, messageKey] of [
    ['form', 'form-reused-in-process-model'],
    ['form-result', 'form-result-reused-in-process-model'],
  ] as const) {
    const reused = [...uses[kind].values()].filter((ids) => ids.length > 1);
    if (reused.length > 0) return { messageKey, definitionIds: [...new Set(reused.flat())] };
  }
  return null;
}

/** Every definition id the groups use, as input or output. */
export function usedDefinitionIds(groups: readonly InformationGroup[]): Set<string> {
  const ids = new Set<string>();
  for (const group of groups) {
    for (const id of group.inputs) ids.add(id);
    const output = groupOutput(group);
    if (output) ids.add(output);
  }
  return ids;
}
