import { applyChange, type ModelChange, revertChange } from './change.js';
import type { EditorCommand } from './commands/handlers.js';
import { runCommand } from './commands/run-command.js';
import { EditorError, type EditorErrorCode } from './editor-error.js';
import type { EditorModel } from './editor-model.js';
import { checkInvariants, type InvariantCode } from './invariants.js';

/** What the web's 'invalid state' dialog shows: message, debug detail and the (restored) state. */
export interface EditorFailure<M> {
  code: EditorErrorCode;
  /** The refusing rule's reason or the broken invariant's code, when there is one. */
  reason?: string;
  message: string;
  debug: string;
  state: M;
}
export type EditorResult<M> = { ok: true; model: M } | { ok: false; error: EditorFailure<M> };

interface Entry {
  readonly command: EditorCommand;
  readonly change: ModelChange;
}
/** A persistent stack: pushing shares the rest, so a new state never copies the history. */
type History = { readonly entry: Entry; readonly rest: History } | null;

export interface EditorState<M extends EditorModel> {
  readonly model: M;
  readonly done: History;
  readonly undone: History;
}

export function openEditor<M extends EditorModel>(model: M): EditorState<M> {
  return { model, done: null, undone: null };
}

const INVARIANT_ERRORS: Partial<Record<InvariantCode, EditorErrorCode>> = {
  'duplicate-step': 'duplicate-step',
  'relation-count': 'relation-count',
  'unknown-step': 'unknown-id',
};

function failure<M>(error: unknown, command: EditorCommand, state: M): EditorFailure<M> {
  if (error instanceof EditorError) {
    const detail = error.debug ? `${error.debug}\n` : '';
    const result: EditorFailure<M> = {
      code: error.code,
      message: error.message,
      debug: `${detail}${JSON.stringify(command)}`,
      state,
    };
    if (error.reason !== undefined) result.reason = error.reason;
    return result;
  }
  const message = error instanceof Error ? error.message : String(error);
  const debug = error instanceof Error && error.stack ? error.stack : JSON.stringify(command);
  return { code: 'invalid-state', message, debug, state };
}

/**
 * Runs a command; its rules and then the invariants must hold. On a failure the state stays as it
 * was (the previous model) and the result says why; on success the redo stack is cleared.
 */
export function executeCommand<M extends EditorModel>(
  state: EditorState<M>,
  command: EditorCommand,
): { state: EditorState<M>; result: EditorResult<M> } {
  try {
    const { model, change } = runCommand(state.model, command);
    const violation = checkInvariants(model.steps);
    if (violation) {
      const code = INVARIANT_ERRORS[violation.code] ?? 'invalid-state';
      const debug = `${violation.code}${violation.stepId ? ` at ${violation.stepId}` : ''}\n${JSON.stringify(command)}`;
      throw new EditorError(code, violation.message, debug, violation.code);
    }
    const done: History = { entry: { command, change }, rest: state.done };
    return { state: { model, done, undone: null }, result: { ok: true, model } };
  } catch (error) {
    return { state, result: { ok: false, error: failure(error, command, state.model) } };
  }
}

export function canUndo(state: EditorState<EditorModel>): boolean {
  return state.done !== null;
}
export function canRedo(state: EditorState<EditorModel>): boolean {
  return state.undone !== null;
}

/** Reverts the last command (the whole gesture); the same state when there is nothing to undo. */
export function undoCommand<M extends EditorModel>(state: EditorState<M>): EditorState<M> {
  if (!state.done) return state;
  const { entry, rest } = state.done;
  return {
    model: revertChange(state.model, entry.change),
    done: rest,
    undone: { entry, rest: state.undone },
  };
}

export function redoCommand<M extends EditorModel>(state: EditorState<M>): EditorState<M> {
  if (!state.undone) return state;
  const { entry, rest } = state.undone;
  return { model: applyChange(state.model, entry.change), done: { entry, rest: state.done }, undone: rest };
}
