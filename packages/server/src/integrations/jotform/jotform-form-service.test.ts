import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceSubmission } from '../form-service.js';
import { jotformFormService, secondBefore } from './jotform-form-service.js';
import { type FormServiceStandIn, startFormServiceStandIn } from './stand-in/index.js';

const API_KEY = 'adapter-test-key';
let standIn: FormServiceStandIn;

beforeAll(async () => {
  standIn = await startFormServiceStandIn({ apiKey: API_KEY });
});
afterAll(() => standIn.close());

const service = (pageSize?: number) => jotformFormService({ apiUrl: standIn.url, apiKey: API_KEY, pageSize });

async function all(iterable: AsyncIterable<ServiceSubmission>): Promise<ServiceSubmission[]> {
  const result: ServiceSubmission[] = [];
  for await (const submission of iterable) result.push(submission);
  return result;
}

describe('jotformFormService against the stand-in', () => {
  it('reads a form by id with its title, status and submission count', async () => {
    const form = standIn.addForm({
      title: 'Request for leave',
      questions: [{ name: 'subject', text: 'Subject' }],
    });
    await standIn.submit(form.id, { subject: 'Holiday' });
    expect(await service().form(form.id)).toEqual({
      id: form.id,
      title: 'Request for leave',
      status: 'ENABLED',
      count: 1,
      createdAt: form.createdAt,
      updatedAt: null,
      url: `${standIn.url}/${form.id}`,
    });
  });

  it('answers not-found for an unknown form and an unknown submission', async () => {
    await expect(service().form('999999999999999')).rejects.toMatchObject({ failure: 'not-found' });
    await expect(service().form('../user')).rejects.toMatchObject({ failure: 'not-found' });
    await expect(service().submission('5999999999999999999')).rejects.toMatchObject({ failure: 'not-found' });
  });

  it('keeps a 19-digit submission id exactly and gives every kind of answer in question order', async () => {
    const form = standIn.addForm({
      title: 'Every kind',
      questions: [
        { qid: '12', name: 'files', text: 'Files', type: 'control_fileupload', order: 7 },
        { qid: '3', name: 'subject', text: 'Subject', order: 1 },
        { qid: '4', name: 'fullName', text: 'Name', type: 'control_fullname', order: 2 },
        { qid: '5', name: 'day', text: 'Day', type: 'control_datetime', order: 3 },
        { qid: '6', name: 'where', text: 'Where', type: 'control_address', order: 4 },
        { qid: '7', name: 'kinds', text: 'Kinds', type: 'control_checkbox', order: 5 },
        { qid: '8', name: 'remarks', text: 'Remarks', type: 'control_textarea', order: 6 },
        { qid: '2', name: 'submit', text: 'Submit', type: 'control_button', order: 8 },
      ],
    });
    const address = {
      addr_line1: 'Dam 1',
      addr_line2: '',
      city: 'Amsterdam',
      state: '',
      postal: '1012',
      country: 'NL',
    };
    const submitted = await standIn.submit(form.id, {
      files: ['https://files.example/a.pdf', 'https://files.example/b.png'],
      subject: 'Holiday',
      fullName: { first: 'Ann', last: 'Lee' },
      day: { day: '30', month: '11', year: '2026' },
      where: address,
      kinds: ['Care', 'Study'],
    });
    expect(submitted.id).toMatch(/^\d{19}$/);
    expect(BigInt(submitted.id) > BigInt(Number.MAX_SAFE_INTEGER)).toBe(true);

    const read = await service().submission(submitted.id);
    expect(read).toMatchObject({
      id: submitted.id,
      formId: form.id,
      createdAt: submitted.created_at,
      status: 'ACTIVE',
    });
    expect(read.answers.map((a) => [a.questionId, a.name, a.order, a.type])).toEqual([
      ['3', 'subject', 1, 'control_textbox'],
      ['4', 'fullName', 2, 'control_fullname'],
      ['5', 'day', 3, 'control_datetime'],
      ['6', 'where', 4, 'control_address'],
      ['7', 'kinds', 5, 'control_checkbox'],
      ['8', 'remarks', 6, 'control_textarea'],
      ['12', 'files', 7, 'control_fileupload'],
      ['2', 'submit', 8, 'control_button'],
    ]);
    const byName = Object.fromEntries(read.answers.map((a) => [a.name, a]));
    expect(byName.subject).toMatchObject({ text: 'Subject', answer: 'Holiday' });
    expect(byName.fullName).toMatchObject({ answer: { first: 'Ann', last: 'Lee' }, prettyFormat: 'Ann Lee' });
    expect(byName.day).toMatchObject({
      answer: { day: '30', month: '11', year: '2026' },
      prettyFormat: '11-30-2026',
    });
    expect(byName.where?.answer).toEqual(address);
    expect(byName.kinds).toMatchObject({ answer: ['Care', 'Study'], prettyFormat: 'Care; Study' });
    expect(byName.files?.answer).toEqual(['https://files.example/a.pdf', 'https://files.example/b.png']);
    expect(byName.remarks).not.toHaveProperty('answer');
    expect(byName.submit).not.toHaveProperty('answer');
  });

  it('pages through the submissions at or after a time, oldest first', async () => {
    const form = standIn.addForm({ title: 'Paged', questions: [{ name: 'n', text: 'Number' }] });
    const times = [
      '2026-01-01 08:59:59',
      '2026-01-01 09:00:00',
      '2026-01-01 09:00:00',
      '2026-01-01 09:00:01',
    ];
    for (let minute = 10; minute < 15; minute++) times.push(`2026-01-01 09:${minute}:00`);
    for (const [index, createdAt] of [...times.entries()].reverse())
      await standIn.submit(form.id, { n: String(index) }, { createdAt });

    const since = await all(service(2).submissionsSince(form.id, '2026-01-01 09:00:00'));
    expect(since.map((s) => s.createdAt)).toEqual(times.slice(1));
    expect(since.map((s) => s.answers[0]?.answer).slice(2)).toEqual(['3', '4', '5', '6', '7', '8']);
    const calls = standIn.requests.filter((r) => r.path === `/form/${form.id}/submissions`);
    expect(calls.map((r) => r.query.get('offset'))).toEqual(['0', '2', '4', '6', '8']);
    expect(JSON.parse(calls[0]?.query.get('filter') ?? '')).toEqual({
      'created_at:gt': '2026-01-01 08:59:59',
    });
    expect(calls[0]?.query.get('orderby')).toBe('created_at');

    expect(await all(service().submissionsSince(form.id, null))).toHaveLength(times.length);
    expect(await all(service().submissionsSince(form.id, '2026-01-02 00:00:00'))).toEqual([]);
  });

  it('lists, adds and deletes webhooks', async () => {
    const form = standIn.addForm({ title: 'Hooks' });
    expect(await service().webhooks(form.id)).toEqual([]);
    await service().addWebhook(form.id, 'https://stroomlijn.example/api/workflow/hook/a');
    await service().addWebhook(form.id, 'https://stroomlijn.example/api/workflow/hook/b');
    expect(await service().webhooks(form.id)).toEqual([
      { index: '0', url: 'https://stroomlijn.example/api/workflow/hook/a' },
      { index: '1', url: 'https://stroomlijn.example/api/workflow/hook/b' },
    ]);
    await service().deleteWebhook(form.id, '0');
    expect(await service().webhooks(form.id)).toEqual([
      { index: '0', url: 'https://stroomlijn.example/api/workflow/hook/b' },
    ]);
    await expect(service().deleteWebhook(form.id, '5')).rejects.toMatchObject({ failure: 'not-found' });
  });
});

describe('secondBefore', () => {
  it('turns JotForm\'s strict "after" into "at or after", across a day and a year', () => {
    expect(secondBefore('2026-01-01 00:00:00')).toBe('2025-12-31 23:59:59');
    expect(secondBefore('2026-03-01 10:00:05')).toBe('2026-03-01 10:00:04');
    expect(() => secondBefore('2026-03-01T10:00:05Z')).toThrow(/YYYY-MM-DD HH:MM:SS/);
  });
});
