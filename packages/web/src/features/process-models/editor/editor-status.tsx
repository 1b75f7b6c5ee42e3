import { Badge, Button, Group, Modal, Text } from '@mantine/core';
import type { ProcessModel } from '@stroomlijn/domain';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Blocker } from 'react-router';
import type { EditorMode } from './editor-types';

/** Whether the model is new, a working copy or a revision, and whether it has unsaved changes. */
export const EditorStatus = memo(function EditorStatus({
  mode,
  server,
  dirty,
}: {
  mode: EditorMode;
  server: ProcessModel | null;
  dirty: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap">
      {dirty && (
        <Badge color="orange" variant="light" data-testid="editor-unsaved">
          {t('editor.status.unsaved')}
        </Badge>
      )}
      {mode === 'new' || server === null ? (
        <Badge variant="light">{t('editor.status.new')}</Badge>
      ) : mode === 'edit' ? (
        <Badge variant="light">
          {server.revision > 0
            ? t('editor.status.working-copy-of', { revision: server.revision })
            : t('editor.status.working-copy')}
        </Badge>
      ) : (
        <Badge variant="light" color="green">
          {t('editor.status.revision', { revision: server.revision })}
        </Badge>
      )}
    </Group>
  );
});

/** Asked when the user leaves the editor (inside the app) with unsaved changes. */
export const LeaveDialog = memo(function LeaveDialog({
  blocker,
  onLeave,
}: {
  blocker: Blocker;
  onLeave: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      title={t('editor.leave.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Text>{t('editor.leave.question')}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={() => blocker.reset?.()}>
          {t('editor.leave.stay')}
        </Button>
        <Button
          color="red"
          onClick={() => {
            onLeave();
            blocker.proceed?.();
          }}
        >
          {t('editor.leave.discard')}
        </Button>
      </Group>
    </Modal>
  );
});
