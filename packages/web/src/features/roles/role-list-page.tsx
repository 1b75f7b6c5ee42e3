import { Button, Group, Stack, Title } from '@mantine/core';
import type { Role } from '@stroomlijn/domain';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { Link, Outlet, useOutlet } from 'react-router';
import { DataTable, FormSuccess, QueryView, type RowLink, RowLinks, useListSuccess } from '../../components';
import { usePageTitle } from '../../lib/page-title';
import { byRoleName, roleNameText } from '../../lib/role-texts';
import { useSession } from '../../lib/session';
import { useTranslation } from '../../lib/translation';
import { type RoleActions, roleActions } from './role-actions';
import { roleColumns } from './role-columns';
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

  const columns = roleColumns(t, (role: Role) => (
    <RowLinks links={roleLinks(t, role, roleActions(role, { viewerIsAdmin }))} gap="sm" />
  ));

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{t('roles.title')}</Title>
        <Button component={Link} to="/roles/new">
          {t('roles.new-link')}
        </Button>
      </Group>
      {success !== null && <FormSuccess>{success || undefined}</FormSuccess>}
      <QueryView query={roles} empty={t('roles.empty')}>
        {(rows) => (
          <DataTable
            rows={byRoleName(t, rows)}
            columns={columns}
            rowKey={(role) => role.id}
            label={t('roles.title')}
            minWidth={720}
            data-testid="role-table"
          />
        )}
      </QueryView>
      <Outlet context={context} />
    </Stack>
  );
}

/** A role's action links (RO-03..09), each named after the role. */
function roleLinks(t: TFunction, role: Role, allowed: RoleActions): RowLink[] {
  const name = roleNameText(t, role);
  return [
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
}
