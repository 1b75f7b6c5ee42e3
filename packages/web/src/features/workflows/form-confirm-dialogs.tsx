import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { ConfirmDialog } from '../../components';
import { useTranslation } from '../../lib/translation';
import { workflowKeys } from './query-keys';
import { deleteForm, formQuery, setNotifications, workflowsChanged } from './workflows-api';

/** `/workflow/{formId}/delete` (WF-07): asks, deletes, then goes back one step. */
export function FormDeleteDialog() {
  const { t } = useTranslation();
  const { formId = '' } = useParams();
  const queryClient = useQueryClient();
  const form = useQuery(formQuery(formId));
  const name = form.data?.name ?? '';
  return (
    <ConfirmDialog
      title={t('workflows.delete.title')}
      confirmLabel={t('workflows.delete.confirm')}
      fallback="/workflow"
      successMessage={t('workflows.delete.success', { name })}
      loading={form.isPending}
      loadError={form.isError ? form.error : undefined}
      onRetry={() => void form.refetch()}
      onConfirm={async () => {
        await deleteForm(formId);
        queryClient.removeQueries({ queryKey: workflowKeys.form(formId) });
        await workflowsChanged(queryClient);
      }}
    >
      {t('workflows.delete.question', { name })}
    </ConfirmDialog>
  );
}

/** `/workflow/{formId}/notifications/enable` and `/disable` (WF-09): confirm, call, back. */
export function FormNotificationsDialog({ enable }: { enable: boolean }) {
  const { t } = useTranslation();
  const { formId = '' } = useParams();
  const queryClient = useQueryClient();
  const form = useQuery(formQuery(formId));
  const name = form.data?.name ?? '';
  const key = enable ? 'enable' : 'disable';
  return (
    <ConfirmDialog
      title={t(`workflows.notifications-${key}.title`)}
      confirmLabel={t(`workflows.notifications-${key}.confirm`)}
      confirmColor={enable ? 'blue' : 'red'}
      fallback="/workflow"
      successMessage={t(`workflows.notifications-${key}.success`, { name })}
      loading={form.isPending}
      loadError={form.isError ? form.error : undefined}
      onRetry={() => void form.refetch()}
      onConfirm={async () => {
        await setNotifications(formId, enable);
        await workflowsChanged(queryClient);
      }}
    >
      {t(`workflows.notifications-${key}.question`, { name })}
    </ConfirmDialog>
  );
}
