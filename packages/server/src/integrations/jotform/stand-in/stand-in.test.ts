import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FormServiceStandIn, startFormServiceStandIn } from './index.js';

interface Received {
  path: string;
  contentType: string;
  fields: Record<string, string>;
}

/** A tiny webhook receiver: records each POST's form fields (multipart or urlencoded). */
async function startReceiver(): Promise<{ url: string; received: Received[]; server: Server }> {
  const received: Received[] = [];
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const contentType = request.headers['content-type'] ?? '';
    const form = await new Response(Buffer.concat(chunks), {
      headers: { 'content-type': contentType },
    }).formData();
    const fields = Object.fromEntries([...form].map(([name, value]) => [name, String(value)]));
    received.push({ path: request.url ?? '', contentType, fields });
    response.end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received, server };
}

const QUESTIONS = [
  { name: 'subject', text: 'Subject' },
  { name: 'fullName', text: 'Name', type: 'control_fullname' },
  { name: 'kinds', text: 'Kinds', type: 'control_checkbox', options: ['Care', 'Study'] },
  { name: 'userId', text: 'userId', hidden: true },
  { name: 'processModelId', text: 'processModelId', hidden: true },
];

/** The `content` of a JotForm envelope. */
async function content(response: Response): Promise<unknown> {
  return ((await response.json()) as { content: unknown }).content;
}

let standIn: FormServiceStandIn;
let receiver: Awaited<ReturnType<typeof startReceiver>>;

beforeAll(async () => {
  standIn = await startFormServiceStandIn({ apiKey: 'key' });
  receiver = await startReceiver();
});
afterAll(async () => {
  await standIn.close();
  await new Promise((resolve) => receiver.server.close(resolve));
});

describe('the JotForm stand-in', () => {
  it('posts a submission to each webhook as JotForm does (multipart), and again on redelivery', async () => {
    const form = standIn.addForm({ title: 'Hooked', questions: QUESTIONS });
    const hook = `${receiver.url}/api/workflow/hook/secret`;
    const added = await fetch(`${standIn.url}/form/${form.id}/webhooks`, {
      method: 'POST',
      headers: { APIKEY: 'key' },
      body: new URLSearchParams({ webhookURL: hook }),
    });
    expect(await content(added)).toEqual({ '0': hook });

    const submission = await standIn.submit(form.id, {
      subject: 'Hello',
      fullName: { first: 'Ann', last: 'Lee' },
      userId: 'user-1',
      processModelId: 'model-1',
    });
    await standIn.redeliver(submission.id);

    expect(receiver.received).toHaveLength(2);
    const [first, again] = receiver.received;
    expect(first?.path).toBe('/api/workflow/hook/secret');
    expect(first?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(first?.fields).toMatchObject({
      formID: form.id,
      submissionID: submission.id,
      formTitle: 'Hooked',
    });
    expect(JSON.parse(first?.fields.rawRequest ?? '')).toMatchObject({
      q1_subject: 'Hello',
      q2_fullName: { first: 'Ann', last: 'Lee' },
      q4_userId: 'user-1',
      q5_processModelId: 'model-1',
    });
    expect(first?.fields.pretty).toBe('Subject:Hello, Name:Ann Lee, userId:user-1, processModelId:model-1');
    expect(again?.fields.submissionID).toBe(submission.id);
    expect(standIn.deliveries.map((d) => d.status)).toEqual([200, 200]);
  });

  it('records a delivery that could not be made instead of failing the submission', async () => {
    const form = standIn.addForm({ title: 'Unreachable hook' });
    form.webhooks.push('http://127.0.0.1:1/hook');
    const submission = await standIn.submit(form.id, {});
    expect(standIn.deliveries.at(-1)).toMatchObject({
      submissionId: submission.id,
      error: expect.any(String),
    });
  });

  it('serves the form page with hidden fields from the query; its post makes a submission', async () => {
    const form = standIn.addForm({ title: 'Embedded <form>', questions: QUESTIONS });
    const html = await (await fetch(`${standIn.formUrl}/${form.id}?userId=u%221&processModelId=p-2`)).text();
    expect(html).toContain('<title>Embedded &#60;form&#62;</title>');
    expect(html).toContain('<input type="hidden" name="userId" value="u&#34;1">');
    expect(html).toContain('<input type="hidden" name="processModelId" value="p-2">');
    expect(html).toContain(`'setHeight:' + document.documentElement.scrollHeight + ':' + "${form.id}"`);

    const posted = await fetch(`${standIn.formUrl}/${form.id}/submit`, {
      method: 'POST',
      body: new URLSearchParams([
        ['subject', 'From the page'],
        ['fullName[first]', 'Bo'],
        ['fullName[last]', ''],
        ['kinds[]', 'Care'],
        ['kinds[]', 'Study'],
        ['userId', 'u"1'],
        ['processModelId', 'p-2'],
      ]),
    });
    expect(await posted.text()).toContain('Thank you!');
    const [submission] = standIn.form(form.id).submissions;
    const answers = Object.values(submission?.answers ?? {});
    expect(answers.map((a) => [a.name, a.answer])).toEqual([
      ['subject', 'From the page'],
      ['fullName', { first: 'Bo', last: '' }],
      ['kinds', ['Care', 'Study']],
      ['userId', 'u"1'],
      ['processModelId', 'p-2'],
    ]);
  });

  it("the page's multipart post keeps uploaded files at JotForm's kind of address; dates, times and matrices in JotForm's shapes", async () => {
    const form = standIn.addForm({
      title: 'Structured',
      questions: [
        { name: 'day', text: 'Day', type: 'control_datetime' },
        { name: 'at', text: 'At', type: 'control_time' },
        { name: 'files', text: 'Files', type: 'control_fileupload' },
        { name: 'grid', text: 'Grid', type: 'control_matrix', rows: ['A', 'B'], options: ['Yes', 'No'] },
      ],
    });
    const html = await (await fetch(`${standIn.formUrl}/${form.id}`)).text();
    expect(html).toContain('enctype="multipart/form-data"');
    expect(html).toContain('<input type="file" multiple');
    const body = new FormData();
    body.append('day', '2026-12-07');
    body.append('at', '14:30');
    body.append('files[]', new File(['%PDF-1.4'], 'report.pdf', { type: 'application/pdf' }));
    body.append('files[]', new File([], ''));
    body.append('grid[0]', 'No');
    await fetch(`${standIn.formUrl}/${form.id}/submit`, { method: 'POST', body });
    const [submission] = standIn.form(form.id).submissions;
    const byName = Object.fromEntries(Object.values(submission?.answers ?? {}).map((a) => [a.name, a]));
    expect(byName.day).toMatchObject({
      answer: { year: '2026', month: '12', day: '07', datetime: '2026-12-07 00:00:00' },
      prettyFormat: '12-07-2026',
    });
    expect(byName.at).toMatchObject({
      answer: { timeInput: '2:30', hourSelect: '2', minuteSelect: '30', ampm: 'PM' },
      prettyFormat: '2:30 PM',
    });
    expect(byName.grid?.answer).toEqual({ A: 'No' });
    const url = `${standIn.url}/uploads/stand-in/${form.id}/${submission?.id}/report.pdf`;
    expect(byName.files?.answer).toEqual([url]);
    const file = await fetch(url);
    expect([file.status, file.headers.get('content-type'), await file.text()]).toEqual([
      200,
      'application/pdf',
      '%PDF-1.4',
    ]);
    expect((await fetch(`${standIn.url}/uploads/stand-in/${form.id}/1/none.pdf`)).status).toBe(404);
  });

  it("answers 404 in JotForm's envelope for an unknown form, and refuses a missing key", async () => {
    const unknown = await fetch(`${standIn.url}/v1/form/1`, { headers: { APIKEY: 'key' } });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ responseCode: 404, message: 'Form not found', content: '' });
    const keyless = await fetch(`${standIn.url}/form/1/submissions`);
    expect(keyless.status).toBe(200);
    expect(await keyless.json()).toMatchObject({ responseCode: 401, content: '' });
  });

  it('takes a webhook as multipart/form-data too, and lists none as JotForm does ([])', async () => {
    const form = standIn.addForm({ title: 'Multipart' });
    const list = () => fetch(`${standIn.url}/form/${form.id}/webhooks`, { headers: { APIKEY: 'key' } });
    expect(await content(await list())).toEqual([]);
    const body = new FormData();
    body.append('webhookURL', 'https://example.org/hook');
    await fetch(`${standIn.url}/form/${form.id}/webhooks`, {
      method: 'POST',
      headers: { APIKEY: 'key' },
      body,
    });
    expect(await content(await list())).toEqual({ '0': 'https://example.org/hook' });
  });
});
