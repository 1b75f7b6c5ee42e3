import { Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type InputOutputBody, type InputOutputType, inputOutputKind } from '@stroomlijn/domain';
import { type ReactNode, useCallback, useState } from 'react';
import {
  FormActions,
  FormDanger,
  fieldErrorMap,
  LimitedTextarea,
  LimitedTextInput,
  useFormErrors,
  useServerFieldErrors,
} from '../../components';
import { useTranslation } from '../../lib/translation';
import { type DefinitionValues, definitionBody, definitionProblems, withType } from './definition-values';
import { DefinitionRoleFields, KindFields } from './input-output-fields';
import { classificationOptions, periodOptions, typeOptions, typeText } from './input-output-text';

export interface InputOutputFormProps {
  id: string;
  processModelId: string;
  initialValues: DefinitionValues;
  /** A new definition chooses its type first (IO-10); a saved one keeps it. */
  isNew: boolean;
  /** A change: the version it is based on (a stale one is refused with 409 conflict). */
  updatedAt?: number;
  onSubmit: (body: InputOutputBody) => void;
  pending: boolean;
  /** The failure of the last save: field errors under the fields, the general message above. */
  error: unknown;
  /** Shown beneath the general message (the Reload of a stale save). */
  errorAction?: ReactNode;
  onCancel: () => void;
}

/**
 * The fields of an input/output definition (spec part 1 §3, §5). The type comes first; once chosen, the
 * fields that fit its kind show (IO-10). On submit the form gathers every named field (IO-27).
 */
export function InputOutputForm({
  id,
  processModelId,
  initialValues,
  isNew,
  updatedAt,
  onSubmit,
  pending,
  error,
  errorAction,
  onCancel,
}: InputOutputFormProps) {
  const { t } = useTranslation();
  const [uploading, setUploading] = useState(false);
  const form = useForm<DefinitionValues>({
    initialValues,
    validateInputOnBlur: ['data'],
    validate: (values) => {
      const body = definitionBody(values, id, processModelId, updatedAt);
      if (!body) return { type: t('field.not-set') };
      return fieldErrorMap(t, definitionProblems(body));
    },
  });
  useServerFieldErrors(form, error);
  const { general } = useFormErrors(error);
  const { setFieldValue } = form;
  const setData = useCallback((data: string) => setFieldValue('data', data), [setFieldValue]);

  const submit = form.onSubmit((values) => {
    const body = definitionBody(values, id, processModelId, updatedAt);
    if (body && !uploading) onSubmit(body);
  });

  const type = form.values.type;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {general && <FormDanger action={errorAction}>{general}</FormDanger>}
        {isNew ? (
          <Select
            label={t('input-output.field.type')}
            placeholder={t('input-output.field.type-placeholder')}
            description={type === '' ? t('input-output.field.type-first') : undefined}
            withAsterisk
            data={typeOptions(t)}
            value={type === '' ? null : type}
            onChange={(value) => {
              if (value) form.setValues(withType(form.getValues(), value as InputOutputType));
            }}
            allowDeselect={false}
            error={form.errors.type}
            data-autofocus
          />
        ) : (
          type !== '' && (
            <TextInput
              label={t('input-output.field.type')}
              value={typeText(t, type)}
              readOnly
              description={t('input-output.field.type-fixed')}
            />
          )
        )}
        {type === '' ? (
          <Text size="sm" c="dimmed" data-testid="type-first">
            {t('input-output.type-first')}
          </Text>
        ) : (
          <>
            <LimitedTextInput
              label={t('input-output.field.name')}
              withAsterisk
              data-autofocus={isNew ? undefined : true}
              {...form.getInputProps('name')}
            />
            <LimitedTextarea
              label={t('input-output.field.description')}
              {...form.getInputProps('description')}
            />
            <KindFields
              kind={inputOutputKind(type)}
              form={form}
              setData={setData}
              onUploadingChange={setUploading}
            />
            <Select
              label={t('input-output.field.period')}
              data={periodOptions(t)}
              allowDeselect={false}
              {...form.getInputProps('period')}
            />
            <Select
              label={t('input-output.field.classification')}
              data={classificationOptions(t)}
              allowDeselect={false}
              {...form.getInputProps('classification')}
            />
            <DefinitionRoleFields kind={inputOutputKind(type)} form={form} />
          </>
        )}
        <FormActions onCancel={onCancel} pending={pending} disabled={type === '' || uploading} />
      </Stack>
    </form>
  );
}
