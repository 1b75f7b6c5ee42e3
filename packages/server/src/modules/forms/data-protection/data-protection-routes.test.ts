import { randomUUID } from 'node:crypto';
import type { WorkflowForm } from '@stroomlijn/domain';
import { describe, expect, it } from 'vitest';
import { createWorkflowForm } from '../../../test/input-outputs.js';
import { appendedBy, appendsNone } from '../../../test/recorded-audit.js';
import { storeResponses } from '../../../test/stored-responses.js';
import { useSignedInClient, useTestApp } from '../../../test/use-test-app.js';
import { addMonths, DAY_MS } from './retention-calendar.js';

const t = useTestApp();
const admin = useSignedInClient(t, ['ROLE_ADMIN'], { firstName: 'Ada', lastName: 'Admin' });
const others = useSignedInClient(t, ['ROLE_USER', 'ROLE_MODELER', 'ROLE_EDITOR', 'ROLE_USER_MANAGER']);

const path = (id: string) => `/api/workflow/${id}/data-protection`;

async function formAsRead(id: string): Promise<WorkflowForm> {
  const answer = await admin.get(`/api/workflow/${id}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
}

describe('PUT /api/workflow/{id}/data-protection: the retention period and the viewing log of a form', () => {
  it('a new form keeps its responses and has no viewing log; the administrator sets both, answered and read back', async () => {
    const { id } = await createWorkflowForm(t);
    const form = await formAsRead(id);
    expect(form).toMatchObject({ retentionMonths: null, viewingLog: false, nextDeletionAt: null });
    const answer = await admin.put(path(id), {
      retentionMonths: 12,
      viewingLog: true,
      updatedAt: form.updatedAt,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const set: WorkflowForm = answer.json();
    expect(set).toMatchObject({ id, retentionMonths: 12, viewingLog: true, nextDeletionAt: null });
    expect(set.updatedAt).toBeGreaterThan(form.updatedAt);
    expect(await formAsRead(id)).toEqual(set);
    const kept = await admin.put(path(id), {
      retentionMonths: null,
      viewingLog: false,
      updatedAt: set.updatedAt,
    });
    expect(kept.json()).toMatchObject({ retentionMonths: null, viewingLog: false });
  });

  it('appends one form/update entry by the administrator with the two settings before and after', async () => {
    const { id } = await createWorkflowForm(t);
    const form = await formAsRead(id);
    const entry = await appendedBy(t.database.db, async () => {
      const answer = await admin.put(path(id), {
        retentionMonths: 24,
        viewingLog: true,
        updatedAt: form.updatedAt,
      });
      expect(answer.statusCode, answer.body).toBe(200);
    });
    expect(entry).toMatchObject({
      entity: 'form',
      entityId: id,
      action: 'update',
      actor: { kind: 'user', id: admin.id, name: 'Ada Admin' },
      change: {
        before: { retentionMonths: null, viewingLog: false },
        after: { retentionMonths: 24, viewingLog: true },
      },
    });
  });

  it('shows the next deletion date: the daily run after the oldest closed response’s closing plus the period', async () => {
    const { id } = await createWorkflowForm(t);
    const closedAt = Date.now() - 10 * DAY_MS;
    await storeResponses(t.database.db, id, 1, { closedAt });
    await storeResponses(t.database.db, id, 1, { closedAt: closedAt + 5 * DAY_MS });
    await storeResponses(t.database.db, id, 1, { status: 'in-progress', createdAt: closedAt - 900 * DAY_MS });
    const form = await formAsRead(id);
    expect(form.nextDeletionAt).toBeNull();
    const set: WorkflowForm = (
      await admin.put(path(id), { retentionMonths: 1, viewingLog: false, updatedAt: form.updatedAt })
    ).json();
    const due = addMonths(closedAt, 1);
    expect(set.nextDeletionAt).toBeGreaterThan(due);
    expect(set.nextDeletionAt).toBeLessThanOrEqual(due + DAY_MS + 1);
  });

  it('refuses everyone but administrators (403), an unknown or deleted form (404), a stale updatedAt (409) and bad settings (422), appending nothing', async () => {
    const { id } = await createWorkflowForm(t);
    const deleted = await createWorkflowForm(t, { deleted: true });
    const { updatedAt } = await formAsRead(id);
    const body = { retentionMonths: 12, viewingLog: true, updatedAt };
    await appendsNone(t.database.db, async () => {
      expect((await others.put(path(id), body)).statusCode).toBe(403);
      expect((await admin.put(path(randomUUID()), body)).statusCode).toBe(404);
      expect((await admin.put(path(deleted.id), body)).statusCode).toBe(404);
      const stale = await admin.put(path(id), { ...body, updatedAt: updatedAt + 1 });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().messageKey).toBe('conflict');
      for (const retentionMonths of [0, -1, 1201, 1.5, '12', undefined]) {
        const bad = await admin.put(path(id), { ...body, retentionMonths });
        expect(bad.statusCode, String(retentionMonths)).toBe(422);
        expect(bad.json().errors.map((e: { name: string }) => e.name)).toEqual(['retentionMonths']);
      }
      expect((await admin.put(path(id), { ...body, viewingLog: 'yes' })).statusCode).toBe(422);
      expect((await admin.put(path(id), { ...body, extra: 1 })).statusCode).toBe(422);
    });
    expect(await formAsRead(id)).toMatchObject({ retentionMonths: null, viewingLog: false, updatedAt });
  });

  it('1200 months is the longest period', async () => {
    const { id } = await createWorkflowForm(t);
    const { updatedAt } = await formAsRead(id);
    const answer = await admin.put(path(id), { retentionMonths: 1200, viewingLog: false, updatedAt });
    expect(answer.json()).toMatchObject({ retentionMonths: 1200 });
  });
});
