import { useEffect, useRef } from 'react';

/** Ctrl+K, or ⌘K on a Mac: the search's key, whatever has the focus. */
export function isSearchShortcut(event: KeyboardEvent): boolean {
  return (
    (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k'
  );
}

/**
 * Calls `onShortcut` on Ctrl+K / ⌘K anywhere in the page, before any other key handler (the editor's,
 * a dialog's), and keeps the browser from its own use of the key (its address bar's search). The key
 * types no text, so it is taken from text fields too.
 */
export function useSearchShortcut(onShortcut: () => void): void {
  const latest = useRef(onShortcut);
  latest.current = onShortcut;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      event.stopPropagation();
      latest.current();
    };
    window.addEventListener('keydown', onKeyDown, { capture: true });
    return () => window.removeEventListener('keydown', onKeyDown, { capture: true });
  }, []);
}
