import { Alert, Button, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { toErrorBody } from '../lib/api';
import { useTranslation } from '../lib/translation';
import { BusyButton } from './busy-button';
import { errorText } from './error-text';

/** The green 'form success' message after a successful submit. */
export function FormSuccess({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Alert color="green" role="status" data-testid="form-success">
      {children ?? t('common.form-success')}
    </Alert>
  );
}

/**
 * The red message of a failed submit: the translated error of `error`, or `children`; `action` (such
 * as the Reload of a stale save) goes beneath the text.
 */
export function FormDanger({
  error,
  children,
  action,
}: {
  error?: unknown;
  children?: ReactNode;
  action?: ReactNode;
}) {
  const { t } = useTranslation();
  const text = children ?? errorText(t, toErrorBody(error));
  return (
    <Alert color="red" role="alert" data-testid="form-danger">
      {action ? (
        <Stack gap="xs" align="flex-start">
          <span>{text}</span>
          {action}
        </Stack>
      ) : (
        text
      )}
    </Alert>
  );
}

/**
 * The buttons that end a form: Cancel, and the submit button (Save unless named otherwise), busy while
 * `pending` (a second press or Enter then submits nothing).
 */
export function FormActions({
  onCancel,
  pending,
  submitLabel,
  disabled,
}: {
  onCancel: () => void;
  pending: boolean;
  submitLabel?: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end" mt="sm">
      <Button variant="default" onClick={onCancel}>
        {t('common.cancel')}
      </Button>
      <BusyButton type="submit" disabled={disabled} busy={pending}>
        {submitLabel ?? t('common.save')}
      </BusyButton>
    </Group>
  );
}
