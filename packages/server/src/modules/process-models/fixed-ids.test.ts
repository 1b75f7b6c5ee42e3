import {
  GLOBAL_PROCESS_MODEL_ID,
  type InputOutput,
  NO_ROLE,
  type ProcessModel,
  type Step,
  UNKNOWN_PROCESS_ID,
  UNKNOWN_ROLE_ID,
} from '@stroomlijn/domain';
import { describe, expect, it } from 'vitest';
import { signedInClient } from '../../test/client.js';
import { createDefinition } from '../../test/input-outputs.js';
import { asUpdate, createModel, graph } from '../../test/process-models.js';
import { testAppForThisTest } from '../../test/use-test-app.js';

/** The placeholders and the global id one fresh store hands out: a model without roles and subprocess, saved twice. */
async function idsOfAFreshStore() {
  const app = await testAppForThisTest();
  const writer = await signedInClient(app, ['ROLE_MODELER', 'ROLE_EDITOR']);
  const created = await createModel(writer, { steps: graph({ subprocess: null }) });
  const saved = await writer.put('/api/process_model', asUpdate(created));
  expect(saved.statusCode, saved.body).toBe(200);
  const read = (await writer.get(`/api/process_model/${created.id}/edit`)).json() as ProcessModel;
  const definition = await createDefinition(writer, GLOBAL_PROCESS_MODEL_ID);
  const globals = (await writer.get(`/api/input-output/${GLOBAL_PROCESS_MODEL_ID}`)).json() as InputOutput[];
  return [created, read].map((model) => {
    const sub = model.steps.find((step) => step.type === 'subprocess') as Step;
    const activity = model.steps.find((step) => step.type === 'activity') as Step;
    return {
      owner: model.owner,
      manager: model.manager,
      actor: activity.actor,
      process: sub.process,
      global: globals.find((each) => each.id === definition.id)?.processModelId,
    };
  });
}

describe('fixed ids', () => {
  it('CL-10: the unknown-role and unknown-process placeholders and the global process-model id are the same across saves and fresh stores', async () => {
    const first = await idsOfAFreshStore();
    const second = await idsOfAFreshStore();
    const expected = {
      owner: { id: UNKNOWN_ROLE_ID, name: '' },
      manager: { id: UNKNOWN_ROLE_ID, name: '' },
      actor: NO_ROLE,
      process: { id: UNKNOWN_PROCESS_ID, name: '', actor: NO_ROLE, revision: -1 },
      global: GLOBAL_PROCESS_MODEL_ID,
    };
    for (const ids of [...first, ...second]) expect(ids).toEqual(expected);
    // Constants, not made per store: the values of the code.
    expect([UNKNOWN_ROLE_ID, UNKNOWN_PROCESS_ID, GLOBAL_PROCESS_MODEL_ID]).toEqual([
      '00000000-0000-4000-8000-000000000202',
      '00000000-0000-4000-8000-000000000203',
      '00000000-0000-4000-8000-000000000201',
    ]);
  });
});
