import { STEP_TYPES } from '../process-models/model-constants.js';

/** The errors the spec lists as the editor's thrown errors (part 1 §8); the web shows each with a text of its own. */
export const EDITOR_THROWN_ERRORS = [
  'unknown-id',
  'step-position-not-initialised',
  'layout-state-not-initialised',
  'duplicate-step',
  'unsupported-step-type',
  'relation-count',
  'unsupported-toolbar-action',
  'unimplemented-step-type',
] as const;

/** The editor's thrown errors plus refusals by a rule or an invariant. */
export const EDITOR_ERROR_CODES = [
  ...EDITOR_THROWN_ERRORS,
  /** A rule refused the command; the rule's reason is in `reason`. */
  'not-allowed',
  /** The command ran but its result broke an invariant; the invariant's code is in `reason`. */
  'invalid-state',
] as const;
export type EditorErrorCode = (typeof EDITOR_ERROR_CODES)[number];

export class EditorError extends Error {
  override readonly name = 'EditorError';
  constructor(
    readonly code: EditorErrorCode,
    message: string,
    readonly debug = '',
    readonly reason?: string,
  ) {
    super(message);
  }
}

export function unknownId(id: string): EditorError {
  return new EditorError('unknown-id', `Unknown id requested: ${id}`, id);
}

/** Types the spec names that exist only as drawn connections (ED-19): never a stored step. */
const DRAWN_ONLY_TYPES: readonly string[] = ['path', 'debug-path'];

/**
 * A stored step of a type the editor does not draw as a step: a drawn-only type (path, debug-path) is
 * unimplemented as a step, any other unknown type unsupported. Null for the five step types.
 */
export function stepTypeError(step: { id: string; type: string }): EditorError | null {
  if ((STEP_TYPES as readonly string[]).includes(step.type)) return null;
  return DRAWN_ONLY_TYPES.includes(step.type)
    ? new EditorError('unimplemented-step-type', `Unimplemented step type: ${step.type}`, step.id)
    : new EditorError('unsupported-step-type', `Unsupported step type: ${step.type}`, step.id);
}
