import type { ProcessModel } from '@stroomlijn/domain';
import { createContext, useContext } from 'react';
import type { EditorMode } from './editor-types';
import type { EditorStateApi } from './use-editor-state';

export interface EditorContextValue {
  mode: EditorMode;
  /** view and revision: nothing can change. */
  readOnly: boolean;
  /** The area the editor was opened in: '/process-model', '/my-process-models/actor' … */
  areaPrefix: string;
  /** The editor's own address, without a sub-route: '/process-model/{id}', '/process-model/{id}/view' … */
  basePath: string;
  /** The model being edited or shown, the command stack, undo and redo. */
  editor: EditorStateApi;
  /** The server's model as last loaded or saved (status, revision, draft flag); null for a new model. */
  server: ProcessModel | null;
  /** A save or publish is in flight; another asked for meanwhile waits for it (the same one joins it). */
  busy: boolean;
  /** Saves the working copy (POST for a new model, else PUT); rejects with the ApiError of a refusal. */
  save(): Promise<ProcessModel>;
  /**
   * Saves and publishes in one call (revision n+1), marking `feedbackDone` done by it; rejects with the
   * ApiError of a refusal.
   */
  saveAndPublish(changeNote?: string, feedbackDone?: readonly string[]): Promise<ProcessModel>;
  /** Loads the server's working copy again; the unsaved version is kept as a local draft to restore. */
  reload(): Promise<void>;
  /** Goes to a sub-route of the editor, e.g. `openSubRoute('edit-step/' + id)`. */
  openSubRoute(path: string): void;
  /** Closes a sub-route: back to the editor's own address. */
  closeSubRoute(): void;
  /** Leaves the editor for `to` without asking again about unsaved changes (they are dropped). */
  leave(to: string): void;
  /**
   * A dialog with a local copy names its address while the copy differs from the model (null once it
   * is the same, applied or dropped): leaving that address, e.g. with the browser's Back, asks first.
   */
  guardDialog(root: string | null): void;
}

export const EditorContext = createContext<EditorContextValue | null>(null);

export function useEditorContext(): EditorContextValue {
  const context = useContext(EditorContext);
  if (!context) throw new Error('useEditorContext outside the process model editor');
  return context;
}
