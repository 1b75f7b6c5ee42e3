import { CLASSIFICATIONS, PERIODS } from './definition-constants.js';
import type { InputOutputBody } from './schemas.js';

/**
 * A definition for tests, samples and benchmarks: an information definition with every choice at its
 * first option and no roles, unless `fields` says otherwise.
 */
export function sampleInputOutput(
  fields: Pick<InputOutputBody, 'id' | 'processModelId' | 'name'> & Partial<InputOutputBody>,
): InputOutputBody {
  return {
    type: 'information',
    description: '',
    data: '',
    period: PERIODS[0],
    classification: CLASSIFICATIONS[0],
    application: null,
    owner: null,
    reviewer: null,
    drafter: null,
    actionHolder: null,
    reader: null,
    ...fields,
  };
}
