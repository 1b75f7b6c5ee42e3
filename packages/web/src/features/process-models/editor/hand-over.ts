import type { EditorState } from '@stroomlijn/domain';
import type { EditableModel } from './editor-types';

/**
 * A new model's first save moves the editor from /process-model/new to /process-model/{id}; the
 * editor there takes the history over, so that undo still reaches every edit since the editor opened.
 */
let handedOver: { id: string; updatedAt: number | undefined; state: EditorState<EditableModel> } | null =
  null;

export function handOver(state: EditorState<EditableModel>): void {
  handedOver = { id: state.model.id, updatedAt: state.model.updatedAt, state };
}

/** The history handed over for this model at this version, once. */
export function takeHandOver(id: string, updatedAt: number): EditorState<EditableModel> | undefined {
  const found = handedOver;
  handedOver = null;
  return found && found.id === id && found.updatedAt === updatedAt ? found.state : undefined;
}
