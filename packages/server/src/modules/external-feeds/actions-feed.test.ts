import { randomUUID } from 'node:crypto';
import { text } from 'node:stream/consumers';
import { ACTION_FEED_COLUMNS, type ResponseAction } from '@stroomlijn/domain';
import { describe, expect, it } from 'vitest';
import { signedInClient } from '../../test/client.js';
import { csvRows, FEED_KEY, FEED_PUBLIC_URL, feedPath, feedReader } from '../../test/feeds.js';
import { assignRoles, createRole } from '../../test/test-app.js';
import { useSignedInClient, useTestApp } from '../../test/use-test-app.js';
import { receivedResponse, useWorkflowFormService } from '../../test/workflows.js';
import { feedsService } from './service.js';

const KEY = FEED_KEY;
const PUBLIC_URL = FEED_PUBLIC_URL;
const FEED = feedPath('actions');

const forms = useWorkflowFormService();
const t = useTestApp({ publicUrl: PUBLIC_URL, feedApiKey: KEY }, { formService: forms.service });
const admin = useSignedInClient(t, ['ROLE_ADMIN']);
const modeler = useSignedInClient(t, ['ROLE_MODELER']);
const sender = useSignedInClient(t, ['ROLE_USER']);

const feed = feedReader(t, 'actions');
const rowsOf = csvRows;
const idsOf = async (query = '') => rowsOf((await feed(query)).body).map((row) => row.id);

/** A response whose reviewer (a user holding its reviewer role) adds actions; role names as given. */
async function handling(names: { reviewer?: string; actionHolder?: string } = {}) {
  const roles = {
    reviewer: await createRole(t, { name: names.reviewer }),
    actionHolder: await createRole(t, { name: names.actionHolder }),
  };
  const reviewer = await signedInClient(t);
  await assignRoles(t, reviewer.id, [roles.reviewer.id]);
  const { form, response } = await receivedResponse(t, forms, { admin, modeler }, roles, {
    senderId: sender.id,
  });
  async function add(fields: Record<string, unknown> = {}): Promise<ResponseAction> {
    const answer = await reviewer.post('/api/response-action', {
      id: randomUUID(),
      formId: form.id,
      responseId: response.id,
      action: 'Bel de aanvrager',
      remarks: '=cmd|calc',
      status: 'open',
      assignee: null,
      startDate: '01-12-2026',
      endDate: '03-12-2026',
      ...fields,
    });
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json();
  }
  return { roles, reviewer, form, response, add };
}

describe('EX-09: GET /api/external/clicdata/actions', () => {
  it('EX-09: returns a CSV file of the live actions: dates yyyy-MM-dd, ISO times, role names quoted', async () => {
    const h = await handling({ reviewer: 'Beoordelaars, Noord', actionHolder: '@Uitvoerders' });
    const action = await h.add({ status: 'waiting', startDate: '28-11-2026', endDate: '02-01-2027' });

    const answer = await feed();
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe('attachment; filename="actions.csv"');
    expect(answer.body.startsWith(`${ACTION_FEED_COLUMNS.join(',')}\r\n`)).toBe(true);
    expect(answer.body).toContain(`,"Beoordelaars, Noord",'@Uitvoerders,2026-11-28,2027-01-02,`);
    expect(rowsOf(answer.body).find((row) => row.id === action.id)).toEqual({
      id: action.id,
      responseId: h.response.id,
      responseInternalId: String(h.response.internalId),
      formId: h.form.id,
      serviceFormId: h.form.formId,
      formName: h.form.name,
      status: 'waiting',
      reviewerRole: 'Beoordelaars, Noord',
      actionHolderRole: "'@Uitvoerders",
      startDate: '2026-11-28',
      endDate: '2027-01-02',
      createdAt: new Date(action.created).toISOString(),
      updatedAt: new Date(action.updated).toISOString(),
    });
  });

  it('EX-09: leaves out deleted actions and the actions of test forms and of deleted responses', async () => {
    const kept = await handling();
    const keptAction = await kept.add();
    const deletedAction = await kept.add();
    const path = `/api/response-action/${kept.form.id}/${kept.response.id}/${deletedAction.id}`;
    expect((await kept.reviewer.delete(path)).statusCode).toBe(204);
    const ofTestForm = await handling();
    const testAction = await ofTestForm.add();
    expect(
      (await admin.post(`/api/workflow/${ofTestForm.form.id}/status`, { status: 'test' })).statusCode,
    ).toBe(200);
    const ofDeleted = await handling();
    const orphan = await ofDeleted.add();
    const removed = await admin.delete(
      `/api/workflow/${ofDeleted.form.id}/response/${ofDeleted.response.id}/delete`,
    );
    expect(removed.statusCode).toBe(204);

    const jsonIds = (await feed('?format=json&limit=5000')).json().data.map((row: { id: string }) => row.id);
    for (const ids of [await idsOf(), jsonIds]) {
      expect(ids).toContain(keptAction.id);
      expect(ids).not.toContain(deletedAction.id);
      expect(ids).not.toContain(testAction.id);
      expect(ids).not.toContain(orphan.id);
    }
  });

  it('EX-09: pages JSON with next links to the end; updatedSince keeps the actions changed since', async () => {
    const h = await handling();
    const old = await h.add();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const since = new Date().toISOString();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const fresh = await h.add();
    const all = await idsOf();

    const seen: string[] = [];
    let next: string | null = `${PUBLIC_URL}${FEED}?format=json&limit=2`;
    while (next !== null) {
      const page = await feed(next.slice(`${PUBLIC_URL}${FEED}`.length));
      expect(page.statusCode, page.body).toBe(200);
      const body = page.json() as { data: { id: string }[]; next: string | null };
      seen.push(...body.data.map((row) => row.id));
      next = body.next;
      if (next !== null) expect(next).toBe(`${PUBLIC_URL}${FEED}?format=json&offset=${seen.length}&limit=2`);
    }
    expect(seen).toEqual(all);

    expect(await idsOf(`?updatedSince=${since}`)).toEqual([fresh.id]);
    const edited = await h.reviewer.put('/api/response-action', {
      id: old.id,
      formId: h.form.id,
      responseId: h.response.id,
      action: 'Mail de aanvrager',
      remarks: '',
      status: 'closed',
      assignee: null,
      startDate: '01-12-2026',
      endDate: '03-12-2026',
      updated: old.updated,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await idsOf(`?updatedSince=${since}`)).toEqual([old.id, fresh.id]);
    const page = (await feed(`?format=json&updatedSince=${since}`)).json();
    expect(page.data.map((row: { id: string; status: string }) => [row.id, row.status])).toEqual([
      [old.id, 'closed'],
      [fresh.id, 'open'],
    ]);
    expect(page.next).toBeNull();
  });

  it.each([
    'format=csv2',
    'limit=-5&format=json',
    'offset=x&format=json',
    'updatedSince=2026-13-01T00:00:00Z',
  ])('EX-09: a bad parameter (%s) is 422 validation', async (query) => {
    const refused = await feed(`?${query}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().messageKey).toBe('validation');
  });

  it('EX-09: streams the file in keyset chunks (two rows each: the same file) and records the read', async () => {
    const h = await handling();
    for (let i = 0; i < 5; i++) await h.add();
    const start = Date.now();
    const whole = (await feed()).body;
    const rows = rowsOf(whole).length;
    expect(rows).toBeGreaterThan(5);
    const chunked = feedsService(t.database.db, { publicUrl: PUBLIC_URL, chunkSize: 2 });
    expect(await text(chunked.actionsFile({ format: 'csv', offset: 0, limit: 500 }))).toBe(whole);

    const reads = await t.database.db
      .selectFrom('feed_reads')
      .select(['feed', 'format', 'rows'])
      .where('read_at', '>=', start)
      .orderBy('read_at')
      .execute();
    expect(reads.map((read) => ({ ...read, rows: Number(read.rows) }))).toEqual([
      { feed: 'actions', format: 'csv', rows },
      { feed: 'actions', format: 'csv', rows },
    ]);
  });
});
