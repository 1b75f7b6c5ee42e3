import { Button, Group, Stack, Text } from '@mantine/core';
import { canViewSubprocess, findStep } from '@stroomlijn/domain';
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from '../../../../lib/translation';
import { subprocessTarget } from '../../diagram';
import { useEditorContext } from '../editor-context';
import { EditorDialog, NoticeDialog } from './editor-dialog';

/**
 * `open-subprocess/{stepId}` (ED-16, ED-40): opens the process model of a subprocess step (see
 * `subprocessTarget`). In edit mode this is a navigation, so the editor asks about unsaved changes
 * first; should the user stay, the dialog remains and offers to open the process again. A step
 * without a chosen process explains that.
 */
export function OpenSubprocessDialog() {
  const { t } = useTranslation();
  const { stepId = '' } = useParams();
  const context = useEditorContext();
  const { editor, readOnly, leave, closeSubRoute } = context;
  const navigate = useNavigate();
  const step = findStep(editor.model.steps, stepId);
  const process = step && canViewSubprocess(editor.model, stepId).allowed ? step.process : undefined;
  const to = process
    ? subprocessTarget({ ...context, revision: context.mode === 'revision' }, process)
    : null;

  const open = useCallback(() => {
    if (to === null) return;
    if (readOnly) leave(to);
    else void navigate(to, { replace: true });
  }, [to, readOnly, leave, navigate]);

  // Once per visit of the address (React's development double effects included).
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    open();
  }, [open]);

  const title = t('editor-dialogs.subprocess.title');
  if (!step) return <NoticeDialog title={title}>{t('editor-dialogs.step.unknown')}</NoticeDialog>;
  if (step.type !== 'subprocess')
    return <NoticeDialog title={title}>{t('editor-dialogs.subprocess.not-subprocess')}</NoticeDialog>;
  if (!process) return <NoticeDialog title={title}>{t('editor-dialogs.subprocess.no-process')}</NoticeDialog>;
  const name = process.name.trim() === '' ? t('editor-dialogs.structure.no-name') : process.name;
  return (
    <EditorDialog title={title}>
      <Stack gap="md">
        <Text>{t('editor-dialogs.subprocess.question', { name })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={closeSubRoute}>
            {t('common.cancel')}
          </Button>
          <Button onClick={open} data-autofocus>
            {t('editor-dialogs.subprocess.open')}
          </Button>
        </Group>
      </Stack>
    </EditorDialog>
  );
}
