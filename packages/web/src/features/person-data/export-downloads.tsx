import { Group, List, Stack, Text } from '@mantine/core';
import { personDataFileName } from '@stroomlijn/domain';
import { BusyButton, useFileDownload } from '../../components';
import { useTranslation } from '../../lib/translation';

/** Whose data: the signed-in user's own ('me'), or a user's by id (administrators). */
export type ExportTarget = 'me' | { userId: string };

export type ExportFormat = 'zip' | 'json';

/** The address of an export's download. */
export function exportPath(target: ExportTarget, format: ExportFormat): string {
  const who = target === 'me' ? 'me' : encodeURIComponent(target.userId);
  return `/api/person-data/${who}/export.${format}`;
}

const PARTS = ['account', 'roles', 'responses', 'work', 'processes', 'files', 'audit'] as const;

/**
 * What an export holds, and its two downloads: the zip (the data and the uploaded files) and the JSON
 * file alone. A download shows as busy until the browser has it; a failure shows the error dialog.
 */
export function ExportDownloads({ target, name }: { target: ExportTarget; name?: string }) {
  const { t } = useTranslation();
  const { busy, download } = useFileDownload<ExportFormat>();
  const start = (format: ExportFormat) =>
    void download(format, exportPath(target, format), personDataFileName(Date.now(), format));
  const subject = target === 'me' ? 'own' : 'other';
  return (
    <Stack gap="md">
      <Text>{t(`person-export.intro-${subject}`, { name })}</Text>
      <List size="sm" spacing={4}>
        {PARTS.map((part) => (
          <List.Item key={part}>{t(`person-export.part.${part}`)}</List.Item>
        ))}
      </List>
      <Text size="sm" c="dimmed">
        {t('person-export.formats')}
      </Text>
      <Group gap="sm">
        <BusyButton busy={busy === 'zip'} onClick={() => start('zip')}>
          {t('person-export.download-zip')}
        </BusyButton>
        <BusyButton variant="default" busy={busy === 'json'} onClick={() => start('json')}>
          {t('person-export.download-json')}
        </BusyButton>
      </Group>
      <Text size="sm" aria-live="polite" role="status">
        {busy ? t('person-export.preparing') : ''}
      </Text>
    </Stack>
  );
}
