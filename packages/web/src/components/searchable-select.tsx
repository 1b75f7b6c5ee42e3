import { Select, type SelectProps } from '@mantine/core';
import { useTranslation } from '../lib/translation';

/** The value of the 'not selected' entry of a select (spec §5: an empty id). */
export const NOT_SELECTED = '';

export interface SearchableSelectProps extends Omit<SelectProps, 'searchable' | 'nothingFoundMessage'> {
  /** The options are still loading. */
  loading?: boolean;
  /** The options could not be loaded: shows 'select failure'. */
  failed?: boolean;
}

/** A filterable select: 'no results' when the filter matches nothing, 'select failure' when loading failed. */
export function SearchableSelect({
  loading = false,
  failed = false,
  error,
  disabled,
  ...props
}: SearchableSelectProps) {
  const { t } = useTranslation();
  return (
    <Select
      {...props}
      searchable
      nothingFoundMessage={t('select.no-results')}
      error={failed ? t('select.failure') : error}
      disabled={disabled || loading}
    />
  );
}
