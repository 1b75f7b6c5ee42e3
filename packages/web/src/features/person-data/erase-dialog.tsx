import { List, Radio, Stack, Text } from '@mantine/core';
import { displayName, type ErasureFreeTexts, type ErasureResult, type User } from '@stroomlijn/domain';
import { useState } from 'react';
import { ConfirmDialog } from '../../components';
import { useTranslation } from '../../lib/translation';
import { erasePerson } from './erase-api';
import { mayErase } from './erase-rules';

export interface ErasePersonDialogProps {
  /** The person, as the users area read them; null while loading. */
  user: User | null | undefined;
  loading?: boolean;
  loadError?: unknown;
  onRetry?: () => void;
  /** Where to go back to without a history step. */
  fallback: string;
  /** After the erasure: refresh what shows the person. */
  onErased: (result: ErasureResult) => Promise<void>;
}

/**
 * Erasing a person's data (administrators): says what happens, asks what becomes of their free texts,
 * and erases on a clearly named red button; the list then shows the pseudonym they are known by now.
 */
export function ErasePersonDialog({
  user,
  loading,
  loadError,
  onRetry,
  fallback,
  onErased,
}: ErasePersonDialogProps) {
  const { t } = useTranslation();
  const [freeTexts, setFreeTexts] = useState<ErasureFreeTexts>('keep');
  const name = user ? displayName(user) || user.email : '';
  const impossible =
    user && !mayErase(user) ? t(user.erased ? 'person-erase.already' : 'person-erase.impossible') : undefined;
  return (
    <ConfirmDialog
      title={t('person-erase.title')}
      confirmLabel={t('person-erase.confirm')}
      fallback={fallback}
      successMessage={(result) =>
        t('person-erase.success', { pseudonym: (result as ErasureResult).pseudonym })
      }
      loading={loading || !user}
      loadError={loadError}
      onRetry={onRetry}
      impossible={impossible}
      fields={
        <Stack gap="md">
          <div>
            <Text fw={600}>{t('person-erase.what')}</Text>
            <List size="sm" spacing={4}>
              <List.Item>{t('person-erase.point-pseudonym')}</List.Item>
              <List.Item>{t('person-erase.point-sign-in')}</List.Item>
              <List.Item>{t('person-erase.point-files')}</List.Item>
              <List.Item>{t('person-erase.point-documentation')}</List.Item>
            </List>
          </div>
          <Radio.Group
            label={t('person-erase.free-texts')}
            value={freeTexts}
            onChange={(value) => setFreeTexts(value as ErasureFreeTexts)}
          >
            <Stack gap="xs" mt={4}>
              <Radio value="keep" label={t('person-erase.free-texts-keep')} />
              <Radio value="remove" label={t('person-erase.free-texts-remove')} />
            </Stack>
          </Radio.Group>
        </Stack>
      }
      onConfirm={async () => {
        if (!user) throw new Error('No user to erase');
        const result = await erasePerson(user.id, { freeTexts, updatedAt: user.updatedAt });
        await onErased(result);
        return result;
      }}
    >
      {t('person-erase.intro', { name, email: user?.email ?? '' })}
    </ConfirmDialog>
  );
}
