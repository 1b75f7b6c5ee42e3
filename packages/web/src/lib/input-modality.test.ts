import { describe, expect, it } from 'vitest';
import { lastInputWasPointer } from './input-modality';

describe('input modality', () => {
  it('follows the last input: a pointer press, then a key', () => {
    window.dispatchEvent(new Event('pointerdown'));
    expect(lastInputWasPointer()).toBe(true);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Delete' }));
    expect(lastInputWasPointer()).toBe(false);
  });
});
