import { newProcessModel, sampleId } from '@stroomlijn/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { draftDiffers, readDraft, removeDraft, writeDraft } from './drafts';

const model = newProcessModel({ modelId: sampleId(100), startId: sampleId(1), endId: sampleId(2) });

describe('drafts', () => {
  afterEach(() => window.localStorage.clear());

  it('keeps an unsaved version in local storage until it is removed', () => {
    expect(readDraft(model.id)).toBeNull();
    writeDraft(model.id, model, 7);
    expect(readDraft(model.id)).toMatchObject({ model, baseUpdatedAt: 7 });
    removeDraft(model.id);
    expect(readDraft(model.id)).toBeNull();
  });

  it('ignores what is not a draft', () => {
    window.localStorage.setItem(`stroomlijn.process-model-draft.${model.id}`, '{"model":1');
    expect(readDraft(model.id)).toBeNull();
    window.localStorage.setItem(`stroomlijn.process-model-draft.${model.id}`, '{"model":{}}');
    expect(readDraft(model.id)).toBeNull();
  });

  it('compares content, not key order or version', () => {
    const reordered = { ...Object.fromEntries(Object.entries(model).reverse()) } as typeof model;
    writeDraft(model.id, reordered, 1);
    const draft = readDraft(model.id);
    expect(draft && draftDiffers(draft, { ...model, updatedAt: 99 })).toBe(false);
    expect(draft && draftDiffers(draft, { ...model, info: { name: 'Anders', description: '' } })).toBe(true);
  });
});
