import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BackLink } from '../../components';

/** `/workflow/{formId}/responses/{responseId}/actions/*` (WF-21): filled by the actions issue. */
export function ResponseActionsNotBuilt() {
  const { t } = useTranslation();
  const { formId = '', responseId = '' } = useParams();
  return (
    <Stack gap="md">
      <BackLink to={`/workflow/${formId}/responses/${responseId}/edit`} />
      <Title order={1}>{t('workflows.actions.title')}</Title>
      <Text>{t('workflows.actions.not-built')}</Text>
    </Stack>
  );
}
