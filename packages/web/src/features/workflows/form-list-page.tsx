import { Button, Group, Stack, Title } from '@mantine/core';
import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { Link, Outlet, useOutlet } from 'react-router';
import {
  DataTable,
  FormSuccess,
  PageError,
  QueryView,
  type RowLink,
  RowLinks,
  useErrorDialog,
  useListSuccess,
} from '../../components';
import { usePageTitle } from '../../lib/page-title';
import { useSession } from '../../lib/session';
import { useTranslation } from '../../lib/translation';
import { type FormRow, formColumns } from './form-columns';
import { ServerSettingsNotice } from './server-settings-notice';
import { formQuery, formsQuery, setFormStatus, workflowsChanged } from './workflows-api';

/** `/workflow` (WF-01, WF-08): the registered forms with their details and action links. */
export function FormListPage() {
  const { t } = useTranslation();
  const dialogOpen = useOutlet() !== null;
  const { success, context } = useListSuccess(dialogOpen);
  usePageTitle(dialogOpen ? null : t('workflows.title'));
  const isAdmin = useSession().hasRole('ROLE_ADMIN');
  const queryClient = useQueryClient();
  const forms = useQuery(formsQuery);
  const details = useQueries({ queries: (forms.data ?? []).map((form) => formQuery(form.id)) });
  const failedDetail = details.find((detail) => detail.isError);

  const showError = useErrorDialog();
  // WF-04: an administrator marks a form as a test form, or active again.
  const markStatus = useMutation({
    mutationFn: ({ id, status }: { id: string; status: 'active' | 'test' }) => setFormStatus(id, status),
    onSuccess: () => workflowsChanged(queryClient),
    onError: showError,
  });
  const toggleTest = (row: FormRow) =>
    markStatus.mutate({ id: row.id, status: row.detail?.status === 'test' ? 'active' : 'test' });
  const columns = formColumns(t, (row) => (
    <Group gap="sm" wrap="nowrap">
      <RowLinks links={formLinks(t, row, isAdmin)} gap="sm" />
      {isAdmin && row.detail && row.detail.status !== 'error' && (
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => toggleTest(row)}
          disabled={markStatus.isPending}
        >
          {row.detail.status === 'test' ? t('workflows.action.mark-active') : t('workflows.action.mark-test')}
        </Button>
      )}
    </Group>
  ));

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{t('workflows.title')}</Title>
        <Group gap="sm">
          <Button component={Link} to="/workflow/dashboard" variant="default">
            {t('workflows.dashboard-link')}
          </Button>
          <Button component={Link} to="/workflow/new">
            {t('workflows.new-link')}
          </Button>
        </Group>
      </Group>
      {success !== null && <FormSuccess>{success || undefined}</FormSuccess>}
      <ServerSettingsNotice />
      {/* A form whose details the client cannot read (ER-23) is shown as such, not as an empty status. */}
      {failedDetail && <PageError error={failedDetail.error} onRetry={() => void failedDetail.refetch()} />}
      <QueryView query={forms} empty={t('workflows.empty')}>
        {(list) => (
          <DataTable
            rows={list.map((form, index) => ({ ...form, detail: details[index]?.data }))}
            columns={columns}
            rowKey={(row) => row.id}
            label={t('workflows.title')}
            minWidth={980}
            data-testid="workflow-form-table"
          />
        )}
      </QueryView>
      <Outlet context={context} />
    </Stack>
  );
}

/** WF-08: responses for everyone here; delete and the notification toggle for ROLE_ADMIN only. */
function formLinks(t: TFunction, row: FormRow, isAdmin: boolean): RowLink[] {
  const name = row.name;
  const enabled = row.detail?.notificationsEnabled ?? false;
  const toggle = enabled ? 'disable' : 'enable';
  return [
    {
      to: `/workflow/${row.id}/responses`,
      label: t('workflows.action.responses'),
      name: t('workflows.action-name.responses', { name }),
      show: true,
    },
    {
      to: `/workflow/${row.id}/notifications/${toggle}`,
      label: t(`workflows.action.notifications-${toggle}`),
      name: t(`workflows.action-name.notifications-${toggle}`, { name }),
      show: isAdmin && row.detail !== undefined,
    },
    {
      to: `/workflow/${row.id}/data-protection`,
      label: t('workflows.action.data-protection'),
      name: t('workflows.action-name.data-protection', { name }),
      show: isAdmin && row.detail !== undefined,
    },
    {
      to: `/workflow/${row.id}/delete`,
      label: t('workflows.action.delete'),
      name: t('workflows.action-name.delete', { name }),
      show: isAdmin,
    },
  ];
}
