import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import type { Feedback } from '@stroomlijn/domain';
import { Link } from 'react-router';
import { useDateFormat } from '../../lib/dates';
import { useTranslation } from '../../lib/translation';
import { fileDownloadHref } from '../input-outputs';
import { FeedbackAnswers } from './feedback-answers';
import { feedbackStepPath } from './feedback-paths';
import { FeedbackStatusBadge } from './feedback-status';

/**
 * One piece of feedback: its step (opening the model there) or the model as a whole, its author and
 * date, the text, the attachment, its status with the reason of a decline, and for those who handle it
 * the answers.
 */
export function FeedbackItem({ feedback, handles }: { feedback: Feedback; handles: boolean }) {
  const { t } = useTranslation();
  const format = useDateFormat();
  const headingId = `feedback-${feedback.id}`;
  return (
    <Card withBorder component="article" aria-labelledby={headingId} data-testid="feedback-item">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600} id={headingId}>
            {feedback.step ? (
              <Anchor
                component={Link}
                to={feedbackStepPath(feedback.processModelId, feedback.step.id, handles)}
              >
                {t('feedback.item.on-step', { name: feedback.step.name || t('feedback.item.unnamed-step') })}
              </Anchor>
            ) : (
              t('feedback.item.on-model')
            )}
          </Text>
          <FeedbackStatusBadge feedback={feedback} />
        </Group>
        <Text size="sm" c="dimmed">
          {t('feedback.item.by', {
            name: feedback.author.name,
            time: format.dateTime(feedback.createdAt),
            revision: feedback.revision,
          })}
        </Text>
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{feedback.text}</Text>
        {feedback.file && (
          <Anchor
            href={fileDownloadHref(feedback.file.id)}
            download={feedback.file.name}
            size="sm"
            w="fit-content"
          >
            {t('feedback.item.attachment', { name: feedback.file.name })}
          </Anchor>
        )}
        {feedback.status === 'declined' && feedback.reason && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {t('feedback.item.reason', { reason: feedback.reason })}
          </Text>
        )}
        {handles && <FeedbackAnswers feedback={feedback} />}
      </Stack>
    </Card>
  );
}
