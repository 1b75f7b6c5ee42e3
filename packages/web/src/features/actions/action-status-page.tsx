import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type ActionStatus, REMARKS_LIMIT, type ResponseAction } from '@stroomlijn/domain';
import { type UseMutationResult, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { BackLink, FormDanger, FormSuccess, LimitedTextarea, QueryView } from '../../components';
import { usePageTitle } from '../../lib/page-title';
import { useTranslation } from '../../lib/translation';
import { ResponseAnswers, responseQuery } from '../responses';
import { ActionFields } from './action-dialogs';
import { ActionStatusSelect } from './action-status-select';
import { actionQuery, actionsChanged, updateActionStatus } from './actions-api';

/**
 * `/actions/my/{formId}/{responseId}/{id}/edit` (AC-04..AC-06): the holder updates the action's status
 * and remarks (PUT /api/response-action/status); the response's answers show below. Once the response or
 * the action is closed or deleted the page says 'Not available anymore' first and shows the action
 * read-only; a save that races such a change is refused with the same words.
 */
export function ActionStatusPage() {
  const { t } = useTranslation();
  const { formId = '', responseId = '', id = '' } = useParams();
  const action = useQuery(actionQuery(formId, responseId, id));
  const response = useQuery(responseQuery(formId, responseId));
  const mutation = useStatusUpdate();
  usePageTitle(t('actions.status-page.title'));
  // A gone response is not read any more: without its answers the not-available action still shows.
  const answersGone = action.data?.available === false && response.isError;
  return (
    <Stack gap="md">
      <BackLink to="/actions/my" />
      <Title order={1}>{t('actions.status-page.title')}</Title>
      {mutation.isSuccess && <FormSuccess />}
      <QueryView query={action}>
        {(current) => (
          <Stack gap="md">
            {!current.available && (
              <Alert color="yellow" title={t('error.not-available')} data-testid="action-not-available">
                {t('actions.status-page.not-available')}
              </Alert>
            )}
            <ActionFields action={current} />
            {current.available && <StatusForm key={current.id} action={current} mutation={mutation} />}
          </Stack>
        )}
      </QueryView>
      {!answersGone && (
        <QueryView query={response}>{(current) => <ResponseAnswers response={current} />}</QueryView>
      )}
    </Stack>
  );
}

interface StatusValues {
  status: ActionStatus;
  remarks: string;
}
type StatusUpdate = UseMutationResult<ResponseAction, Error, StatusValues & { action: ResponseAction }>;

/** The holder's save; the page keeps it, so that its success shows even when it closed the action. */
function useStatusUpdate(): StatusUpdate {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, ...values }: StatusValues & { action: ResponseAction }) =>
      updateActionStatus({ id: action.id, ...values, updated: action.updated }),
    onSuccess: (saved) => {
      queryClient.setQueryData(actionQuery(saved.formId, saved.responseId, saved.id).queryKey, saved);
      void actionsChanged(queryClient);
    },
  });
}

function StatusForm({ action, mutation }: { action: ResponseAction; mutation: StatusUpdate }) {
  const { t } = useTranslation();
  const form = useForm<StatusValues>({
    initialValues: { status: action.status, remarks: action.remarks },
  });
  return (
    <form onSubmit={form.onSubmit((values) => mutation.mutate({ ...values, action }))} noValidate>
      <Stack gap="sm">
        <Title order={2}>{t('actions.status-page.form-title')}</Title>
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
