import { Button, Group, Stack, Text } from '@mantine/core';
import type { ProcessModel } from '@stroomlijn/domain';
import { useState } from 'react';
import { BusyButton, useGuardedMutation, useUnexpectedErrorDialog } from '../../../../components';
import { useTranslation } from '../../../../lib/translation';
import { FeedbackDoneField } from '../../../feedback';
import { ChangeNoteField } from '../../change-note-field';
import { useEditorContext } from '../editor-context';
import { EditorDialog, NoticeDialog } from './editor-dialog';
import { SaveRefusal } from './save-refusal';

interface SaveConfirmProps {
  title: string;
  question: string;
  confirmLabel: string;
  run: (changeNote: string, feedbackDone: readonly string[]) => Promise<ProcessModel>;
  /** Asks for the publish's change note, and which open feedback the new revision deals with. */
  withChangeNote?: boolean;
}

/**
 * Asks before a save; the button shows progress, success closes, a refusal shows in the dialog. The
 * button is busy from the press on, and while any save of the editor is in flight (one started before
 * this dialog was closed and opened again): further presses save nothing.
 */
function SaveConfirm({ title, question, confirmLabel, run, withChangeNote = false }: SaveConfirmProps) {
  const { t } = useTranslation();
  const { closeSubRoute, busy, server } = useEditorContext();
  const showUnexpected = useUnexpectedErrorDialog();
  const [changeNote, setChangeNote] = useState('');
  const [feedbackDone, setFeedbackDone] = useState<string[]>([]);
  const mutation = useGuardedMutation({
    mutationFn: () => run(changeNote, feedbackDone),
    onError: showUnexpected,
  });
  return (
    <EditorDialog title={title}>
      <Stack gap="md">
        <SaveRefusal error={mutation.error} />
        <Text>{question}</Text>
        {withChangeNote && <ChangeNoteField value={changeNote} onChange={setChangeNote} />}
        {withChangeNote && server && (
          <FeedbackDoneField
            processModelId={server.id}
            published={server.revision > 0}
            value={feedbackDone}
            onChange={setFeedbackDone}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={closeSubRoute}>
            {t('common.cancel')}
          </Button>
          <BusyButton
            onClick={() => mutation.mutate(undefined, { onSuccess: closeSubRoute })}
            busy={mutation.isPending || busy}
            data-autofocus
          >
            {confirmLabel}
          </BusyButton>
        </Group>
      </Stack>
    </EditorDialog>
  );
}

/** `save` (ED-14): saves the working copy (a new model is created by its first save). */
export function SaveDialog() {
  const { t } = useTranslation();
  const { readOnly, save } = useEditorContext();
  const title = t('editor-dialogs.save.title');
  if (readOnly) return <NoticeDialog title={title}>{t('editor-dialogs.read-only')}</NoticeDialog>;
  return (
    <SaveConfirm
      title={title}
      question={t('editor-dialogs.save.question')}
      confirmLabel={t('editor-dialogs.save.confirm')}
      run={() => save()}
    />
  );
}

/**
 * `save-and-publish` (ED-14): saves the working copy and publishes it as the next revision (a new
 * model is created first and becomes revision 1).
 */
export function SaveAndPublishDialog() {
  const { t } = useTranslation();
  const { readOnly, server, saveAndPublish } = useEditorContext();
  const title = t('editor-dialogs.publish.title');
  if (readOnly) return <NoticeDialog title={title}>{t('editor-dialogs.read-only')}</NoticeDialog>;
  return (
    <SaveConfirm
      title={title}
      question={t('editor-dialogs.publish.question', { revision: (server?.revision ?? 0) + 1 })}
      confirmLabel={t('editor-dialogs.publish.confirm')}
      run={saveAndPublish}
      withChangeNote
    />
  );
}
