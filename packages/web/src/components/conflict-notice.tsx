import { Button } from '@mantine/core';
import { ApiError } from '../lib/api';
import { useTranslation } from '../lib/translation';

/** Whether a failed save was refused because someone else saved first (409 conflict). */
export function isConflict(error: unknown): boolean {
  return error instanceof ApiError && error.body.messageKey === 'conflict';
}

export interface ConflictNoticeProps {
  /** The failure of the last save; the notice shows only for a conflict. */
  error: unknown;
  /** Loads the newer version (and clears the failed save). */
  onReload: () => unknown;
  /** The newer version is being loaded. */
  reloading: boolean;
}

/**
 * The 'Reload' button in the danger message of a save that was refused because someone else saved
 * first (the message itself, error.conflict, asks to reload). Nothing for any other failure.
 */
export function ConflictNotice({ error, onReload, reloading }: ConflictNoticeProps) {
  const { t } = useTranslation();
  if (!isConflict(error)) return null;
  return (
    <Button size="xs" variant="white" color="red" onClick={() => void onReload()} loading={reloading}>
      {t('common.reload')}
    </Button>
  );
}
