import type { ProcessModel } from '@stroomlijn/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  createProcessModel,
  processModelSaved,
  publishProcessModel,
  saveProcessModel,
  workingCopyQuery,
} from '../process-models-api';
import { type Draft, draftDiffers, readDraft, removeDraft, writeDraft } from './drafts';
import { type EditableModel, type EditorMode, editableOf, isReadOnly } from './editor-types';
import {
  type KnownVersion,
  sendWrite,
  versionOf,
  type WriteCalls,
  type WriteKind,
  writeQueue,
} from './model-writes';
import type { EditorStateApi } from './use-editor-state';

const DRAFT_DELAY_MS = 400;

export interface PersistenceOptions {
  mode: EditorMode;
  editor: EditorStateApi;
  /** The server's model as loaded; null for a new model. */
  loadedServer: ProcessModel | null;
  /** Local storage slot of this model's unsaved version. */
  draftKey: string;
  /** After a save of a model that had no address yet (its first save). */
  onFirstSave?: (answer: ProcessModel, sent: EditableModel) => void;
}

export interface Persistence {
  server: ProcessModel | null;
  /** A save or publish is in flight: Save and Save and publish wait for it (the toolbar offers neither). */
  busy: boolean;
  save(): Promise<ProcessModel>;
  /** Saves and publishes, with the publisher's change note and the feedback the revision deals with. */
  saveAndPublish(changeNote?: string, feedbackDone?: readonly string[]): Promise<ProcessModel>;
  reload(): Promise<void>;
  /** An unsaved version found in local storage, to restore or discard. */
  draft: Draft | null;
  restoreDraft(): void;
  discardDraft(): void;
}

/**
 * Saving, publishing and reloading the model, and its unsaved version in local storage: written
 * while the user edits, offered back when found, removed when the model is saved. Writes run one at a
 * time and each once (`writeQueue`), each based on the version the client knows: as loaded, or as its
 * own latest write left it. So a second press of Save never meets the first one's version as stale.
 */
export function useModelPersistence({
  mode,
  editor,
  loadedServer,
  draftKey,
  onFirstSave,
}: PersistenceOptions): Persistence {
  const queryClient = useQueryClient();
  const readOnly = isReadOnly(mode);
  const [server, setServer] = useState(loadedServer);
  const firstSave = useRef(onFirstSave);
  firstSave.current = onFirstSave;
  const known = useRef<KnownVersion | null>(loadedServer && versionOf(loadedServer));
  const [busy, setBusy] = useState(false);
  const [queue] = useState(() => writeQueue(setBusy));
  const calls = useMemo<WriteCalls>(
    () => ({
      create: createProcessModel,
      save: saveProcessModel,
      publish: publishProcessModel,
      workingCopy: (id) => queryClient.fetchQuery({ ...workingCopyQuery(id), staleTime: 0 }),
    }),
    [queryClient],
  );

  const [draft, setDraft] = useState<Draft | null>(() => {
    if (readOnly) return null;
    const found = readDraft(draftKey);
    if (found && draftDiffers(found, editor.model)) return found;
    if (found) removeDraft(draftKey);
    return null;
  });
  useEffect(() => {
    if (readOnly || !editor.dirty) return;
    const timer = window.setTimeout(
      () => writeDraft(draftKey, editor.model, server?.updatedAt),
      DRAFT_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [readOnly, editor.dirty, editor.model, draftKey, server?.updatedAt]);

  const afterSave = useCallback(
    async (sent: EditableModel, answer: ProcessModel, wasNew: boolean) => {
      known.current = versionOf(answer);
      await processModelSaved(queryClient, answer);
      editor.markSaved(sent, editableOf(answer));
      setServer(answer);
      removeDraft(draftKey);
      setDraft(null);
      if (wasNew) firstSave.current?.(answer, sent);
      return answer;
    },
    [queryClient, editor, draftKey],
  );

  const { current: currentModel } = editor;
  const write = useCallback(
    (kind: WriteKind, changeNote = '', feedbackDone: readonly string[] = []) =>
      queue.run(`${kind}:${changeNote}:${feedbackDone.join(',')}`, async () => {
        // The model as it is when the write starts: a write that waited sends the edits made meanwhile.
        const sent = currentModel();
        const wasNew = known.current === null;
        const answer = await sendWrite(calls, kind, sent, known.current, changeNote, feedbackDone);
        return afterSave(sent, answer, wasNew);
      }),
    [queue, currentModel, calls, afterSave],
  );
  const save = useCallback(() => write('save'), [write]);
  const saveAndPublish = useCallback(
    (changeNote = '', feedbackDone: readonly string[] = []) =>
      write('save-and-publish', changeNote, feedbackDone),
    [write],
  );

  const reload = useCallback(async () => {
    const mine = editor.model;
    const fresh = await queryClient.fetchQuery({ ...workingCopyQuery(mine.id), staleTime: 0 });
    // The user's version stays restorable, marked as based on the version it was edited from.
    writeDraft(draftKey, mine, mine.updatedAt);
    const kept = readDraft(draftKey);
    const model = editableOf(fresh);
    editor.reset(model, model);
    known.current = versionOf(fresh);
    setServer(fresh);
    setDraft(kept && draftDiffers(kept, model) ? kept : null);
  }, [editor, queryClient, draftKey]);

  const restoreDraft = useCallback(() => {
    if (!draft) return;
    // A new model keeps the draft's own id; a stored model keeps its id and the server's version.
    const id = server === null ? draft.model.id : editor.model.id;
    editor.reset({ ...draft.model, id, updatedAt: server?.updatedAt }, editor.model);
    setDraft(null);
  }, [draft, server, editor]);

  const discardDraft = useCallback(() => {
    removeDraft(draftKey);
    setDraft(null);
  }, [draftKey]);

  return { server, busy, save, saveAndPublish, reload, draft, restoreDraft, discardDraft };
}
