import { useEffect, useRef } from 'react';
import { LoadingState } from '../../components';
import { callLogout } from '../../lib/api';
import { browser } from '../../lib/browser';
import { clearSession, markSessionEnding } from '../../lib/session';
import { useTranslation } from '../../lib/translation';

/**
 * `/logout`: clears the local login, calls the logout call, then goes to the
 * identity provider's end-session address, or to /login (SH-16).
 */
export function LogoutPage() {
  const { t } = useTranslation();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    markSessionEnding();
    clearSession();
    void callLogout().then((logoutUrl) => browser.assign(logoutUrl ?? '/login'));
  }, []);

  return <LoadingState label={t('logout.busy')} />;
}
