import { Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from '../lib/translation';
import { BusyButton } from './busy-button';
import { FormDanger } from './form-messages';
import { LimitedTextarea } from './limited-text-input';
import { useServerFieldErrors } from './use-form-validation';

export interface ReasonFormProps {
  label: string;
  description?: string;
  /** The most characters the reason takes. */
  limit: number;
  confirmLabel: string;
  busy: boolean;
  /** The failure of the last call: field errors go under the reason, others above it. */
  error: unknown;
  onCancel: () => void;
  onSubmit: (reason: string) => void;
}

/**
 * A refusal's reason (a rejection, a decline): required, shown to the person refused. Sending an empty
 * one keeps the form open with the error under the field.
 */
export function ReasonForm({
  label,
  description,
  limit,
  confirmLabel,
  busy,
  error,
  onCancel,
  onSubmit,
}: ReasonFormProps) {
  const { t } = useTranslation();
  const form = useForm({
    initialValues: { reason: '' },
    validate: { reason: (value) => (value.trim() === '' ? t('field.not-empty') : null) },
  });
  useServerFieldErrors(form, error);
  return (
    <form onSubmit={form.onSubmit((values) => onSubmit(values.reason.trim()))} noValidate>
      <Stack gap="md">
        {error !== null && error !== undefined && <FormDanger error={error} />}
        <LimitedTextarea
          label={label}
          description={description}
          limit={limit}
          autosize
          minRows={3}
          required
          data-autofocus
          {...form.getInputProps('reason')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <BusyButton type="submit" color="red" busy={busy}>
            {confirmLabel}
          </BusyButton>
        </Group>
      </Stack>
    </form>
  );
}
