import type { WorkflowResponse } from '@stroomlijn/domain';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { VirtualColumn } from '../../components';
import { formatDayMonthYear } from '../../lib/dates';
import { ResponseProgress } from './response-progress';
import { responseStatusText } from './response-statuses';

/**
 * The columns of every response list (the administrator's, the reviewer's and the reader's): number,
 * subject, submission date, status, sender, progress (WF-27) and the row's `actions`.
 */
export function responseColumns(
  t: TFunction,
  actions: (response: WorkflowResponse) => ReactNode,
): VirtualColumn<WorkflowResponse>[] {
  return [
    { id: 'internalId', header: t('workflows.response.internal-id'), cell: (r) => r.internalId },
    { id: 'subject', header: t('workflows.response.subject'), cell: (r) => r.subject },
    {
      id: 'submissionDate',
      header: t('workflows.response.submission-date'),
      cell: (r) => formatDayMonthYear(r.submissionDate),
    },
    { id: 'status', header: t('workflows.response.status'), cell: (r) => responseStatusText(t, r.status) },
    { id: 'sender', header: t('workflows.response.sender'), cell: (r) => r.sender?.name ?? '' },
    {
      id: 'progress',
      header: t('workflows.column.progress'),
      cell: (r) => <ResponseProgress handled={r.actionHandledStatus} status={r.status} />,
    },
    { id: 'actions', header: t('workflows.column.actions'), cell: actions },
  ];
}
