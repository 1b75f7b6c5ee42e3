import { PROCESS_MODEL_INPUT_FIELDS, type ProcessModel, type ProcessModelInput } from '@stroomlijn/domain';

/** new: /process-model/new; edit: the working copy; view: the latest published revision; revision: one revision. */
export type EditorMode = 'new' | 'edit' | 'view' | 'revision';

/** What the editor edits: the model as it is sent (`updatedAt` is the version it is based on). */
export type EditableModel = ProcessModelInput;

/** The model as the editor opened it: the server's answer, or nothing yet for a new model. */
export interface LoadedModel {
  model: EditableModel;
  /** The server's model (status, revision, publish fields); null for a new model not saved yet. */
  server: ProcessModel | null;
}

export function isReadOnly(mode: EditorMode): boolean {
  return mode === 'view' || mode === 'revision';
}

/** The wire model of a server answer: the fields the editor sends, without those the server computes. */
export function editableOf(model: ProcessModel): EditableModel {
  return Object.fromEntries(
    PROCESS_MODEL_INPUT_FIELDS.map((field) => [field, model[field]]),
  ) as EditableModel;
}
