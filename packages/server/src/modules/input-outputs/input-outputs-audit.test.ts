import { randomUUID } from 'node:crypto';
import { GLOBAL_PROCESS_MODEL_ID, type InputOutput } from '@stroomlijn/domain';
import { describe, expect, it } from 'vitest';
import { createDefinition, definitionBody } from '../../test/input-outputs.js';
import { createModel } from '../../test/process-models.js';
import { auditMark } from '../../test/recorded-audit.js';
import { useSignedInClient, useTestApp } from '../../test/use-test-app.js';

/** Input/output definitions in the audit trail: create, change and delete append one entry each. */
const t = useTestApp();
const modeler = useSignedInClient(t, ['ROLE_MODELER'], { firstName: 'Mia', lastName: 'Modeler' });
const editor = useSignedInClient(t, ['ROLE_EDITOR']);
const staff = useSignedInClient(t);

describe('definitions in the audit trail', () => {
  it('a create records the definition; a change the fields it changed; a delete what it deleted', async () => {
    const model = await createModel(modeler);
    const body = definitionBody(model.id);
    const creating = await auditMark(t.database.db);
    const created = await modeler.post('/api/input-output', body);
    expect(created.statusCode, created.body).toBe(201);
    const definition: InputOutput = created.json();
    expect(await creating.only()).toMatchObject({
      actor: { kind: 'user', id: modeler.id, name: 'Mia Modeler' },
      entity: 'definition',
      entityId: body.id,
      action: 'create',
      change: { before: null, after: { id: body.id, processModelId: model.id, name: body.name } },
    });

    const changing = await auditMark(t.database.db);
    const changed = await modeler.put('/api/input-output', { ...definition, name: 'Renamed' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await changing.only()).toMatchObject({
      entity: 'definition',
      entityId: body.id,
      action: 'update',
      change: {
        before: { name: body.name, updatedAt: definition.updatedAt },
        after: { name: 'Renamed', updatedAt: changed.json().updatedAt },
      },
    });

    const deleting = await auditMark(t.database.db);
    expect((await modeler.delete(`/api/input-output/${model.id}/${body.id}`)).statusCode).toBe(204);
    expect(await deleting.only()).toMatchObject({
      entity: 'definition',
      entityId: body.id,
      action: 'delete',
      change: { before: { id: body.id, name: 'Renamed' }, after: null },
    });
  });

  it('refused writes record nothing: wrong role, stale, unknown, in use', async () => {
    const model = await createModel(modeler);
    const definition = await createDefinition(modeler, model.id);
    const mark = await auditMark(t.database.db);
    expect((await editor.post('/api/input-output', definitionBody(model.id))).statusCode).toBe(403);
    expect(
      (await modeler.post('/api/input-output', definitionBody(GLOBAL_PROCESS_MODEL_ID))).statusCode,
    ).toBe(403);
    expect((await staff.post('/api/input-output', definitionBody(model.id))).statusCode).toBe(403);
    expect(
      (await modeler.post('/api/input-output', { ...definitionBody(model.id), id: definition.id }))
        .statusCode,
    ).toBe(422);
    expect((await modeler.put('/api/input-output', { ...definition, updatedAt: 1 })).statusCode).toBe(409);
    expect((await modeler.delete(`/api/input-output/${model.id}/${randomUUID()}`)).statusCode).toBe(404);
    expect(await mark.entries()).toEqual([]);
  });
});
