import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate, useOutletContext } from 'react-router';
import { usePageTitle } from '../lib/page-title';
import { AppModal, type AppModalProps } from './app-modal';

/**
 * Goes back one step in the history (spec: confirmation pages go back one step), or, when the page
 * was opened directly and there is no step to go back to, to `fallback` in place of this entry.
 */
export function useGoBack(fallback: string): () => void {
  const navigate = useNavigate();
  const { key } = useLocation();
  return useCallback(() => {
    if (key !== 'default') void navigate(-1);
    else void navigate(fallback, { replace: true });
  }, [key, navigate, fallback]);
}

/** What a list page offers the dialog routes shown over it (through the Outlet context). */
export interface ListRouteContext {
  /** Shows the green 'form success' message on the list (after the dialog closes). */
  showSuccess: (message?: string) => void;
}

const NO_LIST: ListRouteContext = { showSuccess: () => {} };

/** The list's context, or a no-op when the dialog is shown without a list (tests). */
export function useListRouteContext(): ListRouteContext {
  return useOutletContext<ListRouteContext | undefined>() ?? NO_LIST;
}

/**
 * The success message of a list page whose dialogs are child routes. The message clears when the
 * next dialog opens.
 */
export function useListSuccess(dialogOpen: boolean) {
  const [success, setSuccess] = useState<string | null>(null);
  useEffect(() => {
    if (dialogOpen) setSuccess(null);
  }, [dialogOpen]);
  const context = useMemo<ListRouteContext>(
    () => ({ showSuccess: (message) => setSuccess(message ?? '') }),
    [],
  );
  return { success, context };
}

export interface RouteDialogProps extends Omit<AppModalProps, 'onClose' | 'closeTo' | 'title'> {
  title: string;
  /** Where closing goes when there is no history step to go back to: the list under the dialog. */
  fallback: string;
}

/** A dialog shown by a route over its list: sets the document title, and closing goes back one step. */
export function RouteDialog({ title, fallback, children, ...props }: RouteDialogProps) {
  const goBack = useGoBack(fallback);
  usePageTitle(title);
  return (
    <AppModal {...props} title={title} onClose={goBack}>
      {children}
    </AppModal>
  );
}
