import { Alert, Button, Container, Stack, Text } from '@mantine/core';
import { useRouteError } from 'react-router';
import { browser } from '../lib/browser';
import { useTranslation } from '../lib/translation';

/** The last line of defence: a screen that failed to load or render. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (import.meta.env.DEV) console.warn(error);
  return (
    <Container size="sm" py="xl">
      <Alert color="red" role="alert" title={t('route-error.title')}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('route-error.text')}</Text>
          <Button variant="light" color="red" size="xs" onClick={() => browser.reload()}>
            {t('route-error.reload')}
          </Button>
        </Stack>
      </Alert>
    </Container>
  );
}
