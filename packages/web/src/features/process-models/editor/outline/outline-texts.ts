import {
  canHaveInformation,
  DEFAULT_CONTROL_OPERATOR,
  findStep,
  roleOrNone,
  type Step,
  UNKNOWN_PROCESS_ID,
} from '@stroomlijn/domain';
import type { TFunction } from 'i18next';
import { roleNameText } from '../../../../lib/role-texts';
import { stepName } from '../../diagram';
import type { OutlineBranch } from './outline-tree';

/** The name of a step as the canvas shows it (placeholders translated), for the announcements. */
export function nameOf(t: TFunction, steps: readonly Step[], stepId: string): string {
  const step = findStep(steps, stepId);
  return step ? stepName(t, step).text : '';
}

/** What a step item says after its type and name: operator, actor, process and information groups. */
export function stepDetails(t: TFunction, step: Step, groupCount: number): string[] {
  const details: string[] = [];
  if (step.type === 'control')
    details.push(t(`editor.outline.operator.${step.operator ?? DEFAULT_CONTROL_OPERATOR}`));
  if (step.type === 'start' || step.type === 'end') return details;
  const actor = roleOrNone(step.actor);
  details.push(
    actor ? t('editor.outline.actor-name', { name: roleNameText(t, actor) }) : t('editor.outline.no-actor'),
  );
  if (step.type === 'subprocess')
    details.push(
      step.process && step.process.id !== UNKNOWN_PROCESS_ID
        ? t('editor.outline.process-name', { name: step.process.name })
        : t('editor.outline.no-process'),
    );
  if (canHaveInformation({ steps: [step] }, step.id).allowed)
    details.push(t('editor.outline.groups', { count: groupCount }));
  return details;
}

/** A branch item: its place among the control's branches; an empty one says where it leads. */
export function branchLabel(
  t: TFunction,
  steps: readonly Step[],
  branch: OutlineBranch,
  position: number,
  count: number,
): string {
  return branch.steps.length === 0
    ? t('editor.outline.branch-empty-name', { position, count, name: nameOf(t, steps, branch.childId) })
    : t('editor.outline.branch', { position, count });
}
