import { Stack, Title } from '@mantine/core';
import type { WorkflowResponse } from '@stroomlijn/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useParams } from 'react-router';
import { BackLink, type RowLink, useSavedListState } from '../../components';
import { usePageTitle } from '../../lib/page-title';
import { useTranslation } from '../../lib/translation';
import { ResponseTable, responsesQuery } from '../responses';
import { formQuery } from './workflows-api';

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
  return (
    <Stack gap="md">
      <BackLink to="/workflow" />
      <Title order={1}>{title}</Title>
      {/* The form's own details are checked too: one the client cannot read is shown (ER-23), not left out. */}
      <ResponseTable
        query={responses}
        waitFor={[form]}
        links={(response) => responseLinks(t, formId, response)}
        label={title}
        minWidth={820}
        empty={t('workflows.responses.empty')}
        page={page}
        onPageChange={setPage}
        data-testid="workflow-response-table"
      />
    </Stack>
  );
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
