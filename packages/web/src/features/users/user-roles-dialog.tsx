import { Stack, Table } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BackLink, EmptyState, LoadingState, PageError, RouteDialog } from '../../components';
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

  let body: ReactNode;
  if (roles.isPending) body = <LoadingState />;
  else if (roles.isError) body = <PageError error={roles.error} onRetry={() => void roles.refetch()} />;
  else if (roles.data.length === 0) body = <EmptyState>{t('user-roles.empty')}</EmptyState>;
  else
    body = (
      <Table.ScrollContainer minWidth={480}>
        <Table aria-label={t('user-roles.table')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('roles.column.name')}</Table.Th>
              <Table.Th scope="col">{t('roles.column.description')}</Table.Th>
              <Table.Th scope="col">{t('roles.column.type')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {roles.data.map((role) => (
              <Table.Tr key={role.id}>
                <Table.Td>{role.name}</Table.Td>
                <Table.Td>{role.description}</Table.Td>
                <Table.Td>{t(`role-type.${role.type}`)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );

  return (
    <RouteDialog title={name ? t('user-roles.title-of', { name }) : t('user-roles.title')} fallback="/users">
      <Stack gap="md">
        {body}
        <BackLink to="/users" label={t('user-roles.back')} />
      </Stack>
    </RouteDialog>
  );
}
