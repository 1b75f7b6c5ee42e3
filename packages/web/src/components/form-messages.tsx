import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toErrorBody } from '../lib/api';
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

/** The red message of a failed submit: the translated error of `error`, or `children`. */
export function FormDanger({ error, children }: { error?: unknown; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" role="alert" data-testid="form-danger">
      {children ?? errorText(t, toErrorBody(error))}
    </Alert>
  );
}
