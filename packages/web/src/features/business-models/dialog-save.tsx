import type { BusinessModelEdit } from '@stroomlijn/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDanger } from '../../components';
import { type SaveOutcome, saveErrorText } from './use-business-model';

/** What every dialog of edit mode gets from the page. */
export interface DialogProps {
  apply: (edit: BusinessModelEdit) => Promise<SaveOutcome>;
  busy: boolean;
  onClose: () => void;
}

/**
 * Saves an edit from a dialog: the dialog closes once the change is saved (or refused as stale, which
 * the page reports); another failure stays in the dialog, so that nothing typed is lost.
 */
export function useDialogSave({ apply, onClose }: Pick<DialogProps, 'apply' | 'onClose'>) {
  const { t } = useTranslation();
  const [error, setError] = useState<unknown>(null);
  const run = async (edit: BusinessModelEdit) => {
    setError(null);
    const outcome = await apply(edit);
    if (outcome.status === 'failed') setError(outcome.error);
    else if (outcome.status !== 'busy') onClose();
  };
  return { run, danger: error ? <FormDanger>{saveErrorText(t, error)}</FormDanger> : null };
}
