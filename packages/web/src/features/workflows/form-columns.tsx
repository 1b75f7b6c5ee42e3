import { WORKFLOW_FORM_STATUSES, type WorkflowForm, type WorkflowFormListItem } from '@stroomlijn/domain';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { VirtualColumn } from '../../components';
import { formatDayMonthYear } from '../../lib/dates';
import { knownValue } from '../../lib/untranslatable';
import { RetentionText } from './retention-text';

/** A listed form with its details once `GET /api/workflow/{id}` answered. */
export interface FormRow extends WorkflowFormListItem {
  detail: WorkflowForm | undefined;
}

/** WF-01: form id, name, processed date, status, response count and actions. */
export function formColumns(t: TFunction, actions: (row: FormRow) => ReactNode): VirtualColumn<FormRow>[] {
  return [
    { id: 'formId', header: t('workflows.column.form-id'), cell: (row) => row.formId },
    { id: 'name', header: t('workflows.column.name'), cell: (row) => row.name },
    {
      id: 'processedDate',
      header: t('workflows.column.processed-date'),
      cell: (row) => (row.detail?.processedDate == null ? '' : formatDayMonthYear(row.detail.processedDate)),
    },
    {
      id: 'status',
      header: t('workflows.column.status'),
      cell: (row) => (row.detail ? formStatusText(t, row.detail) : ''),
    },
    {
      id: 'responseCount',
      header: t('workflows.column.response-count'),
      cell: (row) => row.detail?.responseCount ?? '',
    },
    {
      id: 'retention',
      header: t('workflows.column.retention'),
      cell: (row) => (row.detail ? <RetentionText form={row.detail} /> : ''),
    },
    { id: 'actions', header: t('workflows.column.actions'), cell: actions },
  ];
}

/** WF-04: a form's status, with the reason of the last failed read when it is `error`; unknown: ER-23. */
export function formStatusText(t: TFunction, form: Pick<WorkflowForm, 'status' | 'statusMessage'>): string {
  const status = t(`workflows.form-status.${knownValue('form status', WORKFLOW_FORM_STATUSES, form.status)}`);
  return form.status === 'error' && form.statusMessage
    ? `${status}: ${t(`error.${form.statusMessage}`)}`
    : status;
}
