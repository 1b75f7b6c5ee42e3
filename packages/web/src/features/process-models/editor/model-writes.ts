import type { ProcessModel, ProcessModelUpdate } from '@stroomlijn/domain';
import { isConflict } from '../../../components';
import { sameContent } from './drafts';
import { type EditableModel, editableOf } from './editor-types';

/** What a write asks of the server: save the working copy, or save it and publish it. */
export type WriteKind = 'save' | 'save-and-publish';

/** The working copy's version the client knows: as loaded, or as its own latest write left it. */
export interface KnownVersion {
  updatedAt: number;
  revision: number;
}

export const versionOf = (model: ProcessModel): KnownVersion => ({
  updatedAt: model.updatedAt,
  revision: model.revision,
});

/** The calls a write makes (process-models-api.ts). */
export interface WriteCalls {
  create(model: EditableModel): Promise<ProcessModel>;
  save(model: ProcessModelUpdate): Promise<ProcessModel>;
  publish(
    id: string,
    model: ProcessModelUpdate | undefined,
    changeNote: string,
    feedbackDone: readonly string[],
  ): Promise<ProcessModel>;
  /** The working copy as the server holds it now. */
  workingCopy(id: string): Promise<ProcessModel>;
}

/**
 * Sends one write of `model`, based on `known` (null: the model was never saved, so it is created).
 * A refusal as stale (409) is someone else's newer version, unless the server holds exactly this
 * change already: then it is the client's own earlier write whose answer never arrived (a lost
 * connection, a write repeated after a timeout), and the write counts as done.
 */
export async function sendWrite(
  calls: WriteCalls,
  kind: WriteKind,
  model: EditableModel,
  known: KnownVersion | null,
  changeNote = '',
  feedbackDone: readonly string[] = [],
): Promise<ProcessModel> {
  if (known === null) {
    const { updatedAt: _, ...input } = model;
    const created = await calls.create(input);
    return kind === 'save' ? created : calls.publish(created.id, undefined, changeNote, feedbackDone);
  }
  const update = { ...model, updatedAt: known.updatedAt };
  try {
    return kind === 'save'
      ? await calls.save(update)
      : await calls.publish(model.id, update, changeNote, feedbackDone);
  } catch (error) {
    if (!isConflict(error)) throw error;
    const current = await calls.workingCopy(model.id).catch(() => null);
    if (current && heldAlready(kind, model, known, current)) return current;
    throw error;
  }
}

/** The server's working copy is this model as written by `kind` after `known` (and published, if asked). */
function heldAlready(kind: WriteKind, model: EditableModel, known: KnownVersion, current: ProcessModel) {
  if (current.updatedAt <= known.updatedAt || !sameContent(model, editableOf(current))) return false;
  return kind === 'save' || (current.revision > known.revision && !current.unpublishedDraftAvailable);
}

/**
 * The editor's writes, one at a time and each once. A write asked for while the same write (same kind
 * and change note) is waiting or running joins it: a double-click or Enter pressed twice saves, or
 * publishes, once. Any other write waits for the one before, so that it is based on the version that
 * one wrote. `onBusy` says when writes start and when the last one has ended.
 */
export function writeQueue(onBusy: (busy: boolean) => void) {
  let last: { key: string; promise: Promise<unknown>; settled: boolean } | null = null;
  let open = 0;
  return {
    run<T>(key: string, task: () => Promise<T>): Promise<T> {
      if (last && !last.settled && last.key === key) return last.promise as Promise<T>;
      const before = last && !last.settled ? last.promise.catch(() => undefined) : Promise.resolve();
      open += 1;
      if (open === 1) onBusy(true);
      const entry = { key, promise: before.then(task), settled: false };
      const end = () => {
        entry.settled = true;
        open -= 1;
        if (open === 0) onBusy(false);
      };
      entry.promise.then(end, end);
      last = entry;
      return entry.promise;
    },
  };
}
