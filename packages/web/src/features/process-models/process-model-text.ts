import {
  PROCESS_MODEL_STATUSES,
  type ProcessModelListItem,
  type ProcessModelStatus,
  type Revision,
  roleOrNone,
  STEP_TYPES,
  type StepType,
} from '@stroomlijn/domain';
import type { TFunction } from 'i18next';
import { roleNameText } from '../../lib/role-texts';
import { knownValue } from '../../lib/untranslatable';

/** How a row, a title or a question names a model: its name, or 'Unnamed process model'. */
export function processModelName(t: TFunction, model: Pick<ProcessModelListItem, 'info'>): string {
  return model.info.name.trim() || t('process-models.unnamed');
}

/** The name of a model's owner or manager; empty for the 'unknown role' placeholder. */
export function roleName(t: TFunction, reference: ProcessModelListItem['owner']): string {
  const role = roleOrNone(reference);
  return role ? roleNameText(t, role) : '';
}

/** The translated status; an unknown status is a bug and raises the untranslatable error (ER-23). */
export function processStatusText(t: TFunction, status: ProcessModelStatus): string {
  return t(`process-status.${knownValue('process model status', PROCESS_MODEL_STATUSES, status)}`);
}

/** The revision with the highest number (the revision list and the comparison name the model by it). */
export function latestRevision(revisions: readonly Revision[] | undefined): Revision | undefined {
  return revisions?.reduce<Revision | undefined>(
    (newest, each) => (newest && newest.revision > each.revision ? newest : each),
    undefined,
  );
}

/** The translated step type ('Activity'); an unknown type raises the untranslatable error (ER-23). */
export function stepTypeText(t: TFunction, type: StepType): string {
  return t(`editor.step-type.${knownValue('step type', STEP_TYPES, type)}`);
}
