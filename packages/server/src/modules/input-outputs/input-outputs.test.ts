import { randomUUID } from 'node:crypto';
import { GLOBAL_PROCESS_MODEL_ID, type InputOutput, UNKNOWN_ROLE_ID } from '@stroomlijn/domain';
import { describe, expect, it } from 'vitest';
import { client, signedInClient } from '../../test/client.js';
import { createDefinition, createWorkflowForm, definitionBody } from '../../test/input-outputs.js';
import { multipartBody } from '../../test/multipart.js';
import { asUpdate, createModel, graph } from '../../test/process-models.js';
import { pdf } from '../../test/sample-files.js';
import { createRole } from '../../test/test-app.js';
import { useSignedInClient, useTestApp } from '../../test/use-test-app.js';

const t = useTestApp();
const modeler = useSignedInClient(t, ['ROLE_MODELER']);
const editor = useSignedInClient(t, ['ROLE_EDITOR']);
const staff = useSignedInClient(t);

const url = (processModelId: string, id?: string) =>
  `/api/input-output/${processModelId}${id === undefined ? '' : `/${id}`}`;

async function uploadedFile(): Promise<string> {
  const id = randomUUID();
  const body = multipartBody([
    { kind: 'field', name: 'id', value: id },
    { kind: 'file', filename: 'handboek.pdf', contentType: 'application/pdf', content: pdf() },
  ]);
  const uploaded = await modeler.upload('/api/file/upload', body);
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  return id;
}

/** A model whose one activity has a group using `inputs` and `output`. */
function groupOn(steps: ReturnType<typeof graph>, inputs: string[], output: string | null = null) {
  const activity = steps.find((step) => step.type === 'activity');
  if (!activity) throw new Error('graph() has an activity');
  return { id: randomUUID(), stepId: activity.id, name: 'Intake', description: '', output, inputs };
}

describe('creating and reading definitions', () => {
  it('IO-17 IO-18 IO-19 IO-28: an editor creates a global definition with every field; roles come back {id, name} or null', async () => {
    const owner = await createRole(t, { name: 'Archivaris' });
    const reader = await createRole(t, { name: 'Lezer', type: 'roles' });
    const body = definitionBody(GLOBAL_PROCESS_MODEL_ID, {
      name: '  Personeelsdossier ',
      description: 'Alles over een medewerker',
      period: '7-year',
      classification: 'confidential',
      owner,
      reviewer: owner,
      drafter: { id: UNKNOWN_ROLE_ID, name: '' },
      actionHolder: null,
      reader,
    });
    const response = await editor.post('/api/input-output', body);
    expect(response.statusCode, response.body).toBe(201);
    const created: InputOutput = response.json();
    expect(created).toEqual({
      ...body,
      name: 'Personeelsdossier',
      processModelId: GLOBAL_PROCESS_MODEL_ID,
      reviewer: null,
      drafter: null,
      updatedAt: expect.any(Number),
    });
    const read = await modeler.get(url(GLOBAL_PROCESS_MODEL_ID, body.id));
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(created);
  });

  it('IO-29 IO-08: the list of a model and the global list are separate, each sorted by name', async () => {
    const model = await createModel(modeler);
    for (const name of ['beta', 'Gamma', 'alpha']) await createDefinition(modeler, model.id, { name });
    const global = await createDefinition(editor, GLOBAL_PROCESS_MODEL_ID, { name: 'Global one' });
    const list = await modeler.get(url(model.id));
    expect(list.statusCode).toBe(200);
    expect((list.json() as InputOutput[]).map((item) => item.name)).toEqual(['alpha', 'beta', 'Gamma']);
    const globals: InputOutput[] = (await modeler.get(url(GLOBAL_PROCESS_MODEL_ID))).json();
    expect(globals.map((item) => item.id)).toContain(global.id);
    expect(globals.every((item) => item.processModelId === GLOBAL_PROCESS_MODEL_ID)).toBe(true);
    expect((await modeler.get(url(randomUUID()))).json()).toEqual([]);
  });

  it('a new model that is not saved yet may have definitions (the editor creates them before the first save)', async () => {
    const unsaved = randomUUID();
    const definition = await createDefinition(modeler, unsaved);
    expect((await modeler.get(url(unsaved))).json()).toEqual([definition]);
  });

  it('roles are read with their current name; a deleted role reads as none', async () => {
    const role = await createRole(t, { name: 'Eigenaar' });
    const definition = await createDefinition(modeler, randomUUID(), { owner: role, reader: role });
    await t.database.db
      .updateTable('role')
      .set({ name: 'Proceseigenaar' })
      .where('id', '=', role.id)
      .execute();
    expect((await modeler.get(url(definition.processModelId, definition.id))).json()).toMatchObject({
      owner: { id: role.id, name: 'Proceseigenaar' },
    });
    await t.database.db.updateTable('role').set({ deleted: 1 }).where('id', '=', role.id).execute();
    expect((await modeler.get(url(definition.processModelId, definition.id))).json()).toMatchObject({
      owner: null,
      reader: null,
    });
  });
});

describe('the rules per type', () => {
  it('IO-20 IO-25: a link must look like a web address (invalid-url under data); empty is allowed; link types keep an application', async () => {
    const model = randomUUID();
    const bad = await modeler.post(
      '/api/input-output',
      definitionBody(model, { type: 'sharepoint', data: 'abc' }),
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({
      messageKey: 'validation',
      errors: [{ name: 'data', message: 'invalid-url' }],
    });
    const empty = await createDefinition(modeler, model, { type: 'office-365', data: '' });
    expect(empty).toMatchObject({ data: '', application: 'excel' });
    const link = await createDefinition(modeler, model, {
      type: 'google-drive',
      data: 'https://drive.example.org/d/1',
      application: 'word',
    });
    expect(link).toMatchObject({ data: 'https://drive.example.org/d/1', application: 'word' });
  });

  it('an information type keeps no data and no application; only a form keeps a reviewer', async () => {
    const role = await createRole(t);
    const information = await createDefinition(modeler, randomUUID(), {
      type: 'tool',
      data: 'https://example.org',
      application: 'pdf',
      reviewer: role,
    });
    expect(information).toMatchObject({ data: '', application: null, reviewer: null });
  });

  it('IO-24: a form points at a live workflow form and its reviewer is a role of type multi', async () => {
    const form = await createWorkflowForm(t);
    const gone = await createWorkflowForm(t, { deleted: true });
    const multi = await createRole(t, { type: 'multi' });
    const container = await createRole(t, { type: 'roles' });
    const model = randomUUID();
    for (const [fields, errors] of [
      [{ data: '' }, [{ name: 'data', message: 'not-set' }]],
      [{ data: randomUUID() }, [{ name: 'data', message: 'invalid-value' }]],
      [{ data: gone.id }, [{ name: 'data', message: 'invalid-value' }]],
      [{ data: form.id, reviewer: container }, [{ name: 'reviewer', message: 'invalid-value' }]],
      [
        {
          data: form.id,
          reviewer: { id: randomUUID(), name: 'Ghost' },
          owner: { id: randomUUID(), name: 'x' },
        },
        [
          { name: 'owner', message: 'invalid-value' },
          { name: 'reviewer', message: 'invalid-value' },
        ],
      ],
    ] as const) {
      const response = await modeler.post(
        '/api/input-output',
        definitionBody(model, { type: 'jotform', ...fields }),
      );
      expect(response.statusCode, JSON.stringify(fields)).toBe(422);
      expect(response.json()).toMatchObject({ messageKey: 'validation', errors });
    }
    const created = await createDefinition(modeler, model, {
      type: 'typeform',
      data: form.id,
      reviewer: multi,
    });
    expect(created).toMatchObject({ type: 'typeform', data: form.id, reviewer: multi });
    const result = await createDefinition(modeler, model, { type: 'jotform-result', data: form.id });
    expect(result).toMatchObject({ type: 'jotform-result', data: form.id });
    const badResult = await modeler.post(
      '/api/input-output',
      definitionBody(model, { type: 'jotform-result', data: 'not-a-form' }),
    );
    expect(badResult.json()).toMatchObject({ errors: [{ name: 'data', message: 'invalid-value' }] });
  });

  it('an upload points at an uploaded file (invalid-value under data otherwise)', async () => {
    const fileId = await uploadedFile();
    const model = randomUUID();
    const unknown = await modeler.post(
      '/api/input-output',
      definitionBody(model, { type: 'upload', data: randomUUID() }),
    );
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({ errors: [{ name: 'data', message: 'invalid-value' }] });
    const created = await createDefinition(modeler, model, {
      type: 'upload',
      data: fileId,
      application: 'pdf',
    });
    expect(created).toMatchObject({ type: 'upload', data: fileId, application: 'pdf' });
  });

  it('a body that breaks the schema is 422 validation under its fields', async () => {
    const body = definitionBody(randomUUID());
    for (const bad of [
      { ...body, type: 'fax' },
      { ...body, name: '   ' },
      { ...body, description: 'x'.repeat(201) },
      { ...body, period: 'forever' },
      { ...body, extra: true },
      { ...body, owner: { id: 'nope', name: '' } },
    ]) {
      const response = await modeler.post('/api/input-output', bad);
      expect(response.statusCode, JSON.stringify(bad)).toBe(422);
      expect(response.json()).toMatchObject({ messageKey: 'validation' });
    }
  });
});

describe('changing definitions', () => {
  it('IO-28: PUT changes a definition; with the updatedAt read, a stale change is 409 conflict', async () => {
    const created = await createDefinition(modeler, randomUUID(), { name: 'Old' });
    const changed = await modeler.put('/api/input-output', {
      ...created,
      name: 'New',
      classification: 'secret',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ name: 'New', classification: 'secret' });
    expect(changed.json().updatedAt).toBeGreaterThan(created.updatedAt ?? 0);
    const stale = await modeler.put('/api/input-output', { ...created, name: 'Stale' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ messageKey: 'conflict' });
  });

  it('PUT without updatedAt is 422 validation (updatedAt not-set) and changes nothing; POST does not need it', async () => {
    const created = await createDefinition(modeler, randomUUID(), { name: 'Old' });
    const { updatedAt: _, ...withoutVersion } = created;
    const blind = await modeler.put('/api/input-output', { ...withoutVersion, name: 'Blind' });
    expect(blind.statusCode).toBe(422);
    expect(blind.json()).toMatchObject({
      messageKey: 'validation',
      errors: [{ name: 'updatedAt', message: 'not-set' }],
    });
    expect((await modeler.get(url(created.processModelId, created.id))).json()).toEqual(created);
  });

  it('PUT may not change the type: 422 validation, type invalid-value; nothing changes', async () => {
    const created = await createDefinition(modeler, randomUUID(), { type: 'information' });
    const changed = await modeler.put('/api/input-output', {
      ...created,
      type: 'google-drive',
      data: 'https://drive.example.org/d/1',
      application: 'word',
    });
    expect(changed.statusCode).toBe(422);
    expect(changed.json()).toMatchObject({
      messageKey: 'validation',
      errors: [{ name: 'type', message: 'invalid-value' }],
    });
    expect((await modeler.get(url(created.processModelId, created.id))).json()).toEqual(created);
  });

  it('PUT of an unknown definition, or under another model id, is 404 not-found', async () => {
    const created = await createDefinition(modeler, randomUUID());
    for (const body of [
      { ...created, id: randomUUID() },
      { ...created, processModelId: randomUUID() },
    ]) {
      const response = await modeler.put('/api/input-output', body);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ messageKey: 'not-found' });
    }
  });

  it('an id in use (also by a deleted definition) is refused with invalid-id', async () => {
    const created = await createDefinition(modeler, randomUUID());
    const again = await modeler.post('/api/input-output', definitionBody(randomUUID(), { id: created.id }));
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ messageKey: 'invalid-id' });
    expect((await modeler.delete(url(created.processModelId, created.id))).statusCode).toBe(204);
    const afterDelete = await modeler.post(
      '/api/input-output',
      definitionBody(created.processModelId, { id: created.id }),
    );
    expect(afterDelete.json()).toMatchObject({ messageKey: 'invalid-id' });
  });
});

describe('permissions', () => {
  it('modelers write the definitions of models, editors the global ones; others 403, anonymous 401', async () => {
    const model = await createModel(modeler);
    const modelBody = definitionBody(model.id);
    const globalBody = definitionBody(GLOBAL_PROCESS_MODEL_ID);
    for (const [writer, body] of [
      [editor, modelBody],
      [modeler, globalBody],
      [staff, modelBody],
    ] as const) {
      const response = await writer.post('/api/input-output', body);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ messageKey: 'not-allowed' });
    }
    expect((await client(t.app).post('/api/input-output', modelBody)).statusCode).toBe(401);
    const ofModel = await createDefinition(modeler, model.id);
    const global = await createDefinition(editor, GLOBAL_PROCESS_MODEL_ID);
    for (const [writer, definition] of [
      [editor, ofModel],
      [modeler, global],
    ] as const) {
      expect((await writer.put('/api/input-output', { ...definition, name: 'x' })).statusCode).toBe(403);
      expect((await writer.delete(url(definition.processModelId, definition.id))).statusCode).toBe(403);
    }
    expect((await staff.delete(url(model.id, ofModel.id))).statusCode).toBe(403);
    for (const definition of [ofModel, global]) {
      for (const reader of [modeler, editor]) {
        expect((await reader.get(url(definition.processModelId, definition.id))).statusCode).toBe(200);
      }
      expect((await client(t.app).get(url(definition.processModelId, definition.id))).statusCode).toBe(401);
    }
  });

  it('other users read only the definitions a latest published revision uses, and the files of those', async () => {
    const admin = await signedInClient(t, ['ROLE_ADMIN']);
    const fileId = await uploadedFile();
    const unusedFileId = await uploadedFile();
    const steps = graph();
    const model = await createModel(modeler, { steps });
    const upload = await createDefinition(modeler, model.id, {
      type: 'upload',
      data: fileId,
      application: 'pdf',
    });
    const unusedUpload = await createDefinition(modeler, model.id, {
      type: 'upload',
      data: unusedFileId,
      application: 'pdf',
    });
    const global = await createDefinition(editor, GLOBAL_PROCESS_MODEL_ID, { name: 'Shared published' });
    const unusedGlobal = await createDefinition(editor, GLOBAL_PROCESS_MODEL_ID);
    const saved = await modeler.put('/api/process_model', {
      ...asUpdate(model),
      groups: [groupOn(steps, [upload.id, global.id])],
    });
    expect(saved.statusCode, saved.body).toBe(200);

    // Only in the working copy: nothing for staff yet.
    for (const reader of [staff, admin]) {
      expect((await reader.get(url(model.id))).json()).toEqual([]);
      expect((await reader.get(url(model.id, upload.id))).statusCode).toBe(404);
      expect((await reader.get(`/api/file/${fileId}/download`)).statusCode).toBe(404);
    }
    expect((await modeler.get(url(model.id))).json()).toHaveLength(2);

    expect((await modeler.post(`/api/process_model/publish/${model.id}`, {})).statusCode).toBe(200);
    // A working-copy-only change afterwards: the new use stays hidden.
    const working = (await modeler.get(`/api/process_model/${model.id}/edit`)).json();
    const resaved = await modeler.put('/api/process_model', {
      ...asUpdate(working),
      groups: [groupOn(steps, [upload.id, global.id, unusedUpload.id])],
    });
    expect(resaved.statusCode, resaved.body).toBe(200);

    for (const reader of [staff, admin]) {
      expect((await reader.get(url(model.id))).json()).toEqual([upload]);
      expect((await reader.get(url(model.id, upload.id))).json()).toEqual(upload);
      const globals: InputOutput[] = (await reader.get(url(GLOBAL_PROCESS_MODEL_ID))).json();
      expect(globals.map((item) => item.id)).toContain(global.id);
      expect(globals.map((item) => item.id)).not.toContain(unusedGlobal.id);
      for (const hidden of [url(model.id, unusedUpload.id), url(GLOBAL_PROCESS_MODEL_ID, unusedGlobal.id)]) {
        const response = await reader.get(hidden);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ messageKey: 'not-found' });
      }
      expect((await reader.get(`/api/file/${fileId}`)).json()).toEqual({ id: fileId, name: 'handboek.pdf' });
      const download = await reader.get(`/api/file/${fileId}/download`);
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(pdf())).toBe(true);
      for (const hidden of [`/api/file/${unusedFileId}`, `/api/file/${unusedFileId}/download`]) {
        expect((await reader.get(hidden)).statusCode).toBe(404);
      }
    }
    expect((await modeler.get(url(model.id))).json()).toHaveLength(2);
    expect((await editor.get(`/api/file/${unusedFileId}/download`)).statusCode).toBe(200);
  });

  it('a deleted model has no definitions to read or write (404 not-found)', async () => {
    const model = await createModel(modeler);
    const definition = await createDefinition(modeler, model.id);
    expect((await modeler.delete(`/api/process_model/${model.id}`)).statusCode).toBe(204);
    for (const response of [
      await modeler.post('/api/input-output', definitionBody(model.id)),
      await modeler.put('/api/input-output', { ...definition, name: 'x' }),
      await modeler.get(url(model.id)),
      await modeler.get(url(model.id, definition.id)),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ messageKey: 'not-found' });
    }
  });
});

describe('deleting definitions', () => {
  it('IO-30: DELETE removes it from GET and the list; unknown ids and the wrong model id are 404', async () => {
    const model = randomUUID();
    const definition = await createDefinition(modeler, model);
    expect((await modeler.delete(url(randomUUID(), definition.id))).statusCode).toBe(404);
    expect((await modeler.get(url(randomUUID(), definition.id))).statusCode).toBe(404);
    expect((await modeler.delete(url(model, definition.id))).statusCode).toBe(204);
    expect((await modeler.get(url(model, definition.id))).statusCode).toBe(404);
    expect((await modeler.get(url(model))).json()).toEqual([]);
    const again = await modeler.delete(url(model, definition.id));
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ messageKey: 'not-found' });
    expect((await modeler.get(url(model, 'not-a-uuid'))).statusCode).toBe(404);
  });

  it('a definition used by a working copy or a latest revision is refused with used-in-process-models naming the models', async () => {
    const global = await createDefinition(editor, GLOBAL_PROCESS_MODEL_ID, { name: 'Shared' });
    const steps = graph();
    const first = await createModel(modeler, {
      info: { name: 'Zorgaanvraag', description: '' },
      steps,
      groups: [groupOn(steps, [global.id])],
    });
    const otherSteps = graph();
    const second = await createModel(modeler, {
      info: { name: 'Aanmelding', description: '' },
      steps: otherSteps,
      groups: [groupOn(otherSteps, [], global.id)],
    });
    const refused = await editor.delete(url(GLOBAL_PROCESS_MODEL_ID, global.id));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      messageKey: 'used-in-process-models',
      references: [{ name: 'Aanmelding' }, { name: 'Zorgaanvraag' }],
    });

    // Published, then the working copy stops using it: the latest revision still does.
    const published = await modeler.post(`/api/process_model/publish/${first.id}`, {});
    expect(published.statusCode, published.body).toBe(200);
    const working = (await modeler.get(`/api/process_model/${first.id}/edit`)).json();
    const saved = await modeler.put('/api/process_model', { ...asUpdate(working), groups: [] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await editor.delete(url(GLOBAL_PROCESS_MODEL_ID, global.id))).json().references).toEqual([
      { name: 'Aanmelding' },
      { name: 'Zorgaanvraag' },
    ]);
    // A new revision without it, and the other model deleted: free to go.
    expect((await modeler.post(`/api/process_model/publish/${first.id}`, {})).statusCode).toBe(200);
    expect((await modeler.delete(`/api/process_model/${second.id}`)).statusCode).toBe(204);
    expect((await editor.delete(url(GLOBAL_PROCESS_MODEL_ID, global.id))).statusCode).toBe(204);
  });

  it('a delete racing a save that starts to use the definition: never a deleted definition in use', async () => {
    for (let round = 0; round < 6; round++) {
      const steps = graph();
      const model = await createModel(modeler, { steps });
      const definition = await createDefinition(modeler, model.id);
      const [removed, saved] = await Promise.all([
        modeler.delete(url(model.id, definition.id)),
        modeler.put('/api/process_model', { ...asUpdate(model), groups: [groupOn(steps, [definition.id])] }),
      ]);
      expect([removed.statusCode, saved.statusCode].sort(), `${removed.body} ${saved.body}`).toSatisfy(
        (codes: number[]) => JSON.stringify(codes) === '[200,409]' || JSON.stringify(codes) === '[204,422]',
      );
      const working = (await modeler.get(`/api/process_model/${model.id}/edit`)).json();
      const alive = (await modeler.get(url(model.id, definition.id))).statusCode === 200;
      expect(alive || working.groups.length === 0).toBe(true);
    }
  });
});
