import { EditorError, type EditorErrorCode, stepTypeError } from './editor-error.js';
import type { EditorModel } from './editor-model.js';
import { checkInvariants, type InvariantCode } from './invariants.js';
import { layoutModel } from './layout/layout-model.js';

/** The editor's error for a stored model that breaks an invariant (spec part 1 §8). */
const OPEN_ERRORS: Record<InvariantCode, EditorErrorCode> = {
  'no-start': 'layout-state-not-initialised',
  'no-end': 'layout-state-not-initialised',
  'duplicate-step': 'duplicate-step',
  'unknown-step': 'unknown-id',
  'relation-count': 'relation-count',
  unreachable: 'step-position-not-initialised',
  'duplicate-relation': 'invalid-state',
  'misplaced-field': 'invalid-state',
  cycle: 'invalid-state',
};

/**
 * Why the editor cannot open a model (one stored before a rule existed, or written past the server): a
 * step of an unknown type, a broken invariant, or a layout that cannot place a step. Null when it opens.
 */
export function openModelError(model: Pick<EditorModel, 'steps'>): EditorError | null {
  for (const step of model.steps) {
    const error = stepTypeError(step);
    if (error) return error;
  }
  const violation = checkInvariants(model.steps);
  if (violation)
    return new EditorError(
      OPEN_ERRORS[violation.code],
      violation.message,
      violation.stepId ?? '',
      violation.code,
    );
  try {
    layoutModel(model);
  } catch (error) {
    if (error instanceof EditorError) return error;
    throw error;
  }
  return null;
}
