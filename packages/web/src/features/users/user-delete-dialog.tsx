import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { ConfirmDialog } from '../../components';
import { useTranslation } from '../../lib/translation';
import { userActions } from './user-actions';
import { userName } from './user-table';
import { deleteUser, userFromListQuery, usersChanged } from './users-api';

/** `/users/{id}/delete` (US-13): asks for confirmation, then goes back one step. */
export function UserDeleteDialog() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const user = useQuery(userFromListQuery(queryClient, id));
  const name = user.data ? userName(user.data) : '';
  return (
    <ConfirmDialog
      title={t('user-delete.title')}
      confirmLabel={t('user-delete.confirm')}
      fallback="/users"
      successMessage={t('user-delete.success', { name })}
      loading={user.isPending}
      loadError={user.isError ? user.error : undefined}
      onRetry={() => void user.refetch()}
      impossible={userActions({ id }).delete ? undefined : t('user-delete.impossible')}
      onConfirm={async () => {
        await deleteUser(id);
        await usersChanged(queryClient, id);
      }}
    >
      {t('user-delete.question', { name, email: user.data?.email ?? '' })}
    </ConfirmDialog>
  );
}
