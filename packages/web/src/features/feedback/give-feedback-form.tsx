import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FEEDBACK_TEXT_MAX, type Feedback, feedbackBodySchema } from '@stroomlijn/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  BusyButton,
  FormDanger,
  FormSuccess,
  LimitedTextarea,
  useFormErrors,
  useGuardedMutation,
  useSchemaValidate,
  useServerFieldErrors,
} from '../../components';
import { useTranslation } from '../../lib/translation';
import { FileUploadField } from '../input-outputs';
import { feedbackPagePath, giveFeedback } from './feedback-api';

interface Values {
  text: string;
  fileId: string;
}

const toBody = (values: Values, stepId: string | null) => ({
  text: values.text,
  stepId,
  fileId: values.fileId === '' ? null : values.fileId,
});

export interface GiveFeedbackFormProps {
  processModelId: string;
  /** The step the feedback is about; null: the model as a whole. */
  stepId: string | null;
  /** Closes the form (Cancel, or Close after it was sent). */
  onClose: () => void;
}

/**
 * Feedback on a published model or one of its steps: the text (at most 2,000 characters) and an optional
 * attachment, uploaded as soon as it is chosen. The form keeps what was typed when sending fails; once
 * sent it says so and links to the model's feedback, where the answers come.
 */
export function GiveFeedbackForm({ processModelId, stepId, onClose }: GiveFeedbackFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [uploading, setUploading] = useState(false);
  const validate = useSchemaValidate<Values>(feedbackBodySchema, (values) => toBody(values, stepId));
  const form = useForm<Values>({ initialValues: { text: '', fileId: '' }, validate });
  const mutation = useGuardedMutation({
    mutationFn: (values: Values) => giveFeedback(queryClient, processModelId, toBody(values, stepId)),
  });
  useServerFieldErrors(form, mutation.error);
  const errors = useFormErrors(mutation.error);
  const sent: Feedback | undefined = mutation.data;
  if (sent) {
    return (
      <Stack gap="md">
        <FormSuccess>{t('feedback.give.success')}</FormSuccess>
        <Group justify="space-between">
          <Anchor component={Link} to={feedbackPagePath(processModelId)}>
            {t('feedback.give.to-list')}
          </Anchor>
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('common.close')}
          </Button>
        </Group>
      </Stack>
    );
  }
  // Errors of fields the form has no input for (the step) show above it.
  const general =
    mutation.isError && !('text' in errors.fields) && !('fileId' in errors.fields) ? mutation.error : null;
  return (
    <form onSubmit={form.onSubmit((values) => mutation.mutate(values))} noValidate>
      <Stack gap="md">
        {general !== null && <FormDanger error={general} />}
        <Text size="sm">{t(stepId ? 'feedback.give.intro-step' : 'feedback.give.intro-model')}</Text>
        <LimitedTextarea
          label={t('feedback.give.text')}
          description={t('feedback.give.text-hint', {
            count: FEEDBACK_TEXT_MAX - form.values.text.length,
            max: FEEDBACK_TEXT_MAX,
          })}
          limit={FEEDBACK_TEXT_MAX}
          autosize
          minRows={4}
          maxRows={12}
          required
          data-autofocus
          {...form.getInputProps('text')}
        />
        <FileUploadField
          label={t('feedback.give.attachment')}
          value={form.values.fileId}
          onChange={(fileId) => form.setFieldValue('fileId', fileId)}
          error={form.errors.fileId}
          onUploadingChange={setUploading}
        />
        {form.values.fileId !== '' && (
          <Button
            variant="subtle"
            size="compact-sm"
            w="fit-content"
            onClick={() => form.setFieldValue('fileId', '')}
          >
            {t('feedback.give.remove-attachment')}
          </Button>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <BusyButton type="submit" busy={mutation.isPending} disabled={uploading}>
            {t('feedback.give.submit')}
          </BusyButton>
        </Group>
      </Stack>
    </form>
  );
}
