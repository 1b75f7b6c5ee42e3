import { Group, Pagination, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from '../lib/translation';

export interface PagerProps {
  /** The page shown, from 1 (spec part 2 §9: pagination starts at page 1). */
  page: number;
  /** The number of pages of the server's answer (`{…, totalPages}`). */
  totalPages: number;
  onPageChange: (page: number) => void;
}

type PagerControl = 'first' | 'previous' | 'next' | 'last';

/**
 * The pages of a server-paged list: 'page x of y', first, previous, the page numbers, next and last,
 * all buttons with names. Shown only when there is more than one page. A saved page beyond the last
 * (the list shrank meanwhile) moves to the last page.
 */
export function Pager({ page, totalPages, onPageChange }: PagerProps) {
  const { t } = useTranslation();
  useEffect(() => {
    if (totalPages > 0 && page > totalPages) onPageChange(totalPages);
  }, [page, totalPages, onPageChange]);
  if (totalPages <= 1) return null;
  const shown = Math.min(Math.max(page, 1), totalPages);
  return (
    <Group component="nav" aria-label={t('pager.label')} justify="space-between" gap="sm" data-testid="pager">
      <Text size="sm" aria-live="polite" data-testid="pager-status">
        {t('pager.status', { page: shown, totalPages })}
      </Text>
      <Pagination
        value={shown}
        total={totalPages}
        onChange={onPageChange}
        withEdges
        getControlProps={(control: PagerControl) => ({ 'aria-label': t(`pager.${control}`) })}
        getItemProps={(item) => ({ 'aria-label': t('pager.page', { page: item }) })}
      />
    </Group>
  );
}
