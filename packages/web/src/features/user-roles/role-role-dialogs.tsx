import { Button, Group, Stack, Text } from '@mantine/core';
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
import { roleFromListQuery, rolesQuery } from '../roles';
import { selectableRoles } from './assignment-rules';
import { changeAssignment, rolesOfRoleChanged, rolesOfRoleQuery } from './user-roles-api';

/** `/role-roles/{roleId}/add` (RO-26, RO-27): picks a role to put inside this role. */
export function RoleRoleAddDialog() {
  const { t } = useTranslation();
  const { roleId = '' } = useParams();
  const fallback = `/role-roles/${roleId}`;
  const queryClient = useQueryClient();
  const goBack = useGoBack(fallback);
  const { showSuccess } = useListRouteContext();
  const showUnexpected = useUnexpectedErrorDialog();
  const role = useQuery(roleFromListQuery(queryClient, roleId));
  const roles = useQuery(rolesQuery);
  const inside = useQuery(rolesOfRoleQuery(roleId));
  const [childId, setChildId] = useState<string | null>(null);
  const options = useMemo(
    () =>
      roles.data && inside.data
        ? selectableRoles(roles.data, inside.data, roleId).map((child) => ({
            value: child.id,
            label: child.name,
          }))
        : [],
    [roles.data, inside.data, roleId],
  );
  const mutation = useMutation({
    mutationFn: (id: string) => changeAssignment('add_role', { roleId, id }),
    onSuccess: (_nothing, id) => {
      const name = options.find((option) => option.value === id)?.label ?? '';
      void rolesOfRoleChanged(queryClient, { roleId, id });
      showSuccess(t('role-roles.added', { name }));
      goBack();
    },
    onError: showUnexpected,
  });
  const title = role.data
    ? t('role-roles.add.title', { name: role.data.name })
    : t('role-roles.add.title-plain');

  return (
    <RouteDialog title={title} fallback={fallback} size="md">
      {role.isError ? (
        <PageError error={role.error} onRetry={() => void role.refetch()} />
      ) : role.data && role.data.type !== 'roles' ? (
        <Stack gap="md">
          <Text>{t('role-roles.not-container')}</Text>
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
            if (childId) mutation.mutate(childId);
          }}
        >
          <Stack gap="md">
            {mutation.isError && <FormDanger error={mutation.error} />}
            <SearchableSelect
              label={t('role-roles.add.role')}
              placeholder={t('role-roles.add.placeholder')}
              data={options}
              value={childId}
              onChange={setChildId}
              loading={roles.isPending || inside.isPending}
              failed={roles.isError || inside.isError}
              withAsterisk
              data-autofocus
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={goBack}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" disabled={!childId} loading={mutation.isPending}>
                {t('role-roles.add.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </RouteDialog>
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
  const name = child?.name ?? '';
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
      {t('role-roles.remove.question', { name, role: role.data?.name ?? '' })}
    </ConfirmDialog>
  );
}
