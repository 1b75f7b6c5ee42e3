import { Button, Group, Select, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { REMARKS_LIMIT, type WorkflowResponse } from '@stroomlijn/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FormDanger, FormSuccess, LimitedTextarea } from '../../components';
import { useTranslation } from '../../lib/translation';
import { responseStatusText } from './response-statuses';
import { editResponse, responsesChanged } from './responses-api';

type EditableStatus = 'in-progress' | 'on-hold';

/**
 * The reviewer's edit of a response: status in progress (Open) or on hold (Waiting) and remarks, sent
 * with the updatedAt it is based on; a new response becomes in progress when first saved.
 */
export function ResponseEditForm({ response }: { response: WorkflowResponse }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const status: EditableStatus = response.status === 'on-hold' ? 'on-hold' : 'in-progress';
  const form = useForm({ initialValues: { status, remarks: response.remarks } });
  const mutation = useMutation({
    mutationFn: (values: { status: EditableStatus; remarks: string }) =>
      editResponse(response.formId, response.id, { ...values, updatedAt: response.updatedAt }),
    onSuccess: () => responsesChanged(queryClient),
  });
  return (
    <form onSubmit={form.onSubmit((values) => mutation.mutate(values))} noValidate>
      <Stack gap="sm">
        <Title order={2}>{t('actions.response.edit-title')}</Title>
        {mutation.isSuccess && <FormSuccess />}
        {mutation.isError && <FormDanger error={mutation.error} />}
        <Select
          label={t('workflows.response.status')}
          data={(['in-progress', 'on-hold'] as const).map((value) => ({
            value,
            label: responseStatusText(t, value),
          }))}
          allowDeselect={false}
          {...form.getInputProps('status')}
        />
        <LimitedTextarea
          label={t('workflows.response.remarks')}
          limit={REMARKS_LIMIT}
          {...form.getInputProps('remarks')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={mutation.isPending}>
            {t('actions.response.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
