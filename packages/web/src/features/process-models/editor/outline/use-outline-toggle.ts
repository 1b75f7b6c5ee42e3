import { useCallback, useState } from 'react';

const STORAGE_KEY = 'stroomlijn.editor-outline';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * Whether the outline is shown beside the canvas. The choice is kept in this browser: who works with
 * a screen reader or the keyboard wants it at every model without turning it on again.
 */
export function useOutlineToggle(): [boolean, () => void] {
  const [shown, setShown] = useState(() => storage()?.getItem(STORAGE_KEY) === 'shown');
  const toggle = useCallback(() => {
    setShown((current) => {
      const next = !current;
      if (next) storage()?.setItem(STORAGE_KEY, 'shown');
      else storage()?.removeItem(STORAGE_KEY);
      return next;
    });
  }, []);
  return [shown, toggle];
}
