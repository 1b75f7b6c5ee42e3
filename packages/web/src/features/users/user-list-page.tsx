import { Badge, Button, Group, Stack, Title } from '@mantine/core';
import type { User } from '@stroomlijn/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link, Outlet, useOutlet } from 'react-router';
import { FormSuccess, QueryView, RowLinks, useHistoryRowLink, useListSuccess } from '../../components';
import { usePageTitle } from '../../lib/page-title';
import { useSession } from '../../lib/session';
import { useTranslation } from '../../lib/translation';
import { mayErase } from '../person-data';
import { userActions } from './user-actions';
import { useUserFilter } from './user-filter';
import { FilteredUserTable, userColumns, userName } from './user-table';
import { usersQuery } from './users-api';

/** `/users` (US-01..04, US-15..17): every user that is not deleted, in the server's order, with a filter. */
export function UserListPage() {
  const { t } = useTranslation();
  const dialogOpen = useOutlet() !== null;
  const { success, context } = useListSuccess(dialogOpen);
  usePageTitle(dialogOpen ? null : t('users.title'));
  const users = useQuery(usersQuery);
  const filter = useUserFilter(users.data);
  const historyLink = useHistoryRowLink();
  const administrator = useSession().hasRole('ROLE_ADMIN');

  const columns = useMemo(
    () =>
      userColumns(t, (user: User) => {
        const allowed = userActions(user);
        const name = userName(user);
        return (
          <Group gap="xs" wrap="nowrap">
            {user.erased && (
              // Never squeezed away by long row links (Dutch labels are longer).
              <Badge color="gray" variant="light" style={{ flexShrink: 0 }}>
                {t('users.column.erased')}
              </Badge>
            )}
            <RowLinks
              links={[
                {
                  to: `/users/${user.id}`,
                  label: t('users.action.edit'),
                  name: t('users.action-name.edit', { name }),
                  show: allowed.edit,
                },
                {
                  to: `/users/${user.id}/roles`,
                  label: t('users.action.roles'),
                  name: t('users.action-name.roles', { name }),
                  show: allowed.roles,
                },
                {
                  to: `/users/${user.id}/change-password`,
                  label: t('users.action.change-password'),
                  name: t('users.action-name.change-password', { name }),
                  show: allowed.changePassword,
                },
                {
                  to: `/users/${user.id}/delete`,
                  label: t('users.action.delete'),
                  name: t('users.action-name.delete', { name }),
                  show: allowed.delete,
                },
                {
                  to: `/users/${user.id}/erase`,
                  label: t('users.action.erase'),
                  name: t('users.action-name.erase', { name }),
                  show: administrator && mayErase(user),
                },
                {
                  to: `/users/${user.id}/export-data`,
                  label: t('person-export.action'),
                  name: t('person-export.action-name', { name }),
                  show: administrator,
                },
                historyLink(user.id, name),
              ]}
            />
          </Group>
        );
      }),
    [t, historyLink, administrator],
  );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{t('users.title')}</Title>
        <Group gap="sm">
          <Button component={Link} to="/users/import" variant="default">
            {t('users.import-link')}
          </Button>
          <Button component={Link} to="/users/new">
            {t('users.new-link')}
          </Button>
        </Group>
      </Group>
      {success !== null && <FormSuccess>{success || undefined}</FormSuccess>}
      <QueryView query={users} empty={t('users.empty')}>
        <FilteredUserTable
          filter={filter}
          columns={columns}
          label={t('users.title')}
          data-testid="user-table"
        />
      </QueryView>
      <Outlet context={context} />
    </Stack>
  );
}
