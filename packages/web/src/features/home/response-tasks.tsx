import { Anchor, List, Text } from '@mantine/core';
import { emailLinkPaths } from '@stroomlijn/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatDateTime } from '../../lib/dates';
import { useTranslation } from '../../lib/translation';
import { responsesToReviewQuery } from '../actions';
import { TaskSection } from './task-section';

/** The open responses the user reviews, newest first, each opening the reviewer's page. */
export function ResponseTasks() {
  const { t } = useTranslation();
  const responses = useQuery(responsesToReviewQuery);
  return (
    <TaskSection
      id="responses"
      title={t('home.tasks.responses')}
      empty={t('home.tasks.responses-none')}
      query={responses}
      count={responses.data?.count}
      items={responses.data?.items}
      more={{ to: '/actions/review', label: t('home.tasks.responses-all') }}
    >
      {(items) => (
        <List spacing="xs" listStyleType="none">
          {items.map((response) => (
            <List.Item key={response.id}>
              <Anchor component={Link} to={emailLinkPaths.reviewResponse(response.formId, response.id)}>
                {response.subject || t('home.tasks.no-subject')}
              </Anchor>
              <Text size="sm" c="dimmed">
                {t('home.tasks.response-line', { time: formatDateTime(response.submissionDate) })}
              </Text>
            </List.Item>
          ))}
        </List>
      )}
    </TaskSection>
  );
}
