import {
  RESPONSE_STATUSES,
  type ResponseStatus,
  WORKFLOW_FORM_STATUSES,
  type WorkflowForm,
} from '@stroomlijn/domain';
import type { TFunction } from 'i18next';
import { knownValue } from '../../lib/untranslatable';

/**
 * WF-13: a response status as shown (in-progress 'Open', on-hold 'Waiting', closed 'Finished'); an
 * unknown one raises the untranslatable error (ER-23).
 */
export function responseStatusText(t: TFunction, status: ResponseStatus): string {
  return t(`workflows.response-status.${knownValue('response status', RESPONSE_STATUSES, status)}`);
}

/** WF-04: a form's status, with the reason of the last failed read when it is `error`; unknown: ER-23. */
export function formStatusText(t: TFunction, form: Pick<WorkflowForm, 'status' | 'statusMessage'>): string {
  const status = t(`workflows.form-status.${knownValue('form status', WORKFLOW_FORM_STATUSES, form.status)}`);
  return form.status === 'error' && form.statusMessage
    ? `${status}: ${t(`error.${form.statusMessage}`)}`
    : status;
}
