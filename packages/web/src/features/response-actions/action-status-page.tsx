import { Button, Group, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type ActionStatus, REMARKS_LIMIT, type ResponseAction } from '@stroomlijn/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { BackLink, FormDanger, FormSuccess, LimitedTextarea, QueryView } from '../../components';
import { usePageTitle } from '../../lib/page-title';
import { useTranslation } from '../../lib/translation';
import { ResponseAnswers, responseQuery } from '../workflows';
import { ActionFields } from './action-dialogs';
import { ActionStatusSelect } from './action-status-select';
import { actionQuery, actionsChanged, updateActionStatus } from './actions-api';

/**
 * `/actions/my/{formId}/{responseId}/{id}/edit` (AC-04..AC-06): the holder updates the action's status
 * and remarks (PUT /api/response-action/status); the response's answers show below. Once the response or
 * the action is closed or deleted the server answers 'Not available anymore'.
 */
export function ActionStatusPage() {
  const { t } = useTranslation();
  const { formId = '', responseId = '', id = '' } = useParams();
  const action = useQuery(actionQuery(formId, responseId, id));
  const response = useQuery(responseQuery(formId, responseId));
  usePageTitle(t('actions.status-page.title'));
  return (
    <Stack gap="md">
      <BackLink to="/actions/my" />
      <Title order={1}>{t('actions.status-page.title')}</Title>
      <QueryView query={action}>
        {(current) => (
          <Stack gap="md">
            <ActionFields action={current} />
            <StatusForm key={current.id} action={current} />
          </Stack>
        )}
      </QueryView>
      <QueryView query={response}>{(current) => <ResponseAnswers response={current} />}</QueryView>
    </Stack>
  );
}

function StatusForm({ action }: { action: ResponseAction }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm<{ status: ActionStatus; remarks: string }>({
    initialValues: { status: action.status, remarks: action.remarks },
  });
  const mutation = useMutation({
    mutationFn: (values: { status: ActionStatus; remarks: string }) =>
      updateActionStatus({ id: action.id, ...values, updated: action.updated }),
    onSuccess: (saved) => {
      queryClient.setQueryData(actionQuery(saved.formId, saved.responseId, saved.id).queryKey, saved);
      void actionsChanged(queryClient);
    },
  });
  return (
    <form onSubmit={form.onSubmit((values) => mutation.mutate(values))} noValidate>
      <Stack gap="sm">
        <Title order={2}>{t('actions.status-page.form-title')}</Title>
        {mutation.isSuccess && <FormSuccess />}
        {mutation.isError && <FormDanger error={mutation.error} />}
        <ActionStatusSelect
          value={form.values.status}
          onChange={(status) => form.setFieldValue('status', status)}
        />
        <LimitedTextarea
          label={t('actions.field.remarks')}
          limit={REMARKS_LIMIT}
          {...form.getInputProps('remarks')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={mutation.isPending}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
