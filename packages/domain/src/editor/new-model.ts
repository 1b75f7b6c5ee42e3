import { NO_ROLE } from '../process-models/model-constants.js';
import type { ProcessModelInput, Step } from '../process-models/schemas.js';

/**
 * The placeholder name of a new model and of every new step: empty on the wire, so nothing
 * language-bound is stored; the web shows a translated placeholder (per step type) for it.
 */
export const PLACEHOLDER_NAME = '';

export function isPlaceholderName(name: string): boolean {
  return name.trim() === PLACEHOLDER_NAME;
}

export interface NewModelIds {
  modelId: string;
  startId: string;
  endId: string;
}

/** A new model (spec part 1 §4): a start step linked to an end step, no groups, placeholder names. */
export function newProcessModel(ids: NewModelIds): ProcessModelInput {
  const start: Step = {
    id: ids.startId,
    name: PLACEHOLDER_NAME,
    type: 'start',
    children: [{ id: ids.endId, weight: 1 }],
    actor: NO_ROLE,
  };
  const end: Step = { id: ids.endId, name: PLACEHOLDER_NAME, type: 'end', children: [], actor: NO_ROLE };
  return {
    id: ids.modelId,
    info: { name: PLACEHOLDER_NAME, description: '' },
    owner: NO_ROLE,
    manager: NO_ROLE,
    steps: [start, end],
    groups: [],
  };
}
