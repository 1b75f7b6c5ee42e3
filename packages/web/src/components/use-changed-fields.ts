import { type SyntheticEvent, useCallback, useMemo, useRef } from 'react';

/** A field whose value the user can change. */
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const fieldValue = (field: Field): string =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')
    ? String(field.checked)
    : field.value;

function fieldOf(target: EventTarget | null): Field | null {
  if (!(target instanceof Element)) return null;
  const field =
    target instanceof HTMLLabelElement ? target.control : target.closest('input, textarea, select');
  return field instanceof HTMLInputElement ||
    field instanceof HTMLTextAreaElement ||
    field instanceof HTMLSelectElement
    ? field
    : null;
}

/**
 * Whether the user changed a field inside an element: each field's value is kept the first time the user
 * reaches it (focus or pointer, before any change), and `changed()` tells whether a field that is still
 * there holds another value now. Typed text, a picked option or date and a ticked box count; a search
 * typed into a select and dropped with Escape, or text typed and erased again, does not. Spread `watch`
 * on the element that holds the fields (React's events also come from its portals, such as dropdowns).
 */
export function useChangedFields() {
  const seen = useRef(new Map<Field, string>());
  const note = useCallback((event: SyntheticEvent) => {
    const field = fieldOf(event.target);
    if (field && !seen.current.has(field)) seen.current.set(field, fieldValue(field));
  }, []);
  const changed = useCallback(
    () => [...seen.current].some(([field, value]) => field.isConnected && fieldValue(field) !== value),
    [],
  );
  const watch = useMemo(() => ({ onFocusCapture: note, onPointerDownCapture: note }), [note]);
  return { watch, changed };
}
