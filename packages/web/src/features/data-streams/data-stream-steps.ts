import type { InformationGroup, ProcessModel, Step, StepType } from '@stroomlijn/domain';

/** The step types Data streams lists (spec part 2 §2): the ones that carry information groups. */
export const DATA_STREAM_STEP_TYPES = ['activity', 'control'] as const satisfies readonly StepType[];
export type DataStreamStepType = (typeof DATA_STREAM_STEP_TYPES)[number];

export interface DataStreamStep {
  step: Step & { type: DataStreamStepType };
  groups: InformationGroup[];
}

function isDataStreamType(step: Step): step is Step & { type: DataStreamStepType } {
  return (DATA_STREAM_STEP_TYPES as readonly string[]).includes(step.type);
}

/** The information groups of one step, in the model's order. */
export function groupsOfStep(model: Pick<ProcessModel, 'groups'>, stepId: string): InformationGroup[] {
  return model.groups.filter((group) => group.stepId === stepId);
}

/**
 * DS-03, DS-04: the steps of type activity or control that have at least one information group, by name
 * (the collator of the user's language; equal names by id, so the order is stable).
 */
export function dataStreamSteps(
  model: Pick<ProcessModel, 'steps' | 'groups'>,
  collator: Intl.Collator,
): DataStreamStep[] {
  const groupsByStep = new Map<string, InformationGroup[]>();
  for (const group of model.groups) {
    groupsByStep.set(group.stepId, [...(groupsByStep.get(group.stepId) ?? []), group]);
  }
  return model.steps
    .filter(isDataStreamType)
    .map((step) => ({ step, groups: groupsByStep.get(step.id) ?? [] }))
    .filter((entry) => entry.groups.length > 0)
    .sort(
      (a, b) =>
        collator.compare(a.step.name.trim(), b.step.name.trim()) || a.step.id.localeCompare(b.step.id),
    );
}
