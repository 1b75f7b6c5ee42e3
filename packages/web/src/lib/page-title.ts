import { useEffect } from 'react';
import { i18n } from './i18n';

/** The document title for a page title: 'Users – Stroomlijn'. */
export function documentTitle(title: string): string {
  const app = i18n.t('app.name');
  return title === '' || title === app ? app : `${title} – ${app}`;
}

/**
 * Sets document.title while the component is shown; null leaves it alone (e.g. a list page while
 * a dialog route over it sets its own). On unmount the title goes back to the product name.
 */
export function usePageTitle(title: string | null): void {
  useEffect(() => {
    if (title === null) return;
    document.title = documentTitle(title);
    return () => {
      document.title = i18n.t('app.name');
    };
  }, [title]);
}
