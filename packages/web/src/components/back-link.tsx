import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../lib/translation';

/** The back link of a page: to `to` (default one level up from the current path). */
export function BackLink({ to = '..', label }: { to?: string; label?: string }) {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to={to} relative="path" size="sm">
      <span aria-hidden="true">← </span>
      {label ?? t('common.back')}
    </Anchor>
  );
}
