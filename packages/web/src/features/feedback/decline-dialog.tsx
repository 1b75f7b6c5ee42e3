import { Button, Group, Modal, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FEEDBACK_TEXT_MAX } from '@stroomlijn/domain';
import { BusyButton, FormDanger, LimitedTextarea, useServerFieldErrors } from '../../components';
import { useTranslation } from '../../lib/translation';

export interface DeclineDialogProps {
  opened: boolean;
  onClose: () => void;
  onDecline: (reason: string) => void;
  busy: boolean;
  /** The failure of the last answer: field errors go under the reason, others above it. */
  error: unknown;
}

/** Declining feedback asks for the reason (required), which its author reads. */
export function DeclineDialog({ opened, onClose, onDecline, busy, error }: DeclineDialogProps) {
  const { t } = useTranslation();
  const form = useForm({
    initialValues: { reason: '' },
    validate: { reason: (value) => (value.trim() === '' ? t('field.not-empty') : null) },
  });
  useServerFieldErrors(form, error);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('feedback.decline.title')}
      size="md"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form onSubmit={form.onSubmit((values) => onDecline(values.reason.trim()))} noValidate>
        <Stack gap="md">
          {error !== null && error !== undefined && <FormDanger error={error} />}
          <LimitedTextarea
            label={t('feedback.decline.reason')}
            description={t('feedback.decline.reason-hint')}
            limit={FEEDBACK_TEXT_MAX}
            autosize
            minRows={3}
            required
            data-autofocus
            {...form.getInputProps('reason')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <BusyButton type="submit" color="red" busy={busy}>
              {t('feedback.decline.confirm')}
            </BusyButton>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
