import { Button, Group, Stack, Title } from '@mantine/core';
import type { DashboardLink } from '@stroomlijn/domain';
import { useQuery } from '@tanstack/react-query';
import { Link, Outlet, useOutlet } from 'react-router';
import {
  BackLink,
  DataTable,
  FormSuccess,
  QueryView,
  RowLinks,
  useListSuccess,
  type VirtualColumn,
} from '../../components';
import { usePageTitle } from '../../lib/page-title';
import { useTranslation } from '../../lib/translation';
import { linksQuery } from './dashboard-api';
import { DashboardStatusPanel } from './dashboard-status-panel';

/**
 * `/workflow/dashboard` (EX-06, EX-07, ROLE_ADMIN): the reporting feeds' and form service's state, and
 * the dashboard link each host's home page shows.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const dialogOpen = useOutlet() !== null;
  const { success, context } = useListSuccess(dialogOpen);
  usePageTitle(dialogOpen ? null : t('dashboard.title'));
  const links = useQuery(linksQuery);
  const columns: VirtualColumn<DashboardLink>[] = [
    { id: 'host', header: t('dashboard.field.host'), cell: (link) => link.host },
    { id: 'kind', header: t('dashboard.field.kind'), cell: (link) => t(`dashboard.kind.${link.kind}`) },
    { id: 'url', header: t('dashboard.field.url'), cell: (link) => link.url },
    {
      id: 'actions',
      header: t('workflows.column.actions'),
      cell: (link) => (
        <RowLinks
          gap="sm"
          links={(['edit', 'delete'] as const).map((action) => ({
            to: `/workflow/dashboard/${link.id}/${action}`,
            label: t(`dashboard.action.${action}`),
            name: t(`dashboard.action-name.${action}`, { name: link.host }),
            show: true,
          }))}
        />
      ),
    },
  ];
  return (
    <Stack gap="md">
      <BackLink to="/workflow" />
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{t('dashboard.title')}</Title>
        <Button component={Link} to="/workflow/dashboard/new">
          {t('dashboard.new-link')}
        </Button>
      </Group>
      {success !== null && <FormSuccess>{success || undefined}</FormSuccess>}
      <DashboardStatusPanel />
      <QueryView query={links} empty={t('dashboard.empty')}>
        {(rows) => (
          <DataTable
            rows={rows}
            columns={columns}
            rowKey={(link) => link.id}
            label={t('dashboard.links')}
            minWidth={700}
            data-testid="dashboard-link-table"
          />
        )}
      </QueryView>
      <Outlet context={context} />
    </Stack>
  );
}
