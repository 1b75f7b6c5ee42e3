import { Stack, Text, Title } from '@mantine/core';
import { usePublicConfig } from '../../lib/config';
import { useTranslation } from '../../lib/translation';
import { AcknowledgementTasks } from './acknowledgement-tasks';
import { ActionTasks } from './action-tasks';
import { ApprovalTasks } from './approval-tasks';
import { DashboardLink } from './dashboard-link';
import { FeedbackAnswersTasks } from './feedback-answers-tasks';
import { FeedbackToHandleTasks } from './feedback-to-handle-tasks';
import { ResponseTasks } from './response-tasks';
import { ReviewTasks } from './review-tasks';

/** `/`: a heading, depending on the host the dashboard link, and the user's tasks. */
export function HomePage() {
  const { t } = useTranslation();
  const config = usePublicConfig();
  return (
    <Stack gap="md">
      <Title order={1}>{t('home.title')}</Title>
      <Text>{t('home.intro')}</Text>
      <DashboardLink dashboard={config.data?.dashboard} />
      <ApprovalTasks />
      <AcknowledgementTasks />
      <FeedbackToHandleTasks />
      <FeedbackAnswersTasks />
      <ReviewTasks />
      <ActionTasks />
      <ResponseTasks />
    </Stack>
  );
}
