import {
  PROCESS_MODEL_STATUSES,
  type ProcessModelListItem,
  type ProcessModelStatus,
  type Revision,
  roleOrNone,
} from '@stroomlijn/domain';
import type { TFunction } from 'i18next';
import { roleNameText } from '../../lib/role-texts';

/** How a row, a title or a question names a model: its name, or 'Unnamed process model'. */
export function processModelName(t: TFunction, model: Pick<ProcessModelListItem, 'info'>): string {
  return model.info.name.trim() || t('process-models.unnamed');
}

/** The name of a model's owner or manager; empty for the 'unknown role' placeholder. */
export function roleName(t: TFunction, reference: ProcessModelListItem['owner']): string {
  const role = roleOrNone(reference);
  return role ? roleNameText(t, role) : '';
}

/** The translated status; an unknown status is a bug and raises an untranslated error (ER-23). */
export function processStatusText(t: TFunction, status: ProcessModelStatus): string {
  if (!(PROCESS_MODEL_STATUSES as readonly string[]).includes(status)) {
    throw new Error(`Unknown process model status: ${String(status)}`);
  }
  return t(`process-status.${status}`);
}

/** The revision with the highest number (the revision list and the comparison name the model by it). */
export function latestRevision(revisions: readonly Revision[] | undefined): Revision | undefined {
  return revisions?.reduce<Revision | undefined>(
    (newest, each) => (newest && newest.revision > each.revision ? newest : each),
    undefined,
  );
}
