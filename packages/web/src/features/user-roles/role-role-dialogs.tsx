import { canContainRoles } from '@stroomlijn/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { ConfirmDialog } from '../../components';
import { roleNameText } from '../../lib/role-texts';
import { useTranslation } from '../../lib/translation';
import { roleFromListQuery, rolesQuery } from '../roles';
import { notContainerKey, selectableRoles } from './assignment-rules';
import { PickerDialog } from './picker-dialog';
import { changeAssignment, rolesOfRoleChanged, rolesOfRoleQuery } from './user-roles-api';

/** `/role-roles/{roleId}/add` (RO-26, RO-27): picks a role to put inside this role. */
export function RoleRoleAddDialog() {
  const { t } = useTranslation();
  const { roleId = '' } = useParams();
  const queryClient = useQueryClient();
  const role = useQuery(roleFromListQuery(queryClient, roleId));
  const roles = useQuery(rolesQuery);
  const inside = useQuery(rolesOfRoleQuery(roleId));
  const options = useMemo(
    () =>
      roles.data && inside.data
        ? selectableRoles(roles.data, inside.data, roleId).map((child) => ({
            value: child.id,
            label: roleNameText(t, child),
          }))
        : [],
    [roles.data, inside.data, roleId, t],
  );
  return (
    <PickerDialog
      title={
        role.data
          ? t('role-roles.add.title', { name: roleNameText(t, role.data) })
          : t('role-roles.add.title-plain')
      }
      fallback={`/role-roles/${roleId}`}
      loadError={role.isError ? role.error : undefined}
      onRetry={() => void role.refetch()}
      impossible={
        role.data && !canContainRoles(role.data)
          ? t(notContainerKey(role.data), { name: roleNameText(t, role.data) })
          : undefined
      }
      label={t('role-roles.add.role')}
      placeholder={t('role-roles.add.placeholder')}
      options={options}
      loading={roles.isPending || inside.isPending}
      failed={roles.isError || inside.isError}
      submitLabel={t('role-roles.add.submit')}
      onPick={async (id) => {
        await changeAssignment('add_role', { roleId, id });
        void rolesOfRoleChanged(queryClient, { roleId, id });
      }}
      successMessage={(name) => t('role-roles.added', { name })}
    />
  );
}

/** `/role-roles/{roleId}/{role2Id}/remove` (RO-28): asks for confirmation, then goes back one step. */
export function RoleRoleRemoveDialog() {
  const { t } = useTranslation();
  const { roleId = '', role2Id = '' } = useParams();
  const queryClient = useQueryClient();
  const role = useQuery(roleFromListQuery(queryClient, roleId));
  const inside = useQuery(rolesOfRoleQuery(roleId));
  const child = inside.data?.find((candidate) => candidate.id === role2Id);
  const name = child ? roleNameText(t, child) : '';
  return (
    <ConfirmDialog
      title={t('role-roles.remove.title')}
      confirmLabel={t('role-roles.remove.confirm')}
      fallback={`/role-roles/${roleId}`}
      successMessage={t('role-roles.removed', { name })}
      loading={role.isPending || inside.isPending}
      loadError={role.error ?? inside.error ?? undefined}
      onRetry={() => {
        void role.refetch();
        void inside.refetch();
      }}
      impossible={inside.data && !child ? t('role-roles.remove.not-inside') : undefined}
      onConfirm={async () => {
        const assignment = { roleId, id: role2Id };
        await changeAssignment('remove_role', assignment);
        await rolesOfRoleChanged(queryClient, assignment);
      }}
    >
      {t('role-roles.remove.question', { name, role: role.data ? roleNameText(t, role.data) : '' })}
    </ConfirmDialog>
  );
}
