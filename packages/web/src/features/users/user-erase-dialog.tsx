import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { ErasePersonDialog } from '../person-data';
import { userFromListQuery, usersChanged } from './users-api';

/** `/users/{id}/erase`: erasing the user's personal data (administrators), over the list. */
export function UserEraseDialog() {
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const user = useQuery(userFromListQuery(queryClient, id));
  return (
    <ErasePersonDialog
      user={user.data}
      loading={user.isPending}
      loadError={user.isError ? user.error : undefined}
      onRetry={() => void user.refetch()}
      fallback="/users"
      onErased={() => usersChanged(queryClient, id)}
    />
  );
}
