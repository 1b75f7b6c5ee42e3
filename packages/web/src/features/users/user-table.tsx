import { TextInput } from '@mantine/core';
import { displayName, type User } from '@stroomlijn/domain';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { VirtualColumn } from '../../components';

/** The columns of a user table (US-02): email, first name, preposition, last name, personnel number, actions. */
export function userColumns<U extends User = User>(
  t: TFunction,
  actions: (user: U) => ReactNode,
  actionsWidth = '38%',
): VirtualColumn<U>[] {
  return [
    { id: 'email', header: t('users.column.email'), cell: (user) => user.email, width: '20%' },
    { id: 'firstName', header: t('users.column.first-name'), cell: (user) => user.firstName, width: '11%' },
    {
      id: 'preposition',
      header: t('users.column.preposition'),
      cell: (user) => user.preposition,
      width: '8%',
    },
    { id: 'lastName', header: t('users.column.last-name'), cell: (user) => user.lastName, width: '13%' },
    {
      id: 'personnelNumber',
      header: t('users.column.personnel-number'),
      cell: (user) => user.personnelNumber,
      width: '10%',
    },
    { id: 'actions', header: t('users.column.actions'), cell: actions, width: actionsWidth },
  ];
}

/** How a row, a title or a question names a user: the full name, or the email when there is none. */
export function userName(user: Pick<User, 'firstName' | 'preposition' | 'lastName' | 'email'>): string {
  return displayName(user) || user.email;
}

/** The filter box above a user table: filters on every text column while typing. */
export function UserFilterInput({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  return (
    <TextInput
      type="search"
      label={t('users.filter.label')}
      placeholder={t('users.filter.placeholder')}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      maw={420}
      autoComplete="off"
    />
  );
}
