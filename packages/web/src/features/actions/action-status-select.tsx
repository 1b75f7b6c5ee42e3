import { Select } from '@mantine/core';
import { ACTION_STATUSES, type ActionStatus } from '@stroomlijn/domain';
import type { TFunction } from 'i18next';
import { useTranslation } from '../../lib/translation';
import { knownValue } from '../../lib/untranslatable';

/** The translated action status; an unknown status raises the untranslatable error (ER-23). */
export const actionStatusText = (t: TFunction, status: ActionStatus) =>
  t(`actions.action-status.${knownValue('action status', ACTION_STATUSES, status)}`);

/** AC-28: the action status options open, waiting and closed. */
export function ActionStatusSelect({
  value,
  onChange,
  error,
}: {
  value: ActionStatus;
  onChange: (status: ActionStatus) => void;
  error?: React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Select
      label={t('actions.field.status')}
      withAsterisk
      data={ACTION_STATUSES.map((status) => ({ value: status, label: actionStatusText(t, status) }))}
      value={value}
      onChange={(next) => next && onChange(next as ActionStatus)}
      allowDeselect={false}
      error={error}
    />
  );
}
