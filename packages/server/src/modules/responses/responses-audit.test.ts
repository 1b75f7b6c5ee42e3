import { randomUUID } from 'node:crypto';
import type { WorkflowResponse } from '@stroomlijn/domain';
import { describe, expect, it } from 'vitest';
import { client } from '../../test/client.js';
import { multipartBody } from '../../test/multipart.js';
import { createModel } from '../../test/process-models.js';
import { auditMark } from '../../test/recorded-audit.js';
import { createRole } from '../../test/test-app.js';
import { useSignedInClient, useTestApp } from '../../test/use-test-app.js';
import {
  addWorkflowForm,
  publishedFormModel,
  responseWithHandlers,
  useWorkflowFormService,
} from '../../test/workflows.js';

const forms = useWorkflowFormService();
const t = useTestApp({ publicUrl: 'https://stroomlijn.example' }, { formService: forms.service });
const admin = useSignedInClient(t, ['ROLE_ADMIN'], { firstName: 'Ada', lastName: 'Admin' });
const modeler = useSignedInClient(t, ['ROLE_MODELER']);
const sender = useSignedInClient(t, ['ROLE_USER']);

const responsePath = ({ formId, id }: WorkflowResponse) => `/api/workflow/${formId}/response/${id}`;

async function responsesOf(formId: string): Promise<WorkflowResponse[]> {
  const page = await admin.get(`/api/workflow/${formId}/responses/1`);
  expect(page.statusCode, page.body).toBe(200);
  return page.json().responses;
}

/** A form with its webhook on, its hook's path, and a submission of it at the service (not delivered). */
async function submittedThroughHook(processModelId?: string) {
  const form = await addWorkflowForm(admin, forms);
  const enabled = await admin.post(`/api/workflow/notification/${form.id}/enable`, {});
  expect(enabled.statusCode, enabled.body).toBe(200);
  const hook = (forms.webhooks(form.formId).at(-1) ?? '').replace('https://stroomlijn.example', '');
  const model =
    processModelId ?? (await publishedFormModel(modeler, form.id, { reviewer: await createRole(t) })).id;
  const submission = await forms.submit(form.formId, {
    userId: sender.id,
    processModelId: model,
    subject: 'Lamp',
  });
  const deliver = async () => {
    const answer = await client(t.app).upload(
      hook,
      multipartBody([{ kind: 'field', name: 'submissionID', value: submission.id }]),
    );
    expect(answer.statusCode, answer.body).toBe(200);
    await t.jobs.get('submissions').settled();
  };
  return { form, submission, deliver };
}

describe('the audit trail of responses as they arrive', () => {
  it('records a response the poll creates: one response/create by the system, about its sender', async () => {
    const form = await addWorkflowForm(admin, forms);
    const model = await publishedFormModel(modeler, form.id, { reviewer: await createRole(t) });
    await forms.submit(form.formId, { userId: sender.id, processModelId: model.id, subject: 'Broken lamp' });
    await forms.submit(form.formId, { userId: sender.id, processModelId: model.id, subject: 'Flat tyre' });
    const since = await auditMark(t.database.db);
    await t.jobs.get('formPolling').pollNow();
    const responses = await responsesOf(form.id);
    expect(responses).toHaveLength(2);
    const entries = await since.entries();
    expect(entries.map((entry) => [entry.entity, entry.action, entry.entityId]).sort()).toEqual(
      responses.map((response) => ['response', 'create', response.id]).sort(),
    );
    for (const entry of entries) {
      expect(entry.actor).toEqual({ kind: 'system', id: null, name: '' });
      expect(entry.subjects).toEqual([sender.id]);
      const response = responses.find((candidate) => candidate.id === entry.entityId);
      expect(entry.change).toEqual({ before: null, after: response });
    }
    // A poll that sees the same submissions again creates nothing and records nothing.
    const again = await auditMark(t.database.db);
    await t.jobs.get('formPolling').pollNow();
    expect(await again.entries()).toEqual([]);
  });

  it('records a response the webhook creates: one response/create by an anonymous caller, once however often it comes', async () => {
    const { form, deliver } = await submittedThroughHook();
    const since = await auditMark(t.database.db);
    await deliver();
    await deliver();
    const [response] = await responsesOf(form.id);
    const entries = await since.entries();
    expect(entries).toEqual([
      expect.objectContaining({
        entity: 'response',
        entityId: response?.id,
        action: 'create',
        actor: { kind: 'anonymous', id: null, name: '' },
        address: '127.0.0.1',
        subjects: [sender.id],
      }),
    ]);
    expect(entries[0]?.change.after).toMatchObject({ subject: 'Lamp', status: 'new' });
  });
});

describe('the audit trail of handling responses', () => {
  const handled = (subject: string) => responseWithHandlers(t, forms, { admin, modeler, sender }, subject);

  it("records the reviewer's edit, close, open, comment and delete: one entry each, with the changed fields", async () => {
    const { reviewer, response } = await handled('Edited');
    const path = responsePath(response);
    const rita = { kind: 'user', id: reviewer.id, name: 'Rita Reviewer' };
    const since = await auditMark(t.database.db);

    const held = await reviewer.put(path, {
      status: 'on-hold',
      remarks: 'Waiting',
      updatedAt: response.updatedAt,
    });
    expect(held.statusCode, held.body).toBe(200);
    expect((await reviewer.delete(`${path}/close`)).statusCode).toBe(200);
    expect((await reviewer.post(`${path}/open`, {})).statusCode).toBe(200);
    expect((await reviewer.post(`${path}/comment`, { comment: 'Called the sender' })).statusCode).toBe(200);
    expect((await reviewer.delete(`${path}/delete`)).statusCode).toBe(204);

    const entries = await since.entries();
    expect(entries.map((entry) => [entry.entity, entry.entityId, entry.action])).toEqual([
      ['response', response.id, 'update'],
      ['response', response.id, 'update'],
      ['response', response.id, 'update'],
      ['comment', response.id, 'create'],
      ['response', response.id, 'delete'],
    ]);
    for (const entry of entries) {
      expect(entry.actor).toEqual(rita);
      expect(entry.subjects).toEqual([sender.id]);
    }
    const [edit, close, open, comment, remove] = entries;
    expect(edit?.change).toEqual({
      before: { status: 'new', remarks: '', updatedAt: response.updatedAt },
      after: { status: 'on-hold', remarks: 'Waiting', updatedAt: held.json().updatedAt },
    });
    expect(close?.change).toMatchObject({ before: { status: 'on-hold' }, after: { status: 'closed' } });
    expect(open?.change).toMatchObject({ before: { status: 'closed' }, after: { status: 'in-progress' } });
    expect(comment?.change).toMatchObject({
      before: { comment: '', commenter: null },
      after: { comment: 'Called the sender', commenter: { id: reviewer.id, name: 'Rita Reviewer' } },
    });
    expect(remove?.change).toMatchObject({
      before: { id: response.id, status: 'in-progress', comment: 'Called the sender' },
      after: null,
    });
  });

  it('records a retry: one response/update each time it is processed again, none when the service fails', async () => {
    const draft = await createModel(modeler);
    const { form, submission, deliver } = await submittedThroughHook(draft.id);
    await deliver();
    const [failed] = await responsesOf(form.id);
    expect(failed).toMatchObject({ status: 'error', errorMessage: 'unpublished-process-model' });
    const retry = () => admin.post(`/api/workflow/${form.id}/response/${failed?.id}/retry`, {});
    const since = await auditMark(t.database.db);

    forms.failWith('unavailable');
    expect((await retry()).statusCode).toBe(424);
    forms.failWith(null);
    expect(await since.entries()).toEqual([]);

    const model = await publishedFormModel(modeler, form.id, { reviewer: await createRole(t) });
    forms.editSubmission(submission, { processModelId: model.id });
    const fixed = await auditMark(t.database.db);
    const retried = await retry();
    expect(retried.statusCode, retried.body).toBe(200);
    const entries = await fixed.entries();
    expect(entries).toEqual([
      expect.objectContaining({
        entity: 'response',
        entityId: failed?.id,
        action: 'update',
        actor: { kind: 'user', id: admin.id, name: 'Ada Admin' },
        subjects: [sender.id],
      }),
    ]);
    expect(entries[0]?.change).toMatchObject({
      before: { status: 'error', errorMessage: 'unpublished-process-model' },
      after: { status: 'new', errorMessage: null },
    });
    const again = await auditMark(t.database.db);
    expect((await retry()).statusCode).toBe(409);
    expect(await again.entries()).toEqual([]);
  });

  it('records a retry of a submission the service no longer has: the response keeps error with that cause', async () => {
    const draft = await createModel(modeler);
    const { form, deliver } = await submittedThroughHook(draft.id);
    await deliver();
    const [failed] = await responsesOf(form.id);
    // The stand-in has no call to delete a submission: the response names one the service never had.
    await t.database.db
      .updateTable('workflow_responses')
      .set({ submission_id: '9999999999999999999' })
      .where('id', '=', failed?.id ?? '')
      .execute();
    const since = await auditMark(t.database.db);
    const retried = await admin.post(`/api/workflow/${form.id}/response/${failed?.id}/retry`, {});
    expect(retried.statusCode, retried.body).toBe(200);
    const entries = await since.entries();
    expect(entries.map((entry) => [entry.entity, entry.entityId, entry.action])).toEqual([
      ['response', failed?.id, 'update'],
    ]);
    expect(entries[0]?.change).toMatchObject({
      before: { errorMessage: 'unpublished-process-model' },
      after: { errorMessage: 'submission-not-found' },
    });
  });

  it('records nothing for refused writes (403, 404, 409, 422)', async () => {
    const { reviewer, reader, outsider, response } = await handled('Refused');
    const path = responsePath(response);
    const since = await auditMark(t.database.db);
    const answers = [];
    for (const caller of [reader, outsider])
      answers.push(
        await caller.put(path, { status: 'on-hold', remarks: '', updatedAt: response.updatedAt }),
        await caller.delete(`${path}/close`),
        await caller.post(`${path}/open`, {}),
        await caller.post(`${path}/comment`, { comment: 'x' }),
        await caller.delete(`${path}/delete`),
        await caller.post(`${path}/retry`, {}),
      );
    answers.push(
      await reviewer.put(path, { status: 'on-hold', remarks: '', updatedAt: response.updatedAt - 1 }),
      await reviewer.post(`${path}/open`, {}),
      await reviewer.put(path, { status: 'closed', remarks: '', updatedAt: response.updatedAt }),
      await reviewer.post(`${path}/comment`, { comment: 'x'.repeat(201) }),
      await admin.post(`${path}/retry`, {}),
      await admin.delete(`/api/workflow/${response.formId}/response/${randomUUID()}/delete`),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([
      ...[403, 403, 403, 403, 403, 403],
      ...[403, 403, 403, 403, 403, 403],
      ...[409, 409, 422, 422, 409, 404],
    ]);
    expect(await since.entries()).toEqual([]);
  });
});
