import { randomUUID } from 'node:crypto';
import {
  ACTION_PAGE_SIZE,
  ACTION_STATUSES,
  NOT_SELECTED_FORM_ID,
  type ResponseAction,
  type WorkflowResponse,
} from '@stroomlijn/domain';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { client, signedInClient } from '../../test/client.js';
import { useSignedInClient, useTestApp } from '../../test/use-test-app.js';
import {
  actionBody,
  createdAction,
  responseWithHandlers,
  useWorkflowFormService,
} from '../../test/workflows.js';

const forms = useWorkflowFormService();
const t = useTestApp({ publicUrl: 'https://stroomlijn.example' }, { formService: forms.service });
const admin = useSignedInClient(t, ['ROLE_ADMIN']);
const modeler = useSignedInClient(t, ['ROLE_MODELER']);
const sender = useSignedInClient(t, ['ROLE_USER']);

/** A response and the people around it (see responseWithHandlers). */
const handling = () => responseWithHandlers(t, forms, { admin, modeler, sender }, 'Aanvraag coördinatie één');

const created = createdAction;

const actionPath = (a: Pick<ResponseAction, 'formId' | 'responseId' | 'id'>) =>
  `/api/response-action/${a.formId}/${a.responseId}/${a.id}`;
const responsePath = (r: WorkflowResponse) => `/api/workflow/${r.formId}/response/${r.id}`;

describe('creating and editing actions', () => {
  it('AC-10, AC-08, AC-07, I18N-05: the reviewer creates an action; a new response becomes in progress', async () => {
    const h = await handling();
    const before = Date.now();
    const action = await created(h);
    expect(action).toEqual({
      id: action.id,
      formId: h.form.id,
      responseId: h.response.id,
      action: 'Bel de aanvrager',
      remarks: 'Vraag naar de coördinatie',
      status: 'open',
      assignee: { id: h.holder.id, name: 'Hanna Holder' },
      owner: { id: h.reviewer.id, name: 'Rita Reviewer' },
      reviewer: h.roles.reviewer,
      startDate: '01-12-2026',
      endDate: '03-12-2026',
      created: expect.any(Number),
      updated: expect.any(Number),
      available: true,
    });
    expect(action.created).toBeGreaterThanOrEqual(before);
    expect(ACTION_STATUSES).toContain(action.status);
    const response = (await h.reviewer.get(responsePath(h.response))).json();
    expect(response).toMatchObject({ status: 'in-progress', actionHandledStatus: { total: 1, handled: 0 } });
  });

  it('AC-10: the reviewer edits an action with the updated it is based on; a stale edit is a conflict', async () => {
    const h = await handling();
    const action = await created(h);
    const edited = await h.reviewer.put('/api/response-action', {
      ...actionBody(h, { id: action.id, status: 'waiting', assignee: { id: h.otherHolder.id, name: '' } }),
      updated: action.updated,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ status: 'waiting', assignee: { id: h.otherHolder.id } });
    const stale = await h.reviewer.put('/api/response-action', {
      ...actionBody(h, { id: action.id }),
      updated: action.updated,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ messageKey: 'conflict' });
    const without = await h.reviewer.put('/api/response-action', actionBody(h, { id: action.id }));
    expect(without.statusCode).toBe(422);
    expect(without.json().errors).toEqual([{ name: 'updated', message: 'not-set' }]);
  });

  it('AC-12: the assignee must hold the action-holder role', async () => {
    const h = await handling();
    const refused = await h.reviewer.post(
      '/api/response-action',
      actionBody(h, { assignee: { id: h.reader.id, name: '' } }),
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual([{ name: 'assignee', message: 'invalid-value' }]);
    const choices = await h.reviewer.get(
      `/api/user-role/selectable-users-by-role/${h.roles.actionHolder.id}`,
    );
    expect(
      choices
        .json()
        .map((user: { id: string }) => user.id)
        .sort(),
    ).toEqual([h.holder.id, h.otherHolder.id].sort());
    expect(
      (await h.reviewer.post('/api/response-action', actionBody(h, { assignee: null }))).statusCode,
    ).toBe(201);
  });

  it('AC-12: only a reviewer of a response with that action holder role sees its holders', async () => {
    const h = await handling();
    const holders = (caller: typeof h.reviewer, roleId: string) =>
      caller.get(`/api/user-role/selectable-users-by-role/${roleId}`);
    expect((await holders(h.reviewer, h.roles.actionHolder.id)).statusCode).toBe(200);
    // Not another role of the reviewer's choosing, nor the reader, the holder or anyone else.
    expect((await holders(h.reviewer, h.roles.reader.id)).statusCode).toBe(403);
    const staff = await signedInClient(t, ['ROLE_USER', 'ROLE_MODELER', 'ROLE_EDITOR']);
    for (const caller of [h.reader, h.holder, staff])
      expect((await holders(caller, h.roles.actionHolder.id)).statusCode).toBe(403);
    // Once the response is deleted its reviewer chooses no assignee for it any more.
    const deleted = await admin.delete(`/api/workflow/${h.form.id}/response/${h.response.id}/delete`);
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect((await holders(h.reviewer, h.roles.actionHolder.id)).statusCode).toBe(403);
  });

  it('an end date before the start date is refused under the end date; a used id with invalid-id', async () => {
    const h = await handling();
    const early = await h.reviewer.post('/api/response-action', actionBody(h, { endDate: '30-11-2026' }));
    expect(early.statusCode).toBe(422);
    expect(early.json().errors).toEqual([{ name: 'endDate', message: 'end-before-start' }]);
    const action = await created(h);
    const again = await h.reviewer.post('/api/response-action', actionBody(h, { id: action.id }));
    expect(again.json().errors).toEqual([{ name: 'id', message: 'invalid-id' }]);
  });

  it('only an administrator or the reviewer changes actions; a finished response takes none', async () => {
    const h = await handling();
    const staff = await signedInClient(t, ['ROLE_USER', 'ROLE_MODELER', 'ROLE_EDITOR']);
    for (const caller of [h.reader, h.holder, staff]) {
      const answer = await caller.post('/api/response-action', actionBody(h));
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toMatchObject({ messageKey: 'not-allowed' });
    }
    expect((await admin.post('/api/response-action', actionBody(h))).statusCode).toBe(201);
    await h.reviewer.delete(`${responsePath(h.response)}/close`);
    const closed = await h.reviewer.post('/api/response-action', actionBody(h));
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toMatchObject({ messageKey: 'invalid-state' });
  });
});

describe('reading and deleting actions', () => {
  it('AC-11: the list, one action and its deletion; readers read, outsiders are refused', async () => {
    const h = await handling();
    const late = await created(h, { action: 'Later', startDate: '05-12-2026', endDate: '09-12-2026' });
    const soon = await created(h, { action: 'Soon' });
    const list = `/api/response-action/${h.form.id}/${h.response.id}`;
    for (const caller of [h.reviewer, h.reader, admin]) {
      const answer = await caller.get(list);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json().map((a: ResponseAction) => a.action)).toEqual(['Soon', 'Later']);
      expect((await caller.get(actionPath(soon))).json()).toEqual(soon);
    }
    expect((await h.holder.get(actionPath(soon))).statusCode).toBe(200);
    expect((await h.otherHolder.get(actionPath(soon))).statusCode).toBe(403);
    for (const path of [list, actionPath(soon)]) {
      const refused = await h.outsider.get(path);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ messageKey: 'not-allowed' });
    }
    expect((await h.reader.delete(actionPath(late))).statusCode).toBe(403);
    expect((await h.reviewer.delete(actionPath(late))).statusCode).toBe(204);
    expect((await h.reviewer.get(actionPath(late))).statusCode).toBe(404);
    expect((await h.reviewer.get(list)).json().map((a: ResponseAction) => a.action)).toEqual(['Soon']);
    expect((await client(t.app).get(list)).statusCode).toBe(401);
  });

  it('AC-04: the assignee reads the response the action belongs to, not other responses', async () => {
    const h = await handling();
    expect((await h.holder.get(responsePath(h.response))).statusCode).toBe(403);
    await created(h);
    const read = await h.holder.get(responsePath(h.response));
    expect(read.statusCode).toBe(200);
    expect(read.json().answers.map((answer: { data: string }) => answer.data)).toContain('It broke');
  });
});

describe("the holder's actions", () => {
  it('AC-03, AC-26: my actions from page 1, {actions, totalPages}, earliest end date first, by form', async () => {
    const h = await handling();
    await created(h, { action: 'Second', startDate: '02-12-2026', endDate: '10-12-2026' });
    await created(h, { action: 'First', startDate: '01-12-2026', endDate: '02-12-2026' });
    await created(h, { action: 'Not mine', assignee: { id: h.otherHolder.id, name: '' } });
    const mine = await h.holder.get(`/api/response-action/user/${NOT_SELECTED_FORM_ID}/1`);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().totalPages).toBe(1);
    expect(mine.json().actions.map((a: ResponseAction) => a.action)).toEqual(['First', 'Second']);
    const byForm = await h.holder.get(`/api/response-action/user/${h.form.id}/1`);
    expect(byForm.json().actions).toHaveLength(2);
    const other = await h.holder.get(`/api/response-action/user/${randomUUID()}/1`);
    expect(other.json()).toEqual({ actions: [], totalPages: 1 });
    expect((await h.holder.get('/api/workflow/action')).json()).toEqual([
      { id: h.form.id, name: h.form.name, formId: h.form.formId },
    ]);
  });

  it('AC-03: pages of ACTION_PAGE_SIZE', async () => {
    const h = await handling();
    for (let i = 0; i <= ACTION_PAGE_SIZE; i++) await created(h, { action: `Action ${i}` });
    const first = (await h.holder.get(`/api/response-action/user/${h.form.id}/1`)).json();
    const second = (await h.holder.get(`/api/response-action/user/${h.form.id}/2`)).json();
    expect(first.totalPages).toBe(2);
    expect(first.actions).toHaveLength(ACTION_PAGE_SIZE);
    expect(second.actions).toHaveLength(1);
  });

  it('AC-05: the holder updates status and remarks; the progress counts closed actions as handled', async () => {
    const h = await handling();
    const one = await created(h);
    await created(h, { action: 'Two' });
    const update = { id: one.id, status: 'closed', remarks: 'Gebeld', updated: one.updated };
    const saved = await h.holder.put('/api/response-action/status', update);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ status: 'closed', remarks: 'Gebeld', action: one.action });
    const response = (await h.reviewer.get(responsePath(h.response))).json();
    expect(response.actionHandledStatus).toEqual({ total: 2, handled: 1 });
    const notTheirs = await h.otherHolder.put('/api/response-action/status', {
      ...update,
      updated: saved.json().updated,
    });
    expect(notTheirs.statusCode).toBe(403);
    const stale = await h.holder.put('/api/response-action/status', {
      id: (await created(h, { action: 'Three' })).id,
      status: 'waiting',
      remarks: '',
      updated: 1,
    });
    expect(stale.json()).toMatchObject({ messageKey: 'conflict' });
  });

  it('AC-06: once the action or the response is closed or deleted, the update is not-available', async () => {
    const h = await handling();
    const closedAction = await created(h);
    const closed = await h.holder.put('/api/response-action/status', {
      id: closedAction.id,
      status: 'closed',
      remarks: '',
      updated: closedAction.updated,
    });
    const again = await h.holder.put('/api/response-action/status', {
      id: closedAction.id,
      status: 'open',
      remarks: '',
      updated: closed.json().updated,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ messageKey: 'not-available', message: expect.any(String) });

    const deleted = await created(h);
    await h.reviewer.delete(actionPath(deleted));
    const onDeleted = await h.holder.put('/api/response-action/status', {
      id: deleted.id,
      status: 'waiting',
      remarks: '',
      updated: deleted.updated,
    });
    expect(onDeleted.json()).toMatchObject({ messageKey: 'not-available' });

    const open = await created(h);
    expect((await h.reviewer.delete(`${responsePath(h.response)}/close`)).statusCode).toBe(200);
    const onClosedResponse = await h.holder.put('/api/response-action/status', {
      id: open.id,
      status: 'waiting',
      remarks: '',
      updated: open.updated,
    });
    expect(onClosedResponse.statusCode).toBe(409);
    expect(onClosedResponse.json()).toMatchObject({ messageKey: 'not-available' });
  });
});

describe('an action that is not available any more', () => {
  it('AC-06: a closed action, or one of a closed response, reads as not available; its holder’s update is refused alike', async () => {
    const h = await handling();
    const action = await created(h);
    const closed = await h.holder.put('/api/response-action/status', {
      id: action.id,
      status: 'closed',
      remarks: 'Klaar',
      updated: action.updated,
    });
    expect(closed.json()).toMatchObject({ status: 'closed', available: false });
    expect((await h.holder.get(actionPath(action))).json()).toMatchObject({ available: false });
    const other = await created(h, { action: 'Nog open' });
    expect((await h.holder.get(actionPath(other))).json()).toMatchObject({ available: true });
    expect((await h.reviewer.delete(`${responsePath(h.response)}/close`)).statusCode).toBe(200);
    for (const caller of [h.holder, h.reviewer, h.reader]) {
      const read = await caller.get(actionPath(other));
      expect(read.statusCode, read.body).toBe(200);
      expect(read.json()).toMatchObject({ action: 'Nog open', status: 'open', available: false });
    }
    const mine = await h.holder.get(`/api/response-action/user/${h.form.id}/1`);
    expect(mine.json().actions.map((a: ResponseAction) => a.available)).toEqual([false, false]);
  });

  it('AC-06: a deleted action, or one of a deleted response, stays readable to its holder (and administrators) as not available; others get not-found', async () => {
    const h = await handling();
    const deleted = await created(h, { action: 'Verwijderd' });
    expect((await h.reviewer.delete(actionPath(deleted))).statusCode).toBe(204);
    for (const caller of [h.holder, admin]) {
      const read = await caller.get(actionPath(deleted));
      expect(read.statusCode, read.body).toBe(200);
      expect(read.json()).toEqual({ ...deleted, updated: expect.any(Number), available: false });
    }
    for (const caller of [h.reviewer, h.reader, h.otherHolder, h.outsider]) {
      const refused = await caller.get(actionPath(deleted));
      expect(refused.statusCode, refused.body).toBe(404);
    }
    // Another response's path does not reach it.
    const elsewhere = `/api/response-action/${h.form.id}/${randomUUID()}/${deleted.id}`;
    expect((await h.holder.get(elsewhere)).statusCode).toBe(404);

    const ofResponse = await created(h, { action: 'Van een verwijderde melding' });
    const removed = await h.reviewer.delete(`${responsePath(h.response)}/delete`);
    expect(removed.statusCode, removed.body).toBe(204);
    const read = await h.holder.get(actionPath(ofResponse));
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({ action: 'Van een verwijderde melding', available: false });
    expect((await h.reviewer.get(actionPath(ofResponse))).statusCode).toBe(404);
  });
});

describe('the agenda file', () => {
  it('AG-03: text/calendar named calendar.ics, an all-day event that an independent parser reads back', async () => {
    const h = await handling();
    const action = await created(h, {
      action: 'Overleg met de coördinator over één aanvraag van de afdeling financiële administratie',
      startDate: '30-12-2026',
      endDate: '31-12-2026',
    });
    const download = await h.holder.get(`${actionPath(action)}/download-agenda`);
    expect(download.statusCode, download.body).toBe(200);
    expect(download.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(download.headers['content-disposition']).toBe('attachment; filename="calendar.ics"');
    const text = download.body;
    expect(text.split('\r\n').length).toBeGreaterThan(5);
    expect(text.replace(/\r\n/g, '')).not.toContain('\n');
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);

    const vevent = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent');
    if (!vevent) throw new Error('no VEVENT');
    const event = new ICAL.Event(vevent);
    expect(event.startDate.isDate).toBe(true);
    expect(event.startDate.toString()).toBe('2026-12-30');
    expect(event.endDate.toString()).toBe('2027-01-01');
    expect(event.summary).toBe(`Aanvraag coördinatie één: ${action.action}`);
    expect(event.description).toContain(
      `Vraag naar de coördinatie\n\nhttps://stroomlijn.example/agenda/${h.form.id}/${h.response.id}/${action.id}`,
    );
    const again = await h.reviewer.get(`${actionPath(action)}/download-agenda`);
    const uid = (body: string) =>
      new ICAL.Component(ICAL.parse(body)).getFirstSubcomponent('vevent')?.getFirstPropertyValue('uid');
    expect(uid(again.body)).toBe(uid(text));
    expect(uid(text)).toBe(`${action.id}@stroomlijn`);
    expect((await h.outsider.get(`${actionPath(action)}/download-agenda`)).statusCode).toBe(403);
  });

  it('AG-03: every line ends with CRLF, the last one too (RFC 5545 §3.1)', async () => {
    const h = await handling();
    const action = await created(h, { remarks: 'Eerst bellen,\nDan mailen' });
    const download = await h.holder.get(`${actionPath(action)}/download-agenda`);
    expect(download.statusCode, download.body).toBe(200);
    const bytes = download.rawPayload;
    expect(bytes.subarray(-2).toString('latin1')).toBe('\r\n');
    const lines = bytes.toString('utf8').split('\r\n');
    expect(lines.pop()).toBe('');
    for (const line of lines) expect(line).not.toMatch(/[\r\n]/);
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    const vevent = new ICAL.Component(ICAL.parse(download.body)).getFirstSubcomponent('vevent');
    expect(vevent?.getFirstPropertyValue('uid')).toBe(`${action.id}@stroomlijn`);
  });
});

describe("the home page's open actions", () => {
  it("counts the holder's open and waiting actions, the overdue ones apart, and carries them the earliest end date first", async () => {
    const h = await handling();
    await created(h, { action: 'Later', startDate: '01-12-2099', endDate: '10-12-2099' });
    await created(h, { action: 'Overdue', startDate: '01-01-2020', endDate: '02-01-2020' });
    const waiting = await created(h, { action: 'Waiting', startDate: '01-06-2020', endDate: '02-06-2020' });
    const done = await created(h, { action: 'Done', startDate: '01-01-2020', endDate: '01-01-2020' });
    await created(h, { action: 'Not mine', assignee: { id: h.otherHolder.id, name: '' } });
    for (const [action, status] of [
      [waiting, 'waiting'],
      [done, 'closed'],
    ] as const) {
      const update = { id: action.id, status, remarks: '', updated: action.updated };
      expect((await h.holder.put('/api/response-action/status', update)).statusCode).toBe(200);
    }
    const answer = await h.holder.get('/api/response-action/open');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ count: 3, overdue: 2 });
    expect(answer.json().items.map((a: ResponseAction) => a.action)).toEqual(['Overdue', 'Waiting', 'Later']);
    expect((await h.outsider.get('/api/response-action/open')).json()).toEqual({
      count: 0,
      overdue: 0,
      items: [],
    });
    expect((await client(t.app).get('/api/response-action/open')).statusCode).toBe(401);
  });
});
