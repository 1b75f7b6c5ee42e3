import type { WorkflowForm } from '@stroomlijn/domain';
import { describe, expect, it } from 'vitest';
import { auditMark } from '../../../test/recorded-audit.js';
import { useSignedInClient, useTestApp } from '../../../test/use-test-app.js';
import { createdAction, responseWithHandlers, useWorkflowFormService } from '../../../test/workflows.js';

const forms = useWorkflowFormService();
const t = useTestApp({ publicUrl: 'https://stroomlijn.example' }, { formService: forms.service });
const admin = useSignedInClient(t, ['ROLE_ADMIN'], { firstName: 'Ada', lastName: 'Admin' });
const modeler = useSignedInClient(t, ['ROLE_MODELER']);
const sender = useSignedInClient(t, ['ROLE_USER']);

async function setViewingLog(formId: string, viewingLog: boolean): Promise<void> {
  const form: WorkflowForm = (await admin.get(`/api/workflow/${formId}`)).json();
  const answer = await admin.put(`/api/workflow/${formId}/data-protection`, {
    retentionMonths: form.retentionMonths,
    viewingLog,
    updatedAt: form.updatedAt,
  });
  expect(answer.statusCode, answer.body).toBe(200);
}

describe('the viewing log: every opening of a response recorded in the audit trail, when its form keeps one', () => {
  it('records one response/view per opening by an administrator, reviewer, reader and action holder; none once it is off', async () => {
    const people = await responseWithHandlers(t, forms, { admin, modeler, sender }, 'Broken lamp');
    const { form, response, reviewer, reader, holder, outsider } = people;
    await createdAction({ form, response, reviewer, holder });
    const openings = [
      { who: admin, url: `/api/workflow/${form.id}/response/${response.id}` },
      { who: holder, url: `/api/workflow/${form.id}/response/${response.id}` },
      { who: reviewer, url: `/api/workflow/response/review/${form.id}/${response.id}` },
      { who: reader, url: `/api/workflow/response/read/${form.id}/${response.id}` },
      { who: reviewer, url: `/api/workflow/response/read/${form.id}/${response.id}` },
    ];

    const off = await auditMark(t.database.db);
    for (const { who, url } of openings) expect((await who.get(url)).statusCode, url).toBe(200);
    expect(await off.entries()).toEqual([]);

    await setViewingLog(form.id, true);
    const on = await auditMark(t.database.db);
    for (const { who, url } of openings) expect((await who.get(url)).statusCode, url).toBe(200);
    // A refused opening is no viewing.
    expect((await outsider.get(`/api/workflow/${form.id}/response/${response.id}`)).statusCode).toBe(403);
    const entries = await on.entries();
    expect(entries.map((entry) => [entry.entity, entry.entityId, entry.action, entry.actor.id])).toEqual(
      openings.map(({ who }) => ['response', response.id, 'view', who.id]),
    );
    for (const entry of entries) {
      expect(entry.subjects).toEqual([sender.id]);
      expect(entry.change).toEqual({ before: null, after: null });
    }

    await setViewingLog(form.id, false);
    const offAgain = await auditMark(t.database.db);
    for (const { who, url } of openings) expect((await who.get(url)).statusCode, url).toBe(200);
    expect(await offAgain.entries()).toEqual([]);
  });

  it('lists and pages of responses are no opening of one', async () => {
    const { form, reviewer } = await responseWithHandlers(t, forms, { admin, modeler, sender }, 'Flat tyre');
    await setViewingLog(form.id, true);
    const since = await auditMark(t.database.db);
    expect((await admin.get(`/api/workflow/${form.id}/responses/1`)).statusCode).toBe(200);
    expect((await reviewer.get(`/api/workflow/response/review/${form.id}/all/1`)).statusCode).toBe(200);
    expect(await since.entries()).toEqual([]);
  });
});
