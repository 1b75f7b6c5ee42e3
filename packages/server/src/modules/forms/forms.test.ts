import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signedInClient } from '../../test/client.js';
import { assignRoles, createRole } from '../../test/test-app.js';
import { useSignedInClient, useTestApp } from '../../test/use-test-app.js';
import { newServiceFormId, publishedFormModel, useWorkflowFormService } from '../../test/workflows.js';
import { secretHash } from './service.js';

const forms = useWorkflowFormService();
const t = useTestApp({ publicUrl: 'https://stroomlijn.example' }, { formService: forms.service });
const admin = useSignedInClient(t, ['ROLE_ADMIN']);

async function addForm(title = 'Complaint') {
  const formId = forms.addForm(title).id;
  const id = randomUUID();
  const response = await admin.post('/api/workflow/form', { id, formId });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

describe('workflow forms', () => {
  it('WF-05, WF-02, WF-03: adds a form by formId, named by its title at the form service', async () => {
    const before = Date.now();
    const form = await addForm('Intake of complaints');
    expect(form).toMatchObject({
      name: 'Intake of complaints',
      status: 'active',
      statusMessage: null,
      responseCount: 0,
      notificationsEnabled: false,
    });
    expect(form.processedDate).toBeGreaterThanOrEqual(before);
    const list = (await admin.get('/api/workflow')).json();
    expect(list).toContainEqual({ id: form.id, name: form.name, formId: form.formId });
    const read = await admin.get(`/api/workflow/${form.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(form);
  });

  it('WF-06: the same form twice is refused with 409 duplicate-form; an id in use with invalid-id', async () => {
    const form = await addForm();
    const again = await admin.post('/api/workflow/form', { id: randomUUID(), formId: form.formId });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ messageKey: 'duplicate-form' });
    const otherFormId = forms.addForm('Other').id;
    const sameId = await admin.post('/api/workflow/form', { id: form.id, formId: otherFormId });
    expect(sameId.statusCode).toBe(422);
    expect(sameId.json()).toMatchObject({ messageKey: 'invalid-id' });
  });

  it('WF-05: an unknown formId is a field error under formId; a malformed one too', async () => {
    const unknown = await admin.post('/api/workflow/form', { id: randomUUID(), formId: '999999999999999' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual([{ name: 'formId', message: 'form-not-found' }]);
    const malformed = await admin.post('/api/workflow/form', { id: randomUUID(), formId: 'abc' });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().errors).toEqual([{ name: 'formId', message: 'invalid-value' }]);
  });

  it('WF-05: when the form service cannot be read, adding answers 424 and registers nothing', async () => {
    for (const [failure, key] of [
      ['unavailable', 'form-service-unavailable'],
      ['unauthorized', 'form-service-unauthorized'],
      ['refused', 'form-service-unavailable'],
    ] as const) {
      const formId = forms.addForm('Unreachable').id;
      forms.failWith(failure);
      const response = await admin.post('/api/workflow/form', { id: randomUUID(), formId });
      forms.failWith(null);
      expect(response.statusCode).toBe(424);
      expect(response.json()).toMatchObject({ messageKey: key });
      const list = (await admin.get('/api/workflow')).json() as { formId: string }[];
      expect(list.map((form) => form.formId)).not.toContain(formId);
    }
  });

  it('WF-07: DELETE /api/workflow/{id}/delete deletes the form (soft); it can be added again', async () => {
    const form = await addForm();
    const deleted = await admin.delete(`/api/workflow/${form.id}/delete`);
    expect(deleted.statusCode).toBe(204);
    expect((await admin.get(`/api/workflow/${form.id}`)).statusCode).toBe(404);
    expect((await admin.get('/api/workflow')).json()).not.toContainEqual(
      expect.objectContaining({ id: form.id }),
    );
    expect((await admin.delete(`/api/workflow/${form.id}/delete`)).statusCode).toBe(404);
    const again = await admin.post('/api/workflow/form', { id: randomUUID(), formId: form.formId });
    expect(again.statusCode).toBe(201);
  });

  it('WF-08: only ROLE_ADMIN adds, deletes and toggles notifications', async () => {
    const form = await addForm();
    const modeler = await signedInClient(t, ['ROLE_MODELER', 'ROLE_EDITOR', 'ROLE_USER']);
    for (const response of [
      await modeler.post('/api/workflow/form', { id: randomUUID(), formId: newServiceFormId() }),
      await modeler.delete(`/api/workflow/${form.id}/delete`),
      await modeler.post(`/api/workflow/notification/${form.id}/enable`, {}),
      await modeler.post(`/api/workflow/notification/${form.id}/disable`, {}),
      await modeler.post(`/api/workflow/${form.id}/status`, { status: 'test' }),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ messageKey: 'not-allowed' });
    }
  });

  it('WF-09: enable registers a webhook with a secret of 256 bits stored as a hash; disable deletes it', async () => {
    const form = await addForm();
    // A webhook someone else registered on the form at the service.
    forms.standIn.form(form.formId).webhooks.push('https://elsewhere.example/hook');
    const enabled = await admin.post(`/api/workflow/notification/${form.id}/enable`, {});
    expect(enabled.statusCode, enabled.body).toBe(200);
    expect(enabled.json().notificationsEnabled).toBe(true);
    const hooks = forms.webhooks(form.formId);
    expect(hooks[0]).toBe('https://elsewhere.example/hook');
    const own = hooks[1] ?? '';
    const secret = own.replace('https://stroomlijn.example/api/workflow/hook/', '');
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const row = await t.database.db
      .selectFrom('workflow_forms')
      .select('webhook_secret_hash')
      .where('id', '=', form.id)
      .executeTakeFirstOrThrow();
    expect(row.webhook_secret_hash).toBe(secretHash(secret));

    // Enabling again replaces the webhook: one of ours at a time.
    await admin.post(`/api/workflow/notification/${form.id}/enable`, {});
    expect(forms.webhooks(form.formId)).toHaveLength(2);
    expect(forms.webhooks(form.formId)[1]).not.toBe(own);

    const disabled = await admin.post(`/api/workflow/notification/${form.id}/disable`, {});
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json().notificationsEnabled).toBe(false);
    expect(forms.webhooks(form.formId)).toEqual(['https://elsewhere.example/hook']);
  });

  it('WF-04, WF-09: a failing form service turns the form to error with the reason; a success back to active', async () => {
    const form = await addForm();
    forms.failWith('unauthorized');
    const failed = await admin.post(`/api/workflow/notification/${form.id}/enable`, {});
    forms.failWith(null);
    expect(failed.statusCode).toBe(424);
    expect(failed.json()).toMatchObject({ messageKey: 'form-service-unauthorized' });
    const read = (await admin.get(`/api/workflow/${form.id}`)).json();
    expect(read).toMatchObject({
      status: 'error',
      statusMessage: 'form-service-unauthorized',
      notificationsEnabled: false,
    });
    const enabled = await admin.post(`/api/workflow/notification/${form.id}/enable`, {});
    expect(enabled.json()).toMatchObject({
      status: 'active',
      statusMessage: null,
      notificationsEnabled: true,
    });
  });

  it('WF-04: POST /api/workflow/{id}/status marks a form as test and active again; error cannot be set', async () => {
    const form = await addForm();
    const test = await admin.post(`/api/workflow/${form.id}/status`, { status: 'test' });
    expect(test.statusCode).toBe(200);
    expect(test.json().status).toBe('test');
    expect((await admin.get(`/api/workflow/${form.id}`)).json().status).toBe('test');
    const active = await admin.post(`/api/workflow/${form.id}/status`, { status: 'active' });
    expect(active.json().status).toBe('active');
    const error = await admin.post(`/api/workflow/${form.id}/status`, { status: 'error' });
    expect(error.statusCode).toBe(422);
  });

  it('unknown forms answer 404 on every form route', async () => {
    const id = randomUUID();
    expect((await admin.get(`/api/workflow/${id}`)).statusCode).toBe(404);
    expect((await admin.post(`/api/workflow/notification/${id}/enable`, {})).statusCode).toBe(404);
    expect((await admin.post(`/api/workflow/${id}/status`, { status: 'test' })).statusCode).toBe(404);
  });

  it('WF-23, WF-24: GET /api/workflow/{processModelId}/{formId} answers the form to drafters and administrators only', async () => {
    const form = await addForm('Request for leave');
    const drafterRole = await createRole(t);
    const modeler = await signedInClient(t, ['ROLE_MODELER']);
    const model = await publishedFormModel(modeler, form.id, {
      reviewer: await createRole(t),
      drafter: drafterRole,
    });
    const url = `/api/workflow/${model.id}/${form.id}`;
    const expected = {
      id: form.id,
      name: 'Request for leave',
      formId: form.formId,
      url: `https://form.jotform.com/${form.formId}`,
    };

    const holder = await signedInClient(t, ['ROLE_USER']);
    await assignRoles(t, holder.id, [drafterRole.id]);
    const direct = await holder.get(url);
    expect(direct.statusCode, direct.body).toBe(200);
    expect(direct.json()).toEqual(expected);
    expect((await admin.get(url)).json()).toEqual(expected);

    // A drafter role of type roles is held by holding a role inside it.
    const member = await createRole(t);
    const drafters = await createRole(t, { type: 'roles', contains: [member.id] });
    const model2 = await publishedFormModel(modeler, form.id, {
      reviewer: await createRole(t),
      drafter: drafters,
    });
    const nested = await signedInClient(t, ['ROLE_USER']);
    await assignRoles(t, nested.id, [member.id]);
    expect((await nested.get(`/api/workflow/${model2.id}/${form.id}`)).statusCode).toBe(200);
    expect((await nested.get(url)).statusCode).toBe(403);

    const other = await signedInClient(t, ['ROLE_USER', 'ROLE_MODELER']);
    const refused = await other.get(url);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().messageKey).toBe('not-allowed');
    expect((await admin.get(`/api/workflow/${randomUUID()}/${form.id}`)).statusCode).toBe(404);
  });
});
