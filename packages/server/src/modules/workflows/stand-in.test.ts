import { randomUUID } from 'node:crypto';
import type { WorkflowForm, WorkflowResponse } from '@stroomlijn/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jotformFormService } from '../../integrations/jotform/index.js';
import {
  type FormServiceStandIn,
  startFormServiceStandIn,
} from '../../integrations/jotform/stand-in/index.js';
import { type SignedInClient, signedInClient } from '../../test/client.js';
import { freePort, type SmtpReceiver, startSmtpReceiver } from '../../test/smtp-receiver.js';
import { assignRoles, createRole, createTestApp, type TestApp } from '../../test/test-app.js';
import { publishedFormModel } from '../../test/workflows.js';
import { workflowReceivingOf } from './index.js';

/**
 * The module over the JotForm adapter and the stand-in, with the app listening on a loopback port so
 * that the stand-in delivers its webhooks over HTTP as JotForm does, and email going to a real SMTP
 * receiver.
 */
let standIn: FormServiceStandIn;
let smtp: SmtpReceiver;
let t: TestApp;
let admin: SignedInClient;
let modeler: SignedInClient;

beforeAll(async () => {
  standIn = await startFormServiceStandIn({ apiKey: 'test-key' });
  smtp = await startSmtpReceiver();
  const port = await freePort();
  t = await createTestApp(
    {
      publicUrl: `http://127.0.0.1:${port}`,
      mail: { smtpUrl: smtp.url, from: 'Stroomlijn <stroomlijn@example.org>' },
      defaultLanguage: 'nl',
    },
    { formService: jotformFormService({ apiUrl: standIn.url, apiKey: 'test-key', timeoutMs: 2000 }) },
  );
  await t.app.listen({ port, host: '127.0.0.1' });
  admin = await signedInClient(t, ['ROLE_ADMIN']);
  modeler = await signedInClient(t, ['ROLE_MODELER']);
});

afterAll(async () => {
  await t?.close();
  await standIn?.close();
  await smtp?.close();
});

const questions = [
  { name: 'subject', text: 'Subject' },
  { name: 'fullName', text: 'Full name', type: 'control_fullname' },
  { name: 'userId', text: 'userId', hidden: true },
  { name: 'processModelId', text: 'processModelId', hidden: true },
];

async function addForm(title: string): Promise<WorkflowForm> {
  const serviceForm = standIn.addForm({ title, questions });
  const response = await admin.post('/api/workflow/form', { id: randomUUID(), formId: serviceForm.id });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function responsesOf(form: WorkflowForm): Promise<WorkflowResponse[]> {
  return (await admin.get(`/api/workflow/${form.id}/responses/1`)).json().responses;
}

describe('workflows over the JotForm adapter and its stand-in', () => {
  it('WF-05, WF-09, WF-10, WF-11: the name comes from the service; a webhook delivery becomes a response; the reviewers get an email', async () => {
    const form = await addForm('Request for leave');
    expect(form.name).toBe('Request for leave');
    const enabled = await admin.post(`/api/workflow/notification/${form.id}/enable`, {});
    expect(enabled.statusCode, enabled.body).toBe(200);
    expect(standIn.form(form.formId).webhooks).toHaveLength(1);

    const reviewer = await createRole(t);
    const reviewerUser = await signedInClient(t, []);
    await assignRoles(t, reviewerUser.id, [reviewer.id]);
    const model = await publishedFormModel(modeler, form.id, { reviewer });
    const sender = await signedInClient(t, ['ROLE_USER']);
    const submission = await standIn.submit(form.formId, {
      subject: 'Holiday',
      fullName: { first: 'Ann', last: 'Lee' },
      userId: sender.id,
      processModelId: model.id,
    });
    expect(standIn.deliveries.at(-1)).toMatchObject({ submissionId: submission.id, status: 200 });
    await workflowReceivingOf(t.database)?.settled();
    await standIn.redeliver(submission.id);
    await workflowReceivingOf(t.database)?.settled();

    const responses = await responsesOf(form);
    expect(responses).toHaveLength(1);
    expect(responses[0]).toMatchObject({
      responseId: submission.id,
      subject: 'Holiday',
      status: 'new',
      sender: { id: sender.id },
      reviewer,
    });
    expect(responses[0]?.answers).toContainEqual(
      expect.objectContaining({ question: 'Full name', data: 'Ann Lee' }),
    );

    await expect.poll(() => smtp.received.length, { timeout: 5000 }).toBe(1);
    const mail = smtp.received[0];
    expect(mail?.envelopeTo).toEqual([reviewerUser.email]);
    expect(mail?.text).toContain(`/workflow/${form.id}/responses/${responses[0]?.id}/edit`);
    expect(mail?.headers.get('subject')).toContain('Request for leave');

    const disabled = await admin.post(`/api/workflow/notification/${form.id}/disable`, {});
    expect(disabled.statusCode).toBe(200);
    expect(standIn.form(form.formId).webhooks).toEqual([]);
  });

  it('polling picks up submissions made while notifications were off, once', async () => {
    const form = await addForm('Report an incident');
    const sender = await signedInClient(t, ['ROLE_USER']);
    const first = await standIn.submit(
      form.formId,
      { subject: 'Leak', userId: sender.id },
      { deliver: false },
    );
    await workflowReceivingOf(t.database)?.pollNow();
    const second = await standIn.submit(
      form.formId,
      { subject: 'Fire', userId: sender.id },
      { deliver: false },
    );
    await workflowReceivingOf(t.database)?.pollNow();
    await workflowReceivingOf(t.database)?.pollNow();
    const responses = await responsesOf(form);
    expect(responses.map((r) => r.responseId).sort()).toEqual([first.id, second.id].sort());
    expect(responses.every((r) => r.status === 'error' && r.errorMessage === 'unknown-process-model')).toBe(
      true,
    );
  });

  it('WF-04, WF-05: a 401 inside a 200 and a service that is down answer 424 and register nothing; the form shows the reason', async () => {
    const form = await addForm('Survey');
    standIn.setApiKey('another-key');
    const serviceForm = standIn.addForm({ title: 'Unreadable', questions });
    const refused = await admin.post('/api/workflow/form', { id: randomUUID(), formId: serviceForm.id });
    expect(refused.statusCode).toBe(424);
    expect(refused.json().messageKey).toBe('form-service-unauthorized');
    await workflowReceivingOf(t.database)?.pollNow();
    expect((await admin.get(`/api/workflow/${form.id}`)).json()).toMatchObject({
      status: 'error',
      statusMessage: 'form-service-unauthorized',
    });
    standIn.setApiKey('test-key');

    standIn.setDown(true);
    const down = await admin.post('/api/workflow/form', { id: randomUUID(), formId: serviceForm.id });
    standIn.setDown(false);
    expect(down.statusCode).toBe(424);
    expect(down.json().messageKey).toBe('form-service-unavailable');
    expect((await admin.get('/api/workflow')).json()).not.toContainEqual(
      expect.objectContaining({ formId: serviceForm.id }),
    );

    await workflowReceivingOf(t.database)?.pollNow();
    expect((await admin.get(`/api/workflow/${form.id}`)).json()).toMatchObject({
      status: 'active',
      statusMessage: null,
    });
  });
});
