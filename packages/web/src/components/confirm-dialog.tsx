import { Button, Group, type MantineColor, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../lib/translation';
import { BusyButton } from './busy-button';
import { useUnexpectedErrorDialog } from './error-dialog-provider';
import { FormDanger } from './form-messages';
import { LoadingState } from './loading-state';
import { PageError } from './page-error';
import { RouteDialog, useGoBack, useListRouteContext } from './route-dialog';
import { useGuardedMutation } from './use-guarded-mutation';

export interface ConfirmDialogProps {
  title: string;
  /** The question, naming what is affected. */
  children: ReactNode;
  confirmLabel: string;
  /** The colour of the confirm button: red (default) for what cannot be undone. */
  confirmColor?: MantineColor;
  /** The call; the dialog closes (back one step) when it succeeds. */
  onConfirm: () => Promise<unknown>;
  /** Shown on the list after success ('form success' when not given); a function makes it from the call's result. */
  successMessage?: string | ((result: unknown) => string);
  /** Where to go when there is no history step to go back to. */
  fallback: string;
  /** What the question names is still loading, or failed to load (with a retry). */
  loading?: boolean;
  loadError?: unknown;
  onRetry?: () => void;
  /** The action is not possible here: this text replaces the question and the confirm button. */
  impossible?: ReactNode;
  /** A text for a refused call that explains more than the error's own text; undefined for that text. */
  refusalText?: (error: unknown) => ReactNode | undefined;
  /** Fields below the question (e.g. a publish's change note), shown while the action is possible. */
  fields?: ReactNode;
}

/**
 * A confirmation page shown as a dialog over its list (delete, remove). On success it goes back
 * one step and the list shows the success message (NAV-08); a failure shows a danger message. The call
 * runs once: a second press while it runs or while the dialog closes does nothing.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  confirmColor = 'red',
  onConfirm,
  successMessage,
  fallback,
  loading = false,
  loadError,
  onRetry,
  impossible,
  refusalText,
  fields,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const goBack = useGoBack(fallback);
  const { showSuccess } = useListRouteContext();
  const showUnexpected = useUnexpectedErrorDialog();
  const mutation = useGuardedMutation({
    mutationFn: onConfirm,
    onSuccess: (result) => {
      showSuccess(typeof successMessage === 'function' ? successMessage(result) : successMessage);
      goBack();
    },
    onError: showUnexpected,
  });

  let body: ReactNode;
  if (loadError) body = <PageError error={loadError} onRetry={onRetry} />;
  else if (loading) body = <LoadingState />;
  else if (impossible) body = <Text>{impossible}</Text>;
  else body = <Text>{children}</Text>;
  const canConfirm = !loadError && !loading && !impossible;

  return (
    <RouteDialog title={title} fallback={fallback} size="md">
      <Stack gap="md">
        {mutation.isError && <FormDanger error={mutation.error}>{refusalText?.(mutation.error)}</FormDanger>}
        {body}
        {canConfirm && fields}
        <Group justify="flex-end">
          <Button variant="default" onClick={goBack}>
            {canConfirm ? t('common.cancel') : t('common.close')}
          </Button>
          {canConfirm && (
            <BusyButton color={confirmColor} onClick={() => mutation.mutate()} busy={mutation.isPending}>
              {confirmLabel}
            </BusyButton>
          )}
        </Group>
      </Stack>
    </RouteDialog>
  );
}
