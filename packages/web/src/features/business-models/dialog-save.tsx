import type { BusinessModelEdit } from '@stroomlijn/domain';
import { useState } from 'react';
import { FormDanger } from '../../components';
import { useTranslation } from '../../lib/translation';
import { type SaveOutcome, saveErrorText } from './use-business-model';

/** What every dialog of edit mode gets from the page. */
export interface DialogProps {
  apply: (edit: BusinessModelEdit) => Promise<SaveOutcome>;
  busy: boolean;
  onClose: () => void;
}

/**
 * Saves an edit from a dialog: the dialog closes once the change is saved. A failure stays in the dialog,
 * so that nothing typed is lost; so does a stale save (the page has loaded the current model, and the
 * user submits again on it) unless the dialog holds nothing typed (`typed: false`, a confirmation).
 */
export function useDialogSave(
  { apply, onClose }: Pick<DialogProps, 'apply' | 'onClose'>,
  { typed = true }: { typed?: boolean } = {},
) {
  const { t } = useTranslation();
  const [error, setError] = useState<{ failure: unknown } | 'conflict' | null>(null);
  const run = async (edit: BusinessModelEdit) => {
    setError(null);
    const outcome = await apply(edit);
    if (outcome.status === 'failed') setError({ failure: outcome.error });
    else if (outcome.status === 'conflict' && typed) setError('conflict');
    else if (outcome.status !== 'busy') onClose();
  };
  const text =
    error === 'conflict' ? t('business-model.conflict') : error ? saveErrorText(t, error.failure) : null;
  return { run, danger: text ? <FormDanger>{text}</FormDanger> : null };
}
