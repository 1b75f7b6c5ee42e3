import { Alert, Button, Group, Stack, Table, Title } from '@mantine/core';
import { canContainRoles } from '@stroomlijn/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
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
} from '../../components';
import { usePageTitle } from '../../lib/page-title';
import { roleFromListQuery } from '../roles';
import { notContainerKey } from './assignment-rules';
import { rolesOfRoleQuery } from './user-roles-api';

/** `/role-roles/{roleId}` (RO-25..29): the roles inside a role of type roles; back goes to /roles. */
export function RoleRolesPage() {
  const { t } = useTranslation();
  const { roleId = '' } = useParams();
  const queryClient = useQueryClient();
  const dialogOpen = useOutlet() !== null;
  const { success, context } = useListSuccess(dialogOpen);
  const role = useQuery(roleFromListQuery(queryClient, roleId));
  const inside = useQuery(rolesOfRoleQuery(roleId));
  const title = role.data ? t('role-roles.title', { name: role.data.name }) : t('role-roles.title-plain');
  usePageTitle(dialogOpen ? null : title);
  const container = role.data ? canContainRoles(role.data) : false;

  let content: ReactNode;
  if (role.isError) content = <PageError error={role.error} onRetry={() => void role.refetch()} />;
  else if (inside.isError) content = <PageError error={inside.error} onRetry={() => void inside.refetch()} />;
  else if (role.isPending || inside.isPending) content = <LoadingState />;
  else if (inside.data.length === 0) content = <EmptyState>{t('role-roles.empty')}</EmptyState>;
  else
    content = (
      <Table.ScrollContainer minWidth={640}>
        <Table highlightOnHover aria-label={title} data-testid="role-role-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('roles.column.name')}</Table.Th>
              <Table.Th scope="col">{t('roles.column.description')}</Table.Th>
              <Table.Th scope="col">{t('roles.column.type')}</Table.Th>
              <Table.Th scope="col">{t('roles.column.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {inside.data.map((child) => (
              <Table.Tr key={child.id}>
                <Table.Td>{child.name}</Table.Td>
                <Table.Td>{child.description}</Table.Td>
                <Table.Td>{t(`role-type.${child.type}`)}</Table.Td>
                <Table.Td>
                  <RowLinks
                    links={[
                      {
                        to: `/role-roles/${roleId}/${child.id}/remove`,
                        label: t('role-roles.remove-link'),
                        name: t('role-roles.remove-name', { name: child.name }),
                        show: true,
                      },
                    ]}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );

  return (
    <Stack gap="md">
      <BackLink to="/roles" label={t('roles.back')} />
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{title}</Title>
        {container && (
          <Button component={Link} to={`/role-roles/${roleId}/add`}>
            {t('role-roles.add-link')}
          </Button>
        )}
      </Group>
      {role.data && !container && (
        <Alert color="blue" data-testid="role-roles-info">
          {t(notContainerKey(role.data), { name: role.data.name })}
        </Alert>
      )}
      {success !== null && <FormSuccess>{success || undefined}</FormSuccess>}
      {content}
      <Outlet context={context} />
    </Stack>
  );
}
