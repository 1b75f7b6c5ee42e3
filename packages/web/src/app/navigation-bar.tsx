import { NavLink, Stack } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useSession } from '../lib/session';
import { useTranslation } from '../lib/translation';
import { isEntryActive, navigationEntriesFor } from './navigation';

/** The links of the navigation bar the signed-in user may use. */
export function NavigationBar({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { info } = useSession();
  return (
    <Stack gap={2} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {navigationEntriesFor(info?.roles).map((entry) => {
        const active = isEntryActive(entry, pathname);
        return (
          <li key={entry.path}>
            <NavLink
              component={Link}
              to={entry.path}
              label={t(entry.labelKey)}
              active={active}
              aria-current={active ? 'page' : undefined}
              onClick={onNavigate}
            />
          </li>
        );
      })}
    </Stack>
  );
}
