import { Alert, Button, Group, Text } from '@mantine/core';
import { memo } from 'react';
import { formatDateTime } from '../../../lib/dates';
import { useTranslation } from '../../../lib/translation';
import type { Draft } from './drafts';

/** An unsaved version found in this browser (after a reload, a crash or a conflict): restore or discard it. */
export const DraftNotice = memo(function DraftNotice({
  draft,
  outdated,
  onRestore,
  onDiscard,
}: {
  draft: Draft;
  /** The draft was based on an older version than the server holds now. */
  outdated: boolean;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Alert color="yellow" title={t('editor.draft.title')} role="alert">
      <Text size="sm">{t('editor.draft.found', { time: formatDateTime(draft.savedAt) })}</Text>
      {outdated && (
        <Text size="sm" mt={4}>
          {t('editor.draft.outdated')}
        </Text>
      )}
      <Group mt="sm" gap="sm">
        <Button size="xs" onClick={onRestore}>
          {t('editor.draft.restore')}
        </Button>
        <Button size="xs" variant="default" onClick={onDiscard}>
          {t('editor.draft.discard')}
        </Button>
      </Group>
    </Alert>
  );
});
