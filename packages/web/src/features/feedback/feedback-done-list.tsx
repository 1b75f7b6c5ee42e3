import { List, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/translation';
import { feedbackDoneQuery } from './feedback-api';

/**
 * The feedback a published revision dealt with (marked done when it was published), as part of its
 * change note: each with its step, text and author. Nothing while loading or when there is none.
 */
export function FeedbackDoneList({ processModelId, revision }: { processModelId: string; revision: number }) {
  const { t } = useTranslation();
  const done = useQuery(feedbackDoneQuery(processModelId, revision));
  if (!done.data || done.data.length === 0) return null;
  return (
    <div data-testid="feedback-done-list">
      <Text size="sm" fw={500}>
        {t('feedback.done.list-title', { count: done.data.length })}
      </Text>
      <List size="sm" spacing={2}>
        {done.data.map((item) => (
          <List.Item key={item.id} style={{ overflowWrap: 'anywhere' }}>
            {t('feedback.done.list-item', {
              place: item.stepName
                ? t('feedback.item.on-step', { name: item.stepName })
                : t('feedback.item.on-model'),
              text: item.text,
              name: item.authorName,
            })}
          </List.Item>
        ))}
      </List>
    </div>
  );
}
