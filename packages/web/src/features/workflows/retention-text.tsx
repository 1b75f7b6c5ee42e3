import { Stack, Text } from '@mantine/core';
import type { WorkflowForm } from '@stroomlijn/domain';
import { useDateFormat } from '../../lib/dates';
import { useTranslation } from '../../lib/translation';

/** How long the form keeps its closed responses, and when the daily job will next delete one. */
export function RetentionText({ form }: { form: Pick<WorkflowForm, 'retentionMonths' | 'nextDeletionAt'> }) {
  const { t } = useTranslation();
  const { date } = useDateFormat();
  if (form.retentionMonths === null) return <>{t('workflows.retention.kept')}</>;
  return (
    <Stack gap={0}>
      <span>{t('workflows.retention.period', { count: form.retentionMonths })}</span>
      <Text size="xs" c="dimmed" component="span">
        {form.nextDeletionAt === null
          ? t('workflows.retention.nothing-due')
          : t('workflows.retention.next', { date: date(form.nextDeletionAt) })}
      </Text>
    </Stack>
  );
}
