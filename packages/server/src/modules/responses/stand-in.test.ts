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
    await t.jobs.get('submissions').settled();
    await standIn.redeliver(submission.id);
    await t.jobs.get('submissions').settled();

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
    expect(mail?.text).toContain(`/actions/review/edit/${form.id}/${responses[0]?.id}`);
    expect(mail?.headers.get('subject')).toContain('Request for leave');

    const disabled = await admin.post(`/api/workflow/notification/${form.id}/disable`, {});
    expect(disabled.statusCode).toBe(200);
    expect(standIn.form(form.formId).webhooks).toEqual([]);
  });

  it('WF-11: structured answers keep their structure; dates read day-month-year; files link to the service', async () => {
    const serviceForm = standIn.addForm({
      title: 'Every structured kind',
      questions: [
        ...questions,
        { name: 'firstDay', text: 'First day', type: 'control_datetime' },
        { name: 'startTime', text: 'Start time', type: 'control_time' },
        { name: 'where', text: 'Where', type: 'control_address' },
        { name: 'photos', text: 'Photos', type: 'control_fileupload' },
        {
          name: 'severity',
          text: 'How serious',
          type: 'control_matrix',
          rows: ['Injury', 'Damage'],
          options: ['None', 'Minor', 'Major'],
        },
      ],
    });
    const created = await admin.post('/api/workflow/form', { id: randomUUID(), formId: serviceForm.id });
    expect(created.statusCode, created.body).toBe(201);
    const form: WorkflowForm = created.json();
    const sender = await signedInClient(t, ['ROLE_USER']);
    const submission = await standIn.submit(
      form.formId,
      {
        subject: 'Fall',
        fullName: { first: 'Ann', last: 'Lee' },
        firstDay: { month: '12', day: '07', year: '2026' },
        startTime: { timeInput: '2:30', hourSelect: '2', minuteSelect: '30', ampm: 'PM' },
        where: {
          addr_line1: 'Dam 1',
          addr_line2: '',
          city: 'Amsterdam',
          state: '',
          postal: '1012 JS',
          country: 'Netherlands',
        },
        photos: [{ name: 'stairs photo.jpg', content: 'jpeg bytes' }],
        severity: { Injury: 'Minor', Damage: 'None' },
        userId: sender.id,
      },
      { deliver: false },
    );
    // What the service holds: its own month-day-year text beside the parts.
    const firstDay = Object.values(submission.answers).find((answer) => answer.name === 'firstDay');
    expect(firstDay).toMatchObject({
      prettyFormat: '12-07-2026',
      answer: { datetime: '2026-12-07 00:00:00' },
    });
    await t.jobs.get('formPolling').pollNow();

    const [response] = await responsesOf(form);
    const fileUrl = `${standIn.url}/uploads/stand-in/${form.formId}/${submission.id}/stairs%20photo.jpg`;
    expect(response?.answers).toEqual([
      expect.objectContaining({ question: 'Subject', data: 'Fall' }),
      {
        questionId: expect.any(String),
        question: 'Full name',
        type: 'control_fullname',
        data: 'Ann Lee',
        value: { kind: 'name', parts: ['Ann', 'Lee'] },
      },
      expect.objectContaining({ data: '07-12-2026', value: { kind: 'date', date: '2026-12-07' } }),
      expect.objectContaining({ data: '14:30', value: { kind: 'time', time: '14:30' } }),
      expect.objectContaining({
        data: 'Dam 1\n1012 JS Amsterdam\nNetherlands',
        value: {
          kind: 'address',
          street: ['Dam 1'],
          postal: '1012 JS',
          city: 'Amsterdam',
          state: '',
          country: 'Netherlands',
        },
      }),
      expect.objectContaining({
        data: 'stairs photo.jpg',
        value: { kind: 'files', files: [{ name: 'stairs photo.jpg', url: fileUrl }] },
      }),
      expect.objectContaining({
        data: 'Injury: Minor\nDamage: None',
        value: {
          kind: 'matrix',
          rows: [
            { row: 'Injury', answers: ['Minor'] },
            { row: 'Damage', answers: ['None'] },
          ],
        },
      }),
    ]);
    // The link works: the service serves the file at that address.
    const file = await fetch(fileUrl);
    expect(file.status).toBe(200);
    expect(await file.text()).toBe('jpeg bytes');
    expect(file.headers.get('content-type')).toBe('image/jpeg');

    // A response stored before answers had structure still shows, as the text it kept.
    await t.database.db
      .updateTable('workflow_responses')
      .set({
        answers: JSON.stringify([
          { questionId: '7', question: 'First day', data: '12-07-2026', type: 'control_datetime' },
        ]),
      })
      .where('id', '=', response?.id ?? '')
      .execute();
    const old = await admin.get(`/api/workflow/${form.id}/response/${response?.id}`);
    expect(old.statusCode, old.body).toBe(200);
    expect(old.json().answers).toEqual([
      { questionId: '7', question: 'First day', data: '12-07-2026', type: 'control_datetime' },
    ]);
  });

  it('polling picks up submissions made while notifications were off, once', async () => {
    const form = await addForm('Report an incident');
    const sender = await signedInClient(t, ['ROLE_USER']);
    const first = await standIn.submit(
      form.formId,
      { subject: 'Leak', userId: sender.id },
      { deliver: false },
    );
    await t.jobs.get('formPolling').pollNow();
    const second = await standIn.submit(
      form.formId,
      { subject: 'Fire', userId: sender.id },
      { deliver: false },
    );
    await t.jobs.get('formPolling').pollNow();
    await t.jobs.get('formPolling').pollNow();
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
    await t.jobs.get('formPolling').pollNow();
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

    await t.jobs.get('formPolling').pollNow();
    expect((await admin.get(`/api/workflow/${form.id}`)).json()).toMatchObject({
      status: 'active',
      statusMessage: null,
    });
  });
});
