import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { type ApiErrorBody, isUnexpectedError, NotAuthenticatedError, toErrorBody } from '../lib/api';
import { afterLoadWhenIdle } from '../lib/idle';

/**
 * The dialog (Mantine's Modal with its scroll area, focus trap, portal and transitions) is a chunk of its
 * own, so the first page does not wait for it (docs/decisions.md, "A small first page"). It is fetched a
 * moment after the page has loaded, when the browser is idle, so that it is there before an error can happen,
 * even when the network is gone by then; an error before that loads it at once.
 */
const loadErrorDialog = () => import('./error-dialog');
const ErrorDialog = lazy(async () => ({ default: (await loadErrorDialog()).ErrorDialog }));

type ShowError = (error: unknown) => void;

const ErrorDialogContext = createContext<ShowError | null>(null);

/** Hosts the one error dialog of the application; open it with `useErrorDialog()`. */
export function ErrorDialogProvider({ children }: { children: ReactNode }) {
  const [body, setBody] = useState<ApiErrorBody | null>(null);
  const [opened, setOpened] = useState(false);

  const show = useCallback<ShowError>((error) => {
    // A 401 has already ended the session and reloads the page: nothing to show.
    if (error instanceof NotAuthenticatedError) return;
    setBody(toErrorBody(error));
    setOpened(true);
  }, []);

  useEffect(() => afterLoadWhenIdle(() => void loadErrorDialog().catch(() => undefined)), []);

  const value = useMemo(() => show, [show]);
  return (
    <ErrorDialogContext.Provider value={value}>
      {children}
      {body && (
        <Suspense fallback={null}>
          <ErrorDialog opened={opened} body={body} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </ErrorDialogContext.Provider>
  );
}

/** A function that shows any error (an ApiError or otherwise) in the error dialog. */
export function useErrorDialog(): ShowError {
  const show = useContext(ErrorDialogContext);
  if (!show) throw new Error('useErrorDialog needs an ErrorDialogProvider');
  return show;
}

/**
 * Shows only unexpected failures (server errors, network failures) in the error dialog; ordinary
 * refusals (4xx) are left to the form's danger message. Fits a mutation's `onError`.
 */
export function useUnexpectedErrorDialog(): (error: unknown) => void {
  const show = useErrorDialog();
  return useCallback(
    (error: unknown) => {
      if (isUnexpectedError(error)) show(error);
    },
    [show],
  );
}
