import { describe, expect, it } from 'vitest';
import { isInsideEditor, leaveLoss } from './use-leave-guard';

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

describe('leaveLoss', () => {
  const base = `/process-model/${ID}`;

  it('is the editor when unsaved changes would leave the editor', () => {
    expect(leaveLoss('/process-model', true, base, 'edit')).toBe('editor');
    expect(leaveLoss(`${base}/view`, true, base, 'edit')).toBe('editor');
  });

  it("is the dialog's copy when the navigation stays in the editor or nothing else is unsaved", () => {
    expect(leaveLoss(base, true, base, 'edit')).toBe('dialog');
    expect(leaveLoss(`${base}/edit-step/${ID}`, true, base, 'edit')).toBe('dialog');
    expect(leaveLoss('/process-model', false, base, 'edit')).toBe('dialog');
  });
});
