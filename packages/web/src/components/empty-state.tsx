import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../lib/translation';

/** The 'empty' message of a list without rows. */
export function EmptyState({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Text c="dimmed" py="md" data-testid="empty-state">
      {children ?? t('common.empty')}
    </Text>
  );
}
