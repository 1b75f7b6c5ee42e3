import { Checkbox, Loader, Stack, Text } from '@mantine/core';
import type { Feedback } from '@stroomlijn/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/translation';
import { isOpenFeedback, modelFeedbackQuery } from './feedback-api';

const SHOWN_TEXT = 160;

function shortText(text: string): string {
  return text.length > SHOWN_TEXT ? `${text.slice(0, SHOWN_TEXT - 1)}…` : text;
}

export interface FeedbackDoneFieldProps {
  processModelId: string;
  /** The model has a published revision (there can be feedback only then). */
  published: boolean;
  /** The ids of the feedback the publish marks done. */
  value: string[];
  onChange: (ids: string[]) => void;
}

/**
 * In a publish dialog: the model's open and accepted feedback, each with a checkbox "dealt with in this
 * revision"; the publish marks the checked ones done. Nothing shows when there is none.
 */
export function FeedbackDoneField({ processModelId, published, value, onChange }: FeedbackDoneFieldProps) {
  const { t } = useTranslation();
  const feedback = useQuery({ ...modelFeedbackQuery(processModelId), enabled: published });
  if (!published || feedback.isError) return null;
  if (feedback.isPending) return <Loader size="xs" aria-label={t('common.loading')} />;
  const open = feedback.data.filter(isOpenFeedback);
  if (open.length === 0) return null;
  return (
    <Checkbox.Group
      label={t('feedback.done.label')}
      description={t('feedback.done.description')}
      value={value}
      onChange={onChange}
      data-testid="feedback-done-field"
    >
      <Stack gap="xs" mt="xs">
        {open.map((item) => (
          <Checkbox key={item.id} value={item.id} label={<FeedbackLabel feedback={item} />} />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}

function FeedbackLabel({ feedback }: { feedback: Feedback }) {
  const { t } = useTranslation();
  return (
    <Stack gap={0}>
      <Text size="sm" fw={500}>
        {feedback.step
          ? t('feedback.item.on-step', { name: feedback.step.name })
          : t('feedback.item.on-model')}
        {' · '}
        {feedback.author.name}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {shortText(feedback.text)}
      </Text>
    </Stack>
  );
}
