import { Stack, Text, TextInput } from '@mantine/core';
import { displayName, type User } from '@stroomlijn/domain';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { DataTable, type VirtualColumn } from '../../components';
import { useTranslation } from '../../lib/translation';
import type { SearchableUser, useUserFilter } from './user-filter';

type PersonFields = Pick<User, 'email' | 'firstName' | 'preposition' | 'lastName'>;

/**
 * The email and name columns of a table of people (the user list, an import's rows), with their widths
 * in that order.
 */
export function personColumns<R extends PersonFields>(
  t: TFunction,
  [email, firstName, preposition, lastName]: readonly [string, string, string, string],
): VirtualColumn<R>[] {
  return [
    { id: 'email', header: t('users.column.email'), cell: (row) => row.email, width: email },
    { id: 'firstName', header: t('users.column.first-name'), cell: (row) => row.firstName, width: firstName },
    {
      id: 'preposition',
      header: t('users.column.preposition'),
      cell: (row) => row.preposition,
      width: preposition,
    },
    { id: 'lastName', header: t('users.column.last-name'), cell: (row) => row.lastName, width: lastName },
  ];
}

/** The columns of a user table (US-02): email, first name, preposition, last name, personnel number, actions. */
export function userColumns<U extends User = User>(
  t: TFunction,
  actions: (user: U) => ReactNode,
  actionsWidth = '38%',
): VirtualColumn<U>[] {
  return [
    ...personColumns<U>(t, ['20%', '11%', '8%', '13%']),
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

export interface FilteredUserTableProps<U extends SearchableUser & { id: string }> {
  filter: ReturnType<typeof useUserFilter<U>>;
  columns: readonly VirtualColumn<U>[];
  label: string;
  'data-testid': string;
}

/**
 * A user table with its filter box and the count of shown users (US-15..17); only the rows in view
 * are rendered, so thousands of users open at once.
 */
export function FilteredUserTable<U extends SearchableUser & { id: string }>({
  filter,
  columns,
  label,
  'data-testid': testId,
}: FilteredUserTableProps<U>) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <UserFilterInput value={filter.query} onChange={filter.setQuery} />
      <Text size="sm" c="dimmed" aria-live="polite" data-testid="user-count">
        {t('users.count', { count: filter.rows.length, total: filter.total })}
      </Text>
      <DataTable
        virtual
        rows={filter.rows}
        columns={columns}
        rowKey={(user) => user.id}
        label={label}
        empty={t('common.no-results')}
        data-testid={testId}
      />
    </Stack>
  );
}
