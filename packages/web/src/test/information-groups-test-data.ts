/** Tests only: definitions and groups of the step-information tests. */
import {
  GLOBAL_PROCESS_MODEL_ID,
  type InformationGroup,
  type InputOutput,
  type RoleRef,
  sampleId,
  sampleInputOutput,
} from '@stroomlijn/domain';
import { MODEL_ID, STEP } from './editor-test-harness';
import { stubApi } from './fake-api';

export const DRAFTERS: RoleRef = { id: sampleId(301), name: 'Drafters' };
export const READERS: RoleRef = { id: sampleId(302), name: 'Readers' };

export function definition(id: number, fields: Partial<InputOutput>): InputOutput {
  return {
    ...sampleInputOutput({ id: sampleId(id), processModelId: MODEL_ID, name: `Definition ${id}` }),
    ...fields,
  } as InputOutput;
}

export const POLICY = definition(401, { name: 'Policy', description: 'How we decide' });
export const COMPLAINT_FORM = definition(402, {
  name: 'Complaint form',
  type: 'jotform',
  data: sampleId(501),
  drafter: DRAFTERS,
  reader: READERS,
});
export const INTRANET = definition(403, {
  name: 'Intranet page',
  type: 'sharepoint',
  data: 'https://intra.example.org/p',
});
export const HANDBOOK = definition(404, {
  name: 'Handbook',
  type: 'upload',
  data: sampleId(601),
  processModelId: GLOBAL_PROCESS_MODEL_ID,
});
export const SURVEY = definition(405, {
  name: 'Survey',
  type: 'typeform',
  data: sampleId(502),
  processModelId: GLOBAL_PROCESS_MODEL_ID,
});
export const RESULTS = definition(406, {
  name: 'Complaint results',
  type: 'jotform-result',
  data: sampleId(501),
  reader: READERS,
});

export const MODEL_DEFINITIONS = [POLICY, COMPLAINT_FORM, INTRANET, RESULTS];
export const GLOBAL_DEFINITIONS = [HANDBOOK, SURVEY];

export function group(id: number, fields: Partial<InformationGroup> = {}): InformationGroup {
  return {
    id: sampleId(id),
    stepId: STEP.activity,
    name: `Group ${id}`,
    description: '',
    output: GLOBAL_PROCESS_MODEL_ID,
    inputs: [],
    ...fields,
  };
}

/**
 * The two definition lists (`GET /api/input-output/{id}`), and the same definitions as revision 2 of the
 * model stored them (the read-only modes show those).
 */
export function stubDefinitions(extra: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    [`GET /api/input-output/${MODEL_ID}`]: () => MODEL_DEFINITIONS,
    [`GET /api/input-output/${GLOBAL_PROCESS_MODEL_ID}`]: () => GLOBAL_DEFINITIONS,
    [`GET /api/process_model/revisions/${MODEL_ID}/2/input-output`]: () => [
      ...MODEL_DEFINITIONS,
      ...GLOBAL_DEFINITIONS,
    ],
    'GET /api/role/selector': () => [],
    ...extra,
  });
}
