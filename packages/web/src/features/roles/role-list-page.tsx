import { Button, Group, Stack, Table, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useOutlet } from 'react-router';
import { EmptyState, FormSuccess, LoadingState, PageError, RowLinks, useListSuccess } from '../../components';
import { usePageTitle } from '../../lib/page-title';
import { useSession } from '../../lib/session';
import { roleActions } from './role-actions';
import { rolesQuery } from './roles-api';

/** `/roles` (RO-01..09): the roles that are not deleted, sorted by name, with their action links. */
export function RoleListPage() {
  const { t } = useTranslation();
  const dialogOpen = useOutlet() !== null;
  const { success, context } = useListSuccess(dialogOpen);
  usePageTitle(dialogOpen ? null : t('roles.title'));
  const { hasRole } = useSession();
  const viewerIsAdmin = hasRole('ROLE_ADMIN');
  const roles = useQuery(rolesQuery);

  let content: ReactNode;
  if (roles.isPending) content = <LoadingState />;
  else if (roles.isError) content = <PageError error={roles.error} onRetry={() => void roles.refetch()} />;
  else if (roles.data.length === 0) content = <EmptyState>{t('roles.empty')}</EmptyState>;
  else
    content = (
      <Table.ScrollContainer minWidth={720}>
        <Table highlightOnHover aria-label={t('roles.title')} data-testid="role-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('roles.column.name')}</Table.Th>
              <Table.Th scope="col">{t('roles.column.description')}</Table.Th>
              <Table.Th scope="col">{t('roles.column.type')}</Table.Th>
              <Table.Th scope="col">{t('roles.column.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {roles.data.map((role) => {
              const allowed = roleActions(role, { viewerIsAdmin });
              const name = role.name;
              const links = [
                {
                  to: `/roles/${role.id}`,
                  label: t('roles.action.edit'),
                  name: t('roles.action-name.edit', { name }),
                  show: allowed.edit,
                },
                {
                  to: `/role-roles/${role.id}`,
                  label: t('roles.action.role-roles'),
                  name: t('roles.action-name.role-roles', { name }),
                  show: allowed.roleRoles,
                },
                {
                  to: `/role-users/${role.id}`,
                  label: t('roles.action.user-roles'),
                  name: t('roles.action-name.user-roles', { name }),
                  show: allowed.userRoles,
                },
                {
                  to: `/roles/${role.id}/delete`,
                  label: t('roles.action.delete'),
                  name: t('roles.action-name.delete', { name }),
                  show: allowed.delete,
                },
              ];
              return (
                <Table.Tr key={role.id}>
                  <Table.Td>{role.name}</Table.Td>
                  <Table.Td>{role.description}</Table.Td>
                  <Table.Td>{t(`role-type.${role.type}`)}</Table.Td>
                  <Table.Td>
                    <RowLinks links={links} gap="sm" />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{t('roles.title')}</Title>
        <Button component={Link} to="/roles/new">
          {t('roles.new-link')}
        </Button>
      </Group>
      {success !== null && <FormSuccess>{success || undefined}</FormSuccess>}
      {content}
      <Outlet context={context} />
    </Stack>
  );
}
