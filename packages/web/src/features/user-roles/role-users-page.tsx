import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { RoleHolder } from '@stroomlijn/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useOutlet, useParams } from 'react-router';
import {
  BackLink,
  EmptyState,
  FormSuccess,
  LoadingState,
  PageError,
  RowLinks,
  useListSuccess,
  VirtualTable,
} from '../../components';
import { usePageTitle } from '../../lib/page-title';
import { useSession } from '../../lib/session';
import { roleFromListQuery, usersLockedReason } from '../roles';
import { UserFilterInput, userColumns, userName, useUserFilter } from '../users';
import { showsRemoveLink } from './assignment-rules';
import { usersOfRoleQuery } from './user-roles-api';

/** `/role-users/{roleId}` (RO-20..24): the users of a role, with add and remove links. */
export function RoleUsersPage() {
  const { t } = useTranslation();
  const { roleId = '' } = useParams();
  const queryClient = useQueryClient();
  const dialogOpen = useOutlet() !== null;
  const { success, context } = useListSuccess(dialogOpen);
  const { hasRole } = useSession();
  const role = useQuery(roleFromListQuery(queryClient, roleId));
  const users = useQuery(usersOfRoleQuery(roleId));
  const filter = useUserFilter(users.data);
  const title = role.data ? t('role-users.title', { name: role.data.name }) : t('role-users.title-plain');
  usePageTitle(dialogOpen ? null : title);
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

  let content: ReactNode;
  if (role.isError) content = <PageError error={role.error} onRetry={() => void role.refetch()} />;
  else if (users.isError) content = <PageError error={users.error} onRetry={() => void users.refetch()} />;
  else if (role.isPending || users.isPending) content = <LoadingState />;
  else if (filter.total === 0) content = <EmptyState>{t('role-users.empty')}</EmptyState>;
  else
    content = (
      <Stack gap="sm">
        <UserFilterInput value={filter.query} onChange={filter.setQuery} />
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('users.count', { count: filter.rows.length, total: filter.total })}
        </Text>
        {filter.rows.length === 0 ? (
          <EmptyState>{t('common.no-results')}</EmptyState>
        ) : (
          <VirtualTable
            rows={filter.rows}
            columns={columns}
            rowKey={(user) => user.id}
            label={title}
            data-testid="role-user-table"
          />
        )}
      </Stack>
    );

  return (
    <Stack gap="md">
      <BackLink to="/roles" label={t('roles.back')} />
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{title}</Title>
        {mayChange && (
          <Button component={Link} to={`/role-users/${roleId}/add`}>
            {t('role-users.add-link')}
          </Button>
        )}
      </Group>
      {locked && (
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
      )}
      {success !== null && <FormSuccess>{success || undefined}</FormSuccess>}
      {locked !== 'role-users.implicit' && content}
      <Outlet context={context} />
    </Stack>
  );
}
