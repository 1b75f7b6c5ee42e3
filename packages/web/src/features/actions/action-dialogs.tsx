import { Anchor, Table } from '@mantine/core';
import type { ResponseAction, WorkflowResponse } from '@stroomlijn/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { ConfirmDialog, LoadingState, PageError, RouteDialog } from '../../components';
import { roleNameText } from '../../lib/role-texts';
import { useTranslation } from '../../lib/translation';
import { actionStatusText } from './action-status-select';
import { actionQuery, actionsChanged, deleteAction } from './actions-api';

/** The fields of an action as a table of label and value (AC-08). */
export function ActionFields({ action }: { action: ResponseAction }) {
  const { t } = useTranslation();
  const rows: [string, React.ReactNode][] = [
    ['action', action.action],
    ['remarks', action.remarks],
    ['status', actionStatusText(t, action.status)],
    ['assignee', action.assignee?.name ?? ''],
    ['owner', action.owner?.name ?? ''],
    ['reviewer', action.reviewer ? roleNameText(t, action.reviewer) : ''],
    ['start-date', action.startDate],
    ['end-date', action.endDate],
  ];
  return (
    <Table variant="vertical" withTableBorder aria-label={t('actions.action-fields')}>
      <Table.Tbody>
        {rows.map(([key, value]) => (
          <Table.Tr key={key}>
            <Table.Th w={160}>{t(`actions.field.${key}`)}</Table.Th>
            <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** `…/{id}/view` (AC-09): one action, read-only, with the way to its agenda page. */
export function ActionViewDialog({ response, fallback }: { response: WorkflowResponse; fallback: string }) {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const action = useQuery(actionQuery(response.formId, response.id, id));
  return (
    <RouteDialog title={t('actions.action-view.title')} fallback={fallback} size="lg">
      {action.isPending ? (
        <LoadingState />
      ) : action.isError ? (
        <PageError error={action.error} onRetry={() => void action.refetch()} />
      ) : (
        <>
          <ActionFields action={action.data} />
          <Anchor
            component={Link}
            to={`/agenda/${response.formId}/${response.id}/${id}`}
            mt="sm"
            display="block"
          >
            {t('actions.agenda-link')}
          </Anchor>
        </>
      )}
    </RouteDialog>
  );
}

/** `…/{id}/delete` (AC-09, AC-11): asks, sends DELETE /api/response-action/{formId}/{responseId}/{id}. */
export function ActionDeleteDialog({ response, fallback }: { response: WorkflowResponse; fallback: string }) {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const action = useQuery(actionQuery(response.formId, response.id, id));
  const name = action.data?.action ?? '';
  return (
    <ConfirmDialog
      title={t('actions.action-delete.title')}
      confirmLabel={t('actions.action-delete.confirm')}
      fallback={fallback}
      successMessage={t('actions.action-delete.success', { name })}
      loading={action.isPending}
      loadError={action.isError ? action.error : undefined}
      onRetry={() => void action.refetch()}
      onConfirm={async () => {
        await deleteAction({ formId: response.formId, responseId: response.id, id });
        queryClient.removeQueries({ queryKey: actionQuery(response.formId, response.id, id).queryKey });
        await actionsChanged(queryClient);
      }}
    >
      {t('actions.action-delete.question', { name })}
    </ConfirmDialog>
  );
}
