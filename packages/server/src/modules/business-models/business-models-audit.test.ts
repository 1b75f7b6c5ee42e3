import { randomUUID } from 'node:crypto';
import { type BusinessModel, DEFAULT_BUSINESS_MODEL_ID } from '@stroomlijn/domain';
import { describe, expect, it } from 'vitest';
import { publishedModel } from '../../test/process-models.js';
import { auditMark } from '../../test/recorded-audit.js';
import { useSignedInClient, useTestApp } from '../../test/use-test-app.js';

/** The business model in the audit trail: a save appends one entry with what changed, a refused one none. */
const t = useTestApp();
const editor = useSignedInClient(t, ['ROLE_EDITOR'], { firstName: 'Eva', lastName: 'Editor' });
const modeler = useSignedInClient(t, ['ROLE_MODELER']);
const staff = useSignedInClient(t);

async function current(): Promise<BusinessModel> {
  const response = await staff.get(`/api/business_model/${DEFAULT_BUSINESS_MODEL_ID}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('the business model in the audit trail', () => {
  it('a save records the process group it added with its link; a stale, refused or invalid save records nothing', async () => {
    const linked = await publishedModel(modeler);
    const model = await current();
    const [first, ...rest] = model.groups;
    if (!first) throw new Error('no groups');
    const group = {
      id: randomUUID(),
      name: 'Intake',
      items: [{ processModelId: linked.id, name: linked.info.name }],
    };
    const mark = await auditMark(t.database.db);
    const saved = await editor.put('/api/business_model', {
      ...model,
      groups: [{ ...first, items: [...first.items, group] }, ...rest],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await mark.only()).toMatchObject({
      actor: { kind: 'user', id: editor.id, name: 'Eva Editor' },
      entity: 'business-model',
      entityId: DEFAULT_BUSINESS_MODEL_ID,
      action: 'update',
      change: {
        before: { groups: [{ id: first.id }], updatedAt: model.updatedAt },
        after: {
          groups: [
            {
              id: first.id,
              items: [
                { ...group, items: [{ processModelId: linked.id, name: linked.info.name, available: true }] },
              ],
            },
          ],
          updatedAt: saved.json().updatedAt,
        },
      },
    });

    const refused = await auditMark(t.database.db);
    expect((await editor.put('/api/business_model', model)).statusCode).toBe(409);
    expect((await staff.put('/api/business_model', saved.json())).statusCode).toBe(403);
    const unknownLink = {
      ...saved.json(),
      groups: [
        { ...first, items: [{ ...group, items: [{ processModelId: randomUUID(), name: 'x' }] }] },
        ...rest,
      ],
    };
    expect((await editor.put('/api/business_model', unknownLink)).statusCode).toBe(422);
    expect(await refused.entries()).toEqual([]);
  });
});
