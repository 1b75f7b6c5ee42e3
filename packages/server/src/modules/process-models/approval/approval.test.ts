import {
  APPROVAL_REASON_MAX_LENGTH,
  type ApprovalReview,
  type ApprovalTask,
  NO_ROLE,
  type ProcessModel,
  type Revision,
} from '@stroomlijn/domain';
import { describe, expect, it } from 'vitest';
import { type Client, signedInClient } from '../../../test/client.js';
import { asUpdate, createModel } from '../../../test/process-models.js';
import { assignRoles, createRole } from '../../../test/test-app.js';
import { twoInstances } from '../../../test/two-instances.js';
import { useSignedInClient, useTestApp } from '../../../test/use-test-app.js';

/**
 * Approval before publishing (four eyes): a model naming an approval role is submitted by a publish
 * (202, no revision), locked until a holder of the role approves (the revision, naming its approver) or
 * rejects it (with a reason), or its submitter withdraws it; the submitter never decides on it.
 */
const t = useTestApp();
const modeler = useSignedInClient(t, ['ROLE_MODELER'], { firstName: 'Mia', lastName: 'Modeler' });
const otherModeler = useSignedInClient(t, ['ROLE_MODELER']);
const approver = useSignedInClient(t, [], { firstName: 'Anna', lastName: 'Approver' });
const staff = useSignedInClient(t);

/** A role held by the approver (and by the modeler, who still may not decide on their own submission). */
async function approvalRole() {
  const role = await createRole(t, { name: `Quality ${Math.random().toString(36).slice(2, 8)}` });
  await assignRoles(t, approver.id, [role.id]);
  await assignRoles(t, modeler.id, [role.id]);
  return role;
}

async function workingCopy(id: string): Promise<ProcessModel> {
  return (await modeler.get(`/api/process_model/${id}/edit`)).json();
}

/** A new model requiring approval by a new role, saved with a change so that it can be submitted. */
async function modelRequiringApproval() {
  const role = await approvalRole();
  const model = await createModel(modeler, { approvalRole: role });
  return { role, model };
}

function submit(id: string, body: object = { changeNote: 'First issue' }, by: Client = modeler) {
  return by.post(`/api/process_model/publish/${id}`, body);
}

async function tasksOf(client: Client): Promise<ApprovalTask[]> {
  const response = await client.get('/api/process_model/approval');
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('approval before publishing', () => {
  it('the approval role is part of the working copy: set, kept by a save without it, cleared, and checked', async () => {
    const role = await approvalRole();
    const model = await createModel(modeler, { approvalRole: role });
    expect(model.approvalRole).toEqual(role);
    const kept = await modeler.put('/api/process_model', asUpdate(model));
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().approvalRole).toEqual(role);
    const unknown = await modeler.put('/api/process_model', {
      ...asUpdate(kept.json()),
      approvalRole: { id: crypto.randomUUID(), name: 'Gone' },
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual([{ name: 'approvalRole', message: 'invalid-value' }]);
    const cleared = await modeler.put('/api/process_model', {
      ...asUpdate(kept.json()),
      approvalRole: NO_ROLE,
    });
    expect(cleared.json().approvalRole).toEqual(NO_ROLE);
    // Without an approval role a publish is immediate, as before.
    const published = await submit(model.id);
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({ status: 'published', revision: 1, approvedBy: null });
  });

  it('a publish submits the working copy (202, no revision) and locks it; the submitter withdraws it', async () => {
    const { model } = await modelRequiringApproval();
    const submitted = await submit(model.id);
    expect(submitted.statusCode, submitted.body).toBe(202);
    const awaiting: ProcessModel = submitted.json();
    expect(awaiting).toMatchObject({
      status: 'awaiting-approval',
      revision: 0,
      approval: {
        state: 'awaiting',
        changeNote: 'First issue',
        submittedBy: { id: modeler.id, name: 'Mia Modeler' },
        decidedBy: null,
        reason: null,
      },
    });
    expect(await workingCopy(model.id)).toEqual(awaiting);
    expect((await staff.get(`/api/process_model/${model.id}`)).statusCode).toBe(404);

    for (const refused of [
      await modeler.put('/api/process_model', asUpdate(awaiting)),
      await submit(model.id),
      await submit(model.id, { model: asUpdate(awaiting) }),
      await modeler.delete(`/api/process_model/${model.id}`),
    ]) {
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json().messageKey).toBe('awaiting-approval');
    }

    const byOther = await otherModeler.post(`/api/process_model/approval/${model.id}/withdraw`, {});
    expect(byOther.statusCode).toBe(403);
    expect(byOther.json().messageKey).toBe('not-allowed');
    const withdrawn = await modeler.post(`/api/process_model/approval/${model.id}/withdraw`, {});
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json()).toMatchObject({ status: 'working-copy', approval: null });
    const again = await modeler.post(`/api/process_model/approval/${model.id}/withdraw`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().messageKey).toBe('invalid-state');
    const saved = await modeler.put('/api/process_model', asUpdate(withdrawn.json()));
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it('holders of the role see it in their tasks and decide; never the submitter, nor anyone else', async () => {
    const { role, model } = await modelRequiringApproval();
    expect((await submit(model.id)).statusCode).toBe(202);

    const task = (await tasksOf(approver)).find((item) => item.processModelId === model.id);
    expect(task).toMatchObject({
      name: model.info.name,
      revision: 0,
      request: { state: 'awaiting', approvalRole: role, submittedBy: { id: modeler.id } },
    });
    // The submitter holds the role too, yet never sees nor decides their own submission.
    expect((await tasksOf(modeler)).map((item) => item.processModelId)).not.toContain(model.id);
    expect((await tasksOf(staff)).map((item) => item.processModelId)).not.toContain(model.id);
    for (const [client, action] of [
      [modeler, 'approve'],
      [modeler, 'reject'],
      [staff, 'approve'],
      [otherModeler, 'reject'],
    ] as const) {
      const refused = await client.post(`/api/process_model/approval/${model.id}/${action}`, {
        reason: 'No',
      });
      expect(refused.statusCode, `${action}: ${refused.body}`).toBe(403);
      expect(refused.json().messageKey).toBe('not-allowed');
    }
    expect((await workingCopy(model.id)).status).toBe('awaiting-approval');
  });

  it('reject returns the working copy with the reason; the modeler fixes and resubmits; approve publishes naming the approver', async () => {
    const { role, model } = await modelRequiringApproval();
    expect((await submit(model.id)).statusCode).toBe(202);

    for (const body of [{}, { reason: '   ' }, { reason: 'x'.repeat(APPROVAL_REASON_MAX_LENGTH + 1) }]) {
      const bad = await approver.post(`/api/process_model/approval/${model.id}/reject`, body);
      expect(bad.statusCode, bad.body).toBe(422);
      expect(bad.json().errors.map((error: { name: string }) => error.name)).toEqual(['reason']);
    }
    const rejected = await approver.post(`/api/process_model/approval/${model.id}/reject`, {
      reason: 'Step 2 names the wrong department',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({
      status: 'working-copy',
      approval: {
        state: 'rejected',
        reason: 'Step 2 names the wrong department',
        decidedBy: { name: 'Anna Approver' },
      },
    });
    expect((await tasksOf(approver)).map((item) => item.processModelId)).not.toContain(model.id);

    const copy = await workingCopy(model.id);
    expect(copy.approval?.state).toBe('rejected');
    const fixed = await modeler.put('/api/process_model', {
      ...asUpdate(copy),
      info: { ...copy.info, name: `${copy.info.name} (fixed)` },
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect((await submit(model.id, { changeNote: 'Department fixed' })).statusCode).toBe(202);

    const approved = await approver.post(`/api/process_model/approval/${model.id}/approve`, {});
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({
      status: 'published',
      revision: 1,
      publishedBy: { name: 'Mia Modeler' },
      approvedBy: { name: 'Anna Approver' },
      approvalRole: role,
    });
    const revisions: Revision[] = (await staff.get(`/api/process_model/revisions/${model.id}`)).json();
    expect(revisions).toHaveLength(1);
    expect(revisions[0]?.changeNote).toBe('Department fixed');
    expect(revisions[0]?.model.approvedBy).toEqual({ name: 'Anna Approver' });
    expect(revisions[0]?.model.approvedAt).toBe(revisions[0]?.model.publishedAt);
    const one: Revision = (await staff.get(`/api/process_model/revisions/${model.id}/1`)).json();
    expect(one.model.approvedBy).toEqual({ name: 'Anna Approver' });
    expect((await workingCopy(model.id)).approval).toBeNull();

    const twice = await approver.post(`/api/process_model/approval/${model.id}/approve`, {});
    expect(twice.statusCode).toBe(409);
    expect(twice.json().messageKey).toBe('invalid-state');
    const unknown = await approver.post(`/api/process_model/approval/${crypto.randomUUID()}/approve`, {});
    expect(unknown.statusCode).toBe(404);
  });

  it('a holder of a role within the approval role (of type roles) decides', async () => {
    const department = await createRole(t);
    const container = await createRole(t, { type: 'roles', contains: [department.id] });
    const member = await signedInClient(t, []);
    await assignRoles(t, member.id, [department.id]);
    const model = await createModel(modeler, { approvalRole: container });
    expect((await submit(model.id)).statusCode).toBe(202);
    expect((await tasksOf(member)).map((item) => item.processModelId)).toContain(model.id);
    const approved = await member.post(`/api/process_model/approval/${model.id}/approve`, {});
    expect(approved.statusCode, approved.body).toBe(200);
  });

  it('dropping the requirement needs the approval in force', async () => {
    const { role, model } = await modelRequiringApproval();
    expect((await submit(model.id)).statusCode).toBe(202);
    expect((await approver.post(`/api/process_model/approval/${model.id}/approve`, {})).statusCode).toBe(200);

    const copy = await workingCopy(model.id);
    const dropped = await modeler.put('/api/process_model', { ...asUpdate(copy), approvalRole: NO_ROLE });
    expect(dropped.statusCode, dropped.body).toBe(200);
    const submitted = await submit(model.id);
    expect(submitted.statusCode, submitted.body).toBe(202);
    expect(submitted.json().approval.approvalRole).toEqual(role);
    expect((await approver.post(`/api/process_model/approval/${model.id}/approve`, {})).statusCode).toBe(200);
    // Revision 2 requires none: the next publish is immediate.
    const next = await workingCopy(model.id);
    await modeler.put('/api/process_model', { ...asUpdate(next), info: { ...next.info, name: 'Renamed' } });
    const immediate = await submit(model.id);
    expect(immediate.statusCode, immediate.body).toBe(200);
    expect(immediate.json()).toMatchObject({ revision: 3, approvedBy: null, approvalRole: NO_ROLE });
  });

  it('the review shows the submitted copy and its changes to deciders, the submitter and modelers only', async () => {
    const { model } = await modelRequiringApproval();
    expect((await approver.get(`/api/process_model/approval/${model.id}`)).statusCode).toBe(404);
    expect((await submit(model.id)).statusCode).toBe(202);
    const review = await approver.get(`/api/process_model/approval/${model.id}`);
    expect(review.statusCode, review.body).toBe(200);
    const first: ApprovalReview = review.json();
    expect(first.task.request.state).toBe('awaiting');
    expect(first.model.steps.map((step) => step.id)).toEqual(model.steps.map((step) => step.id));
    // The first revision: every step is new.
    const added = first.difference.changes.filter((change) => change.kind === 'step-added');
    expect(added).toHaveLength(model.steps.length);
    for (const reader of [modeler, otherModeler]) {
      expect((await reader.get(`/api/process_model/approval/${model.id}`)).statusCode).toBe(200);
    }
    const refused = await staff.get(`/api/process_model/approval/${model.id}`);
    expect(refused.statusCode).toBe(403);
    expect((await staff.get(`/api/process_model/approval/${crypto.randomUUID()}`)).statusCode).toBe(404);

    expect((await approver.post(`/api/process_model/approval/${model.id}/approve`, {})).statusCode).toBe(200);
    const copy = await workingCopy(model.id);
    const renamed = copy.steps.map((step) =>
      step.type === 'activity' ? { ...step, name: 'Check the order' } : step,
    );
    await modeler.put('/api/process_model', { ...asUpdate(copy), steps: renamed });
    expect((await submit(model.id)).statusCode).toBe(202);
    const second: ApprovalReview = (await approver.get(`/api/process_model/approval/${model.id}`)).json();
    expect(second.task.revision).toBe(1);
    expect(second.difference.changes.map((change) => change.kind)).toEqual(['step-renamed']);
  });

  it('the BPMN export names the approver', async () => {
    const { model } = await modelRequiringApproval();
    expect((await submit(model.id)).statusCode).toBe(202);
    expect((await approver.post(`/api/process_model/approval/${model.id}/approve`, {})).statusCode).toBe(200);
    const bpmn = await staff.get(`/api/process_model/revisions/${model.id}/1/bpmn`);
    expect(bpmn.statusCode).toBe(200);
    expect(bpmn.body).toContain('Approved by Anna Approver');
    expect(bpmn.body).toContain('Published by Mia Modeler');
  });
});

describe('approval on two instances', () => {
  it('two approvals at once publish one revision; the other is told nothing awaits', async () => {
    const { apps, close } = await twoInstances();
    try {
      const [one, two] = apps;
      const role = await createRole(one);
      const submitter = await signedInClient(one, ['ROLE_MODELER']);
      const first = await signedInClient(one, []);
      await assignRoles(one, first.id, [role.id]);
      const second = await signedInClient(two, []);
      await assignRoles(two, second.id, [role.id]);
      const model = await createModel(submitter, { approvalRole: role });
      expect((await submit(model.id, {}, submitter)).statusCode).toBe(202);
      const answers = await Promise.all([
        first.post(`/api/process_model/approval/${model.id}/approve`, {}),
        second.post(`/api/process_model/approval/${model.id}/approve`, {}),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const revisions: Revision[] = (await first.get(`/api/process_model/revisions/${model.id}`)).json();
      expect(revisions.map((revision) => revision.revision)).toEqual([1]);
    } finally {
      await close();
    }
  });
});
