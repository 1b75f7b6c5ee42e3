import { Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type UserFields, userFieldsSchema } from '@stroomlijn/domain';
import type { ReactNode } from 'react';
import {
  FormActions,
  FormDanger,
  LimitedTextInput,
  useFormErrors,
  useSchemaValidate,
  useServerFieldErrors,
} from '../../components';
import { useTranslation } from '../../lib/translation';

export type UserFormValues = Omit<UserFields, 'id'>;

export const EMPTY_USER: UserFormValues = {
  email: '',
  firstName: '',
  preposition: '',
  lastName: '',
  personnelNumber: '',
};

export interface UserFormProps {
  id: string;
  initialValues: UserFormValues;
  /** Called with the checked (trimmed) fields. */
  onSubmit: (fields: UserFields) => void;
  pending: boolean;
  /** The failure of the last submit: a danger message, and field errors under the fields. */
  error: unknown;
  /** Shown in the danger message, e.g. a reload button for a conflict. */
  errorAction?: ReactNode;
  onCancel: () => void;
}

/** The fields of a user (US-05, US-06), checked with the domain's schema before the call (US-09). */
export function UserForm({
  id,
  initialValues,
  onSubmit,
  pending,
  error,
  errorAction,
  onCancel,
}: UserFormProps) {
  const { t } = useTranslation();
  const validate = useSchemaValidate<UserFormValues>(userFieldsSchema, (values) => ({ id, ...values }));
  const form = useForm<UserFormValues>({ initialValues, validate });
  useServerFieldErrors(form, error);
  const { general } = useFormErrors(error);

  const submit = form.onSubmit((values) => {
    const parsed = userFieldsSchema.safeParse({ id, ...values });
    if (parsed.success) onSubmit(parsed.data);
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {general && <FormDanger action={errorAction}>{general}</FormDanger>}
        <LimitedTextInput
          label={t('users.field.email')}
          type="email"
          autoComplete="off"
          withAsterisk
          data-autofocus
          {...form.getInputProps('email')}
        />
        <LimitedTextInput
          label={t('users.field.first-name')}
          withAsterisk
          {...form.getInputProps('firstName')}
        />
        <LimitedTextInput label={t('users.field.preposition')} {...form.getInputProps('preposition')} />
        <LimitedTextInput
          label={t('users.field.last-name')}
          withAsterisk
          {...form.getInputProps('lastName')}
        />
        <LimitedTextInput
          label={t('users.field.personnel-number')}
          {...form.getInputProps('personnelNumber')}
        />
        <FormActions onCancel={onCancel} pending={pending} />
      </Stack>
    </form>
  );
}
