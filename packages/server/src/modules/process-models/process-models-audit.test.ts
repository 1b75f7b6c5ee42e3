import { randomUUID } from 'node:crypto';
import type { BpmnImportResult, ProcessModel, Step } from '@stroomlijn/domain';
import { describe, expect, it } from 'vitest';
import { bpmnFile } from '../../test/bpmn-files.js';
import { importBpmn } from '../../test/bpmn-import-client.js';
import { asUpdate, bigGraph, createModel, newModel } from '../../test/process-models.js';
import { auditMark } from '../../test/recorded-audit.js';
import { assignRoles, createRole } from '../../test/test-app.js';
import { useSignedInClient, useTestApp } from '../../test/use-test-app.js';

/**
 * The audit trail of process documentation: every successful write to a process model (create, save,
 * delete, publish, BPMN import) and to its approval (submit, approve, reject, withdraw) appends exactly
 * one entry in its transaction; a refused one appends none.
 */
const t = useTestApp();
const modeler = useSignedInClient(t, ['ROLE_MODELER'], { firstName: 'Mia', lastName: 'Modeler' });
const approver = useSignedInClient(t, [], { firstName: 'Anna', lastName: 'Approver' });
const staff = useSignedInClient(t, ['ROLE_USER']);

const actorModeler = () => ({ kind: 'user', id: modeler.id, name: 'Mia Modeler' });

function renamed(steps: readonly Step[], index: number, name: string): Step[] {
  return steps.map((step, at) => (at === index ? { ...step, name } : step));
}

async function workingCopy(id: string): Promise<ProcessModel> {
  const response = await modeler.get(`/api/process_model/${id}/edit`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('process models in the audit trail', () => {
  it('a create records the new model whole; a refused create records nothing', async () => {
    const model = newModel();
    const mark = await auditMark(t.database.db);
    const created = await modeler.post('/api/process_model', model);
    expect(created.statusCode, created.body).toBe(201);
    const entry = await mark.only();
    expect(entry).toMatchObject({
      actor: actorModeler(),
      address: '127.0.0.1',
      entity: 'process-model',
      entityId: model.id,
      action: 'create',
      change: { before: null, after: { id: model.id, info: model.info, status: 'working-copy' } },
    });
    const steps = entry.change.after?.steps as Step[] | undefined;
    expect(steps?.map((step) => step.id)).toEqual(model.steps.map((step) => step.id));
    expect(entry.requestId).not.toBe('');

    const refused = await auditMark(t.database.db);
    expect((await staff.post('/api/process_model', newModel())).statusCode).toBe(403);
    expect((await modeler.post('/api/process_model', model)).statusCode).toBe(422);
    expect(await refused.entries()).toEqual([]);
  });

  it('a save records only the fields and steps that changed; a stale save records nothing', async () => {
    const model = await createModel(modeler);
    const mark = await auditMark(t.database.db);
    const saved = await modeler.put('/api/process_model', {
      ...asUpdate(model),
      info: { ...model.info, description: 'Changed' },
      steps: renamed(model.steps, 1, 'Do it better'),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const entry = await mark.only();
    const step = model.steps[1] as Step;
    expect(entry).toMatchObject({ actor: actorModeler(), entityId: model.id, action: 'update' });
    expect(entry.change).toEqual({
      before: {
        info: model.info,
        steps: [{ id: step.id, name: step.name }],
        updatedAt: model.updatedAt,
      },
      after: {
        info: { ...model.info, description: 'Changed' },
        steps: [{ id: step.id, name: 'Do it better' }],
        updatedAt: saved.json().updatedAt,
      },
    });

    const refused = await auditMark(t.database.db);
    expect((await modeler.put('/api/process_model', asUpdate(model))).statusCode).toBe(409);
    expect((await staff.put('/api/process_model', asUpdate(saved.json()))).statusCode).toBe(403);
    expect(await refused.entries()).toEqual([]);
  });

  it('a save of 1,000 steps that renames one records that one step only', async () => {
    const model = await createModel(modeler, { steps: bigGraph(1000) });
    const mark = await auditMark(t.database.db);
    const saved = await modeler.put('/api/process_model', {
      ...asUpdate(model),
      steps: renamed(model.steps, 500, 'The one renamed'),
    });
    expect(saved.statusCode, saved.body.slice(0, 300)).toBe(200);
    const entry = await mark.only();
    expect(entry.change.after?.steps).toEqual([{ id: model.steps[500]?.id, name: 'The one renamed' }]);
    expect(JSON.stringify(entry.change).length).toBeLessThan(1000);
  });

  it('a delete records the model it deleted, without its graph; a refused delete records nothing', async () => {
    const model = await createModel(modeler);
    const refused = await auditMark(t.database.db);
    expect((await staff.delete(`/api/process_model/${model.id}`)).statusCode).toBe(403);
    expect((await modeler.delete(`/api/process_model/${randomUUID()}`)).statusCode).toBe(404);
    expect(await refused.entries()).toEqual([]);

    const mark = await auditMark(t.database.db);
    expect((await modeler.delete(`/api/process_model/${model.id}`)).statusCode).toBe(204);
    const entry = await mark.only();
    expect(entry).toMatchObject({
      actor: actorModeler(),
      entity: 'process-model',
      entityId: model.id,
      action: 'delete',
      change: { before: { id: model.id, info: model.info, revision: 0 }, after: null },
    });
    expect(entry.change.before).not.toHaveProperty('steps');
  });

  it('a publish records the revision, change note and publisher; with a body also the changes it saved', async () => {
    const model = await createModel(modeler);
    const mark = await auditMark(t.database.db);
    const published = await modeler.post(`/api/process_model/publish/${model.id}`, {
      changeNote: 'First issue',
    });
    expect(published.statusCode, published.body).toBe(200);
    const entry = await mark.only();
    expect(entry).toMatchObject({
      actor: actorModeler(),
      entity: 'process-model',
      entityId: model.id,
      action: 'publish',
      change: {
        before: { revision: 0, publishedAt: null },
        after: {
          revision: 1,
          publishedAt: published.json().publishedAt,
          publishedBy: { name: 'Mia Modeler' },
          changeNote: 'First issue',
          approvalRole: null,
          approvedBy: null,
          feedbackDone: [],
        },
      },
    });

    const refused = await auditMark(t.database.db);
    expect((await modeler.post(`/api/process_model/publish/${model.id}`, {})).statusCode).toBe(409);
    expect((await staff.post(`/api/process_model/publish/${model.id}`, {})).statusCode).toBe(403);
    expect(await refused.entries()).toEqual([]);

    const copy = await workingCopy(model.id);
    const step = copy.steps[1] as Step;
    const saveAndPublish = await auditMark(t.database.db);
    const again = await modeler.post(`/api/process_model/publish/${model.id}`, {
      model: { ...asUpdate(copy), steps: renamed(copy.steps, 1, 'Second wording') },
    });
    expect(again.statusCode, again.body).toBe(200);
    const second = await saveAndPublish.only();
    expect(second).toMatchObject({
      action: 'publish',
      change: {
        before: { revision: 1, steps: [{ id: step.id, name: step.name }] },
        after: { revision: 2, steps: [{ id: step.id, name: 'Second wording' }], changeNote: null },
      },
    });
  });
});

describe('approval in the audit trail', () => {
  async function modelRequiringApproval() {
    const role = await createRole(t, { name: `Quality ${randomUUID().slice(0, 8)}` });
    await assignRoles(t, approver.id, [role.id]);
    await assignRoles(t, modeler.id, [role.id]);
    return { role, model: await createModel(modeler, { approvalRole: role }) };
  }
  const submit = (id: string) =>
    modeler.post(`/api/process_model/publish/${id}`, { changeNote: 'For approval' });
  const decide = (by: typeof modeler, id: string, decision: string, body: object = {}) =>
    by.post(`/api/process_model/approval/${id}/${decision}`, body);

  it('a publish that waits for approval records the submission, and the approval the revision, about the submitter', async () => {
    const { role, model } = await modelRequiringApproval();
    const submitting = await auditMark(t.database.db);
    expect((await submit(model.id)).statusCode).toBe(202);
    const submitted = await submitting.only();
    expect(submitted).toMatchObject({
      actor: actorModeler(),
      entity: 'approval',
      entityId: model.id,
      action: 'submit',
      change: {
        before: {},
        after: {
          approval: {
            state: 'awaiting',
            processModelId: model.id,
            approvalRole: { id: role.id, name: role.name },
            submittedBy: { id: modeler.id, name: 'Mia Modeler' },
            changeNote: 'For approval',
          },
        },
      },
    });

    const refused = await auditMark(t.database.db);
    expect((await decide(modeler, model.id, 'approve')).statusCode).toBe(403);
    expect((await decide(staff, model.id, 'approve')).statusCode).toBe(403);
    expect(await refused.entries()).toEqual([]);

    const approving = await auditMark(t.database.db);
    const approved = await decide(approver, model.id, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    const entry = await approving.only();
    expect(entry).toMatchObject({
      actor: { kind: 'user', id: approver.id, name: 'Anna Approver' },
      entity: 'approval',
      entityId: model.id,
      action: 'approve',
      subjects: [modeler.id],
      change: {
        before: { approval: { state: 'awaiting' }, revision: 0 },
        after: {
          approval: { state: 'approved', decidedBy: { name: 'Anna Approver' } },
          revision: 1,
          publishedBy: { name: 'Mia Modeler' },
          approvedBy: { name: 'Anna Approver' },
          changeNote: 'For approval',
        },
      },
    });
    const none = await auditMark(t.database.db);
    expect((await decide(approver, model.id, 'approve')).statusCode).toBe(409);
    expect(await none.entries()).toEqual([]);
  });

  it('a rejection records its reason about the submitter; a withdrawal records the submission taken back', async () => {
    const { model } = await modelRequiringApproval();
    expect((await submit(model.id)).statusCode).toBe(202);
    const rejecting = await auditMark(t.database.db);
    expect((await decide(approver, model.id, 'reject', { reason: 'Too vague' })).statusCode).toBe(200);
    expect(await rejecting.only()).toMatchObject({
      actor: { id: approver.id },
      entity: 'approval',
      entityId: model.id,
      action: 'reject',
      subjects: [modeler.id],
      change: {
        before: { approval: { state: 'awaiting', reason: null } },
        after: { approval: { state: 'rejected', reason: 'Too vague' } },
      },
    });

    expect((await submit(model.id)).statusCode).toBe(202);
    const refused = await auditMark(t.database.db);
    expect((await decide(approver, model.id, 'withdraw')).statusCode).toBe(403);
    expect(await refused.entries()).toEqual([]);
    const withdrawing = await auditMark(t.database.db);
    expect((await decide(modeler, model.id, 'withdraw')).statusCode).toBe(200);
    expect(await withdrawing.only()).toMatchObject({
      actor: actorModeler(),
      entity: 'approval',
      entityId: model.id,
      action: 'withdraw',
      subjects: [],
      change: { before: { approval: { state: 'awaiting' } }, after: { approval: { state: 'withdrawn' } } },
    });
    const none = await auditMark(t.database.db);
    expect((await decide(modeler, model.id, 'withdraw')).statusCode).toBe(409);
    expect((await decide(approver, model.id, 'reject', { reason: 'Late' })).statusCode).toBe(409);
    expect(await none.entries()).toEqual([]);
  });
});

describe('BPMN import in the audit trail', () => {
  it('an import records one entry naming the models and roles it created; a dry run or a refused file none', async () => {
    const tag = randomUUID().slice(0, 8);
    const file = bpmnFile([
      {
        id: 'Order',
        name: `Order ${tag}`,
        nodes: [
          { id: 'Take', name: 'Take the order', lane: `Sales ${tag}` },
          { id: 'Ship', name: 'Ship it', lane: `Warehouse ${tag}` },
        ],
      },
    ]);
    const none = await auditMark(t.database.db);
    expect((await importBpmn(modeler, file, { dryRun: true })).statusCode).toBe(200);
    expect((await importBpmn(modeler, '<not-bpmn/>')).statusCode).toBe(422);
    expect((await importBpmn(staff, file)).statusCode).toBe(403);
    expect(await none.entries()).toEqual([]);

    const mark = await auditMark(t.database.db);
    const response = await importBpmn(modeler, file);
    expect(response.statusCode, response.body).toBe(201);
    const result: BpmnImportResult = response.json();
    const entry = await mark.only();
    expect(entry).toMatchObject({
      actor: actorModeler(),
      entity: 'process-model',
      entityId: result.models[0]?.id,
      action: 'import',
      change: {
        before: null,
        after: {
          models: result.models.map(({ id, name }) => ({ id, name })),
          roles: result.roles.map(({ id, name }) => ({ id, name })),
        },
      },
    });
    expect(result.roles.map((role) => role.name).sort()).toEqual([`Sales ${tag}`, `Warehouse ${tag}`]);
  });
});
