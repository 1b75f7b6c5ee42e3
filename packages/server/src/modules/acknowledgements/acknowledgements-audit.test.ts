import { describe, expect, it } from 'vitest';
import { signedInClient } from '../../test/client.js';
import { graph, publishedModel } from '../../test/process-models.js';
import { auditMark } from '../../test/recorded-audit.js';
import { assignRoles, createRole } from '../../test/test-app.js';
import { useSignedInClient, useTestApp } from '../../test/use-test-app.js';

/** Acknowledgements in the audit trail: the confirmation appends one entry; confirming again none. */
const t = useTestApp();
const modeler = useSignedInClient(t, ['ROLE_MODELER']);

describe('acknowledgements in the audit trail', () => {
  it('"I have read this" records who confirmed which revision; again, or without a task, records nothing', async () => {
    const clerk = await createRole(t);
    const reader = await signedInClient(t, [], { firstName: 'Rik', lastName: 'Reader' });
    const bystander = await signedInClient(t);
    await assignRoles(t, reader.id, [clerk.id]);
    const model = await publishedModel(modeler, { steps: graph({ actor: clerk }) });

    const mark = await auditMark(t.database.db);
    const confirmed = await reader.post(`/api/acknowledgement/${model.id}/1`, {});
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await mark.only()).toMatchObject({
      actor: { kind: 'user', id: reader.id, name: 'Rik Reader' },
      entity: 'acknowledgement',
      entityId: model.id,
      action: 'acknowledge',
      change: {
        before: null,
        after: {
          processModelId: model.id,
          modelName: model.info.name,
          revision: 1,
          confirmedAt: confirmed.json().confirmedAt,
        },
      },
    });

    const none = await auditMark(t.database.db);
    const again = await reader.post(`/api/acknowledgement/${model.id}/1`, {});
    expect(again.statusCode).toBe(200);
    expect(again.json().confirmedAt).toBe(confirmed.json().confirmedAt);
    expect((await bystander.post(`/api/acknowledgement/${model.id}/1`, {})).statusCode).toBe(404);
    expect((await reader.post(`/api/acknowledgement/${model.id}/2`, {})).statusCode).toBe(404);
    expect(await none.entries()).toEqual([]);
  });
});
