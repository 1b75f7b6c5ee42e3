import { useCallback, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { removeDraft } from './drafts';

/**
 * Moving between the editor, its sub-routes and other pages. `base` is the editor's address (it
 * changes after a new model's first save); `leaving` lets a deliberate exit pass the leave guard.
 */
export function useEditorNavigation(basePath: string, draftKey: string) {
  const navigate = useNavigate();
  const location = useLocation();
  const base = useRef(basePath);
  base.current = basePath;
  const currentPath = useRef(location.pathname);
  currentPath.current = location.pathname;
  const leaving = useRef(false);

  // A sub-route opened from the canvas closes back to that history entry; one opened by its address replaces itself.
  const openedFromCanvas = useRef(false);
  openedFromCanvas.current = (location.state as { fromEditor?: boolean } | null)?.fromEditor === true;
  // What had the focus when a dialog opened (a step, a toolbar button) gets it back when it closes.
  const focusBeforeDialog = useRef<Element | null>(null);
  const openSubRoute = useCallback(
    (path: string) => {
      focusBeforeDialog.current = document.activeElement;
      navigate(`${base.current}/${path}`, { state: { fromEditor: true } });
    },
    [navigate],
  );
  // After a new model's first save the editor lives at another address; the sub-route is gone with it.
  const moved = useRef(false);
  const relocate = useCallback(
    (path: string) => {
      base.current = path;
      moved.current = true;
      leaving.current = true;
      navigate(path, { replace: true });
    },
    [navigate],
  );
  const closeSubRoute = useCallback(() => {
    if (moved.current) return;
    if (openedFromCanvas.current) navigate(-1);
    else navigate(base.current, { replace: true });
  }, [navigate]);
  const leave = useCallback(
    (to: string) => {
      leaving.current = true;
      removeDraft(draftKey);
      // From a sub-route (exit, open-subprocess) its entry is replaced, so that Back does not open it again.
      navigate(to, { replace: currentPath.current !== base.current });
    },
    [draftKey, navigate],
  );
  return { location, leaving, openSubRoute, closeSubRoute, leave, relocate, focusBeforeDialog };
}
