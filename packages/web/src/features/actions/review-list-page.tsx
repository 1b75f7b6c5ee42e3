import { Stack, Title } from '@mantine/core';
import { NOT_SELECTED_FORM_ID, type ResponseFilterStatus, type WorkflowResponse } from '@stroomlijn/domain';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { Outlet, useOutlet } from 'react-router';
import { FormSuccess, type RowLink, useListSuccess, useSavedListState } from '../../components';
import { usePageTitle } from '../../lib/page-title';
import { useTranslation } from '../../lib/translation';
import { type ResponseChange, ResponseStatusDialog, ResponseTable } from '../responses';
import { responseAsQuery, responseListQuery } from './actions-api';
import { ActionsTabs } from './actions-tabs';
import { ListFilters } from './list-filters';
import { actionKeys, type ResponseListKind } from './query-keys';

/** AC-22, AC-24, AC-25: the saved filters of each list, with the spec's defaults. */
const DEFAULTS: Record<ResponseListKind, { formId: string; status: ResponseFilterStatus }> = {
  review: { formId: NOT_SELECTED_FORM_ID, status: 'open' },
  read: { formId: NOT_SELECTED_FORM_ID, status: 'all' },
};

/**
 * `/actions/review` (AC-13, AC-15, AC-16) and `/actions/read` (AC-19): the responses of the user's
 * reviewer (or reader) roles to review (or read), filtered by form and status, paged; the filters and
 * page are kept.
 */
export function ReviewListPage({ kind }: { kind: ResponseListKind }) {
  const { t } = useTranslation();
  const dialogOpen = useOutlet() !== null;
  const { success, context } = useListSuccess(dialogOpen);
  const title = t(`actions.${kind}.title`);
  usePageTitle(dialogOpen ? null : title);
  const { filters, page, setFilters, setPage } = useSavedListState(`actions-${kind}`, DEFAULTS[kind]);
  const status = filters.status as ResponseFilterStatus;
  const responses = useQuery({
    ...responseListQuery(kind, filters.formId, status, page),
    placeholderData: keepPreviousData,
  });
  return (
    <Stack gap="md">
      <Title order={1}>{t('actions.title')}</Title>
      <ActionsTabs />
      {success !== null && <FormSuccess>{success || undefined}</FormSuccess>}
      <ListFilters
        kind={kind === 'review' ? 'reviewer' : 'reader'}
        formId={filters.formId}
        onFormChange={(formId) => setFilters({ formId })}
        status={status}
        onStatusChange={(next) => setFilters({ status: next })}
      />
      <ResponseTable
        query={responses}
        links={(response) => rowLinks(t, kind, response)}
        label={title}
        minWidth={900}
        empty={t(`actions.${kind}.empty`)}
        page={page}
        onPageChange={setPage}
        data-testid={`${kind}-response-table`}
      />
      <Outlet context={context} />
    </Stack>
  );
}

/**
 * AC-15, AC-16: a reviewer edits and finishes an open response, opens a finished one again or views it,
 * and may delete it; a reader views.
 */
function rowLinks(t: TFunction, kind: ResponseListKind, response: WorkflowResponse): RowLink[] {
  const ids = `${response.formId}/${response.id}`;
  const name = `${response.internalId} ${response.subject}`;
  const closed = response.status === 'closed';
  const link = (action: string, show: boolean): RowLink => ({
    to: `/actions/${kind}/${action}/${ids}`,
    label: t(`actions.response-action.${action}`),
    name: t(`actions.response-action-name.${action}`, { name }),
    show,
  });
  if (kind === 'read') return [link('view', true)];
  return [
    link('edit', !closed),
    link('close', !closed),
    link('open', closed),
    link('view', closed),
    link('delete', true),
  ];
}

/**
 * `/actions/review/{close|open|delete}/{formId}/{responseId}` (AC-14, AC-15, AC-16, AC-17): asks, finishes,
 * opens again or deletes the response, then goes back to the list, which is read again.
 */
export function ReviewDialog({ change }: { change: Exclude<ResponseChange, 'retry'> }) {
  const queryClient = useQueryClient();
  return (
    <ResponseStatusDialog
      change={change}
      read={reviewersResponse}
      texts="actions"
      fallback="/actions/review"
      onDeleted={() => queryClient.refetchQueries({ queryKey: actionKeys.all, type: 'active' })}
    />
  );
}

// Read as the reviewer's: someone else sees 'not allowed' instead of a question they cannot confirm.
const reviewersResponse = (formId: string, responseId: string) =>
  responseAsQuery('review', formId, responseId);
