import { Button, Code, Group, Modal, Stack, Text } from '@mantine/core';
import { type EditorFailure, RULE_MESSAGES } from '@stroomlijn/domain';
import { memo } from 'react';
import { useTranslation } from '../../../lib/translation';
import type { EditableModel } from './editor-types';

/** Spec part 1 §4, §8: a refused or failed edit; the model has stayed as it was. */
export const InvalidStateDialog = memo(function InvalidStateDialog({
  failure,
  onClose,
}: {
  failure: EditorFailure<EditableModel> | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const known = failure?.reason !== undefined && Object.hasOwn(RULE_MESSAGES, failure.reason);
  return (
    <Modal
      opened={failure !== null}
      onClose={onClose}
      title={t('error.invalid-state')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {failure && (
        <Stack gap="sm">
          <Text data-testid="invalid-state-message">
            {known ? t(`editor.rule.${failure.reason}`) : failure.message}
          </Text>
          <Text fw={600} size="sm">
            {t('error-dialog.debug-info')}
          </Text>
          <Code block data-testid="invalid-state-debug">
            {failure.debug}
          </Code>
          <details>
            <summary>{t('editor.invalid-state.state')}</summary>
            <Code block>{JSON.stringify(failure.state.steps, null, 2)}</Code>
          </details>
          <Group justify="flex-end">
            <Button onClick={onClose}>{t('common.close')}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
});
