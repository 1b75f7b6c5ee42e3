import { Anchor, List, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatDateTime } from '../../lib/dates';
import { useTranslation } from '../../lib/translation';
import { feedbackPagePath, feedbackToHandleQuery } from '../feedback';
import { TaskSection } from './task-section';

/** Open and accepted feedback on the models the user owns or manages, newest first, each opening the model's feedback. */
export function FeedbackToHandleTasks() {
  const { t } = useTranslation();
  const tasks = useQuery(feedbackToHandleQuery);
  return (
    <TaskSection
      id="feedback-to-handle"
      title={t('home.tasks.feedback-to-handle', { count: tasks.data?.length ?? 0 })}
      empty={t('home.tasks.feedback-to-handle-none')}
      query={tasks}
      count={tasks.data?.length}
      items={tasks.data}
    >
      {(items) => (
        <List spacing="xs" listStyleType="none" withPadding={false}>
          {items.map((item) => (
            <List.Item key={item.id}>
              <Anchor component={Link} to={feedbackPagePath(item.processModelId)}>
                {item.step
                  ? t('home.tasks.feedback-on-step', { model: item.processModelName, step: item.step.name })
                  : item.processModelName}
              </Anchor>
              <Text size="sm" c="dimmed">
                {t('home.tasks.feedback-line', {
                  name: item.author.name,
                  time: formatDateTime(item.createdAt),
                  status: t(`feedback.status.${item.status}`),
                })}
              </Text>
            </List.Item>
          ))}
        </List>
      )}
    </TaskSection>
  );
}
