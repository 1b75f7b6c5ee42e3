import { Badge, Button, Group, getDefaultZIndex, Modal, Text } from '@mantine/core';
import type { ProcessModel } from '@stroomlijn/domain';
import { memo } from 'react';
import type { Blocker } from 'react-router';
import { useTranslation } from '../../../lib/translation';
import type { EditorMode } from './editor-types';
import type { LeaveLoss } from './use-leave-guard';

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
      ) : mode === 'edit' && server.status === 'awaiting-approval' ? (
        <Badge variant="light" color="blue" data-testid="editor-awaiting-approval">
          {t('editor.status.awaiting-approval')}
        </Badge>
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

/**
 * Asked when a navigation inside the app would drop unsaved work: the editor's changes when it leaves the
 * editor, or the changed local copy of the step information when it only leaves that dialog.
 */
export const LeaveDialog = memo(function LeaveDialog({
  blocker,
  loss,
  onLeave,
}: {
  blocker: Blocker;
  loss: LeaveLoss;
  onLeave: () => void;
}) {
  const { t } = useTranslation();
  const texts =
    loss === 'editor'
      ? {
          title: t('editor.leave.title'),
          question: t('editor.leave.question'),
          stay: t('editor.leave.stay'),
          leave: t('editor.leave.discard'),
        }
      : {
          title: t('step-information.discard.title'),
          question: t('step-information.discard.text'),
          stay: t('step-information.discard.keep'),
          leave: t('step-information.discard.discard'),
        };
  return (
    <Modal
      opened={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      title={texts.title}
      // Above an open dialog of the editor (step information), whose copy it asks about.
      zIndex={getDefaultZIndex('modal') + 1}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Text>{texts.question}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
          {texts.stay}
        </Button>
        <Button
          color="red"
          onClick={() => {
            onLeave();
            blocker.proceed?.();
          }}
        >
          {texts.leave}
        </Button>
      </Group>
    </Modal>
  );
});
