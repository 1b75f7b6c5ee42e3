import { Anchor } from '@mantine/core';
import { emailLinkPaths, type ProcessModel } from '@stroomlijn/domain';
import { Link } from 'react-router';
import { useSession } from '../../lib/session';
import { useTranslation } from '../../lib/translation';

/** The page of who a revision asked to confirm having read it, and who did. */
export function acknowledgementReportPath(processModelId: string, revision: number): string {
  return `${emailLinkPaths.acknowledgement(processModelId, revision)}/report`;
}

/**
 * May the signed-in user read a revision's confirmations: an administrator, or a holder of the owner or
 * manager role of the model (directly or through a role; the server checks too).
 */
export function useReadsConfirmations(model: Pick<ProcessModel, 'owner' | 'manager'> | undefined): boolean {
  const { info, hasRole } = useSession();
  if (!model || !info) return false;
  if (hasRole('ROLE_ADMIN')) return true;
  return info.roles.some((role) => role.id === model.owner.id || role.id === model.manager.id);
}

/** "Read confirmations" of a revision, for those who may read them; nothing for anyone else. */
export function ReadConfirmationsLink({
  model,
  processModelId,
  revision,
  size = 'sm',
}: {
  model: Pick<ProcessModel, 'owner' | 'manager'> | undefined;
  processModelId: string;
  revision: number;
  size?: 'xs' | 'sm';
}) {
  const { t } = useTranslation();
  const reads = useReadsConfirmations(model);
  if (!reads || revision < 1) return null;
  return (
    <Anchor
      component={Link}
      to={acknowledgementReportPath(processModelId, revision)}
      size={size}
      aria-label={t('acknowledgement.report.link-name', { revision })}
      data-testid="read-confirmations-link"
    >
      {t('acknowledgement.report.link')}
    </Anchor>
  );
}
