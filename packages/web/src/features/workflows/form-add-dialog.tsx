import { Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type WorkflowForm, workflowFormAddSchema } from '@stroomlijn/domain';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  FormActions,
  FormDanger,
  RouteDialog,
  useFormErrors,
  useSaveDialog,
  useSchemaValidate,
  useServerFieldErrors,
} from '../../components';
import { ApiError } from '../../lib/api';
import { useTranslation } from '../../lib/translation';
import { newId } from '../../lib/uuid';
import { workflowKeys } from './query-keys';
import { addForm, workflowsChanged } from './workflows-api';

const saved = (queryClient: QueryClient, form: WorkflowForm) => {
  queryClient.setQueryData(workflowKeys.form(form.id), form);
  return workflowsChanged(queryClient);
};

/**
 * `/workflow/new` (WF-05, WF-06): registers a form by its form service id under an id made here. An
 * unknown id or a registered form shows under the field; a form service that cannot be read above it.
 */
export function FormAddDialog() {
  const { t } = useTranslation();
  const [id] = useState(newId);
  const { mutation, goBack } = useSaveDialog({ fallback: '/workflow', save: addForm, onSaved: saved });
  const validate = useSchemaValidate<{ formId: string }>(workflowFormAddSchema, (values) => ({
    ...values,
    id,
  }));
  const form = useForm({ initialValues: { formId: '' }, validate });
  useServerFieldErrors(form, mutation.error);
  const { general } = useFormErrors(mutation.error);
  // WF-06: a registered form is the field's fault, so its message sits under the field, not above.
  const duplicate = mutation.error instanceof ApiError && mutation.error.body.messageKey === 'duplicate-form';
  const { setFieldError } = form;
  useEffect(() => {
    if (duplicate) setFieldError('formId', t('error.duplicate-form'));
  }, [duplicate, setFieldError, t]);
  const submit = form.onSubmit((values) => mutation.mutate({ id, formId: values.formId.trim() }));
  return (
    <RouteDialog title={t('workflows.new.title')} fallback="/workflow">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {general && !duplicate && <FormDanger>{general}</FormDanger>}
          <TextInput
            label={t('workflows.field.form-id')}
            description={t('workflows.field.form-id-help')}
            withAsterisk
            data-autofocus
            {...form.getInputProps('formId')}
          />
          <FormActions pending={mutation.isPending} onCancel={goBack} />
        </Stack>
      </form>
    </RouteDialog>
  );
}
