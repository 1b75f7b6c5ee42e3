import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { UserExportDialog } from '../person-data';
import { userName } from './user-table';
import { userFromListQuery } from './users-api';

/** `/users/{id}/export-data` (administrators): the user's data as a zip or a JSON file. */
export function UserExportDataDialog() {
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const user = useQuery(userFromListQuery(queryClient, id));
  return <UserExportDialog userId={id} name={user.data ? userName(user.data) : ''} fallback="/users" />;
}
