import { Alert, Button, Code, Stack, Text } from '@mantine/core';
import { ApiError, toErrorBody } from '../lib/api';
import { useTranslation } from '../lib/translation';
import { errorText } from './error-text';

/**
 * The danger message of a page whose data could not be loaded, with a retry. A failure of the client
 * itself (an answer it cannot read, such as a type or status it does not know: ER-23) has no text of
 * its own: its raw message is shown beneath, preformatted.
 */
export function PageError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  const body = toErrorBody(error);
  const raw = error instanceof ApiError ? '' : body.debugInfo;
  return (
    <Alert color="red" role="alert" title={t('page-error.title')} data-testid="page-error">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{errorText(t, body)}</Text>
        {raw && (
          <Code block data-testid="page-error-debug">
            {raw}
          </Code>
        )}
        {onRetry && (
          <Button variant="light" color="red" size="xs" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
