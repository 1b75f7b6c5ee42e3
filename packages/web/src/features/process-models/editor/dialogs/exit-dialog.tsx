import { Button, Group, Stack, Text } from '@mantine/core';
import { BusyButton, useGuardedMutation, useUnexpectedErrorDialog } from '../../../../components';
import { exitTarget } from '../../../../lib/navigation-history';
import { useTranslation } from '../../../../lib/translation';
import { useEditorContext } from '../editor-context';
import { EditorDialog } from './editor-dialog';
import { SaveRefusal } from './save-refusal';

/**
 * `exit` (ED-15): asks before leaving the editor. With unsaved changes it warns that they are lost
 * and offers to leave without saving or (when the model can be saved) to save and leave. Leaving
 * goes to the previous remembered page, or up (NAV-11..NAV-13).
 */
export function ExitDialog() {
  const { t } = useTranslation();
  const { editor, readOnly, basePath, save, leave, closeSubRoute } = useEditorContext();
  const showUnexpected = useUnexpectedErrorDialog();
  const to = exitTarget(basePath, readOnly);
  // Leaving is part of the call: it happens even when the first save of a new model moved the editor.
  const saving = useGuardedMutation({
    mutationFn: async () => {
      await save();
      leave(to);
    },
    onError: showUnexpected,
  });
  const unsaved = editor.dirty && !readOnly;

  return (
    <EditorDialog title={t('editor-dialogs.exit.title')}>
      <Stack gap="md">
        <SaveRefusal error={saving.error} />
        <Text>{unsaved ? t('editor-dialogs.exit.unsaved') : t('editor-dialogs.exit.question')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={closeSubRoute}>
            {t('common.cancel')}
          </Button>
          {unsaved ? (
            <>
              <Button color="red" variant="light" onClick={() => leave(to)} disabled={saving.isPending}>
                {t('editor-dialogs.exit.leave-without-saving')}
              </Button>
              <BusyButton onClick={() => saving.mutate()} busy={saving.isPending} data-autofocus>
                {t('editor-dialogs.exit.save-and-leave')}
              </BusyButton>
            </>
          ) : (
            <Button onClick={() => leave(to)} data-autofocus>
              {t('editor-dialogs.exit.leave')}
            </Button>
          )}
        </Group>
      </Stack>
    </EditorDialog>
  );
}
