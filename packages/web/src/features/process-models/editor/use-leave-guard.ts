import { useEffect } from 'react';
import { type Blocker, useBlocker } from 'react-router';
import { EDITOR_SUB_ROUTES } from '../../../lib/process-model-queries';
import type { EditorMode } from './editor-types';

/** Whether an address belongs to the editor at `basePath` (itself or one of its sub-routes). */
export function isInsideEditor(pathname: string, basePath: string, mode: EditorMode): boolean {
  if (pathname === basePath || pathname === `${basePath}/`) return true;
  if (!pathname.startsWith(`${basePath}/`)) return false;
  const first = pathname.slice(basePath.length + 1).split('/')[0] ?? '';
  // In edit mode `{id}/view` is the published model's page, not the info dialog.
  if (first === 'view' && mode === 'edit') return false;
  return (EDITOR_SUB_ROUTES as readonly string[]).includes(first);
}

/**
 * Asks before unsaved changes are left behind: a navigation out of the editor is held (the caller
 * shows the question), and closing or reloading the tab gets the browser's own question.
 */
export function useLeaveGuard(
  dirty: boolean,
  basePath: string,
  mode: EditorMode,
  leaving: { current: boolean },
): Blocker {
  const blocker = useBlocker(
    ({ nextLocation }) => dirty && !leaving.current && !isInsideEditor(nextLocation.pathname, basePath, mode),
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return blocker;
}
