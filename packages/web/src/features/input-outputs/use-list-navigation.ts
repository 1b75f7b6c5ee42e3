import { GLOBAL_PROCESS_MODEL_ID } from '@stroomlijn/domain';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../lib/translation';

/**
 * The list of definitions is the parent route of `new`, `{id}` and `{id}/delete`: '..' relative to the
 * route, wherever the definitions are mounted (an editor dialog, the data-stream page).
 */
export const LIST_PATH = '..';

interface ListState {
  inputOutputSuccess?: string;
}

/** Goes back to the list, with an optional success message for it to show. */
export function useBackToList(): (success?: string) => void {
  const navigate = useNavigate();
  return useCallback(
    (success?: string) => {
      const state: ListState | undefined =
        success === undefined ? undefined : { inputOutputSuccess: success };
      void navigate(LIST_PATH, { replace: true, state });
    },
    [navigate],
  );
}

/** The success message the list was opened with (after a save or delete), or null. */
export function useListMessage(): string | null {
  const { state } = useLocation();
  const message = (state as ListState | null)?.inputOutputSuccess;
  return typeof message === 'string' ? message : null;
}

/** The heading of the definitions: the global ones or those of the process model (IO-06). */
export function useAreaTitle(processModelId: string): string {
  const { t } = useTranslation();
  return processModelId === GLOBAL_PROCESS_MODEL_ID
    ? t('input-output.global-title')
    : t('input-output.title');
}
