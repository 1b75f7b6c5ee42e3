import { Anchor } from '@mantine/core';
import type { PublicConfig } from '@stroomlijn/domain';
import { useTranslation } from '../../lib/translation';

type Dashboard = NonNullable<PublicConfig['dashboard']>;

const LABEL_KEYS: Record<Dashboard['kind'], string> = {
  test: 'home.dashboard-test',
  customer: 'home.dashboard-customer',
};

/** The link to the hosted reporting dashboard, which the server chooses by host (EX-01..04). */
export function DashboardLink({ dashboard }: { dashboard: PublicConfig['dashboard'] | undefined }) {
  const { t } = useTranslation();
  if (!dashboard) return null;
  return (
    <Anchor
      href={dashboard.url}
      target="_blank"
      rel="noopener noreferrer"
      title={t('common.opens-in-new-tab')}
    >
      {t(LABEL_KEYS[dashboard.kind])}
    </Anchor>
  );
}
