import { Alert } from '@mantine/core';
import { canContainRoles, type Role } from '@stroomlijn/domain';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { DataTable, QueryView, RowLinks } from '../../components';
import { byRoleName, roleNameText } from '../../lib/role-texts';
import { useTranslation } from '../../lib/translation';
import { roleColumns } from '../roles';
import { notContainerKey } from './assignment-rules';
import { RoleAssignmentPage, useAssignmentRole } from './role-assignment-page';
import { rolesOfRoleQuery } from './user-roles-api';

/** `/role-roles/{roleId}` (RO-25..29): the roles inside a role of type roles; back goes to /roles. */
export function RoleRolesPage() {
  const { t } = useTranslation();
  const { roleId = '' } = useParams();
  const assignment = useAssignmentRole(roleId, (role) =>
    role ? t('role-roles.title', { name: roleNameText(t, role) }) : t('role-roles.title-plain'),
  );
  const { role, title } = assignment;
  const inside = useQuery(rolesOfRoleQuery(roleId));
  const container = role.data ? canContainRoles(role.data) : false;
  const columns = roleColumns(t, (child: Role) => (
    <RowLinks
      links={[
        {
          to: `/role-roles/${roleId}/${child.id}/remove`,
          label: t('role-roles.remove-link'),
          name: t('role-roles.remove-name', { name: roleNameText(t, child) }),
          show: true,
        },
      ]}
    />
  ));

  return (
    <RoleAssignmentPage
      assignment={assignment}
      add={container ? { to: `/role-roles/${roleId}/add`, label: t('role-roles.add-link') } : null}
      notice={
        role.data &&
        !container && (
          <Alert color="blue" data-testid="role-roles-info">
            {t(notContainerKey(role.data), { name: roleNameText(t, role.data) })}
          </Alert>
        )
      }
    >
      <QueryView query={inside} waitFor={[role]} empty={t('role-roles.empty')}>
        {(rows) => (
          <DataTable
            rows={byRoleName(t, rows)}
            columns={columns}
            rowKey={(child) => child.id}
            label={title}
            minWidth={640}
            data-testid="role-role-table"
          />
        )}
      </QueryView>
    </RoleAssignmentPage>
  );
}
