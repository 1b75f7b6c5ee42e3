import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { TabLinks } from '../../components';

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
