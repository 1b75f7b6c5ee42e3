import { isBuiltInRole } from '@stroomlijn/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { ConfirmDialog } from '../../components';
import { roleNameText } from '../../lib/role-texts';
import { useTranslation } from '../../lib/translation';
import { deleteRole, roleDeleted, roleFromListQuery } from './roles-api';

/** `/roles/{id}/delete` (RO-10, RO-07): asks for confirmation, then goes back one step. */
export function RoleDeleteDialog() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const role = useQuery(roleFromListQuery(queryClient, id));
  const name = role.data ? roleNameText(t, role.data) : '';
  return (
    <ConfirmDialog
      title={t('role-delete.title')}
      confirmLabel={t('role-delete.confirm')}
      fallback="/roles"
      successMessage={t('role-delete.success', { name })}
      loading={role.isPending}
      loadError={role.isError ? role.error : undefined}
      onRetry={() => void role.refetch()}
      impossible={role.data && isBuiltInRole(role.data) ? t('role-delete.built-in') : undefined}
      onConfirm={async () => {
        await deleteRole(id);
        await roleDeleted(queryClient, id);
      }}
    >
      {t('role-delete.question', { name })}
    </ConfirmDialog>
  );
}
