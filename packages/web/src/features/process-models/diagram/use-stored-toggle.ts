import { useCallback, useState } from 'react';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * A view choice of the editor kept in this browser (the outline, the lanes view): who reads
 * models with a screen reader, or by their actors, wants it at every model without turning it on again.
 */
export function useStoredToggle(
  key: 'stroomlijn.editor-outline' | 'stroomlijn.editor-lanes',
): [boolean, () => void] {
  const [shown, setShown] = useState(() => storage()?.getItem(key) === 'shown');
  const toggle = useCallback(() => {
    setShown((current) => {
      const next = !current;
      if (next) storage()?.setItem(key, 'shown');
      else storage()?.removeItem(key);
      return next;
    });
  }, [key]);
  return [shown, toggle];
}
