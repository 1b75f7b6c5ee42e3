import { Button, Group, Stack, Title } from '@mantine/core';
import type { Role } from '@stroomlijn/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, Outlet, useOutlet } from 'react-router';
import { BackLink, FormSuccess, useListSuccess } from '../../components';
import { usePageTitle } from '../../lib/page-title';
import { useTranslation } from '../../lib/translation';
import { roleFromListQuery } from '../roles';

/** The role a page of role-users or role-roles shows, and the state of its dialogs. */
export function useAssignmentRole(roleId: string, title: (role: Role | undefined) => string) {
  const queryClient = useQueryClient();
  const dialogOpen = useOutlet() !== null;
  const { success, context } = useListSuccess(dialogOpen);
  const role = useQuery(roleFromListQuery(queryClient, roleId));
  const heading = title(role.data);
  usePageTitle(dialogOpen ? null : heading);
  return { role, title: heading, success, context };
}

export interface RoleAssignmentPageProps {
  assignment: Pick<ReturnType<typeof useAssignmentRole>, 'title' | 'success' | 'context'>;
  /** The add link, where adding is allowed. */
  add: { to: string; label: string } | null;
  /** Why the role's list cannot change here, when it cannot. */
  notice: ReactNode;
  children: ReactNode;
}

/**
 * The frame of `/role-users/{roleId}` and `/role-roles/{roleId}` (RO-20..29): back to the roles, the
 * title with the add link, a notice, the success message, the list, and the add and remove dialogs.
 */
export function RoleAssignmentPage({ assignment, add, notice, children }: RoleAssignmentPageProps) {
  const { title, success, context } = assignment;
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <BackLink to="/roles" label={t('roles.back')} />
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{title}</Title>
        {add && (
          <Button component={Link} to={add.to}>
            {add.label}
          </Button>
        )}
      </Group>
      {notice}
      {success !== null && <FormSuccess>{success || undefined}</FormSuccess>}
      {children}
      <Outlet context={context} />
    </Stack>
  );
}
