import { Button, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { AppModal, type AppModalProps } from '../../../../components';
import { usePageTitle } from '../../../../lib/page-title';
import { useTranslation } from '../../../../lib/translation';
import { useEditorContext } from '../editor-context';

export interface EditorDialogProps {
  title: string;
  children: ReactNode;
  size?: AppModalProps['size'];
}

/**
 * A modal sub-route of the editor (ED-17): the close button, Escape and a click on the overlay all
 * go back to the editor's own address. It sets the document title while it shows.
 */
export function EditorDialog({ title, children, size = 'md' }: EditorDialogProps) {
  const { closeSubRoute } = useEditorContext();
  usePageTitle(title);
  return (
    <AppModal title={title} onClose={closeSubRoute} size={size}>
      {children}
    </AppModal>
  );
}

/** The one button of a dialog that only informs: Close. */
export function CloseAction() {
  const { t } = useTranslation();
  const { closeSubRoute } = useEditorContext();
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={closeSubRoute}>
        {t('common.close')}
      </Button>
    </Group>
  );
}

/** A dialog that explains why it cannot do what its address asks (a read-only mode, an unknown step …). */
export function NoticeDialog({ title, children }: { title: string; children: ReactNode }) {
  return (
    <EditorDialog title={title}>
      <Stack gap="md">
        <Text data-testid="editor-dialog-notice">{children}</Text>
        <CloseAction />
      </Stack>
    </EditorDialog>
  );
}
