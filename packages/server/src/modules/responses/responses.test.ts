import { randomUUID } from 'node:crypto';
import type { WorkflowForm, WorkflowResponse } from '@stroomlijn/domain';
import { describe, expect, it } from 'vitest';
import { client } from '../../test/client.js';
import { multipartBody } from '../../test/multipart.js';
import { createModel } from '../../test/process-models.js';
import { createRole } from '../../test/test-app.js';
import { useSignedInClient, useTestApp } from '../../test/use-test-app.js';
import { addWorkflowForm, publishedFormModel, useWorkflowFormService } from '../../test/workflows.js';
import { HOOK_CALLS_PER_MINUTE } from './hook-routes.js';

const forms = useWorkflowFormService();
const t = useTestApp({ publicUrl: 'https://stroomlijn.example' }, { formService: forms.service });
const admin = useSignedInClient(t, ['ROLE_ADMIN']);
const modeler = useSignedInClient(t, ['ROLE_MODELER']);
const sender = useSignedInClient(t, ['ROLE_USER']);

/** A form with notifications on; its webhook's path. */
async function formWithHook(title = 'Complaint'): Promise<{ form: WorkflowForm; hook: string }> {
  const form = await addWorkflowForm(admin, forms, title);
  const enabled = await admin.post(`/api/workflow/notification/${form.id}/enable`, {});
  expect(enabled.statusCode, enabled.body).toBe(200);
  const url = forms.webhooks(form.formId).at(-1) ?? '';
  return { form, hook: url.replace('https://stroomlijn.example', '') };
}

/** Posts the webhook as JotForm does (multipart) and waits until the submission is processed. */
async function deliver(hook: string, submissionId: string) {
  const response = await client(t.app).upload(
    hook,
    multipartBody([
      { kind: 'field', name: 'formID', value: '1' },
      { kind: 'field', name: 'submissionID', value: submissionId },
      { kind: 'field', name: 'rawRequest', value: '{"forged":"ignored"}' },
    ]),
  );
  await t.jobs.get('submissions').settled();
  return response;
}

async function responsesOf(form: WorkflowForm, page = 1) {
  const response = await admin.get(`/api/workflow/${form.id}/responses/${page}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { responses: WorkflowResponse[]; totalPages: number };
}

async function matchedForm() {
  const reviewer = await createRole(t);
  const reader = await createRole(t);
  const actionHolder = await createRole(t);
  const { form, hook } = await formWithHook();
  const model = await publishedFormModel(modeler, form.id, { reviewer, reader, actionHolder });
  return { form, hook, model, reviewer, reader, actionHolder };
}

describe('receiving submissions through the webhook', () => {
  it('WF-10, WF-11, WF-12, WF-14: a submission becomes a new response with every field', async () => {
    const { form, hook, model, reviewer, reader, actionHolder } = await matchedForm();
    const submission = await forms.submit(form.formId, {
      userId: sender.id,
      processModelId: model.id,
      subject: 'Broken lamp',
    });
    const delivered = await deliver(hook, submission.id);
    expect(delivered.statusCode, delivered.body).toBe(200);
    const page = await responsesOf(form);
    expect(page.totalPages).toBe(1);
    expect(page.responses).toHaveLength(1);
    const listed = page.responses[0] as WorkflowResponse;
    expect(listed).toMatchObject({
      internalId: 1,
      responseId: submission.id,
      subject: 'Broken lamp',
      submissionDate: Date.UTC(2026, 10, 20, 14, 5, 9),
      status: 'new',
      errorMessage: null,
      reviewer,
      reader,
      actionHolder,
      sender: { id: sender.id },
      remarks: '',
      comment: '',
      commenter: null,
      answers: [
        { questionId: '1', question: 'subject', data: 'Broken lamp', type: 'control_textbox' },
        { questionId: '2', question: 'Your remark', data: 'It broke', type: 'control_textarea' },
      ],
      actionHandledStatus: { total: 0, handled: 0 },
      formId: form.id,
    });
    expect(listed.responseId).toHaveLength(19);
    const view = await admin.get(`/api/workflow/${form.id}/response/${listed.id}`);
    expect(view.statusCode).toBe(200);
    expect(view.json()).toEqual(listed);
    const read = (await admin.get(`/api/workflow/${form.id}`)).json();
    expect(read).toMatchObject({ responseCount: 1, status: 'active' });
  });

  it('exactly once: a repeated webhook makes one response', async () => {
    const { form, hook, model } = await matchedForm();
    const submission = await forms.submit(form.formId, {
      userId: sender.id,
      processModelId: model.id,
    });
    await Promise.all([
      deliver(hook, submission.id),
      deliver(hook, submission.id),
      deliver(hook, submission.id),
    ]);
    await deliver(hook, submission.id);
    const page = await responsesOf(form);
    expect(page.responses.map((response) => response.responseId)).toEqual([submission.id]);
  });

  it('an unknown secret answers 404; a body without submissionID 422; nothing is processed', async () => {
    const { form, hook } = await formWithHook();
    const unknown = await client(t.app).upload(
      '/api/workflow/hook/not-a-known-secret',
      multipartBody([{ kind: 'field', name: 'submissionID', value: '1' }]),
    );
    expect(unknown.statusCode).toBe(404);
    const empty = await client(t.app).upload(
      hook,
      multipartBody([{ kind: 'field', name: 'formID', value: '1' }]),
    );
    expect(empty.statusCode).toBe(422);
    expect((await responsesOf(form)).responses).toEqual([]);
  });

  it('the webhook is rate-limited per form at 120 calls a minute (429 after)', async () => {
    const { hook } = await formWithHook();
    const { hook: otherHook } = await formWithHook();
    const empty = () => multipartBody([{ kind: 'field', name: 'formID', value: '1' }]);
    for (let i = 0; i < HOOK_CALLS_PER_MINUTE; i++) {
      expect((await client(t.app).upload(hook, empty())).statusCode).toBe(422);
    }
    const limited = await client(t.app).upload(hook, empty());
    expect(limited.statusCode).toBe(429);
    expect(limited.json().messageKey).toBe('too-many-requests');
    expect((await client(t.app).upload(otherHook, empty())).statusCode).toBe(422);
  });

  it('the webhook also takes urlencoded bodies; after notifications are off its secret is unknown', async () => {
    const { form, hook, model } = await matchedForm();
    const submission = await forms.submit(form.formId, {
      userId: sender.id,
      processModelId: model.id,
    });
    const response = await client(t.app).inject({
      method: 'POST',
      url: hook,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `formID=${form.formId}&submissionID=${submission.id}`,
    });
    expect(response.statusCode).toBe(200);
    await t.jobs.get('submissions').settled();
    expect((await responsesOf(form)).responses).toHaveLength(1);
    await admin.post(`/api/workflow/notification/${form.id}/disable`, {});
    expect((await deliver(hook, submission.id)).statusCode).toBe(404);
  });

  it('a submission of another form named at this hook is ignored', async () => {
    const { form, hook } = await formWithHook();
    const other = await addWorkflowForm(admin, forms, 'Other');
    const submission = await forms.submit(other.formId, { userId: sender.id });
    expect((await deliver(hook, submission.id)).statusCode).toBe(200);
    expect((await responsesOf(form)).responses).toEqual([]);
  });

  it('WF-04: the form service down or refusing the key: the hook still answers 200, the form shows the error', async () => {
    for (const [failure, key] of [
      ['unavailable', 'form-service-unavailable'],
      ['unauthorized', 'form-service-unauthorized'],
    ] as const) {
      const { form, hook, model } = await matchedForm();
      const submission = await forms.submit(form.formId, {
        userId: sender.id,
        processModelId: model.id,
      });
      forms.failWith(failure);
      const response = await deliver(hook, submission.id);
      forms.failWith(null);
      expect(response.statusCode).toBe(200);
      expect((await admin.get(`/api/workflow/${form.id}`)).json()).toMatchObject({
        status: 'error',
        statusMessage: key,
      });
      expect((await responsesOf(form)).responses).toEqual([]);
      // The next delivery that succeeds makes the form active again.
      await deliver(hook, submission.id);
      expect((await admin.get(`/api/workflow/${form.id}`)).json()).toMatchObject({
        status: 'active',
        responseCount: 1,
      });
    }
  });
});

describe('submissions that cannot be matched', () => {
  it('WF-12: unknown user, unknown model, unpublished model, no matching definition: status error with the cause', async () => {
    const { form, hook, model } = await matchedForm();
    const unpublished = await createModel(modeler);
    const otherForm = await addWorkflowForm(admin, forms, 'Unrelated');
    const otherModel = await publishedFormModel(modeler, otherForm.id, { reviewer: await createRole(t) });
    const cases = [
      [{ userId: randomUUID(), processModelId: model.id }, 'unknown-user'],
      [{ processModelId: model.id }, 'unknown-user'],
      [{ userId: sender.id, processModelId: randomUUID() }, 'unknown-process-model'],
      [{ userId: sender.id, processModelId: 'not a uuid' }, 'unknown-process-model'],
      [{ userId: sender.id, processModelId: unpublished.id }, 'unpublished-process-model'],
      [{ userId: sender.id, processModelId: otherModel.id }, 'no-matching-definition'],
    ] as const;
    for (const [fields, cause] of cases) {
      const submission = await forms.submit(form.formId, fields);
      await deliver(hook, submission.id);
      const response = (await responsesOf(form)).responses.find((r) => r.responseId === submission.id);
      expect(response, cause).toMatchObject({
        status: 'error',
        errorMessage: cause,
        subject: 'Complaint 20-11-2026',
      });
    }
  });

  it('WF-18: retry re-fetches the submission; once the cause is fixed the error becomes new', async () => {
    const reviewer = await createRole(t);
    const { form, hook } = await formWithHook();
    const modelDraft = await createModel(modeler);
    const submission = await forms.submit(form.formId, {
      userId: sender.id,
      processModelId: modelDraft.id,
    });
    await deliver(hook, submission.id);
    const [failed] = (await responsesOf(form)).responses;
    expect(failed).toMatchObject({ status: 'error', errorMessage: 'unpublished-process-model' });
    const id = failed?.id ?? '';

    const stillFailing = await admin.post(`/api/workflow/${form.id}/response/${id}/retry`, {});
    expect(stillFailing.statusCode).toBe(200);
    expect(stillFailing.json()).toMatchObject({ status: 'error', errorMessage: 'unpublished-process-model' });

    // Fix the cause: the submission now points at a published model with the form's definition.
    const model = await publishedFormModel(modeler, form.id, { reviewer });
    forms.editSubmission(submission, { processModelId: model.id });
    forms.failWith('unavailable');
    const down = await admin.post(`/api/workflow/${form.id}/response/${id}/retry`, {});
    forms.failWith(null);
    expect(down.statusCode).toBe(424);
    const retried = await admin.post(`/api/workflow/${form.id}/response/${id}/retry`, {});
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toMatchObject({
      id,
      status: 'new',
      errorMessage: null,
      reviewer,
      internalId: failed?.internalId,
    });
    const again = await admin.post(`/api/workflow/${form.id}/response/${id}/retry`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().messageKey).toBe('invalid-state');
  });
});

describe('handling responses', () => {
  it('WF-10: pages of 20, newest first, with totalPages', async () => {
    const { form, hook, model } = await matchedForm();
    const ids: string[] = [];
    for (let i = 0; i < 21; i++) {
      const second = String(i).padStart(2, '0');
      const submission = await forms.submit(form.formId, {
        userId: sender.id,
        processModelId: model.id,
        createdAt: `2026-11-21 10:00:${second}`,
      });
      ids.push(submission.id);
      await deliver(hook, submission.id);
    }
    const first = await responsesOf(form, 1);
    expect(first.totalPages).toBe(2);
    expect(first.responses.map((r) => r.responseId)).toEqual(ids.slice(1).reverse());
    const second = await responsesOf(form, 2);
    expect(second.responses.map((r) => r.responseId)).toEqual([ids[0]]);
    expect((await responsesOf(form, 3)).responses).toEqual([]);
    expect((await admin.get(`/api/workflow/${form.id}/responses/0`)).statusCode).toBe(404);
    expect((await admin.get(`/api/workflow/${randomUUID()}/responses/1`)).statusCode).toBe(404);
  });

  it('WF-20, WF-17, WF-16, WF-19: comment with commenter, close a new response only, delete (soft)', async () => {
    const { form, hook, model } = await matchedForm();
    const submission = await forms.submit(form.formId, {
      userId: sender.id,
      processModelId: model.id,
    });
    await deliver(hook, submission.id);
    const [response] = (await responsesOf(form)).responses;
    const base = `/api/workflow/${form.id}/response/${response?.id}`;

    const commented = await admin.post(`${base}/comment`, { comment: 'Called the sender' });
    expect(commented.statusCode).toBe(200);
    expect((await admin.get(base)).json()).toMatchObject({
      comment: 'Called the sender',
      commenter: { id: admin.id },
    });
    expect((await admin.post(`${base}/comment`, { comment: 'x'.repeat(201) })).statusCode).toBe(422);

    const closed = await admin.delete(`${base}/close`);
    expect(closed.statusCode).toBe(200);
    expect(closed.json().status).toBe('closed');
    expect((await admin.delete(`${base}/close`)).statusCode).toBe(409);

    expect((await admin.delete(`${base}/delete`)).statusCode).toBe(204);
    expect((await admin.get(base)).statusCode).toBe(404);
    expect((await responsesOf(form)).responses).toEqual([]);
    expect((await admin.get(`/api/workflow/${form.id}`)).json().responseCount).toBe(0);
    // Deleted, the submission still is not processed again.
    await deliver(hook, submission.id);
    expect((await responsesOf(form)).responses).toEqual([]);
  });
});
