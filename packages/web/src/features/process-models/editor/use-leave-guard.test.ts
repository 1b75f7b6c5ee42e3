import { describe, expect, it } from 'vitest';
import { isInsideEditor } from './use-leave-guard';

const ID = '0b6d1f2e-8f1e-4c36-9a53-1c1a8e4c0d2f';

describe('isInsideEditor', () => {
  it('counts the editor and its sub-routes as inside', () => {
    const base = `/process-model/${ID}`;
    expect(isInsideEditor(base, base, 'edit')).toBe(true);
    expect(isInsideEditor(`${base}/edit`, base, 'edit')).toBe(true);
    expect(isInsideEditor(`${base}/edit-step/${ID}`, base, 'edit')).toBe(true);
    expect(isInsideEditor(`${base}/save-and-publish`, base, 'edit')).toBe(true);
  });

  it('counts other pages as outside, the published page of the same model too', () => {
    const base = `/process-model/${ID}`;
    expect(isInsideEditor('/process-model', base, 'edit')).toBe(false);
    expect(isInsideEditor(`${base}/view`, base, 'edit')).toBe(false);
    expect(isInsideEditor(`${base}/revisions`, base, 'edit')).toBe(false);
    expect(isInsideEditor(`${base}x`, base, 'edit')).toBe(false);
    expect(isInsideEditor(`${base}/view/view`, `${base}/view`, 'view')).toBe(true);
  });
});
