import { Anchor } from '@mantine/core';
import { useCallback } from 'react';
import { Link } from 'react-router';
import { useSession } from '../lib/session';
import { useTranslation } from '../lib/translation';
import type { RowLink } from './row-links';

/** The audit trail's page (for administrators). */
export const AUDIT_PATH = '/audit';

/**
 * The audit trail filtered by one entity's id: its history (a model's with its approvals and
 * acknowledgements, a user's, a response's with its comments), whatever the kind of each entry.
 */
export function auditHistoryPath(entityId: string): string {
  return `${AUDIT_PATH}?${new URLSearchParams({ entityId })}`;
}

/** Makes a row's 'History' link: the audit trail of that entity, shown to administrators only. */
export type HistoryRowLink = (entityId: string, name: string) => RowLink;

/** A row's 'History' link (administrators only): the audit trail of that entity. */
export function useHistoryRowLink(): HistoryRowLink {
  const { t } = useTranslation();
  const { hasRole } = useSession();
  const admin = hasRole('ROLE_ADMIN');
  return useCallback(
    (entityId, name) => ({
      to: auditHistoryPath(entityId),
      label: t('audit.history'),
      name: t('audit.history-name', { name }),
      show: admin,
    }),
    [t, admin],
  );
}

/** The 'History' link of an entity's own page, shown to administrators only. */
export function HistoryLink({ entityId, name }: { entityId: string; name: string }) {
  const { t } = useTranslation();
  const { hasRole } = useSession();
  if (!hasRole('ROLE_ADMIN')) return null;
  return (
    <Anchor component={Link} to={auditHistoryPath(entityId)} aria-label={t('audit.history-name', { name })}>
      {t('audit.history')}
    </Anchor>
  );
}
