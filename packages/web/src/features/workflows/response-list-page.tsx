import { Stack, Title } from '@mantine/core';
import type { WorkflowResponse } from '@stroomlijn/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { VirtualColumn } from '../../components';
import {
  BackLink,
  DataTable,
  QueryView,
  ResponseProgress,
  type RowLink,
  RowLinks,
  useSavedListState,
} from '../../components';
import { formatDayMonthYear } from '../../lib/dates';
import { usePageTitle } from '../../lib/page-title';
import { responseStatusText } from './workflow-statuses';
import { formQuery, responsesQuery } from './workflows-api';

/** The saved-filter key of a form's response list (spec part 2 §3: workflow responses keep their page). */
export const responsesListKey = (formId: string) => `workflow-responses-${formId}`;

/** `/workflow/{formId}/responses` (WF-10, WF-13, WF-16, WF-26): the form's responses, newest first, paged. */
export function ResponseListPage() {
  const { t } = useTranslation();
  const { formId = '' } = useParams();
  const form = useQuery(formQuery(formId));
  const title = t('workflows.responses.title', { name: form.data?.name ?? '' });
  usePageTitle(title);
  const { page, setPage } = useSavedListState(responsesListKey(formId), {});
  const responses = useQuery({ ...responsesQuery(formId, page), placeholderData: keepPreviousData });
  const columns = responseColumns(t, (response) => (
    <RowLinks links={responseLinks(t, formId, response)} gap="sm" />
  ));
  return (
    <Stack gap="md">
      <BackLink to="/workflow" />
      <Title order={1}>{title}</Title>
      <QueryView query={responses}>
        {(answer) => (
          <DataTable
            rows={answer.responses}
            columns={columns}
            rowKey={(response) => response.id}
            label={title}
            minWidth={820}
            empty={t('workflows.responses.empty')}
            paging={{ page, totalPages: answer.totalPages, onPageChange: setPage }}
            data-testid="workflow-response-table"
          />
        )}
      </QueryView>
    </Stack>
  );
}

function responseColumns(
  t: TFunction,
  actions: (response: WorkflowResponse) => React.ReactNode,
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

/** View always; close only for a new response (WF-16); retry for an error response; delete. */
export function responseLinks(t: TFunction, formId: string, response: WorkflowResponse): RowLink[] {
  const base = `/workflow/${formId}/responses/${response.id}`;
  const name = `${response.internalId} ${response.subject}`;
  const link = (action: 'view' | 'close' | 'retry' | 'delete', to: string, show: boolean): RowLink => ({
    to: `${base}/${to}`,
    label: t(`workflows.response-action.${action}`),
    name: t(`workflows.response-action-name.${action}`, { name }),
    show,
  });
  return [
    link('view', 'edit', true),
    link('close', 'close', response.status === 'new'),
    link('retry', 'retry', response.status === 'error'),
    link('delete', 'delete', true),
  ];
}
