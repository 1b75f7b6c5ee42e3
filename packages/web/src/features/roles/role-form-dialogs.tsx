import type { Role } from '@stroomlijn/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { ConflictNotice, QueryView, RouteDialog, useSaveDialog } from '../../components';
import { roleDescriptionText, roleNameText, storedRoleText } from '../../lib/role-texts';
import { useTranslation } from '../../lib/translation';
import { newId } from '../../lib/uuid';
import { EMPTY_ROLE, RoleForm, type RoleFormValues } from './role-form';
import { createRole, roleQuery, roleSaved, updateRole } from './roles-api';

/** `/roles/new` (RO-10, RO-11, RO-13): a new role with an id generated here, of type multi or roles. */
export function RoleCreateDialog() {
  const { t } = useTranslation();
  const [id] = useState(newId);
  const { mutation, goBack } = useSaveDialog({ fallback: '/roles', save: createRole, onSaved: roleSaved });
  return (
    <RouteDialog title={t('roles.new.title')} fallback="/roles">
      <RoleForm
        id={id}
        mode="create"
        initialValues={EMPTY_ROLE}
        onSubmit={(values) => {
          if (values.type === 'multi' || values.type === 'roles')
            mutation.mutate({ ...values, id, type: values.type });
        }}
        pending={mutation.isPending}
        error={mutation.error}
        onCancel={goBack}
      />
    </RouteDialog>
  );
}

/** `/roles/{id}` (RO-10): edits a role; its type stays; a stale save is refused and offers a reload. */
export function RoleEditDialog() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const role = useQuery(roleQuery(id));
  const { mutation, goBack } = useSaveDialog({ fallback: '/roles', save: updateRole, onSaved: roleSaved });
  const reload = async () => {
    mutation.reset();
    await role.refetch();
  };

  const form = (current: Role) => {
    // A built-in role's seeded texts show in the user's language; left so, they stay as stored.
    const shown = { name: roleNameText(t, current), description: roleDescriptionText(t, current) };
    const initialValues: RoleFormValues = {
      name: shown.name,
      description: shown.description,
      tasksSummary: current.tasksSummary,
      education: current.education,
      competences: current.competences,
      screening: current.screening,
      type: current.type,
    };
    return (
      <RoleForm
        key={current.updatedAt}
        id={current.id}
        mode="edit"
        nameFixed={current.type === 'system'}
        initialValues={initialValues}
        onSubmit={(values) =>
          mutation.mutate({
            ...values,
            name: storedRoleText(values.name, shown.name, current.name),
            description: storedRoleText(values.description, shown.description, current.description),
            id: current.id,
            type: current.type,
            updatedAt: current.updatedAt,
          })
        }
        pending={mutation.isPending}
        error={mutation.error}
        errorAction={<ConflictNotice error={mutation.error} onReload={reload} reloading={role.isFetching} />}
        onCancel={goBack}
      />
    );
  };
  return (
    <RouteDialog title={t('roles.edit.title')} fallback="/roles">
      <QueryView query={role}>{form}</QueryView>
    </RouteDialog>
  );
}
