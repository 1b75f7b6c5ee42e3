import { randomUUID } from 'node:crypto';
import type { WorkflowForm } from '@stroomlijn/domain';
import { describe, expect, it } from 'vitest';
import { auditMark } from '../../test/recorded-audit.js';
import { useSignedInClient, useTestApp } from '../../test/use-test-app.js';
import { addWorkflowForm, useWorkflowFormService } from '../../test/workflows.js';
import { verifyChain } from '../audit/index.js';
import { secretHash } from './service.js';

const forms = useWorkflowFormService();
const t = useTestApp({ publicUrl: 'https://stroomlijn.example' }, { formService: forms.service });
const admin = useSignedInClient(t, ['ROLE_ADMIN'], { firstName: 'Ada', lastName: 'Admin' });
const modeler = useSignedInClient(t, ['ROLE_MODELER', 'ROLE_USER']);

const byAdmin = () => ({ kind: 'user', id: admin.id, name: 'Ada Admin' });

describe('the audit trail of workflow forms', () => {
  it('records adding a form: one form/create entry with the form as answered', async () => {
    const since = await auditMark(t.database.db);
    const form = await addWorkflowForm(admin, forms, 'Intake');
    const entries = await since.entries();
    expect(entries).toEqual([
      expect.objectContaining({
        entity: 'form',
        entityId: form.id,
        action: 'create',
        actor: byAdmin(),
        address: '127.0.0.1',
        change: { before: null, after: { ...form } },
      }),
    ]);
  });

  it('records marking a form as test and active again, each as one form/update with the status', async () => {
    const form = await addWorkflowForm(admin, forms);
    const since = await auditMark(t.database.db);
    expect((await admin.post(`/api/workflow/${form.id}/status`, { status: 'test' })).statusCode).toBe(200);
    expect((await admin.post(`/api/workflow/${form.id}/status`, { status: 'active' })).statusCode).toBe(200);
    const entries = await since.entries();
    expect(entries.map((entry) => [entry.entity, entry.entityId, entry.action, entry.actor])).toEqual([
      ['form', form.id, 'update', byAdmin()],
      ['form', form.id, 'update', byAdmin()],
    ]);
    // The form's version (updatedAt) changes with it, as a user's does.
    const version = { updatedAt: expect.any(Number) };
    expect(entries[0]?.change).toEqual({
      before: { status: 'active', ...version },
      after: { status: 'test', ...version },
    });
    expect(entries[1]?.change).toEqual({
      before: { status: 'test', ...version },
      after: { status: 'active', ...version },
    });
  });

  it('records enabling and disabling notifications without the webhook secret', async () => {
    const form = await addWorkflowForm(admin, forms);
    const since = await auditMark(t.database.db);
    expect((await admin.post(`/api/workflow/notification/${form.id}/enable`, {})).statusCode).toBe(200);
    const secret = forms.webhooks(form.formId)[0]?.split('/hook/')[1] ?? '';
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await admin.post(`/api/workflow/notification/${form.id}/disable`, {})).statusCode).toBe(200);
    const entries = await since.entries();
    expect(entries.map((entry) => [entry.entity, entry.entityId, entry.action])).toEqual([
      ['form', form.id, 'update'],
      ['form', form.id, 'update'],
    ]);
    expect(entries[0]?.change).toMatchObject({
      before: { notificationsEnabled: false },
      after: { notificationsEnabled: true },
    });
    expect(entries[1]?.change).toMatchObject({
      before: { notificationsEnabled: true },
      after: { notificationsEnabled: false },
    });
    const raw = await t.database.db.selectFrom('audit_entry').select('change').execute();
    expect(raw.some((row) => row.change.includes(secret))).toBe(false);
    expect(raw.some((row) => row.change.includes(secretHash(secret)))).toBe(false);
  });

  it('records deleting a form: one form/delete entry with the form as it was', async () => {
    const form = await addWorkflowForm(admin, forms);
    const since = await auditMark(t.database.db);
    expect((await admin.delete(`/api/workflow/${form.id}/delete`)).statusCode).toBe(204);
    expect(await since.entries()).toEqual([
      expect.objectContaining({
        entity: 'form',
        entityId: form.id,
        action: 'delete',
        actor: byAdmin(),
        change: { before: expect.objectContaining({ id: form.id, name: form.name }), after: null },
      }),
    ]);
    expect((await verifyChain(t.database.db)).broken).toBeNull();
  });

  it('records nothing for refused or failed writes (403, 404, 409, 422, 424)', async () => {
    const form: WorkflowForm = await addWorkflowForm(admin, forms);
    const since = await auditMark(t.database.db);
    const refused = [
      await modeler.post('/api/workflow/form', { id: randomUUID(), formId: forms.addForm('X').id }),
      await modeler.delete(`/api/workflow/${form.id}/delete`),
      await modeler.post(`/api/workflow/notification/${form.id}/enable`, {}),
      await modeler.post(`/api/workflow/notification/${form.id}/disable`, {}),
      await modeler.post(`/api/workflow/${form.id}/status`, { status: 'test' }),
      await admin.post('/api/workflow/form', { id: randomUUID(), formId: form.formId }),
      await admin.post('/api/workflow/form', { id: form.id, formId: forms.addForm('Y').id }),
      await admin.post('/api/workflow/form', { id: randomUUID(), formId: '999999999999999' }),
      await admin.post(`/api/workflow/${form.id}/status`, { status: 'error' }),
      await admin.post(`/api/workflow/${randomUUID()}/status`, { status: 'test' }),
      await admin.delete(`/api/workflow/${randomUUID()}/delete`),
    ];
    expect(refused.map((response) => response.statusCode)).toEqual([
      403, 403, 403, 403, 403, 409, 422, 422, 422, 404, 404,
    ]);
    forms.failWith('unavailable');
    const failed = [
      await admin.post('/api/workflow/form', { id: randomUUID(), formId: forms.addForm('Z').id }),
      await admin.post(`/api/workflow/notification/${form.id}/enable`, {}),
      await admin.post(`/api/workflow/notification/${form.id}/disable`, {}),
    ];
    forms.failWith(null);
    expect(failed.map((response) => response.statusCode)).toEqual([424, 424, 424]);
    expect(await since.entries()).toEqual([]);
  });
});
