import { Anchor, Group, List, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatDateTime } from '../../lib/dates';
import { useTranslation } from '../../lib/translation';
import { FeedbackStatusBadge, feedbackPagePath, myFeedbackQuery } from '../feedback';
import { TaskSection } from './task-section';

/** The user's own feedback, newest first, with its status and the reason of a decline. */
export function FeedbackAnswersTasks() {
  const { t } = useTranslation();
  const mine = useQuery(myFeedbackQuery);
  return (
    <TaskSection
      id="feedback-answers"
      title={t('home.tasks.feedback-answers', { count: mine.data?.length ?? 0 })}
      empty={t('home.tasks.feedback-answers-none')}
      query={mine}
      count={mine.data?.length}
      items={mine.data}
    >
      {(items) => (
        <List spacing="xs" listStyleType="none" withPadding={false}>
          {items.map((item) => (
            <List.Item key={item.id}>
              <Group gap="xs" wrap="wrap">
                <Anchor component={Link} to={feedbackPagePath(item.processModelId)}>
                  {item.step
                    ? t('home.tasks.feedback-on-step', { model: item.processModelName, step: item.step.name })
                    : item.processModelName}
                </Anchor>
                <FeedbackStatusBadge feedback={item} />
              </Group>
              <Text size="sm" c="dimmed">
                {t('home.tasks.feedback-given', { time: formatDateTime(item.createdAt) })}
              </Text>
              {item.status === 'declined' && item.reason && (
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {t('feedback.item.reason', { reason: item.reason })}
                </Text>
              )}
            </List.Item>
          ))}
        </List>
      )}
    </TaskSection>
  );
}
