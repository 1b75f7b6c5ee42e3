import {
  canRedo,
  canUndo,
  type EditorCommand,
  type EditorFailure,
  type EditorState,
  executeCommand,
  openEditor,
  redoCommand,
  undoCommand,
} from '@stroomlijn/domain';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { EditableModel } from './editor-types';

/** Fields of the model itself (not of the graph); the edit dialog changes them. */
export type ModelFields = Partial<
  Pick<EditableModel, 'info' | 'owner' | 'manager' | 'reviewIntervalMonths' | 'approvalRole'>
>;

export interface EditorStateApi {
  model: EditableModel;
  /** The model as the latest edit left it, also before React has drawn that edit (for a save). */
  current(): EditableModel;
  state: EditorState<EditableModel>;
  /** The model differs from the one last loaded or saved. */
  dirty: boolean;
  canUndo: boolean;
  canRedo: boolean;
  /** The last refused or failed edit, for the 'invalid state' dialog; the model is unchanged. */
  failure: EditorFailure<EditableModel> | null;
  execute(command: EditorCommand): boolean;
  undo(): void;
  redo(): void;
  setFields(fields: ModelFields): void;
  /**
   * After a save of `sent`: `answer` is what the server holds now. Edits made while the save ran
   * stay (and stay unsaved); the history stays.
   */
  markSaved(sent: EditableModel, answer: EditableModel): void;
  /** Starts again from this model (a reload, a restored draft); `saved` is what the server holds. */
  reset(model: EditableModel, saved?: EditableModel): void;
  dismissFailure(): void;
}

/**
 * The editor's state: the domain's command stack (every edit a command, undo and redo of each)
 * plus the model fields, and which model the server holds, so that the editor knows what is unsaved.
 */
export function useEditorState(
  initial: EditableModel,
  initialSaved: EditableModel = initial,
  /** The history of the same editor before a change of address (a new model's first save). */
  initialState?: EditorState<EditableModel>,
): EditorStateApi {
  const [state, setState] = useState(() => initialState ?? openEditor(initial));
  const [saved, setSaved] = useState(initialSaved);
  const [failure, setFailure] = useState<EditorFailure<EditableModel> | null>(null);
  // Commands may come faster than React renders (keyboard repeat): each runs on the latest state.
  const latest = useRef(state);
  latest.current = state;

  const commit = useCallback((next: EditorState<EditableModel>) => {
    latest.current = next;
    setState(next);
  }, []);

  const execute = useCallback(
    (command: EditorCommand) => {
      const { state: next, result } = executeCommand(latest.current, command);
      if (!result.ok) {
        setFailure(result.error);
        return false;
      }
      commit(next);
      return true;
    },
    [commit],
  );
  const current = useCallback(() => latest.current.model, []);
  const undo = useCallback(() => commit(undoCommand(latest.current)), [commit]);
  const redo = useCallback(() => commit(redoCommand(latest.current)), [commit]);
  const setFields = useCallback(
    (fields: ModelFields) => commit({ ...latest.current, model: { ...latest.current.model, ...fields } }),
    [commit],
  );
  const markSaved = useCallback(
    (sent: EditableModel, answer: EditableModel) => {
      // The client's own steps stay (the undo history refers to their order); only the version moves on.
      const version = { updatedAt: answer.updatedAt };
      const current = latest.current.model;
      const savedModel = { ...sent, ...version };
      setSaved(savedModel);
      commit({ ...latest.current, model: current === sent ? savedModel : { ...current, ...version } });
    },
    [commit],
  );
  const reset = useCallback(
    (model: EditableModel, savedModel: EditableModel = model) => {
      setSaved(savedModel);
      commit(openEditor(model));
    },
    [commit],
  );
  const dismissFailure = useCallback(() => setFailure(null), []);

  return useMemo(
    () => ({
      model: state.model,
      current,
      state,
      dirty: state.model !== saved,
      canUndo: canUndo(state),
      canRedo: canRedo(state),
      failure,
      execute,
      undo,
      redo,
      setFields,
      markSaved,
      reset,
      dismissFailure,
    }),
    [state, saved, failure, current, execute, undo, redo, setFields, markSaved, reset, dismissFailure],
  );
}
