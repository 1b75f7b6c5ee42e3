import { Button, Code, Group, Modal, Stack, Text } from '@mantine/core';
import type { ApiErrorBody } from '../lib/api';
import { useTranslation } from '../lib/translation';
import { errorText } from './error-text';

export interface ErrorDialogProps {
  opened: boolean;
  body: ApiErrorBody | null;
  onClose: () => void;
}

/** The generic product error dialog (spec part 1 §8): message, references, debug info beneath. */
export function ErrorDialog({ opened, body, onClose }: ErrorDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('error-dialog.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      size="lg"
    >
      {body && (
        <Stack gap="sm">
          <Text data-testid="error-dialog-message">{errorText(t, body)}</Text>
          {body.debugInfo !== '' && (
            <Stack gap={4}>
              <Text fw={600} size="sm">
                {t('error-dialog.debug-info')}
              </Text>
              <Code block data-testid="error-dialog-debug-info">
                {body.debugInfo}
              </Code>
            </Stack>
          )}
          <Group justify="flex-end">
            <Button onClick={onClose}>{t('common.close')}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
