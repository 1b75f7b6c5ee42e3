import { Group, Select } from '@mantine/core';
import {
  NOT_SELECTED_FORM_ID,
  RESPONSE_FILTER_STATUSES,
  type ResponseFilterStatus,
} from '@stroomlijn/domain';
import { useQuery } from '@tanstack/react-query';
import { SearchableSelect } from '../../components';
import { useTranslation } from '../../lib/translation';
import { filterFormsQuery } from './actions-api';
import type { FormFilterKind } from './query-keys';

/**
 * AC-22, AC-23, AC-27: the filters of an actions tab: the form (the 'not selected' id lists every form)
 * among the forms of that tab (WF-31), and for the response lists the status (open: Ongoing).
 */
export function ListFilters({
  kind,
  formId,
  onFormChange,
  status,
  onStatusChange,
}: {
  kind: FormFilterKind;
  formId: string;
  onFormChange: (formId: string) => void;
  status?: ResponseFilterStatus;
  onStatusChange?: (status: ResponseFilterStatus) => void;
}) {
  const { t } = useTranslation();
  const forms = useQuery(filterFormsQuery(kind));
  const options = [
    { value: NOT_SELECTED_FORM_ID, label: t('actions.filter.all-forms') },
    ...(forms.data ?? []).map((form) => ({ value: form.id, label: form.name })),
  ];
  // A saved form that no longer has anything for this user still shows as chosen until changed.
  if (!options.some((option) => option.value === formId))
    options.push({ value: formId, label: t('actions.filter.unknown-form') });
  return (
    <Group gap="md" align="flex-end" data-testid="list-filters">
      <SearchableSelect
        label={t('actions.filter.form')}
        data={options}
        value={formId}
        onChange={(value) => onFormChange(value ?? NOT_SELECTED_FORM_ID)}
        allowDeselect={false}
        loading={forms.isPending}
        failed={forms.isError}
        w={280}
      />
      {status !== undefined && onStatusChange && (
        <Select
          label={t('actions.filter.status')}
          data={RESPONSE_FILTER_STATUSES.map((value) => ({
            value,
            label: t(`actions.filter-status.${value}`),
          }))}
          value={status}
          onChange={(value) => value && onStatusChange(value as ResponseFilterStatus)}
          allowDeselect={false}
          w={180}
        />
      )}
    </Group>
  );
}
