import { Button, Group, Stack, Title } from '@mantine/core';
import type { ResponseAction, WorkflowResponse } from '@stroomlijn/domain';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { Link, Outlet, Route, Routes, useLocation } from 'react-router';
import {
  DataTable,
  FormSuccess,
  QueryView,
  type RowLink,
  RowLinks,
  useListSuccess,
  type VirtualColumn,
} from '../../components';
import { useTranslation } from '../../lib/translation';
import { ActionDeleteDialog, ActionViewDialog } from './action-dialogs';
import { ActionFormDialog } from './action-form-dialog';
import { actionStatusText } from './action-status-select';
import { responseActionsQuery } from './actions-api';

/**
 * The actions of a response under `base` (AC-09: `/`, `/create-action`, `/{id}/edit`, `/{id}/view`,
 * `/{id}/delete`): a table, and the dialogs as routes over it. `canChange`: the reviewer's and the
 * administrator's edit mode (WF-21); otherwise read-only.
 */
export function ResponseActionsSection({
  response,
  base,
  canChange,
}: {
  response: WorkflowResponse;
  base: string;
  canChange: boolean;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const dialogOpen = pathname.replace(/\/$/, '') !== base;
  const { success, context } = useListSuccess(dialogOpen);
  const actions = useQuery(responseActionsQuery(response.formId, response.id));
  const columns = actionColumns(t, (action) => (
    <RowLinks links={actionLinks(t, base, action, canChange)} gap="sm" />
  ));
  const dialog = { response, fallback: base };
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <Title order={2}>{t('actions.section.title')}</Title>
        {canChange && (
          <Button component={Link} to={`${base}/create-action`}>
            {t('actions.section.new')}
          </Button>
        )}
      </Group>
      {success !== null && <FormSuccess>{success || undefined}</FormSuccess>}
      <QueryView query={actions} empty={t('actions.section.empty')}>
        {(rows) => (
          <DataTable
            rows={rows}
            columns={columns}
            rowKey={(action) => action.id}
            label={t('actions.section.title')}
            minWidth={800}
            data-testid="response-action-table"
          />
        )}
      </QueryView>
      <Routes>
        <Route element={<Outlet context={context} />}>
          <Route index element={null} />
          {canChange && <Route path="create-action" element={<ActionFormDialog {...dialog} />} />}
          {canChange && <Route path=":id/edit" element={<ActionFormDialog {...dialog} />} />}
          {canChange && <Route path=":id/delete" element={<ActionDeleteDialog {...dialog} />} />}
          <Route path=":id/view" element={<ActionViewDialog {...dialog} />} />
        </Route>
      </Routes>
    </Stack>
  );
}

function actionColumns(
  t: TFunction,
  links: (action: ResponseAction) => React.ReactNode,
): VirtualColumn<ResponseAction>[] {
  return [
    { id: 'action', header: t('actions.field.action'), cell: (a) => a.action },
    { id: 'assignee', header: t('actions.field.assignee'), cell: (a) => a.assignee?.name ?? '' },
    { id: 'status', header: t('actions.field.status'), cell: (a) => actionStatusText(t, a.status) },
    { id: 'startDate', header: t('actions.field.start-date'), cell: (a) => a.startDate },
    { id: 'endDate', header: t('actions.field.end-date'), cell: (a) => a.endDate },
    { id: 'links', header: t('workflows.column.actions'), cell: links },
  ];
}

function actionLinks(t: TFunction, base: string, action: ResponseAction, canChange: boolean): RowLink[] {
  const link = (kind: 'view' | 'edit' | 'delete', show: boolean): RowLink => ({
    to: `${base}/${action.id}/${kind}`,
    label: t(`actions.action-link.${kind}`),
    name: t(`actions.action-link-name.${kind}`, { name: action.action }),
    show,
  });
  return [link('view', true), link('edit', canChange), link('delete', canChange)];
}
