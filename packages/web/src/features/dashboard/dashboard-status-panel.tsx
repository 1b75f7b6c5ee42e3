import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { QueryView } from '../../components';
import { useDateFormat } from '../../lib/dates';
import { useTranslation } from '../../lib/translation';
import { statusQuery } from './dashboard-api';
import { FeedAddresses } from './feed-addresses';

/**
 * EX-07: whether the reporting feeds and the form service are set up, when they were last used, and the
 * feeds' addresses.
 */
export function DashboardStatusPanel() {
  const { t } = useTranslation();
  const format = useDateFormat();
  const status = useQuery(statusQuery);
  const when = (time: number | null) => (time === null ? t('dashboard.status.never') : format.dateTime(time));
  const configured = (yes: boolean) =>
    t(yes ? 'dashboard.status.configured' : 'dashboard.status.not-configured');
  return (
    <QueryView query={status}>
      {(current) => (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} data-testid="dashboard-status">
            <Paper withBorder p="md">
              <Stack gap={4}>
                <Title order={2} size="h4">
                  {t('dashboard.status.feeds')}
                </Title>
                <Text size="sm">{configured(current.feeds.configured)}</Text>
                <Text size="sm">
                  {t('dashboard.status.responses-read', { when: when(current.feeds.responsesLastRead) })}
                </Text>
                <Text size="sm">
                  {t('dashboard.status.actions-read', { when: when(current.feeds.actionsLastRead) })}
                </Text>
              </Stack>
            </Paper>
            <Paper withBorder p="md">
              <Stack gap={4}>
                <Title order={2} size="h4">
                  {t('dashboard.status.form-service')}
                </Title>
                <Text size="sm">{configured(current.formService.configured)}</Text>
                <Text size="sm">
                  {t('dashboard.status.last-poll', { when: when(current.formService.lastPoll) })}
                </Text>
                {current.formService.lastError && (
                  <Text size="sm" c="red.8">
                    {t('dashboard.status.last-error', { error: t(`error.${current.formService.lastError}`) })}
                  </Text>
                )}
              </Stack>
            </Paper>
          </SimpleGrid>
          <FeedAddresses addresses={current.feeds.addresses} />
        </Stack>
      )}
    </QueryView>
  );
}
