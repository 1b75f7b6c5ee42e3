import { Group, Progress, Text } from '@mantine/core';
import { type ResponseStatus, responseProgress } from '@stroomlijn/domain';
import { useTranslation } from '../../lib/translation';

/**
 * WF-27..WF-30: how many of a response's actions are handled: the text handled/total and a bar whose width
 * is the handled percentage (with no actions, full for a finished response and empty otherwise), green
 * and marked finished when every action is handled.
 */
export function ResponseProgress({
  handled,
  status,
}: {
  handled: { handled: number; total: number };
  status: ResponseStatus;
}) {
  const { t } = useTranslation();
  const progress = responseProgress(handled, status);
  return (
    <Group gap="xs" wrap="nowrap" data-testid="response-progress" data-finished={progress.finished}>
      <Progress
        value={progress.percent}
        color={progress.finished ? 'green' : 'blue'}
        w={80}
        aria-label={t('workflows.progress.label', { handled: handled.handled, total: handled.total })}
        data-percent={progress.percent}
      />
      <Text size="sm" component="span">
        {progress.label}
      </Text>
    </Group>
  );
}
