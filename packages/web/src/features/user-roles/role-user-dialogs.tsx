import { Button, Group, Stack, Text } from '@mantine/core';
import { displayName, type User } from '@stroomlijn/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import {
  ConfirmDialog,
  FormDanger,
  PageError,
  RouteDialog,
  SearchableSelect,
  useGoBack,
  useListRouteContext,
  useUnexpectedErrorDialog,
} from '../../components';
import { useSession } from '../../lib/session';
import { mayChangeUsersOf, roleFromListQuery } from '../roles';
import { usersQuery } from '../users';
import { mayRemoveUserFromRole, selectableUsers } from './assignment-rules';
import { changeAssignment, usersOfRoleChanged, usersOfRoleQuery } from './user-roles-api';

/** How a user is named in pickers and questions: 'Jan van Dijk (jan@example.org)'. */
export function userLabel(user: Pick<User, 'firstName' | 'preposition' | 'lastName' | 'email'>): string {
  const name = displayName(user);
  return name ? `${name} (${user.email})` : user.email;
}

/** The most options the picker draws at once; typing narrows the rest down. */
const PICKER_LIMIT = 100;

/** `/role-users/{roleId}/add` (RO-21): picks a user who does not hold the role yet. */
export function RoleUserAddDialog() {
  const { t } = useTranslation();
  const { roleId = '' } = useParams();
  const fallback = `/role-users/${roleId}`;
  const queryClient = useQueryClient();
  const goBack = useGoBack(fallback);
  const { showSuccess } = useListRouteContext();
  const showUnexpected = useUnexpectedErrorDialog();
  const { hasRole } = useSession();
  const role = useQuery(roleFromListQuery(queryClient, roleId));
  const users = useQuery(usersQuery);
  const holders = useQuery(usersOfRoleQuery(roleId));
  const [userId, setUserId] = useState<string | null>(null);
  const options = useMemo(
    () =>
      users.data && holders.data
        ? selectableUsers(users.data, holders.data).map((user) => ({
            value: user.id,
            label: userLabel(user),
          }))
        : [],
    [users.data, holders.data],
  );
  const mutation = useMutation({
    mutationFn: (id: string) => changeAssignment('add_user', { roleId, id }),
    onSuccess: (_nothing, id) => {
      const label = options.find((option) => option.value === id)?.label ?? '';
      void usersOfRoleChanged(queryClient, { roleId, id });
      showSuccess(t('role-users.added', { name: label }));
      goBack();
    },
    onError: showUnexpected,
  });
  const allowed = role.data ? mayChangeUsersOf(role.data, hasRole('ROLE_ADMIN')) : true;
  const title = role.data
    ? t('role-users.add.title', { name: role.data.name })
    : t('role-users.add.title-plain');

  return (
    <RouteDialog title={title} fallback={fallback} size="md">
      {role.isError ? (
        <PageError error={role.error} onRetry={() => void role.refetch()} />
      ) : !allowed ? (
        <Stack gap="md">
          <Text>{t(role.data?.type === 'roles' ? 'role-users.roles-type' : 'role-users.admin-only')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={goBack}>
              {t('common.close')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (userId) mutation.mutate(userId);
          }}
        >
          <Stack gap="md">
            {mutation.isError && <FormDanger error={mutation.error} />}
            <SearchableSelect
              label={t('role-users.add.user')}
              placeholder={t('role-users.add.placeholder')}
              data={options}
              value={userId}
              onChange={setUserId}
              limit={PICKER_LIMIT}
              loading={users.isPending || holders.isPending}
              failed={users.isError || holders.isError}
              withAsterisk
              data-autofocus
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={goBack}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" disabled={!userId} loading={mutation.isPending}>
                {t('role-users.add.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </RouteDialog>
  );
}

/** `/role-users/{roleId}/{userId}/remove` (RO-22, RO-24): asks for confirmation, then goes back one step. */
export function RoleUserRemoveDialog() {
  const { t } = useTranslation();
  const { roleId = '', userId = '' } = useParams();
  const queryClient = useQueryClient();
  const { hasRole } = useSession();
  const role = useQuery(roleFromListQuery(queryClient, roleId));
  const holders = useQuery(usersOfRoleQuery(roleId));
  const user = holders.data?.find((holder) => holder.id === userId);
  const name = user ? userLabel(user) : '';
  let impossible: string | undefined;
  if (!mayRemoveUserFromRole(roleId, userId)) impossible = t('role-users.remove.admin-stays');
  else if (role.data && !mayChangeUsersOf(role.data, hasRole('ROLE_ADMIN')))
    impossible = t('role-users.admin-only');
  else if (holders.data && !user) impossible = t('role-users.remove.not-holder');
  return (
    <ConfirmDialog
      title={t('role-users.remove.title')}
      confirmLabel={t('role-users.remove.confirm')}
      fallback={`/role-users/${roleId}`}
      successMessage={t('role-users.removed', { name })}
      loading={role.isPending || holders.isPending}
      loadError={role.error ?? holders.error ?? undefined}
      onRetry={() => {
        void role.refetch();
        void holders.refetch();
      }}
      impossible={impossible}
      onConfirm={async () => {
        const assignment = { roleId, id: userId };
        await changeAssignment('remove_user', assignment);
        await usersOfRoleChanged(queryClient, assignment);
      }}
    >
      {t('role-users.remove.question', { name, role: role.data?.name ?? '' })}
    </ConfirmDialog>
  );
}
