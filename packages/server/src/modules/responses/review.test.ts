import { randomUUID } from 'node:crypto';
import { NOT_SELECTED_FORM_ID, RESPONSE_PAGE_SIZE, type WorkflowResponse } from '@stroomlijn/domain';
import { describe, expect, it } from 'vitest';
import { client, type SignedInClient, signedInClient } from '../../test/client.js';
import { assignRoles, createRole } from '../../test/test-app.js';
import { useSignedInClient, useTestApp } from '../../test/use-test-app.js';
import { createdAction, receivedResponse, useWorkflowFormService } from '../../test/workflows.js';

const forms = useWorkflowFormService();
const t = useTestApp({ publicUrl: 'https://stroomlijn.example' }, { formService: forms.service });
const admin = useSignedInClient(t, ['ROLE_ADMIN']);
const modeler = useSignedInClient(t, ['ROLE_MODELER']);
const sender = useSignedInClient(t, ['ROLE_USER']);

/** The roles of a form definition and a user for each part: reviewer, reader, and someone without. */
async function people() {
  const reviewerRole = await createRole(t);
  const readerRole = await createRole(t);
  const actionHolderRole = await createRole(t);
  const reviewer = await signedInClient(t);
  const reader = await signedInClient(t);
  const outsider = await signedInClient(t, ['ROLE_USER', 'ROLE_MODELER', 'ROLE_EDITOR', 'ROLE_USER_MANAGER']);
  await assignRoles(t, reviewer.id, [reviewerRole.id]);
  await assignRoles(t, reader.id, [readerRole.id]);
  const roles = { reviewer: reviewerRole, reader: readerRole, actionHolder: actionHolderRole };
  const received = (subject = 'Broken lamp', createdAt?: string) =>
    receivedResponse(t, forms, { admin, modeler }, roles, { senderId: sender.id, subject, createdAt });
  return { roles, reviewer, reader, outsider, received };
}

const listPath = (kind: 'review' | 'read', formId: string, status: string, page = 1) =>
  `/api/workflow/response/${kind}/${formId}/${status}/${page}`;

async function listOf(caller: SignedInClient, path: string) {
  const answer = await caller.get(path);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as { responses: WorkflowResponse[]; totalPages: number };
}

const responsePath = ({ formId, id }: WorkflowResponse) => `/api/workflow/${formId}/response/${id}`;

describe('who reads a response', () => {
  it('AC-18, AC-20: its reviewer and reader read it; anyone else is refused with not-allowed', async () => {
    const { reviewer, reader, outsider, received } = await people();
    const { response } = await received();
    for (const caller of [reviewer, reader, admin]) {
      const read = await caller.get(responsePath(response));
      expect(read.statusCode, read.body).toBe(200);
      expect(read.json()).toEqual(response);
    }
    const refused = await outsider.get(responsePath(response));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ messageKey: 'not-allowed' });
    expect((await client(t.app).get(responsePath(response))).statusCode).toBe(401);
  });

  it('AC-18: the reviewer view reads a response only for its reviewer (and administrators); a reader-only user is refused with not-allowed', async () => {
    const { reviewer, reader, outsider, received } = await people();
    const { response } = await received();
    const reviewPath = `/api/workflow/response/review/${response.formId}/${response.id}`;
    for (const caller of [reviewer, admin]) {
      const read = await caller.get(reviewPath);
      expect(read.statusCode, read.body).toBe(200);
      expect(read.json()).toEqual(response);
    }
    for (const caller of [reader, outsider]) {
      const refused = await caller.get(reviewPath);
      expect(refused.statusCode, refused.body).toBe(403);
      expect(refused.json()).toMatchObject({ messageKey: 'not-allowed' });
    }
    expect((await client(t.app).get(reviewPath)).statusCode).toBe(401);
    const guessed = await reviewer.get(`/api/workflow/response/review/${response.formId}/${randomUUID()}`);
    expect(guessed.statusCode).toBe(404);
  });

  it('AC-20: the reader view reads a response for its reader and reviewer (and administrators); anyone else, an action holder too, is refused with not-allowed', async () => {
    const { reviewer, reader, outsider, received, roles } = await people();
    const { response } = await received();
    const holder = await signedInClient(t);
    await assignRoles(t, holder.id, [roles.actionHolder.id]);
    const action = await createdAction({ reviewer, holder, form: { id: response.formId }, response });
    expect(action.assignee?.id).toBe(holder.id);
    const readPath = `/api/workflow/response/read/${response.formId}/${response.id}`;
    for (const caller of [reader, reviewer, admin]) {
      const read = await caller.get(readPath);
      expect(read.statusCode, read.body).toBe(200);
      expect(read.json()).toMatchObject({ id: response.id, answers: response.answers });
    }
    for (const caller of [holder, outsider]) {
      const refused = await caller.get(readPath);
      expect(refused.statusCode, refused.body).toBe(403);
      expect(refused.json()).toMatchObject({ messageKey: 'not-allowed' });
    }
  });

  it('a guessed id is not-found, a response of another form too', async () => {
    const { reviewer, received } = await people();
    const { response } = await received();
    const other = await received();
    expect((await reviewer.get(`/api/workflow/${other.form.id}/response/${response.id}`)).statusCode).toBe(
      404,
    );
    expect(
      (await reviewer.get(`/api/workflow/${response.formId}/response/${other.form.id}`)).statusCode,
    ).toBe(404);
  });
});

describe('the review and read lists', () => {
  it('AC-13, AC-19, CL-07: {responses, totalPages} from page 1, of the caller’s roles only', async () => {
    const { reviewer, reader, outsider, received } = await people();
    const { response, form } = await received();
    const review = await listOf(reviewer, listPath('review', form.id, 'open'));
    expect(review).toEqual({ responses: [response], totalPages: 1 });
    // The reader list holds what the caller reads as reader or as reviewer.
    expect((await listOf(reader, listPath('read', form.id, 'all'))).responses).toEqual([response]);
    expect((await listOf(reviewer, listPath('read', form.id, 'all'))).responses).toEqual([response]);
    // A reader does not review.
    expect((await listOf(reader, listPath('review', form.id, 'all'))).responses).toEqual([]);
    expect(await listOf(outsider, listPath('review', NOT_SELECTED_FORM_ID, 'all'))).toEqual({
      responses: [],
      totalPages: 1,
    });
    expect(await listOf(outsider, listPath('read', NOT_SELECTED_FORM_ID, 'all'))).toEqual({
      responses: [],
      totalPages: 1,
    });
  });

  it('AC-23, AC-27: the not-selected form lists every form; open, closed and all filter by status', async () => {
    const { reviewer, received } = await people();
    const first = await received('First', '2026-11-20 09:00:00');
    const second = await received('Second', '2026-11-20 10:00:00');
    const closed = await reviewer.delete(`${responsePath(second.response)}/close`);
    expect(closed.statusCode, closed.body).toBe(200);
    const subjects = async (formId: string, status: string) =>
      (await listOf(reviewer, listPath('review', formId, status))).responses.map((r) => r.subject);
    expect(await subjects(NOT_SELECTED_FORM_ID, 'all')).toEqual(['Second', 'First']);
    expect(await subjects(NOT_SELECTED_FORM_ID, 'open')).toEqual(['First']);
    expect(await subjects(NOT_SELECTED_FORM_ID, 'closed')).toEqual(['Second']);
    expect(await subjects(first.form.id, 'all')).toEqual(['First']);
    // A path that names no list (an unknown status, page 0) is not-found, as every bad path parameter.
    expect((await reviewer.get(listPath('review', first.form.id, 'ongoing'))).statusCode).toBe(404);
    expect((await reviewer.get(listPath('review', first.form.id, 'all', 0))).statusCode).toBe(404);
  });

  it('AC-13: pages of RESPONSE_PAGE_SIZE, newest first', async () => {
    const { reviewer, roles } = await people();
    const { form, model } = await receivedResponse(t, forms, { admin, modeler }, roles, {
      senderId: sender.id,
    });
    for (let i = 1; i <= RESPONSE_PAGE_SIZE; i++) {
      await forms.submit(form.formId, {
        userId: sender.id,
        processModelId: model.id,
        subject: `Request ${i}`,
        createdAt: `2026-11-21 10:00:${String(i).padStart(2, '0')}`,
      });
    }
    await t.jobs.get('formPolling').pollNow();
    const first = await listOf(reviewer, listPath('review', form.id, 'all'));
    const second = await listOf(reviewer, listPath('review', form.id, 'all', 2));
    expect(first.totalPages).toBe(2);
    expect(first.responses).toHaveLength(RESPONSE_PAGE_SIZE);
    expect(first.responses[0]?.subject).toBe(`Request ${RESPONSE_PAGE_SIZE}`);
    expect(second.responses.map((r) => r.subject)).toEqual(['Broken lamp']);
  });

  it('WF-31: /reviewer, /reader and /action list the forms each tab filters on', async () => {
    const { reviewer, reader, outsider, received } = await people();
    const { form } = await received();
    const item = { id: form.id, name: form.name, formId: form.formId };
    const formsOf = async (caller: SignedInClient, kind: string) => {
      const answer = await caller.get(`/api/workflow/${kind}`);
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json();
    };
    expect(await formsOf(reviewer, 'reviewer')).toEqual([item]);
    expect(await formsOf(reviewer, 'reader')).toEqual([item]);
    expect(await formsOf(reader, 'reader')).toEqual([item]);
    expect(await formsOf(reader, 'reviewer')).toEqual([]);
    expect(await formsOf(outsider, 'reviewer')).toEqual([]);
    expect(await formsOf(outsider, 'action')).toEqual([]);
  });
});

describe('response status changes (docs/decisions.md)', () => {
  const edit = (caller: SignedInClient, response: WorkflowResponse, status: string, updatedAt: number) =>
    caller.put(responsePath(response), { status, remarks: `Now ${status}`, updatedAt });

  it('the reviewer edits new → on hold → in progress, finishes, and opens again (AC-17)', async () => {
    const { reviewer, received } = await people();
    const { response } = await received();
    const held = await edit(reviewer, response, 'on-hold', response.updatedAt);
    expect(held.statusCode, held.body).toBe(200);
    expect(held.json()).toMatchObject({ status: 'on-hold', remarks: 'Now on-hold' });
    const going = await edit(reviewer, response, 'in-progress', held.json().updatedAt);
    expect(going.json()).toMatchObject({ status: 'in-progress' });
    const closed = await reviewer.delete(`${responsePath(response)}/close`);
    expect(closed.json()).toMatchObject({ status: 'closed' });
    const refused = await edit(reviewer, response, 'in-progress', closed.json().updatedAt);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ messageKey: 'invalid-state' });
    const opened = await reviewer.post(`${responsePath(response)}/open`, {});
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toMatchObject({ status: 'in-progress' });
    const again = await reviewer.post(`${responsePath(response)}/open`, {});
    expect(again.json()).toMatchObject({ messageKey: 'invalid-state' });
  });

  it('a stale edit is refused with 409 conflict and changes nothing', async () => {
    const { reviewer, received } = await people();
    const { response } = await received();
    expect((await edit(reviewer, response, 'on-hold', response.updatedAt)).statusCode).toBe(200);
    const stale = await edit(reviewer, response, 'in-progress', response.updatedAt);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ messageKey: 'conflict' });
    expect((await reviewer.get(responsePath(response))).json()).toMatchObject({ status: 'on-hold' });
  });

  it('a reader, an outsider and anyone else may not change a response', async () => {
    const { reader, outsider, received } = await people();
    const { response } = await received();
    for (const caller of [reader, outsider]) {
      for (const answer of [
        await edit(caller, response, 'on-hold', response.updatedAt),
        await caller.delete(`${responsePath(response)}/close`),
        await caller.post(`${responsePath(response)}/open`, {}),
        await caller.post(`${responsePath(response)}/comment`, { comment: 'x' }),
        await caller.delete(`${responsePath(response)}/delete`),
      ]) {
        expect(answer.statusCode, answer.body).toBe(403);
        expect(answer.json()).toMatchObject({ messageKey: 'not-allowed' });
      }
    }
  });

  it('an edit may only set in progress or on hold', async () => {
    const { reviewer, received } = await people();
    const { response } = await received();
    for (const status of ['closed', 'new', 'error']) {
      const answer = await edit(reviewer, response, status, response.updatedAt);
      expect(answer.statusCode).toBe(422);
      expect(answer.json().errors).toEqual([{ name: 'status', message: 'invalid-value' }]);
    }
  });
});

describe("the home page's responses to review", () => {
  it("counts the open responses of the caller's reviewer roles and carries the newest; closed ones and others' are not there", async () => {
    const { reviewer, reader, outsider, received } = await people();
    const older = await received('Older', '2026-01-10 10:00:00');
    const newer = await received('Newer', '2026-02-10 10:00:00');
    const closed = await received('Closed', '2026-03-10 10:00:00');
    const close = await reviewer.delete(`${responsePath(closed.response)}/close`);
    expect(close.statusCode, close.body).toBe(200);

    const answer = await reviewer.get('/api/workflow/response/to-review');
    expect(answer.statusCode, answer.body).toBe(200);
    const tasks: { count: number; items: WorkflowResponse[] } = answer.json();
    const ours = tasks.items.filter((item) => [older, newer, closed].some((r) => r.response.id === item.id));
    expect(ours.map((item) => item.subject)).toEqual(['Newer', 'Older']);
    expect(tasks.count).toBe(
      (await listOf(reviewer, listPath('review', NOT_SELECTED_FORM_ID, 'open'))).responses.length,
    );
    // The reader does not review; the outsider neither.
    for (const other of [reader, outsider]) {
      const theirs = (await other.get('/api/workflow/response/to-review')).json();
      expect(theirs.items.map((item: WorkflowResponse) => item.id)).not.toContain(newer.response.id);
    }
  });
});
