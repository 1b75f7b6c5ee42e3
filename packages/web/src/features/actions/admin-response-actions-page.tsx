import { Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { BackLink, QueryView, RequireRole } from '../../components';
import { usePageTitle } from '../../lib/page-title';
import { useTranslation } from '../../lib/translation';
import { responseQuery } from '../responses';
import { ResponseActionsSection } from './response-actions-section';

/**
 * `/workflow/{formId}/responses/{responseId}/actions/*` (WF-21, AC-21): the actions of a response in
 * admin mode, for ROLE_ADMIN only; a finished response's actions are read-only until it is opened again.
 */
export function AdminResponseActionsPage() {
  return (
    <RequireRole systemRole="ROLE_ADMIN">
      <AdminActions />
    </RequireRole>
  );
}

function AdminActions() {
  const { t } = useTranslation();
  const { formId = '', responseId = '' } = useParams();
  const response = useQuery(responseQuery(formId, responseId));
  usePageTitle(t('workflows.actions.title'));
  const base = `/workflow/${formId}/responses/${responseId}/actions`;
  return (
    <Stack gap="md">
      <BackLink to={`/workflow/${formId}/responses/${responseId}/edit`} />
      <Title order={1}>{t('workflows.actions.title')}</Title>
      <QueryView query={response}>
        {(current) => (
          <Stack gap="md">
            <Text>{`${current.internalId} ${current.subject}`}</Text>
            <ResponseActionsSection
              response={current}
              base={base}
              canChange={current.status !== 'closed' && current.status !== 'error'}
            />
          </Stack>
        )}
      </QueryView>
    </Stack>
  );
}
