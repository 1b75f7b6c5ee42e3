import type { EditableModel } from './editor-types';

/**
 * Unsaved versions of models in this browser's local storage, so that a reload or a crash loses
 * nothing: written while the user edits, removed when the model is saved or the user discards it.
 */
export interface Draft {
  model: EditableModel;
  /** The server version the draft was based on; undefined for a model never saved. */
  baseUpdatedAt: number | undefined;
  savedAt: number;
}

const PREFIX = 'stroomlijn.process-model-draft.';
/** A new model has no address of its own until its first save: one draft slot for all new models. */
export const NEW_MODEL_DRAFT = 'new';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readDraft(key: string): Draft | null {
  const raw = storage()?.getItem(PREFIX + key);
  if (!raw) return null;
  try {
    const draft = JSON.parse(raw) as Draft;
    return draft && typeof draft === 'object' && draft.model && Array.isArray(draft.model.steps)
      ? draft
      : null;
  } catch {
    return null;
  }
}

export function writeDraft(key: string, model: EditableModel, baseUpdatedAt: number | undefined): void {
  const draft: Draft = { model, baseUpdatedAt, savedAt: Date.now() };
  try {
    storage()?.setItem(PREFIX + key, JSON.stringify(draft));
  } catch {
    // storage full or disabled: the guard against leaving still protects the edits
  }
}

export function removeDraft(key: string): void {
  storage()?.removeItem(PREFIX + key);
}

/** Whether a draft holds anything the server's model does not (same graph, fields and groups). */
export function draftDiffers(draft: Draft, model: EditableModel): boolean {
  return !sameContent(draft.model, model);
}

/** Whether two versions of a model hold the same graph, fields and groups (whatever they are based on). */
export function sameContent(one: EditableModel, other: EditableModel): boolean {
  const { updatedAt: _a, ...mine } = one;
  const { updatedAt: _b, ...theirs } = other;
  return stableJson(mine) === stableJson(theirs);
}

/** JSON with object keys sorted, so that the same content always gives the same text. */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );
}
