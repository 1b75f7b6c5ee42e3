import { Alert, Anchor, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { errorText, LoadingState, messageKeyText } from '../../components';
import { ApiError, toErrorBody } from '../../lib/api';
import { browser } from '../../lib/browser';
import { clearSession, startSession, takeAfterLogin } from '../../lib/session';
import { useTranslation } from '../../lib/translation';
import { settleLanguageAtSignIn } from './saved-language';
import { fetchSecurityInfo } from './security-api';

function ToLogin() {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to="/login">
      {t('logincheck.to-login')}
    </Anchor>
  );
}

function Failed({ reason }: { reason: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Alert color="red" role="alert" title={t('logincheck.failed')}>
        {reason}
      </Alert>
      <ToLogin />
    </Stack>
  );
}

/** Reads the authentication info, stores the session and goes on to the remembered address (SH-10). */
function InfoCheck() {
  const { t } = useTranslation();
  const info = useQuery({
    queryKey: ['security', 'info'],
    queryFn: fetchSecurityInfo,
    retry: false,
    gcTime: 0,
  });
  const done = useRef(false);

  const unauthenticated = info.error instanceof ApiError && info.error.status === 401;
  // A stale local login would send the sign-in link straight back into the shell.
  useEffect(() => {
    if (unauthenticated) clearSession();
  }, [unauthenticated]);

  useEffect(() => {
    if (!info.data || done.current) return;
    done.current = true;
    startSession(info.data);
    // The page reloads into the app: in the user's saved language, or with this browser's choice saved.
    void settleLanguageAtSignIn(info.data)
      .catch(() => undefined)
      .then(() => browser.assign(takeAfterLogin()));
  }, [info.data]);

  if (info.isPending) return <LoadingState label={t('logincheck.checking')} />;
  if (info.isError) {
    if (unauthenticated) {
      return (
        <Stack gap="sm">
          <Alert color="yellow" role="alert">
            {t('logincheck.not-logged-in')}
          </Alert>
          <ToLogin />
        </Stack>
      );
    }
    return <Failed reason={errorText(t, toErrorBody(info.error))} />;
  }
  return (
    <Alert color="green" role="status">
      {t('logincheck.success')}
    </Alert>
  );
}

/** `/logincheck`: where sign-in ends; `?error=<key>` when the identity provider's user is unknown. */
export function LogincheckPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const errorKey = params.get('error');
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('logincheck.title')}
      </Title>
      {errorKey === null ? <InfoCheck /> : <Failed reason={messageKeyText(t, errorKey)} />}
    </Stack>
  );
}
