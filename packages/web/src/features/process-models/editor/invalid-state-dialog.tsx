import { Button, Code, Group, Modal, Stack, Text } from '@mantine/core';
import { EDITOR_THROWN_ERRORS, type EditorFailure, RULE_MESSAGES } from '@stroomlijn/domain';
import type { TFunction } from 'i18next';
import { memo } from 'react';
import { useTranslation } from '../../../lib/translation';
import type { EditableModel } from './editor-types';

/**
 * What the dialog says: the refusing rule's text, else the text of one of the editor's thrown errors
 * (spec part 1 §8), else the failure's own message (such as an invariant's 'No start step found').
 */
function failureText(t: TFunction, failure: EditorFailure<EditableModel>): string {
  if (failure.reason !== undefined && Object.hasOwn(RULE_MESSAGES, failure.reason))
    return t(`editor.rule.${failure.reason}`);
  if ((EDITOR_THROWN_ERRORS as readonly string[]).includes(failure.code))
    return t(`editor.error.${failure.code}`);
  return failure.message;
}

/** The debug detail: the raw message (when the text is not it) above the failure's detail. */
function debugText(t: TFunction, failure: EditorFailure<EditableModel>): string {
  return failureText(t, failure) === failure.message ? failure.debug : `${failure.message}\n${failure.debug}`;
}

/**
 * Spec part 1 §4, §8: a refused or failed edit (the model has stayed as it was), or a model the editor
 * cannot open.
 */
export const InvalidStateDialog = memo(function InvalidStateDialog({
  failure,
  onClose,
}: {
  failure: EditorFailure<EditableModel> | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
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
          <Text data-testid="invalid-state-message">{failureText(t, failure)}</Text>
          <Text fw={600} size="sm">
            {t('error-dialog.debug-info')}
          </Text>
          <Code block data-testid="invalid-state-debug">
            {debugText(t, failure)}
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
