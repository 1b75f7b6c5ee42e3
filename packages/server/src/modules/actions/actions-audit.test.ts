import { randomUUID } from 'node:crypto';
import type { ResponseAction } from '@stroomlijn/domain';
import { describe, expect, it } from 'vitest';
import { signedInClient } from '../../test/client.js';
import { auditMark } from '../../test/recorded-audit.js';
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

const handling = () => responseWithHandlers(t, forms, { admin, modeler, sender }, 'Audited actions');
const actionPath = (a: Pick<ResponseAction, 'formId' | 'responseId' | 'id'>) =>
  `/api/response-action/${a.formId}/${a.responseId}/${a.id}`;

describe('the audit trail of actions', () => {
  it('records creating an action: one action/create by the reviewer, about the assignee', async () => {
    const h = await handling();
    const since = await auditMark(t.database.db);
    const action = await createdAction(h);
    const entries = await since.entries();
    expect(entries).toEqual([
      expect.objectContaining({
        entity: 'action',
        entityId: action.id,
        action: 'create',
        actor: { kind: 'user', id: h.reviewer.id, name: 'Rita Reviewer' },
        subjects: [h.holder.id],
      }),
    ]);
    expect(entries[0]?.change).toEqual({ before: null, after: action });
  });

  it("records the reviewer's edit with the fields that changed, about the assignees before and after", async () => {
    const h = await handling();
    const action = await createdAction(h);
    const since = await auditMark(t.database.db);
    const edited = await h.reviewer.put('/api/response-action', {
      ...actionBody(h, {
        id: action.id,
        action: 'Mail de aanvrager',
        assignee: { id: h.otherHolder.id, name: '' },
      }),
      updated: action.updated,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const entries = await since.entries();
    expect(entries.map((entry) => [entry.entity, entry.entityId, entry.action])).toEqual([
      ['action', action.id, 'update'],
    ]);
    expect(entries[0]?.subjects).toEqual([h.holder.id, h.otherHolder.id].sort());
    expect(entries[0]?.change).toEqual({
      before: { action: 'Bel de aanvrager', assignee: action.assignee, updated: action.updated },
      after: {
        action: 'Mail de aanvrager',
        assignee: { id: h.otherHolder.id, name: expect.any(String) },
        updated: edited.json().updated,
      },
    });
  });

  it("records the assignee's status update as one action/update by the assignee", async () => {
    const h = await handling();
    const action = await createdAction(h);
    const since = await auditMark(t.database.db);
    const saved = await h.holder.put('/api/response-action/status', {
      id: action.id,
      status: 'closed',
      remarks: 'Gebeld',
      updated: action.updated,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const entries = await since.entries();
    expect(entries).toEqual([
      expect.objectContaining({
        entity: 'action',
        entityId: action.id,
        action: 'update',
        actor: { kind: 'user', id: h.holder.id, name: 'Hanna Holder' },
      }),
    ]);
    expect(entries[0]?.change).toEqual({
      before: { status: 'open', remarks: action.remarks, updated: action.updated, available: true },
      after: { status: 'closed', remarks: 'Gebeld', updated: saved.json().updated, available: false },
    });
  });

  it('records deleting an action: one action/delete with the action as it was', async () => {
    const h = await handling();
    const action = await createdAction(h);
    const since = await auditMark(t.database.db);
    expect((await admin.delete(actionPath(action))).statusCode).toBe(204);
    expect(await since.entries()).toEqual([
      expect.objectContaining({
        entity: 'action',
        entityId: action.id,
        action: 'delete',
        actor: expect.objectContaining({ kind: 'user', id: admin.id }),
        subjects: [h.holder.id],
        change: { before: action, after: null },
      }),
    ]);
  });

  it('records nothing for refused writes (403, 404, 409, 422)', async () => {
    const h = await handling();
    const action = await createdAction(h);
    const staff = await signedInClient(t, ['ROLE_USER', 'ROLE_MODELER', 'ROLE_EDITOR']);
    const since = await auditMark(t.database.db);
    const status = (fields: Record<string, unknown> = {}) => ({
      id: action.id,
      status: 'waiting',
      remarks: '',
      updated: action.updated,
      ...fields,
    });
    const answers = [
      await staff.post('/api/response-action', actionBody(h)),
      await h.reader.put('/api/response-action', {
        ...actionBody(h, { id: action.id }),
        updated: action.updated,
      }),
      await h.otherHolder.put('/api/response-action/status', status()),
      await h.reader.delete(actionPath(action)),
      await h.reviewer.post('/api/response-action', actionBody(h, { id: action.id })),
      await h.reviewer.post(
        '/api/response-action',
        actionBody(h, { assignee: { id: h.reader.id, name: '' } }),
      ),
      await h.reviewer.put('/api/response-action', { ...actionBody(h, { id: action.id }), updated: 1 }),
      await h.holder.put('/api/response-action/status', status({ updated: 1 })),
      await h.reviewer.delete(actionPath({ ...action, id: randomUUID() })),
      await h.holder.put('/api/response-action/status', status({ id: randomUUID() })),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([
      403, 403, 403, 403, 422, 422, 409, 409, 404, 404,
    ]);
    expect(
      await h.reviewer.delete(`/api/workflow/${h.form.id}/response/${h.response.id}/close`),
    ).toMatchObject({
      statusCode: 200,
    });
    const closed = await auditMark(t.database.db);
    const onClosed = [
      await h.reviewer.post('/api/response-action', actionBody(h)),
      await h.reviewer.delete(actionPath(action)),
      await h.holder.put('/api/response-action/status', status()),
    ];
    expect(onClosed.map((answer) => answer.statusCode)).toEqual([409, 409, 409]);
    expect(await closed.entries()).toEqual([]);
    expect((await since.entries()).map((entry) => [entry.entity, entry.action])).toEqual([
      ['response', 'update'],
    ]);
  });
});
