import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router';

interface Entry {
  key: string;
  pathname: string;
}

/**
 * The history entries a dialog with sub-routes has added since it opened, so that closing it returns to
 * the entry it was opened from (Back then does not reopen it) and going back to a page of it uses the
 * entry before when that is the page.
 */
export function useDialogHistory(editorPath: string) {
  const navigate = useNavigate();
  const location = useLocation();
  const type = useNavigationType();
  const [first] = useState(() => ({
    fromEditor: (location.state as { fromEditor?: boolean } | null)?.fromEditor === true,
  }));
  const entries = useRef<Entry[]>([{ key: location.key, pathname: location.pathname }]);

  useEffect(() => {
    const list = entries.current;
    const entry = { key: location.key, pathname: location.pathname };
    if (list.at(-1)?.key === entry.key) return;
    const at = list.findIndex((candidate) => candidate.key === entry.key);
    if (type === 'POP' && at >= 0) list.length = at + 1;
    else if (type === 'REPLACE') list[list.length - 1] = entry;
    else list.push(entry);
  }, [location.key, location.pathname, type]);

  /** Back to `pathname`: one step back when the entry before is that page, else in place of this entry. */
  const backTo = useCallback(
    (pathname: string) => {
      const list = entries.current;
      if (list.length > 1 && list.at(-2)?.pathname === pathname) void navigate(-1);
      else void navigate(pathname, { replace: true });
    },
    [navigate],
  );

  /** Out of the dialog, to the editor: back over every entry the dialog added when the editor opened it. */
  const leave = useCallback(() => {
    const added = entries.current.length - 1;
    if (first.fromEditor) void navigate(-(added + 1));
    else void navigate(editorPath, { replace: true });
  }, [navigate, editorPath, first]);

  return { backTo, leave };
}
