import type { ComboboxItem } from '@mantine/core';
import type { WorkflowFormListItem } from '@stroomlijn/domain';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { type ReactNode, useEffect } from 'react';
import { SearchableSelect } from '../../components';
import { compareText } from '../../lib/text-order';
import { useTranslation } from '../../lib/translation';
import { workflowFormsQuery } from './input-outputs-api';

const byName = (a: ComboboxItem, b: ComboboxItem) => compareText(a.label, b.label);

/** The forms by name; a form the definition names that the list no longer holds stays shown. */
export function workflowFormOptions(
  t: TFunction,
  forms: readonly WorkflowFormListItem[],
  current: string,
): ComboboxItem[] {
  const options = forms.map((form) => ({ value: form.id, label: form.name })).sort(byName);
  if (current !== '' && !forms.some((form) => form.id === current))
    options.unshift({ value: current, label: t('input-output.unknown-form') });
  return options;
}

export interface WorkflowFormSelectProps {
  label: string;
  /** The id of the chosen workflow form, or '' for none. */
  value: string;
  onChange: (formId: string) => void;
  error?: ReactNode;
  withAsterisk?: boolean;
}

/**
 * The workflow form of a form or form-result definition, chosen from `GET /api/workflow` with a filter.
 * Without a choice it takes the first form (IO-26).
 */
export function WorkflowFormSelect({ label, value, onChange, error, withAsterisk }: WorkflowFormSelectProps) {
  const { t } = useTranslation();
  const forms = useQuery(workflowFormsQuery);
  const data = workflowFormOptions(t, forms.data ?? [], value);
  const first = data[0]?.value;
  useEffect(() => {
    if (value === '' && first !== undefined) onChange(first);
  }, [value, first, onChange]);
  const none = forms.isSuccess && forms.data.length === 0;
  return (
    <SearchableSelect
      label={label}
      withAsterisk={withAsterisk}
      data={data}
      value={value === '' ? null : value}
      onChange={(id) => {
        if (id) onChange(id);
      }}
      allowDeselect={false}
      placeholder={none ? t('input-output.no-forms') : undefined}
      description={none ? t('input-output.no-forms-help') : undefined}
      loading={forms.isPending}
      failed={forms.isError}
      error={error}
    />
  );
}
