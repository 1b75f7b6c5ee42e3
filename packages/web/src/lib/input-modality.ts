let pointerLast = false;

if (typeof window !== 'undefined') {
  const options = { capture: true, passive: true } as const;
  window.addEventListener('pointerdown', () => (pointerLast = true), options);
  window.addEventListener('keydown', () => (pointerLast = false), options);
}

/**
 * Whether the user's last input was a pointer (mouse, pen, touch) rather than a key. What a keyboard
 * user needs before the next key (the focus on a step just added) can wait for the next frame after a
 * pointer gesture.
 */
export function lastInputWasPointer(): boolean {
  return pointerLast;
}
