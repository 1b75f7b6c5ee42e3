import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useUnexpectedErrorDialog } from './error-dialog-provider';
import { useGoBack, useListRouteContext } from './route-dialog';
import { useGuardedMutation } from './use-guarded-mutation';

export interface SaveDialogOptions<TValues, TSaved> {
  /** The list under the dialog: where closing goes without a history step. */
  fallback: string;
  save: (values: TValues) => Promise<TSaved>;
  /** Updates the cached list and item with the saved answer. */
  onSaved: (queryClient: QueryClient, saved: TSaved) => unknown;
}

/**
 * The save of a create or edit dialog over a list: once saved, the caches are updated, the list shows
 * 'form success' and the dialog goes back one step; a failure that is not a field error opens the error
 * dialog. One save at a time: a second press while one runs, or while the dialog closes, sends nothing
 * (it would send the same change again, based on the version the first one replaced). Returns the mutation (its pending state and error feed the form) and `goBack` for Cancel.
 */
export function useSaveDialog<TValues, TSaved>({
  fallback,
  save,
  onSaved,
}: SaveDialogOptions<TValues, TSaved>) {
  const queryClient = useQueryClient();
  const goBack = useGoBack(fallback);
  const { showSuccess } = useListRouteContext();
  const showUnexpected = useUnexpectedErrorDialog();
  const mutation = useGuardedMutation({
    mutationFn: save,
    onSuccess: (saved: TSaved) => {
      void onSaved(queryClient, saved);
      showSuccess();
      goBack();
    },
    onError: showUnexpected,
  });
  return { mutation, goBack };
}
