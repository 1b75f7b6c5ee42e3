import { List, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { changePasswordSchema, PASSWORD_MIN_LENGTH } from '@stroomlijn/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import {
  FormActions,
  FormDanger,
  PageError,
  RouteDialog,
  useFormErrors,
  useGoBack,
  useListRouteContext,
  useSchemaValidate,
  useServerFieldErrors,
  useUnexpectedErrorDialog,
} from '../../components';
import { useTranslation } from '../../lib/translation';
import { userName } from './user-table';
import { changePassword, userFromListQuery } from './users-api';

interface PasswordValues {
  password: string;
  repeat: string;
}

/** `/users/{id}/change-password` (US-11, US-12, CL-04): a new password, typed twice. */
export function ChangePasswordDialog() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const user = useQuery(userFromListQuery(queryClient, id));
  const goBack = useGoBack('/users');
  const { showSuccess } = useListRouteContext();
  const showUnexpected = useUnexpectedErrorDialog();
  const schemaErrors = useSchemaValidate<PasswordValues>(changePasswordSchema, ({ password }) => ({
    id,
    password,
  }));
  const form = useForm<PasswordValues>({
    initialValues: { password: '', repeat: '' },
    validate: (values) => {
      const errors: Record<string, string> = schemaErrors(values);
      if (!errors.password && values.repeat !== values.password) {
        errors.repeat = t('change-password.mismatch');
      }
      return errors;
    },
  });
  const mutation = useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      showSuccess(t('change-password.success'));
      goBack();
    },
    onError: showUnexpected,
  });
  useServerFieldErrors(form, mutation.error);
  const { general } = useFormErrors(mutation.error);

  const name = user.data ? userName(user.data) : '';
  const title = name ? t('change-password.title-of', { name }) : t('change-password.title');

  return (
    <RouteDialog title={title} fallback="/users">
      {user.isError ? (
        <PageError error={user.error} onRetry={() => void user.refetch()} />
      ) : (
        <form onSubmit={form.onSubmit(({ password }) => mutation.mutate({ id, password }))} noValidate>
          <Stack gap="sm">
            {general && <FormDanger>{general}</FormDanger>}
            <Stack gap={4}>
              <Text size="sm">{t('change-password.rules')}</Text>
              <List size="sm">
                <List.Item>{t('change-password.rule-length', { min: PASSWORD_MIN_LENGTH })}</List.Item>
                <List.Item>{t('change-password.rule-common')}</List.Item>
              </List>
            </Stack>
            <PasswordInput
              label={t('change-password.password')}
              autoComplete="new-password"
              withAsterisk
              data-autofocus
              visibilityToggleButtonProps={{ 'aria-label': t('support-login.toggle-password') }}
              {...form.getInputProps('password')}
              aria-invalid={form.errors.password ? true : undefined}
            />
            <PasswordInput
              label={t('change-password.repeat')}
              autoComplete="new-password"
              withAsterisk
              visibilityToggleButtonProps={{ 'aria-label': t('support-login.toggle-password') }}
              {...form.getInputProps('repeat')}
              aria-invalid={form.errors.repeat ? true : undefined}
            />
            <FormActions
              onCancel={goBack}
              pending={mutation.isPending}
              submitLabel={t('change-password.submit')}
            />
          </Stack>
        </form>
      )}
    </RouteDialog>
  );
}
