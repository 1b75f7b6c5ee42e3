import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { READABLE_SCALE } from '@stroomlijn/domain';
import { usePublicConfig } from '../../../../lib/config';
import { useTranslation } from '../../../../lib/translation';
import { CloseAction, EditorDialog } from './editor-dialog';

/**
 * The topics of the help text, each a heading and its paragraphs: keys under editor-dialogs.help, or a
 * full key (with a dot) kept with its feature's texts.
 */
const TOPICS = [
  { title: 'add-title', items: ['add-drag', 'add-select', 'add-places', 'add-control'] },
  {
    title: 'change-title',
    items: ['change-edit', 'change-information', 'change-delete', 'change-branch', 'change-undo'],
  },
  {
    title: 'view-title',
    items: ['view-zoom', 'view-shapes', 'view-lanes', 'view-subprocess', 'editor.export.help'],
  },
  { title: 'keys-title', items: ['keys-move', 'keys-edit', 'keys-insert', 'keys-outline'] },
  { title: 'save-title', items: ['save-save', 'save-publish', 'save-exit'] },
] as const;

/**
 * `help` (ED-11): how the editor works, and whom to ask. The contact address comes from the
 * server's configuration (`STROOMLIJN_HELP_CONTACT`); without one the contact line is left out.
 */
export function HelpDialog() {
  const { t } = useTranslation();
  const config = usePublicConfig();
  const contact = config.data?.helpContact?.trim() ?? '';
  // The smallest scale of zoom fit, as the toolbar shows scales (in whole per cent).
  const values = { percent: Math.round(READABLE_SCALE * 100) };
  return (
    <EditorDialog title={t('editor-dialogs.help.title')} size="lg">
      <Stack gap="sm">
        <Text>{t('editor-dialogs.help.intro')}</Text>
        {TOPICS.map((topic) => (
          <section key={topic.title}>
            <Title order={3} size="h5" mb={4}>
              {t(`editor-dialogs.help.${topic.title}`)}
            </Title>
            <List spacing={4} size="sm">
              {topic.items.map((item) => (
                <List.Item key={item}>
                  {t(item.includes('.') ? item : `editor-dialogs.help.${item}`, values)}
                </List.Item>
              ))}
            </List>
          </section>
        ))}
        {contact !== '' && (
          <Text data-testid="help-contact">
            {t('editor-dialogs.help.contact')} <Anchor href={`mailto:${contact}`}>{contact}</Anchor>
          </Text>
        )}
        <CloseAction />
      </Stack>
    </EditorDialog>
  );
}
