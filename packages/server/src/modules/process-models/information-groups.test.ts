import { randomUUID } from 'node:crypto';
import { GLOBAL_PROCESS_MODEL_ID, type InformationGroup, type ProcessModel } from '@stroomlijn/domain';
import { describe, expect, it } from 'vitest';
import type { Client } from '../../test/client.js';
import { createDefinition, createWorkflowForm } from '../../test/input-outputs.js';
import { asUpdate, createModel, graph, newModel } from '../../test/process-models.js';
import { useSignedInClient, useTestApp } from '../../test/use-test-app.js';

const t = useTestApp();
const modeler = useSignedInClient(t, ['ROLE_MODELER']);
const editor = useSignedInClient(t, ['ROLE_EDITOR']);

/** A new model (not saved yet) with a graph and a way to make groups on its activity. */
function draft() {
  const model = newModel();
  const activity = model.steps.find((step) => step.type === 'activity');
  if (!activity) throw new Error('graph() has an activity');
  const group = (inputs: string[], output: string | null = null, name = 'Group'): InformationGroup => ({
    id: randomUUID(),
    stepId: activity.id,
    name,
    description: '',
    output,
    inputs,
  });
  return { model, group };
}

async function saved(response: Awaited<ReturnType<Client['post']>>): Promise<ProcessModel> {
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json();
}

describe('information groups on save', () => {
  it('IO-11 IO-12 IO-14: groups keep their fields; an empty output is stored as the global id, repeated inputs once', async () => {
    const { model, group } = draft();
    const own = await createDefinition(modeler, model.id, { name: 'Own' });
    const global = await createDefinition(editor, GLOBAL_PROCESS_MODEL_ID, { name: 'Global' });
    const first = group([own.id, global.id, own.id], null, 'Intake');
    const second = group([], own.id, 'Result');
    const created = await saved(
      await modeler.post('/api/process_model', { ...model, groups: [first, second] }),
    );
    const read: ProcessModel = (await modeler.get(`/api/process_model/${created.id}/edit`)).json();
    expect(read.groups).toEqual([
      { ...first, output: GLOBAL_PROCESS_MODEL_ID, inputs: [own.id, global.id] },
      { ...second, output: own.id },
    ]);
    const published = await saved(await modeler.post(`/api/process_model/publish/${created.id}`, {}));
    expect(published.groups).toEqual(read.groups);
    // Saved again as read (output = the global id): still no output.
    const again = await saved(await modeler.put('/api/process_model', asUpdate(read)));
    expect(again.groups).toEqual(read.groups);
  });

  it('inputs and the output must be live definitions of this model or global ones (422 under the field)', async () => {
    const { model, group } = draft();
    const otherModels = await createDefinition(modeler, randomUUID());
    const deleted = await createDefinition(modeler, model.id);
    expect((await modeler.delete(`/api/input-output/${model.id}/${deleted.id}`)).statusCode).toBe(204);
    const own = await createDefinition(modeler, model.id);
    const response = await modeler.post('/api/process_model', {
      ...model,
      groups: [group([own.id, randomUUID(), otherModels.id]), group([], deleted.id)],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      messageKey: 'validation',
      errors: [
        { name: 'groups.0.inputs.1', message: 'invalid-value' },
        { name: 'groups.0.inputs.2', message: 'invalid-value' },
        { name: 'groups.1.output', message: 'invalid-value' },
      ],
    });
    expect((await modeler.get(`/api/process_model/${model.id}/edit`)).statusCode).toBe(404);
  });

  it('IO-15: a form definition cannot be an output; a form result can', async () => {
    const { model, group } = draft();
    const form = await createWorkflowForm(t);
    const jotform = await createDefinition(modeler, model.id, { type: 'jotform', data: form.id });
    const result = await createDefinition(modeler, model.id, { type: 'jotform-result', data: form.id });
    const refused = await modeler.post('/api/process_model', { ...model, groups: [group([], jotform.id)] });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ errors: [{ name: 'groups.0.output', message: 'invalid-value' }] });
    await saved(
      await modeler.post('/api/process_model', { ...model, groups: [group([jotform.id], result.id)] }),
    );
  });

  it('IO-31: one form in two inputs or outputs of a process is form-reused-in-process-model, naming the definitions', async () => {
    const { model, group } = draft();
    const form = await createWorkflowForm(t);
    const a = await createDefinition(modeler, model.id, {
      type: 'jotform',
      data: form.id,
      name: 'Aanvraag A',
    });
    const b = await createDefinition(editor, GLOBAL_PROCESS_MODEL_ID, {
      type: 'typeform',
      data: form.id,
      name: 'Aanvraag B',
    });
    for (const groups of [
      [group([a.id]), group([a.id])],
      [group([a.id]), group([b.id])],
    ]) {
      const response = await modeler.post('/api/process_model', { ...model, groups });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ messageKey: 'form-reused-in-process-model' });
    }
    const both = await modeler.post('/api/process_model', {
      ...model,
      groups: [group([a.id]), group([b.id])],
    });
    expect(both.json().references).toEqual([{ name: 'Aanvraag A' }, { name: 'Aanvraag B' }]);
    await saved(await modeler.post('/api/process_model', { ...model, groups: [group([a.id])] }));
  });

  it('IO-32: one form result used twice in a process is form-result-reused-in-process-model', async () => {
    const { model, group } = draft();
    const form = await createWorkflowForm(t);
    const result = await createDefinition(modeler, model.id, {
      type: 'jotform-result',
      data: form.id,
      name: 'Uitslag',
    });
    const response = await modeler.post('/api/process_model', {
      ...model,
      groups: [group([result.id], result.id)],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      messageKey: 'form-result-reused-in-process-model',
      references: [{ name: 'Uitslag' }],
    });
  });

  it('publish checks the groups again: a definition that is a form since the save is refused as output', async () => {
    const { model, group } = draft();
    const form = await createWorkflowForm(t);
    const definition = await createDefinition(modeler, model.id, { name: 'Verslag' });
    const created = await saved(
      await modeler.post('/api/process_model', { ...model, groups: [group([], definition.id)] }),
    );
    // PUT refuses a change of type; the stored row changes (as rows from before that rule may be).
    await t.database.db
      .updateTable('input_output')
      .set({ type: 'jotform', data: form.id })
      .where('id', '=', definition.id)
      .execute();
    const publish = await modeler.post(`/api/process_model/publish/${created.id}`, {});
    expect(publish.statusCode).toBe(422);
    expect(publish.json()).toMatchObject({ errors: [{ name: 'groups.0.output', message: 'invalid-value' }] });
    expect((await modeler.get(`/api/process_model/revisions/${created.id}`)).statusCode).toBe(404);
  });

  it('save-and-publish with a reused form saves nothing and publishes nothing', async () => {
    const steps = graph();
    const created = await createModel(modeler, { steps });
    const form = await createWorkflowForm(t);
    const a = await createDefinition(modeler, created.id, { type: 'jotform', data: form.id });
    const activity = steps.find((step) => step.type === 'activity');
    const groups = [1, 2].map(() => ({
      id: randomUUID(),
      stepId: activity?.id ?? '',
      name: '',
      description: '',
      output: null,
      inputs: [a.id],
    }));
    const response = await modeler.post(`/api/process_model/publish/${created.id}`, {
      model: { ...asUpdate(created), groups },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ messageKey: 'form-reused-in-process-model' });
    expect(
      ((await modeler.get(`/api/process_model/${created.id}/edit`)).json() as ProcessModel).groups,
    ).toEqual([]);
  });
});
