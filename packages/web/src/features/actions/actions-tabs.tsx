import { useLocation } from 'react-router';
import { TabLinks } from '../../components';
import { useTranslation } from '../../lib/translation';

const TABS = ['my', 'review', 'read'] as const;

/** AC-02: the tab links my, review and read. */
export function ActionsTabs() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <TabLinks
      label={t('actions.tabs')}
      pathname={pathname}
      tabs={TABS.map((tab) => ({ to: `/actions/${tab}`, label: t(`actions.tab.${tab}`) }))}
    />
  );
}
