/** The editor's thrown errors (spec part 1 §8) plus refusals by a rule or an invariant. */
export const EDITOR_ERROR_CODES = [
  'unknown-id',
  'step-position-not-initialised',
  'layout-state-not-initialised',
  'duplicate-step',
  'unsupported-step-type',
  'relation-count',
  'unsupported-toolbar-action',
  'unimplemented-step-type',
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
