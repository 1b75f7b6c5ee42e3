import { Alert, Button, Code, Container, Stack, Text } from '@mantine/core';
import { useRouteError } from 'react-router';
import { browser } from '../lib/browser';
import { useTranslation } from '../lib/translation';
import { UntranslatableError } from '../lib/untranslatable';

/**
 * The last line of defence: a screen that failed to load or render. An untranslatable error (a type
 * or status this client has no text for, ER-23) is shown raw beneath the text, preformatted.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (import.meta.env.DEV) console.warn(error);
  return (
    <Container size="sm" py="xl">
      <Alert color="red" role="alert" title={t('route-error.title')}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('route-error.text')}</Text>
          {error instanceof UntranslatableError && (
            <Code block data-testid="route-error-debug">
              {error.message}
            </Code>
          )}
          <Button variant="light" color="red" size="xs" onClick={() => browser.reload()}>
            {t('route-error.reload')}
          </Button>
        </Stack>
      </Alert>
    </Container>
  );
}
