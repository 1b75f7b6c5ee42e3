import { Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  type ActionStatus,
  REMARKS_LIMIT,
  type ResponseAction,
  type ResponseActionBody,
  responseActionBodySchema,
  selectorItemSchema,
  type WorkflowResponse,
} from '@stroomlijn/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import {
  FormActions,
  FormDanger,
  LimitedTextarea,
  LimitedTextInput,
  LoadingState,
  PageError,
  RouteDialog,
  SearchableSelect,
  useFormErrors,
  useSaveDialog,
  useSchemaValidate,
  useServerFieldErrors,
} from '../../components';
import { api } from '../../lib/api';
import { arrayOf } from '../../lib/schema';
import { useTranslation } from '../../lib/translation';
import { newId } from '../../lib/uuid';
import { ActionStatusSelect } from './action-status-select';
import { actionQuery, actionsChanged, createAction, updateAction } from './actions-api';
import { DayMonthYearInput, today } from './day-month-year-input';

interface Values {
  action: string;
  remarks: string;
  status: ActionStatus;
  assignee: string | null;
  startDate: string;
  endDate: string;
}

/** AC-12: the users holding the response's action-holder role. */
function useAssigneeChoices(response: WorkflowResponse) {
  const roleId = response.actionHolder?.id ?? null;
  return useQuery({
    queryKey: ['selectable-users', roleId],
    queryFn: ({ signal }) =>
      api.get(`/api/user-role/selectable-users-by-role/${roleId}`, {
        signal,
        schema: arrayOf(selectorItemSchema),
      }),
    enabled: roleId !== null,
  });
}

/** `…/create-action` and `…/{id}/edit` (AC-09, AC-10): an action of the response, created or edited. */
export function ActionFormDialog({ response, fallback }: { response: WorkflowResponse; fallback: string }) {
  const { t } = useTranslation();
  const { id } = useParams();
  const existing = useQuery({
    ...actionQuery(response.formId, response.id, id ?? ''),
    enabled: id !== undefined,
  });
  const title = t(id ? 'actions.action-form.edit-title' : 'actions.action-form.new-title');
  return (
    <RouteDialog title={title} fallback={fallback} size="lg">
      {id === undefined ? (
        <ActionForm response={response} fallback={fallback} />
      ) : existing.isPending ? (
        <LoadingState />
      ) : existing.isError ? (
        <PageError error={existing.error} onRetry={() => void existing.refetch()} />
      ) : (
        <ActionForm response={response} fallback={fallback} action={existing.data} />
      )}
    </RouteDialog>
  );
}

function ActionForm({
  response,
  fallback,
  action,
}: {
  response: WorkflowResponse;
  fallback: string;
  action?: ResponseAction;
}) {
  const { t } = useTranslation();
  const [id] = useState(() => action?.id ?? newId());
  const choices = useAssigneeChoices(response);
  const { mutation, goBack } = useSaveDialog({
    fallback,
    save: (body: ResponseActionBody) => (action ? updateAction(body) : createAction(body)),
    onSaved: (queryClient) => actionsChanged(queryClient),
  });
  const toBody = (values: Values): ResponseActionBody => ({
    id,
    formId: response.formId,
    responseId: response.id,
    action: values.action.trim(),
    remarks: values.remarks,
    status: values.status,
    assignee:
      values.assignee === null
        ? null
        : {
            id: values.assignee,
            name: choices.data?.find((user) => user.id === values.assignee)?.name ?? '',
          },
    startDate: values.startDate,
    endDate: values.endDate,
    ...(action ? { updated: action.updated } : {}),
  });
  const validate = useSchemaValidate<Values>(responseActionBodySchema, toBody);
  const form = useForm<Values>({
    initialValues: {
      action: action?.action ?? '',
      remarks: action?.remarks ?? '',
      status: action?.status ?? 'open',
      assignee: action?.assignee?.id ?? null,
      startDate: action?.startDate ?? today(),
      endDate: action?.endDate ?? today(),
    },
    validate,
  });
  useServerFieldErrors(form, mutation.error);
  const { general } = useFormErrors(mutation.error);
  const assigneeOptions = (choices.data ?? []).map((user) => ({ value: user.id, label: user.name }));
  if (action?.assignee && !assigneeOptions.some((option) => option.value === action.assignee?.id))
    assigneeOptions.push({ value: action.assignee.id, label: action.assignee.name });
  return (
    <form onSubmit={form.onSubmit((values) => mutation.mutate(toBody(values)))} noValidate>
      <Stack gap="sm">
        {general && <FormDanger>{general}</FormDanger>}
        <LimitedTextInput
          label={t('actions.field.action')}
          withAsterisk
          data-autofocus
          {...form.getInputProps('action')}
        />
        <LimitedTextarea
          label={t('actions.field.remarks')}
          limit={REMARKS_LIMIT}
          {...form.getInputProps('remarks')}
        />
        <SearchableSelect
          label={t('actions.field.assignee')}
          description={response.actionHolder ? undefined : t('actions.field.no-action-holder')}
          data={assigneeOptions}
          clearable
          loading={choices.isLoading}
          failed={choices.isError}
          {...form.getInputProps('assignee')}
        />
        <ActionStatusSelect
          value={form.values.status}
          onChange={(status) => form.setFieldValue('status', status)}
          error={form.errors.status}
        />
        <Group grow align="flex-start">
          <DayMonthYearInput
            label={t('actions.field.start-date')}
            value={form.values.startDate}
            onChange={(value) => form.setFieldValue('startDate', value)}
            error={form.errors.startDate}
          />
          <DayMonthYearInput
            label={t('actions.field.end-date')}
            value={form.values.endDate}
            onChange={(value) => form.setFieldValue('endDate', value)}
            error={form.errors.endDate}
          />
        </Group>
        <FormActions pending={mutation.isPending} onCancel={goBack} />
      </Stack>
    </form>
  );
}
