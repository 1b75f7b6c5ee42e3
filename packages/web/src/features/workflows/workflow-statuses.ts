import type { ResponseStatus, WorkflowForm } from '@stroomlijn/domain';
import type { TFunction } from 'i18next';

/** WF-13: a response status as shown (in-progress 'Open', on-hold 'Waiting', closed 'Finished'). */
export function responseStatusText(t: TFunction, status: ResponseStatus): string {
  return t(`workflows.response-status.${status}`);
}

/** WF-04: a form's status, with the reason of the last failed read when it is `error`. */
export function formStatusText(t: TFunction, form: Pick<WorkflowForm, 'status' | 'statusMessage'>): string {
  const status = t(`workflows.form-status.${form.status}`);
  return form.status === 'error' && form.statusMessage
    ? `${status}: ${t(`error.${form.statusMessage}`)}`
    : status;
}
