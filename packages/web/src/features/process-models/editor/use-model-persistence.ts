import type { ProcessModel } from '@stroomlijn/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  createProcessModel,
  processModelSaved,
  publishProcessModel,
  saveProcessModel,
  workingCopyQuery,
} from '../process-models-api';
import { type Draft, draftDiffers, readDraft, removeDraft, writeDraft } from './drafts';
import { type EditableModel, type EditorMode, editableOf, isReadOnly } from './editor-types';
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
  save(): Promise<ProcessModel>;
  /** Saves and publishes, with the publisher's change note (issue 18). */
  saveAndPublish(changeNote?: string): Promise<ProcessModel>;
  reload(): Promise<void>;
  /** An unsaved version found in local storage, to restore or discard. */
  draft: Draft | null;
  restoreDraft(): void;
  discardDraft(): void;
}

function withoutVersion({ updatedAt: _, ...model }: EditableModel): EditableModel {
  return model;
}

/**
 * Saving, publishing and reloading the model, and its unsaved version in local storage: written
 * while the user edits, offered back when found, removed when the model is saved.
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

  const save = useCallback(async () => {
    const sent = editor.model;
    const answer =
      server === null
        ? await createProcessModel(withoutVersion(sent))
        : await saveProcessModel({ ...sent, updatedAt: sent.updatedAt ?? server.updatedAt });
    return afterSave(sent, answer, server === null);
  }, [editor.model, server, afterSave]);

  const saveAndPublish = useCallback(
    async (changeNote = '') => {
      const sent = editor.model;
      if (server === null) {
        const created = await createProcessModel(withoutVersion(sent));
        await processModelSaved(queryClient, created);
        return afterSave(sent, await publishProcessModel(created.id, undefined, changeNote), true);
      }
      const answer = await publishProcessModel(
        sent.id,
        { ...sent, updatedAt: sent.updatedAt ?? server.updatedAt },
        changeNote,
      );
      return afterSave(sent, answer, false);
    },
    [editor.model, server, queryClient, afterSave],
  );

  const reload = useCallback(async () => {
    const mine = editor.model;
    const fresh = await queryClient.fetchQuery({ ...workingCopyQuery(mine.id), staleTime: 0 });
    // The user's version stays restorable, marked as based on the version it was edited from.
    writeDraft(draftKey, mine, mine.updatedAt);
    const kept = readDraft(draftKey);
    const model = editableOf(fresh);
    editor.reset(model, model);
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

  return { server, save, saveAndPublish, reload, draft, restoreDraft, discardDraft };
}
