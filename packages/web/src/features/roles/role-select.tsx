import type { ComboboxItem } from '@mantine/core';
import { type RoleRef, roleOrNone, type SelectorItem } from '@stroomlijn/domain';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { NOT_SELECTED, SearchableSelect } from '../../components';
import { roleNameText } from '../../lib/role-texts';
import { compareText } from '../../lib/text-order';
import { useTranslation } from '../../lib/translation';
import { roleSelectorOfTypeQuery, roleSelectorQuery, type SelectorRoleType } from './role-selector-query';

const byName = (a: { label: string }, b: { label: string }) => compareText(a.label, b.label);

/**
 * The options of a role select (spec §5): 'not selected' first, then the roles sorted by name. A
 * role the record names that the selector no longer lists (deleted since) stays choosable.
 */
export function roleOptions(
  t: TFunction,
  roles: readonly SelectorItem[],
  current: RoleRef | null,
): ComboboxItem[] {
  const options = roles.map((role) => ({ value: role.id, label: roleNameText(t, role) }));
  if (current && !roles.some((role) => role.id === current.id))
    options.push({ value: current.id, label: roleNameText(t, current) });
  return [{ value: NOT_SELECTED, label: t('select.not-selected') }, ...options.sort(byName)];
}

export interface RoleSelectProps {
  label: string;
  /** The chosen role; null (or the 'unknown role' placeholder) is 'not selected'. */
  value: RoleRef | null;
  onChange: (role: RoleRef | null) => void;
  description?: ReactNode;
  /** Offer only the roles of this type (`GET /api/role/selector?type=…`); every role when not given. */
  roleType?: SelectorRoleType;
  error?: ReactNode;
  readOnly?: boolean;
}

/** A filterable role select fed by `GET /api/role/selector`, with a 'not selected' entry (CL-08). */
export function RoleSelect({
  label,
  value,
  onChange,
  description,
  roleType,
  error,
  readOnly,
}: RoleSelectProps) {
  const { t } = useTranslation();
  const every = useQuery({ ...roleSelectorQuery, enabled: roleType === undefined });
  const ofType = useQuery({
    ...roleSelectorOfTypeQuery(roleType ?? 'multi'),
    enabled: roleType !== undefined,
  });
  const roles = roleType === undefined ? every : ofType;
  const current = roleOrNone(value);
  const data = roleOptions(t, roles.data ?? [], current);
  return (
    <SearchableSelect
      label={label}
      description={description}
      data={data}
      // No role: an empty search showing 'not selected' as its placeholder, so typing starts a search
      // (a filled-in 'Not selected' made "Pur" into "Not selectedPur"); the entry still clears the role.
      value={current?.id ?? null}
      placeholder={t('select.not-selected')}
      onChange={(id) => {
        // The label may be a built-in role's name in the user's language; the reference keeps the stored one.
        const role = id
          ? [...(roles.data ?? []), ...(current ? [current] : [])].find((item) => item.id === id)
          : undefined;
        onChange(role ? { id: role.id, name: role.name } : null);
      }}
      allowDeselect={false}
      loading={roles.isPending}
      failed={roles.isError}
      error={error}
      readOnly={readOnly}
    />
  );
}
