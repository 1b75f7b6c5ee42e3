import { useEffect } from 'react';
import { type Blocker, useBlocker } from 'react-router';
import { EDITOR_SUB_ROUTES } from '../process-model-queries';
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

/** Whether `pathname` is `root` or an address below it. */
function isAtOrBelow(pathname: string, root: string): boolean {
  return pathname === root || pathname.startsWith(`${root}/`);
}

/**
 * What a held navigation would drop: the editor's unsaved changes (it leaves the editor), or only the
 * changed local copy of an open dialog (it leaves the dialog but stays in the editor, e.g. with the
 * browser's Back).
 */
export type LeaveLoss = 'editor' | 'dialog';

export function leaveLoss(pathname: string, dirty: boolean, basePath: string, mode: EditorMode): LeaveLoss {
  return dirty && !isInsideEditor(pathname, basePath, mode) ? 'editor' : 'dialog';
}

/**
 * Asks before unsaved changes are left behind: a navigation out of the editor is held (the caller
 * shows the question), and closing or reloading the tab gets the browser's own question. A dialog that
 * edits a local copy (step information) names its address in `changedDialog` while the copy differs: a
 * navigation out of that address is held too.
 */
export function useLeaveGuard(
  dirty: boolean,
  basePath: string,
  mode: EditorMode,
  leaving: { current: boolean },
  changedDialog: { current: string | null },
): Blocker {
  const blocker = useBlocker(({ nextLocation }) => {
    if (leaving.current) return false;
    const dialog = changedDialog.current;
    if (dialog !== null && !isAtOrBelow(nextLocation.pathname, dialog)) return true;
    return dirty && !isInsideEditor(nextLocation.pathname, basePath, mode);
  });
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
