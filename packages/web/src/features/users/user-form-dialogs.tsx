import type { User } from '@stroomlijn/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { ConflictNotice, QueryView, RouteDialog, useSaveDialog } from '../../components';
import { useTranslation } from '../../lib/translation';
import { newId } from '../../lib/uuid';
import { EMPTY_USER, UserForm } from './user-form';
import { createUser, updateUser, userQuery, userSaved } from './users-api';

/** `/users/new` (US-05, US-06): a new user with an id generated here. */
export function UserCreateDialog() {
  const { t } = useTranslation();
  const [id] = useState(newId);
  const { mutation, goBack } = useSaveDialog({ fallback: '/users', save: createUser, onSaved: userSaved });
  return (
    <RouteDialog title={t('users.new.title')} fallback="/users">
      <UserForm
        id={id}
        initialValues={EMPTY_USER}
        onSubmit={(fields) => mutation.mutate(fields)}
        pending={mutation.isPending}
        error={mutation.error}
        onCancel={goBack}
      />
    </RouteDialog>
  );
}

/** `/users/{id}` (US-05): edits a user; a save based on an older version is refused and offers a reload. */
export function UserEditDialog() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const user = useQuery(userQuery(id));
  const { mutation, goBack } = useSaveDialog({ fallback: '/users', save: updateUser, onSaved: userSaved });
  const reload = async () => {
    mutation.reset();
    await user.refetch();
  };

  const form = (current: User) => (
    <UserForm
      key={current.updatedAt}
      id={current.id}
      initialValues={{
        email: current.email,
        firstName: current.firstName,
        preposition: current.preposition,
        lastName: current.lastName,
        personnelNumber: current.personnelNumber,
      }}
      onSubmit={(fields) => mutation.mutate({ ...fields, updatedAt: current.updatedAt })}
      pending={mutation.isPending}
      error={mutation.error}
      errorAction={<ConflictNotice error={mutation.error} onReload={reload} reloading={user.isFetching} />}
      onCancel={goBack}
    />
  );
  return (
    <RouteDialog title={t('users.edit.title')} fallback="/users">
      <QueryView query={user}>{form}</QueryView>
    </RouteDialog>
  );
}
