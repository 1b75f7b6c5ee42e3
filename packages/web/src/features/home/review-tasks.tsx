import { Anchor, Badge, Group, List, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatDate } from '../../lib/dates';
import { useTranslation } from '../../lib/translation';
import { reviewDueQuery } from '../process-models';
import { TaskSection } from './task-section';

const STATE_COLOURS = { overdue: 'red', due: 'orange', upcoming: 'blue' } as const;

/** The models the user owns or manages whose review comes up, is due or overdue, the earliest first. */
export function ReviewTasks() {
  const { t } = useTranslation();
  const reviews = useQuery(reviewDueQuery);
  return (
    <TaskSection
      id="reviews"
      title={t('home.tasks.reviews')}
      empty={t('home.tasks.reviews-none')}
      query={reviews}
      count={reviews.data?.count}
      items={reviews.data?.items}
    >
      {(items) => (
        <List spacing="xs" listStyleType="none">
          {items.map((item) => (
            <List.Item key={item.id}>
              <Group gap="xs" wrap="nowrap">
                <Anchor component={Link} to={`/my-process-models/${item.parts[0]}/${item.id}/view`}>
                  {item.name || t('editor.placeholder.model')}
                </Anchor>
                <Badge variant="light" color={STATE_COLOURS[item.state]}>
                  {t(`governance.state.${item.state}`)}
                </Badge>
              </Group>
              <Text size="sm" c="dimmed">
                {t('home.tasks.review-line', { date: formatDate(item.reviewDate) })}
              </Text>
            </List.Item>
          ))}
        </List>
      )}
    </TaskSection>
  );
}
