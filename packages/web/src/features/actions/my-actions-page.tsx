import { Stack, Title } from '@mantine/core';
import { NOT_SELECTED_FORM_ID, type ResponseAction } from '@stroomlijn/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import {
  DataTable,
  QueryView,
  type RowLink,
  RowLinks,
  useSavedListState,
  type VirtualColumn,
} from '../../components';
import { usePageTitle } from '../../lib/page-title';
import { useTranslation } from '../../lib/translation';
import { actionStatusText } from './action-status-select';
import { myActionsQuery } from './actions-api';
import { ActionsTabs } from './actions-tabs';
import { ListFilters } from './list-filters';

/** AC-22, AC-23, AC-26: my actions keep their form and page; the form starts 'not selected', page 1. */
const DEFAULTS = { formId: NOT_SELECTED_FORM_ID };

/** `/actions/my` (AC-03): the actions assigned to the user, by form, paged, the earliest end date first. */
export function MyActionsPage() {
  const { t } = useTranslation();
  const title = t('actions.my.title');
  usePageTitle(title);
  const { filters, page, setFilters, setPage } = useSavedListState('actions-my', DEFAULTS);
  const actions = useQuery({ ...myActionsQuery(filters.formId, page), placeholderData: keepPreviousData });
  const columns = myColumns(t);
  return (
    <Stack gap="md">
      <Title order={1}>{t('actions.title')}</Title>
      <ActionsTabs />
      <ListFilters kind="action" formId={filters.formId} onFormChange={(formId) => setFilters({ formId })} />
      <QueryView query={actions}>
        {(answer) => (
          <DataTable
            rows={answer.actions}
            columns={columns}
            rowKey={(action) => action.id}
            label={title}
            minWidth={900}
            empty={t('actions.my.empty')}
            paging={{ page, totalPages: answer.totalPages, onPageChange: setPage }}
            data-testid="my-action-table"
          />
        )}
      </QueryView>
    </Stack>
  );
}

function myColumns(t: TFunction): VirtualColumn<ResponseAction>[] {
  return [
    { id: 'action', header: t('actions.field.action'), cell: (a) => a.action },
    { id: 'status', header: t('actions.field.status'), cell: (a) => actionStatusText(t, a.status) },
    { id: 'startDate', header: t('actions.field.start-date'), cell: (a) => a.startDate },
    { id: 'endDate', header: t('actions.field.end-date'), cell: (a) => a.endDate },
    { id: 'owner', header: t('actions.field.owner'), cell: (a) => a.owner?.name ?? '' },
    {
      id: 'links',
      header: t('workflows.column.actions'),
      cell: (a) => <RowLinks links={myLinks(t, a)} gap="sm" />,
    },
  ];
}

function myLinks(t: TFunction, action: ResponseAction): RowLink[] {
  const ids = `${action.formId}/${action.responseId}/${action.id}`;
  // An action its holder can no longer update (AC-06) opens read-only: 'view', not 'edit'.
  const kind = action.available ? 'edit' : 'view';
  return [
    {
      to: `/actions/my/${ids}/edit`,
      label: t(`actions.action-link.${kind}`),
      name: t(`actions.action-link-name.${kind}`, { name: action.action }),
      show: true,
    },
    {
      to: `/agenda/${ids}`,
      label: t('actions.action-link.agenda'),
      name: t('actions.action-link-name.agenda', { name: action.action }),
      show: true,
    },
  ];
}
