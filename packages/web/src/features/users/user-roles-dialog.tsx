import { Stack } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { BackLink, DataTable, QueryView, RouteDialog } from '../../components';
import { byRoleName } from '../../lib/role-texts';
import { useTranslation } from '../../lib/translation';
import { roleColumns } from '../roles';
import { userName } from './user-table';
import { userFromListQuery, userRolesQuery } from './users-api';

/** `/users/{id}/roles` (US-14): a read-only table of the roles the user holds. */
export function UserRolesDialog() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const user = useQuery(userFromListQuery(queryClient, id));
  const roles = useQuery(userRolesQuery(id));
  const name = user.data ? userName(user.data) : '';

  return (
    <RouteDialog title={name ? t('user-roles.title-of', { name }) : t('user-roles.title')} fallback="/users">
      <Stack gap="md">
        <QueryView query={roles} empty={t('user-roles.empty')}>
          {(rows) => (
            <DataTable
              rows={byRoleName(t, rows)}
              columns={roleColumns(t)}
              rowKey={(role) => role.id}
              label={t('user-roles.table')}
              minWidth={480}
              highlightOnHover={false}
            />
          )}
        </QueryView>
        <BackLink to="/users" label={t('user-roles.back')} />
      </Stack>
    </RouteDialog>
  );
}
