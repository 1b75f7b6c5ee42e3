import { displayName, type User } from '@stroomlijn/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { ConfirmDialog } from '../../components';
import { roleNameText } from '../../lib/role-texts';
import { useSession } from '../../lib/session';
import { useTranslation } from '../../lib/translation';
import { roleFromListQuery, usersLockedReason } from '../roles';
import { usersQuery } from '../users';
import { isAdminHolderRefusal, mayRemoveUserFromRole, selectableUsers } from './assignment-rules';
import { PickerDialog } from './picker-dialog';
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
  const queryClient = useQueryClient();
  const { hasRole } = useSession();
  const viewerIsAdmin = hasRole('ROLE_ADMIN');
  const role = useQuery(roleFromListQuery(queryClient, roleId));
  const users = useQuery(usersQuery);
  const holders = useQuery(usersOfRoleQuery(roleId));
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
  const locked = role.data ? usersLockedReason(role.data, viewerIsAdmin) : null;
  return (
    <PickerDialog
      title={
        role.data
          ? t('role-users.add.title', { name: roleNameText(t, role.data) })
          : t('role-users.add.title-plain')
      }
      fallback={`/role-users/${roleId}`}
      loadError={role.isError ? role.error : undefined}
      onRetry={() => void role.refetch()}
      impossible={locked ? t(locked) : undefined}
      label={t('role-users.add.user')}
      placeholder={t('role-users.add.placeholder')}
      options={options}
      limit={PICKER_LIMIT}
      loading={users.isPending || holders.isPending}
      failed={users.isError || holders.isError}
      submitLabel={t('role-users.add.submit')}
      onPick={async (id) => {
        await changeAssignment('add_user', { roleId, id });
        void usersOfRoleChanged(queryClient, { roleId, id });
      }}
      successMessage={(name) => t('role-users.added', { name })}
      refusalText={(error) =>
        isAdminHolderRefusal(error, viewerIsAdmin) ? t('role-users.admin-holder') : undefined
      }
    />
  );
}

/** `/role-users/{roleId}/{userId}/remove` (RO-22, RO-24): asks for confirmation, then goes back one step. */
export function RoleUserRemoveDialog() {
  const { t } = useTranslation();
  const { roleId = '', userId = '' } = useParams();
  const queryClient = useQueryClient();
  const { hasRole } = useSession();
  const viewerIsAdmin = hasRole('ROLE_ADMIN');
  const role = useQuery(roleFromListQuery(queryClient, roleId));
  const holders = useQuery(usersOfRoleQuery(roleId));
  const user = holders.data?.find((holder) => holder.id === userId);
  const name = user ? userLabel(user) : '';
  const locked = role.data ? usersLockedReason(role.data, viewerIsAdmin) : null;
  let impossible: string | undefined;
  if (!mayRemoveUserFromRole(roleId, userId)) impossible = t('role-users.remove.admin-stays');
  else if (locked) impossible = t(locked);
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
      refusalText={(error) =>
        isAdminHolderRefusal(error, viewerIsAdmin) ? t('role-users.admin-holder') : undefined
      }
      onConfirm={async () => {
        const assignment = { roleId, id: userId };
        await changeAssignment('remove_user', assignment);
        await usersOfRoleChanged(queryClient, assignment);
      }}
    >
      {t('role-users.remove.question', { name, role: role.data ? roleNameText(t, role.data) : '' })}
    </ConfirmDialog>
  );
}
