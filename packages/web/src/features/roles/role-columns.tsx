import { ROLE_TYPES, type Role } from '@stroomlijn/domain';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { VirtualColumn } from '../../components';
import { roleDescriptionText, roleNameText } from '../../lib/role-texts';
import { knownValue } from '../../lib/untranslatable';

type RoleRow = Pick<Role, 'id' | 'name' | 'description' | 'type'>;

/** The translated role type; an unknown type raises the untranslatable error (ER-23). */
export function roleTypeText(t: TFunction, type: Role['type']): string {
  return t(`role-type.${knownValue('role type', ROLE_TYPES, type)}`);
}

/**
 * The columns of a role table (RO-01): name, description, type, and the row's actions when `actions`
 * is given (the read-only table of a user's roles has none).
 */
export function roleColumns<R extends RoleRow>(
  t: TFunction,
  actions?: (role: R) => ReactNode,
): VirtualColumn<R>[] {
  const columns: VirtualColumn<R>[] = [
    { id: 'name', header: t('roles.column.name'), cell: (role) => roleNameText(t, role) },
    {
      id: 'description',
      header: t('roles.column.description'),
      cell: (role) => roleDescriptionText(t, role),
    },
    { id: 'type', header: t('roles.column.type'), cell: (role) => roleTypeText(t, role.type) },
  ];
  if (actions) columns.push({ id: 'actions', header: t('roles.column.actions'), cell: actions });
  return columns;
}
