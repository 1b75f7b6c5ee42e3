import {
  applyBusinessModelEdit,
  type BusinessModel,
  type BusinessModelEdit,
  businessModelUpdate,
} from '@stroomlijn/domain';
import { type UseQueryResult, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useCallback, useRef, useState } from 'react';
import { errorText, isConflict, useUnexpectedErrorDialog } from '../../components';
import { ApiError, toErrorBody } from '../../lib/api';
import { businessModelQuery, saveBusinessModel } from './business-model-api';

/** How a save ended; `failed` carries the error for the place that asked (a dialog or the page). */
export type SaveOutcome =
  | { status: 'saved' | 'unchanged' | 'conflict' | 'busy' }
  | { status: 'failed'; error: unknown };

export interface BusinessModelEditing {
  query: UseQueryResult<BusinessModel>;
  /** A save is in flight, or the current model is being loaded after a conflict: no edit may start. */
  busy: boolean;
  /** The last save was refused because someone else saved first; the current model has been loaded. */
  conflict: boolean;
  dismissConflict: () => void;
  /** Applies one edit to the saved model and saves the result at once (BM-20). */
  apply: (edit: BusinessModelEdit) => Promise<SaveOutcome>;
}

/**
 * The business model and its saving (spec part 1 §4: saved at once on every change, the screen shows
 * the saved state). Each edit is applied to the last saved model and sent whole with the `updatedAt`
 * it was based on; the answer becomes the shown model. Only one save runs at a time. A stale save
 * (409 conflict) loads the current model and says so; any other failure keeps the saved model.
 */
export function useBusinessModel(): BusinessModelEditing {
  const queryClient = useQueryClient();
  const query = useQuery(businessModelQuery);
  const showUnexpected = useUnexpectedErrorDialog();
  const [conflict, setConflict] = useState(false);
  const [reloading, setReloading] = useState(false);
  const inFlight = useRef(false);
  // The client's own latest save, for an edit that comes before the page has drawn its answer (an edit
  // based on the version before it would be refused as someone else's change).
  const ownSave = useRef<BusinessModel | null>(null);
  const mutation = useMutation({
    mutationFn: saveBusinessModel,
    onSuccess: (saved) => {
      ownSave.current = saved;
      queryClient.setQueryData(businessModelQuery.queryKey, saved);
    },
  });
  const { mutateAsync } = mutation;
  const { refetch } = query;
  const shown = query.data;

  const apply = useCallback(
    async (edit: BusinessModelEdit): Promise<SaveOutcome> => {
      const own = ownSave.current;
      const current = own && shown && own.updatedAt > shown.updatedAt ? own : shown;
      if (!current || inFlight.current) return { status: 'busy' };
      const next = applyBusinessModelEdit(current, edit);
      if (next === current) return { status: 'unchanged' };
      inFlight.current = true;
      setConflict(false);
      try {
        await mutateAsync(businessModelUpdate(next));
        return { status: 'saved' };
      } catch (error) {
        if (!isConflict(error)) {
          showUnexpected(error);
          return { status: 'failed', error };
        }
        setConflict(true);
        setReloading(true);
        try {
          await refetch();
        } finally {
          setReloading(false);
        }
        return { status: 'conflict' };
      } finally {
        inFlight.current = false;
      }
    },
    [shown, mutateAsync, refetch, showUnexpected],
  );

  return {
    query,
    busy: mutation.isPending || reloading,
    conflict,
    dismissConflict: useCallback(() => setConflict(false), []),
    apply,
  };
}

/**
 * The text of a failed save: a link to a model that is no longer published (422 under a
 * `processModelId`) says so; anything else gives the error's own text.
 */
export function saveErrorText(t: TFunction, error: unknown): string {
  if (
    error instanceof ApiError &&
    error.body.messageKey === 'validation' &&
    error.body.errors.some((field) => field.name.endsWith('.processModelId'))
  ) {
    return t('business-model.not-published');
  }
  return errorText(t, toErrorBody(error));
}
