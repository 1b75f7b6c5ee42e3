import { Textarea } from '@mantine/core';
import { CHANGE_NOTE_MAX_LENGTH } from '@stroomlijn/domain';
import { useTranslation } from '../../lib/translation';

/** The optional note a publish carries: what changed and why, kept with the revision. */
export function ChangeNoteField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  return (
    <Textarea
      label={t('change-note.label')}
      description={t('change-note.description', {
        count: CHANGE_NOTE_MAX_LENGTH - value.length,
        max: CHANGE_NOTE_MAX_LENGTH,
      })}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      maxLength={CHANGE_NOTE_MAX_LENGTH}
      autosize
      minRows={2}
      maxRows={5}
    />
  );
}
