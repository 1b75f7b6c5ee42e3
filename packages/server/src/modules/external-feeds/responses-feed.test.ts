import { randomUUID } from 'node:crypto';
import { text } from 'node:stream/consumers';
import { RESPONSE_FEED_COLUMNS, type RoleRef, type WorkflowResponse } from '@stroomlijn/domain';
import { describe, expect, it } from 'vitest';
import { signedInClient } from '../../test/client.js';
import { csvRows, FEED_KEY, FEED_PUBLIC_URL, feedPath, feedReader } from '../../test/feeds.js';
import { assignRoles, createRole } from '../../test/test-app.js';
import { useSignedInClient, useTestApp } from '../../test/use-test-app.js';
import { addWorkflowForm, publishedFormModel, useWorkflowFormService } from '../../test/workflows.js';
import { feedsService } from './service.js';

const KEY = FEED_KEY;
const PUBLIC_URL = FEED_PUBLIC_URL;
const FEED = feedPath('responses');

const forms = useWorkflowFormService();
const t = useTestApp({ publicUrl: PUBLIC_URL, feedApiKey: KEY }, { formService: forms.service });
const admin = useSignedInClient(t, ['ROLE_ADMIN']);
const modeler = useSignedInClient(t, ['ROLE_MODELER']);
const sender = useSignedInClient(t, ['ROLE_USER']);

const feed = feedReader(t, 'responses');
const rowsOf = csvRows;
const iso = (millis: number) => new Date(millis).toISOString();

/** `count` responses of a new form (named `title`) whose model gives them `roles`; polled in. */
async function responses(
  count: number,
  roles: { reviewer: RoleRef; reader?: RoleRef | null; actionHolder?: RoleRef | null },
  title = `Form ${randomUUID().slice(0, 8)}`,
): Promise<WorkflowResponse[]> {
  const form = await addWorkflowForm(admin, forms, title);
  const model = await publishedFormModel(modeler, form.id, roles);
  for (let i = 0; i < count; i++)
    await forms.submit(form.formId, { userId: sender.id, processModelId: model.id, subject: `Lamp ${i}` });
  await t.jobs.get('formPolling').pollNow();
  const page = await admin.get(`/api/workflow/${form.id}/responses/1`);
  expect(page.statusCode, page.body).toBe(200);
  return page.json().responses;
}

/** A reviewer (holding the reviewer role) and a response of a new form. */
async function reviewed() {
  const role = await createRole(t);
  const reviewer = await signedInClient(t);
  await assignRoles(t, reviewer.id, [role.id]);
  const [response] = await responses(1, { reviewer: role });
  return { reviewer, response: response! };
}

async function addAction(reviewer: { post: typeof admin.post }, response: WorkflowResponse, status = 'open') {
  const answer = await reviewer.post('/api/response-action', {
    id: randomUUID(),
    formId: response.formId,
    responseId: response.id,
    action: 'Bel de aanvrager',
    remarks: '',
    status,
    assignee: null,
    startDate: '01-12-2026',
    endDate: '03-12-2026',
  });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json();
}

describe('EX-08: GET /api/external/clicdata/responses', () => {
  it('EX-08: returns a CSV file of the live responses: header row, RFC 4180 quoting, CRLF, ISO times, progress', async () => {
    const roles = {
      reviewer: await createRole(t, { name: '=HYPERLINK("http://evil.example")' }),
      reader: await createRole(t, { name: 'Team "Noord", Zuid' }),
      actionHolder: await createRole(t, { name: 'Regel een\nRegel twee' }),
    };
    const reviewer = await signedInClient(t);
    await assignRoles(t, reviewer.id, [roles.reviewer.id]);
    const [response] = await responses(1, roles, '-Klachten, 2026');
    if (!response) throw new Error('no response');
    await addAction(reviewer, response, 'open');
    await addAction(reviewer, response, 'closed');
    const current: WorkflowResponse = (
      await admin.get(`/api/workflow/${response.formId}/response/${response.id}`)
    ).json();

    const answer = await feed();
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe('attachment; filename="responses.csv"');
    const body = answer.body;
    expect(body.startsWith(`${RESPONSE_FEED_COLUMNS.join(',')}\r\n`)).toBe(true);
    expect(body.endsWith('\r\n')).toBe(true);
    // Quotes doubled inside quotes; a comma or a line break quoted; formulas shown as text.
    expect(body).toContain(
      `,"'=HYPERLINK(""http://evil.example"")","Team ""Noord"", Zuid","Regel een\nRegel twee",`,
    );
    expect(body).toContain(`,"'-Klachten, 2026",`);

    const row = rowsOf(body).find((entry) => entry.id === response.id);
    const form = (await admin.get(`/api/workflow/${response.formId}`)).json();
    expect(row).toEqual({
      id: response.id,
      internalId: String(response.internalId),
      submissionId: response.responseId,
      formId: response.formId,
      serviceFormId: form.formId,
      formName: "'-Klachten, 2026",
      status: 'in-progress',
      reviewerRole: `'${roles.reviewer.name}`,
      readerRole: roles.reader.name,
      actionHolderRole: roles.actionHolder.name,
      submissionDate: iso(response.submissionDate),
      processedDate: iso(current.processedDate),
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      actionsHandled: '1',
      actionsTotal: '2',
    });
    expect(Date.parse(row?.updatedAt ?? '')).toBeGreaterThanOrEqual(current.updatedAt);
  });

  it('EX-08: leaves out test forms, responses in status error and deleted responses', async () => {
    const role = await createRole(t);
    const [ofTestForm] = await responses(1, { reviewer: role });
    const [deleted, kept] = await responses(2, { reviewer: role });
    const marked = await admin.post(`/api/workflow/${ofTestForm?.formId}/status`, { status: 'test' });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(
      (await admin.delete(`/api/workflow/${deleted?.formId}/response/${deleted?.id}/delete`)).statusCode,
    ).toBe(204);
    // A submission naming no known process model becomes a response in status error.
    const form = await addWorkflowForm(admin, forms);
    await forms.submit(form.formId, { userId: sender.id, processModelId: randomUUID() });
    await t.jobs.get('formPolling').pollNow();
    const [failed] = (await admin.get(`/api/workflow/${form.id}/responses/1`)).json().responses;
    expect(failed.status).toBe('error');

    const csvIds = rowsOf((await feed()).body).map((row) => row.id);
    const jsonIds = (await feed('?format=json&limit=5000')).json().data.map((row: { id: string }) => row.id);
    for (const ids of [csvIds, jsonIds]) {
      expect(ids).toContain(kept?.id);
      expect(ids).not.toContain(ofTestForm?.id);
      expect(ids).not.toContain(deleted?.id);
      expect(ids).not.toContain(failed.id);
    }
  });

  it('EX-08: pages JSON by offset and limit, with absolute next links (without the key) to the end', async () => {
    await responses(3, { reviewer: await createRole(t) });
    const all = rowsOf((await feed()).body).map((row) => row.id);
    expect(all.length).toBeGreaterThanOrEqual(5);

    const seen: string[] = [];
    let url: string | null = `${FEED}?format=json&limit=2&apiKey=${KEY}`;
    let pages = 0;
    while (url !== null) {
      const page = await t.app.inject({
        method: 'GET',
        url,
        headers: pages === 0 ? {} : { 'x-api-key': KEY },
      });
      expect(page.statusCode, page.body).toBe(200);
      expect(page.headers['content-type']).toContain('application/json');
      const { data, next } = page.json() as { data: { id: string }[]; next: string | null };
      expect(data.length).toBe(Math.min(2, all.length - seen.length));
      seen.push(...data.map((row) => row.id));
      pages += 1;
      if (next !== null) {
        expect(next).toBe(`${PUBLIC_URL}${FEED}?format=json&offset=${seen.length}&limit=2`);
        url = next.slice(PUBLIC_URL.length);
      } else url = null;
    }
    expect(seen).toEqual(all);
    expect(pages).toBe(Math.ceil(all.length / 2));

    // The JSON rows are the file's rows with numbers and nulls (empty cells in the file).
    const last = all.length - 1;
    const [jsonRow] = (await feed(`?format=json&offset=${last}&limit=1`)).json().data;
    const csvRow = rowsOf((await feed()).body)[last];
    expect(jsonRow.readerRole).toBeNull();
    expect(
      Object.fromEntries(
        Object.entries(jsonRow).map(([key, value]) => [key, value === null ? '' : String(value)]),
      ),
    ).toEqual(csvRow);
    const beyond = (await feed(`?format=json&offset=${all.length}`)).json();
    expect(beyond).toEqual({ data: [], next: null });
    expect((await feed('?format=json')).json().data).toHaveLength(Math.min(all.length, 500));
  });

  it('EX-08: updatedSince keeps the responses changed at or after it; a change of an action counts', async () => {
    const before = await reviewed();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const since = iso(Date.now());
    await new Promise((resolve) => setTimeout(resolve, 5));
    const after = await reviewed();

    const ids = async (query: string) => ({
      csv: rowsOf((await feed(query)).body).map((row) => row.id),
      json: (await feed(`${query}&format=json`)).json().data.map((row: { id: string }) => row.id),
    });
    expect(await ids(`?updatedSince=${since}`)).toEqual({
      csv: [after.response.id],
      json: [after.response.id],
    });

    await addAction(before.reviewer, before.response);
    const changed = await ids(`?updatedSince=${since}`);
    expect(changed.csv).toEqual([before.response.id, after.response.id]);
    expect(changed.json).toEqual(changed.csv);
    const row = rowsOf((await feed(`?updatedSince=${since}`)).body)[0];
    expect(Date.parse(row?.updatedAt ?? '')).toBeGreaterThanOrEqual(Date.parse(since));

    // Another zone, the same time; the next link repeats it.
    const local = new Date(Date.parse(since) + 3_600_000).toISOString().replace('Z', '+01:00');
    expect((await ids(`?updatedSince=${encodeURIComponent(local)}`)).csv).toEqual(changed.csv);
    const paged = (await feed(`?format=json&limit=1&updatedSince=${encodeURIComponent(local)}`)).json();
    expect(new URL(paged.next).searchParams.get('updatedSince')).toBe(local);
  });

  it.each([
    ['format=xml', 'format'],
    ['format=json&limit=0', 'limit'],
    ['format=json&limit=5001', 'limit'],
    ['format=json&limit=ten', 'limit'],
    ['format=json&offset=-1', 'offset'],
    ['format=json&offset=1.5', 'offset'],
    ['updatedSince=yesterday', 'updatedSince'],
    ['updatedSince=2026-11-20', 'updatedSince'],
    ['updatedSince=2026-02-30T00:00:00Z', 'updatedSince'],
  ])('EX-08: a bad parameter (%s) is 422 validation', async (query, field) => {
    const refused = await feed(`?${query}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ messageKey: 'validation', errors: [{ name: field }] });
  });

  it('EX-08: records each read: feed, time, rows and format', async () => {
    const start = Date.now();
    const rows = rowsOf((await feed()).body).length;
    expect((await feed('?format=json&limit=1')).statusCode).toBe(200);
    const reads = await t.database.db
      .selectFrom('feed_reads')
      .select(['feed', 'format', 'rows', 'read_at'])
      .where('read_at', '>=', start)
      .orderBy('read_at')
      .execute();
    expect(reads.map(({ read_at, ...read }) => ({ ...read, rows: Number(read.rows) }))).toEqual([
      { feed: 'responses', format: 'csv', rows },
      { feed: 'responses', format: 'json', rows: 1 },
    ]);
    const status = (await admin.get('/api/dashboard-status')).json();
    expect(status.feeds.responsesLastRead).toBeGreaterThanOrEqual(start);
  });

  it('EX-08: writes the file chunk by chunk: chunks of two rows make the same file', async () => {
    const whole = (await feed()).body;
    expect(rowsOf(whole).length).toBeGreaterThan(4);
    const chunked = feedsService(t.database.db, { publicUrl: PUBLIC_URL, chunkSize: 2 });
    const file = await text(chunked.responsesFile({ format: 'csv', offset: 0, limit: 500 }));
    expect(file).toBe(whole);
  });
});
