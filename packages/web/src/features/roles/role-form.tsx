import { Radio, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CREATABLE_ROLE_TYPES, type RoleCreate, type RoleType, roleCreateSchema } from '@stroomlijn/domain';
import type { ReactNode } from 'react';
import {
  FormActions,
  FormDanger,
  LimitedTextarea,
  LimitedTextInput,
  useFormErrors,
  useSchemaValidate,
  useServerFieldErrors,
} from '../../components';
import { useTranslation } from '../../lib/translation';
import { roleTypeText } from './role-columns';

export type RoleFormValues = Omit<RoleCreate, 'id' | 'type'> & { type: RoleType };

export const EMPTY_ROLE: RoleFormValues = {
  name: '',
  description: '',
  tasksSummary: '',
  education: '',
  competences: '',
  screening: '',
  type: 'multi',
};

export interface RoleFormProps {
  id: string;
  initialValues: RoleFormValues;
  /** Creating: the type is chosen here, as multi or roles (RO-13); editing shows it read-only. */
  mode: 'create' | 'edit';
  /** A system role keeps its name. */
  nameFixed?: boolean;
  /** Called with the checked (trimmed) fields. */
  onSubmit: (values: RoleFormValues) => void;
  pending: boolean;
  error: unknown;
  errorAction?: ReactNode;
  onCancel: () => void;
}

/** The fields of a role (RO-10..13); name and description are required and marked so (RO-12). */
export function RoleForm({
  id,
  initialValues,
  mode,
  nameFixed = false,
  onSubmit,
  pending,
  error,
  errorAction,
  onCancel,
}: RoleFormProps) {
  const { t } = useTranslation();
  // The type is fixed on edit; the text rules are those of RoleCreate either way.
  const toPayload = (values: RoleFormValues) => ({
    ...values,
    id,
    type: mode === 'create' ? values.type : 'multi',
  });
  const validate = useSchemaValidate<RoleFormValues>(roleCreateSchema, toPayload);
  const form = useForm<RoleFormValues>({ initialValues, validate });
  useServerFieldErrors(form, error);
  const { general } = useFormErrors(error);

  const submit = form.onSubmit((values) => {
    const parsed = roleCreateSchema.safeParse(toPayload(values));
    if (parsed.success) onSubmit({ ...parsed.data, type: values.type });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {general && <FormDanger action={errorAction}>{general}</FormDanger>}
        <LimitedTextInput
          label={t('roles.field.name')}
          withAsterisk
          readOnly={nameFixed}
          description={nameFixed ? t('roles.field.name-fixed') : undefined}
          data-autofocus={nameFixed ? undefined : true}
          {...form.getInputProps('name')}
        />
        <LimitedTextarea
          label={t('roles.field.description')}
          withAsterisk
          {...form.getInputProps('description')}
        />
        {mode === 'create' ? (
          <Radio.Group label={t('roles.field.type')} withAsterisk {...form.getInputProps('type')}>
            <Stack gap="xs" mt={4}>
              {CREATABLE_ROLE_TYPES.map((type) => (
                <Radio
                  key={type}
                  value={type}
                  label={t(`role-type.${type}`)}
                  description={t(`role-type.${type}-hint`)}
                />
              ))}
            </Stack>
          </Radio.Group>
        ) : (
          <TextInput
            label={t('roles.field.type')}
            value={roleTypeText(t, initialValues.type)}
            readOnly
            description={t('roles.field.type-fixed')}
          />
        )}
        <LimitedTextarea label={t('roles.field.tasks-summary')} {...form.getInputProps('tasksSummary')} />
        <LimitedTextarea label={t('roles.field.education')} {...form.getInputProps('education')} />
        <LimitedTextarea label={t('roles.field.competences')} {...form.getInputProps('competences')} />
        <LimitedTextarea label={t('roles.field.screening')} {...form.getInputProps('screening')} />
        <FormActions onCancel={onCancel} pending={pending} />
      </Stack>
    </form>
  );
}
