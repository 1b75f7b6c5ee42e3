import { Alert, Button, Stack, Text } from '@mantine/core';
import { toErrorBody } from '../lib/api';
import { useTranslation } from '../lib/translation';
import { errorText } from './error-text';

/** The danger message of a page whose data could not be loaded, with a retry. */
export function PageError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" role="alert" title={t('page-error.title')} data-testid="page-error">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{errorText(t, toErrorBody(error))}</Text>
        {onRetry && (
          <Button variant="light" color="red" size="xs" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
