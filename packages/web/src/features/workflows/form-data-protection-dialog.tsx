import { Alert, NumberInput, Radio, Stack, Switch, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  type DataProtection,
  dataProtectionSchema,
  RETENTION_MONTHS_MAX,
  type WorkflowForm,
} from '@stroomlijn/domain';
import type { QueryClient } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import {
  ConflictNotice,
  FormActions,
  FormDanger,
  QueryView,
  RouteDialog,
  useFormErrors,
  useSaveDialog,
  useSchemaValidate,
  useServerFieldErrors,
} from '../../components';
import { useTranslation } from '../../lib/translation';
import { workflowKeys } from './query-keys';
import { formQuery, setDataProtection, workflowsChanged } from './workflows-api';

interface DataProtectionValues {
  keep: 'keep' | 'delete';
  retentionMonths: number | string;
  viewingLog: boolean;
}

/** The period as the API takes it: null to keep, else the months typed (undefined when none are). */
function periodOf(values: DataProtectionValues): number | null | undefined {
  if (values.keep === 'keep') return null;
  return values.retentionMonths === '' ? undefined : Number(values.retentionMonths);
}

const saved = (queryClient: QueryClient, form: WorkflowForm) => {
  queryClient.setQueryData(workflowKeys.form(form.id), form);
  return workflowsChanged(queryClient);
};

/**
 * `/workflow/{formId}/data-protection`: how long the form's closed responses are kept (months after
 * closing, or kept), and whether every opening of a response is recorded in the audit trail.
 */
export function FormDataProtectionDialog() {
  const { t } = useTranslation();
  const { formId = '' } = useParams();
  const form = useQuery(formQuery(formId));
  const { mutation, goBack } = useSaveDialog({
    fallback: '/workflow',
    save: ({ id, ...body }: DataProtection & { id: string }) => setDataProtection(id, body),
    onSaved: saved,
  });
  const reload = async () => {
    mutation.reset();
    await form.refetch();
  };
  return (
    <RouteDialog title={t('workflows.data-protection.title')} fallback="/workflow" size="lg">
      <QueryView query={form}>
        {(current) => (
          <DataProtectionForm
            key={current.updatedAt}
            current={current}
            pending={mutation.isPending}
            error={mutation.error}
            errorAction={
              <ConflictNotice error={mutation.error} onReload={reload} reloading={form.isFetching} />
            }
            onSubmit={(values) =>
              mutation.mutate({ id: current.id, ...values, updatedAt: current.updatedAt })
            }
            onCancel={goBack}
          />
        )}
      </QueryView>
    </RouteDialog>
  );
}

function DataProtectionForm({
  current,
  pending,
  error,
  errorAction,
  onSubmit,
  onCancel,
}: {
  current: WorkflowForm;
  pending: boolean;
  error: unknown;
  errorAction: React.ReactNode;
  onSubmit: (values: { retentionMonths: number | null; viewingLog: boolean }) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const validate = useSchemaValidate<DataProtectionValues>(dataProtectionSchema, (values) => ({
    retentionMonths: periodOf(values),
    viewingLog: values.viewingLog,
    updatedAt: current.updatedAt,
  }));
  const form = useForm<DataProtectionValues>({
    initialValues: {
      keep: current.retentionMonths === null ? 'keep' : 'delete',
      retentionMonths: current.retentionMonths ?? '',
      viewingLog: current.viewingLog,
    },
    validate,
  });
  useServerFieldErrors(form, error);
  const { general } = useFormErrors(error);
  const submit = form.onSubmit((values) => {
    const retentionMonths = periodOf(values);
    if (retentionMonths !== undefined) onSubmit({ retentionMonths, viewingLog: values.viewingLog });
  });
  const deleting = form.values.keep === 'delete';
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {general && <FormDanger action={errorAction}>{general}</FormDanger>}
        <Text size="sm">{t('workflows.data-protection.intro', { name: current.name })}</Text>
        <Radio.Group label={t('workflows.data-protection.retention')} {...form.getInputProps('keep')}>
          <Stack gap="xs" mt={4}>
            <Radio value="keep" label={t('workflows.data-protection.keep')} data-autofocus />
            <Radio value="delete" label={t('workflows.data-protection.delete')} />
          </Stack>
        </Radio.Group>
        {deleting && (
          <>
            <NumberInput
              label={t('workflows.data-protection.months')}
              description={t('workflows.data-protection.months-help', { max: RETENTION_MONTHS_MAX })}
              withAsterisk
              min={1}
              max={RETENTION_MONTHS_MAX}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="none"
              {...form.getInputProps('retentionMonths')}
            />
            <Alert color="orange" role="note">
              {t('workflows.data-protection.delete-warning')}
            </Alert>
          </>
        )}
        <Switch
          label={t('workflows.data-protection.viewing-log')}
          description={t('workflows.data-protection.viewing-log-help')}
          {...form.getInputProps('viewingLog', { type: 'checkbox' })}
        />
        <FormActions pending={pending} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
