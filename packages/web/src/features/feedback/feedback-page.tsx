import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { BackLink, QueryView } from '../../components';
import { usePageTitle } from '../../lib/page-title';
import { useTranslation } from '../../lib/translation';
import { latestRevisionQuery, modelFeedbackQuery } from './feedback-api';
import { FeedbackItem } from './feedback-item';
import { feedbackStepPath, giveFeedbackPath } from './feedback-paths';
import { useHandlesFeedback } from './use-handles-feedback';

/**
 * `/feedback/{processModelId}`: the feedback on a published model, newest first. The holders of its
 * owner and manager roles (and administrators) see all of it and answer it; anyone else sees their own
 * feedback and its answers.
 */
export function FeedbackPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const model = useQuery(latestRevisionQuery(id));
  const feedback = useQuery(modelFeedbackQuery(id));
  const handles = useHandlesFeedback(model.data);
  const name = model.data?.info.name || t('editor.placeholder.model');
  const title = model.data ? t('feedback.page.title-of', { name }) : t('feedback.page.title');
  usePageTitle(title);
  return (
    <Stack gap="md">
      <BackLink to={feedbackStepPath(id, null, handles)} label={t('feedback.page.back')} />
      <Title order={1}>{title}</Title>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Text>{t(handles ? 'feedback.page.intro-all' : 'feedback.page.intro-own')}</Text>
        <Button component={Link} to={giveFeedbackPath(id)} variant="light">
          {t('feedback.give.title')}
        </Button>
      </Group>
      <QueryView query={feedback}>
        {(items) =>
          items.length === 0 ? (
            <Text c="dimmed">{t(handles ? 'feedback.page.none-all' : 'feedback.page.none-own')}</Text>
          ) : (
            <Stack gap="sm" data-testid="feedback-list">
              {items.map((item) => (
                <FeedbackItem key={item.id} feedback={item} handles={handles} />
              ))}
            </Stack>
          )
        }
      </QueryView>
    </Stack>
  );
}
