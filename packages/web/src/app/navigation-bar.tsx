import './navigation-bar.css';
import { Link, useLocation } from 'react-router';
import { useSession } from '../lib/session';
import { useTranslation } from '../lib/translation';
import { isEntryActive, navigationEntriesFor } from './navigation';

/** The links of the navigation bar the signed-in user may use (the look of Mantine's NavLink: navigation-bar.css). */
export function NavigationBar({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { info } = useSession();
  return (
    <ul className="app-nav-list">
      {navigationEntriesFor(info?.roles).map((entry) => (
        <li key={entry.path}>
          <Link
            to={entry.path}
            className="mantine-focus-auto app-nav-link"
            aria-current={isEntryActive(entry, pathname) ? 'page' : undefined}
            onClick={onNavigate}
          >
            <span className="app-nav-link-body">
              <span className="app-nav-link-label">{t(entry.labelKey)}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
