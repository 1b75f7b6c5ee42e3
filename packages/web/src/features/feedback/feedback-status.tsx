import { Badge } from '@mantine/core';
import type { Feedback, FeedbackStatus } from '@stroomlijn/domain';
import { useTranslation } from '../../lib/translation';

const COLOR: Record<FeedbackStatus, string> = {
  open: 'blue',
  accepted: 'teal',
  declined: 'gray',
  done: 'green',
};

/** The status of feedback as a badge: open, accepted, declined or done (by revision n). */
export function FeedbackStatusBadge({ feedback }: { feedback: Feedback }) {
  const { t } = useTranslation();
  const text =
    feedback.status === 'done' && feedback.doneInRevision !== null
      ? t('feedback.status.done-in', { revision: feedback.doneInRevision })
      : t(`feedback.status.${feedback.status}`);
  return (
    <Badge
      size="sm"
      variant="light"
      color={COLOR[feedback.status]}
      data-status={feedback.status}
      style={{ textTransform: 'none' }}
    >
      {text}
    </Badge>
  );
}
