import { Alert, Anchor } from '@mantine/core';
import type { RoleHolder } from '@stroomlijn/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { QueryView, RowLinks } from '../../components';
import { roleNameText } from '../../lib/role-texts';
import { useSession } from '../../lib/session';
import { useTranslation } from '../../lib/translation';
import { usersLockedReason } from '../roles';
import { FilteredUserTable, userColumns, userName, useUserFilter } from '../users';
import { showsRemoveLink } from './assignment-rules';
import { RoleAssignmentPage, useAssignmentRole } from './role-assignment-page';
import { usersOfRoleQuery } from './user-roles-api';

/** `/role-users/{roleId}` (RO-20..24): the users of a role, with add and remove links. */
export function RoleUsersPage() {
  const { t } = useTranslation();
  const { roleId = '' } = useParams();
  const { hasRole } = useSession();
  const assignment = useAssignmentRole(roleId, (role) =>
    role ? t('role-users.title', { name: roleNameText(t, role) }) : t('role-users.title-plain'),
  );
  const { role, title } = assignment;
  const users = useQuery(usersOfRoleQuery(roleId));
  const filter = useUserFilter(users.data);
  const viewerIsAdmin = hasRole('ROLE_ADMIN');
  const locked = role.data ? usersLockedReason(role.data, viewerIsAdmin) : null;
  const mayChange = role.data !== undefined && locked === null;

  const columns = useMemo(
    () =>
      userColumns(
        t,
        (user: RoleHolder) => (
          <RowLinks
            links={[
              {
                to: `/role-users/${roleId}/${user.id}/remove`,
                label: t('role-users.remove-link'),
                name: t('role-users.remove-name', { name: userName(user) }),
                show: showsRemoveLink(roleId, user, mayChange, viewerIsAdmin),
              },
            ]}
          />
        ),
        '12%',
      ),
    [t, roleId, mayChange, viewerIsAdmin],
  );

  return (
    <RoleAssignmentPage
      assignment={assignment}
      add={mayChange ? { to: `/role-users/${roleId}/add`, label: t('role-users.add-link') } : null}
      notice={
        locked && (
          <Alert color="blue" data-testid="role-users-info">
            {t(locked)}
            {locked === 'role-users.roles-type' && (
              <>
                {' '}
                <Anchor component={Link} to={`/role-roles/${roleId}`}>
                  {t('role-users.to-role-roles')}
                </Anchor>
              </>
            )}
          </Alert>
        )
      }
    >
      {locked !== 'role-users.implicit' && (
        <QueryView query={users} waitFor={[role]} empty={t('role-users.empty')}>
          <FilteredUserTable filter={filter} columns={columns} label={title} data-testid="role-user-table" />
        </QueryView>
      )}
    </RoleAssignmentPage>
  );
}
