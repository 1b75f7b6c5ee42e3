import { Button, Group, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import {
  FormActions,
  FormDanger,
  PageError,
  RouteDialog,
  SearchableSelect,
  useGoBack,
  useListRouteContext,
  useUnexpectedErrorDialog,
} from '../../components';
import { useTranslation } from '../../lib/translation';

export interface PickerOption {
  value: string;
  label: string;
}

export interface PickerDialogProps {
  title: string;
  /** The list under the dialog: where closing goes when there is no history step to go back to. */
  fallback: string;
  /** The role the dialog is about could not be loaded (replaces everything else), with a retry. */
  loadError?: unknown;
  onRetry?: () => void;
  /** Adding is not possible here: this text replaces the form, with a close button. */
  impossible?: ReactNode;
  /** The select: its label, placeholder and options. */
  label: string;
  placeholder: string;
  options: PickerOption[];
  /** The most options drawn at once; typing narrows the rest down. */
  limit?: number;
  /** The options are still loading, or failed to load ('select failure'). */
  loading: boolean;
  failed: boolean;
  submitLabel: string;
  /** The call for the picked option; the dialog goes back one step when it succeeds. */
  onPick: (id: string) => Promise<unknown>;
  /** The message shown on the list afterwards, given the picked option's label. */
  successMessage: (label: string) => string;
  /** A text for a refused call that explains more than the error's own text; undefined for that text. */
  refusalText?: (error: unknown) => string | undefined;
}

/**
 * `/role-users/{roleId}/add` and `/role-roles/{roleId}/add`: picks one option from a searchable
 * select and adds it. On success it goes back one step and the list shows the success message; a
 * refusal shows a danger message and the dialog stays open.
 */
export function PickerDialog({
  title,
  fallback,
  loadError,
  onRetry,
  impossible,
  label,
  placeholder,
  options,
  limit,
  loading,
  failed,
  submitLabel,
  onPick,
  successMessage,
  refusalText,
}: PickerDialogProps) {
  const { t } = useTranslation();
  const goBack = useGoBack(fallback);
  const { showSuccess } = useListRouteContext();
  const showUnexpected = useUnexpectedErrorDialog();
  const [picked, setPicked] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: onPick,
    onSuccess: (_nothing, id) => {
      showSuccess(successMessage(options.find((option) => option.value === id)?.label ?? ''));
      goBack();
    },
    onError: showUnexpected,
  });

  let body: ReactNode;
  if (loadError) body = <PageError error={loadError} onRetry={onRetry} />;
  else if (impossible)
    body = (
      <Stack gap="md">
        <Text>{impossible}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={goBack}>
            {t('common.close')}
          </Button>
        </Group>
      </Stack>
    );
  else
    body = (
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (picked) mutation.mutate(picked);
        }}
      >
        <Stack gap="md">
          {mutation.isError && (
            <FormDanger error={mutation.error}>{refusalText?.(mutation.error)}</FormDanger>
          )}
          <SearchableSelect
            label={label}
            placeholder={placeholder}
            data={options}
            value={picked}
            onChange={setPicked}
            limit={limit}
            loading={loading}
            failed={failed}
            withAsterisk
            data-autofocus
          />
          <FormActions
            onCancel={goBack}
            pending={mutation.isPending}
            submitLabel={submitLabel}
            disabled={!picked}
          />
        </Stack>
      </form>
    );

  return (
    <RouteDialog title={title} fallback={fallback} size="md">
      {body}
    </RouteDialog>
  );
}
