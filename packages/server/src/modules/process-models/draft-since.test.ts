import type { ProcessModel } from '@stroomlijn/domain';
import { describe, expect, it } from 'vitest';
import { asUpdate, createModel, publish } from '../../test/process-models.js';
import { useSignedInClient, useTestApp } from '../../test/use-test-app.js';

/**
 * `draft_since` is when the working copy first got changes that are not published,
 * the start of "unpublished for more than 30 days" in the governance overview.
 */
const t = useTestApp();
const modeler = useSignedInClient(t, ['ROLE_MODELER']);

async function draftSince(id: string): Promise<number | null> {
  const row = await t.database.db
    .selectFrom('process_model')
    .select('draft_since')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.draft_since === null ? null : Number(row.draft_since);
}

async function save(model: ProcessModel, fields: Record<string, unknown> = {}): Promise<ProcessModel> {
  const response = await modeler.put('/api/process_model', { ...asUpdate(model), ...fields });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function edit(id: string): Promise<ProcessModel> {
  return (await modeler.get(`/api/process_model/${id}/edit`)).json();
}

async function saveAndPublish(model: ProcessModel, fields: Record<string, unknown> = {}) {
  const response = await modeler.post(`/api/process_model/publish/${model.id}`, {
    model: { ...asUpdate(model), ...fields },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ProcessModel;
}

const renamed = (name: string) => ({ info: { name, description: '' } });

describe('draft_since', () => {
  it('is set by create, kept by later saves, cleared by publish and set again by the first save that changes something', async () => {
    const created = await createModel(modeler);
    expect(await draftSince(created.id)).toBe(created.updatedAt);
    const first = await save(created, renamed('First'));
    const second = await save(first, renamed('Second'));
    expect(second.updatedAt).toBeGreaterThan(created.updatedAt);
    expect(await draftSince(created.id)).toBe(created.updatedAt);

    await publish(modeler, created.id);
    expect(await draftSince(created.id)).toBeNull();

    // Nothing changed, or only the review interval (not part of a revision): still nothing unpublished.
    const same = await save(await edit(created.id));
    const interval = await save(same, { reviewIntervalMonths: 12 });
    expect(await draftSince(created.id)).toBeNull();

    const changed = await save(interval, renamed('Third'));
    expect(await draftSince(created.id)).toBe(changed.updatedAt);
    const again = await save(changed, renamed('Fourth'));
    await save(again);
    expect(await draftSince(created.id)).toBe(changed.updatedAt);

    await publish(modeler, created.id);
    expect(await draftSince(created.id)).toBeNull();
  });

  it('is cleared by save-and-publish, whether the copy had a draft or the save begins one', async () => {
    const created = await createModel(modeler);
    await saveAndPublish(created, renamed('Published once'));
    expect(await draftSince(created.id)).toBeNull();
    await saveAndPublish(await edit(created.id), renamed('Published twice'));
    expect(await draftSince(created.id)).toBeNull();
    expect((await edit(created.id)).revision).toBe(2);
  });

  it('is kept when a save or a publish is refused', async () => {
    const created = await createModel(modeler);
    const stale = await modeler.put('/api/process_model', {
      ...asUpdate(created),
      ...renamed('Stale'),
      updatedAt: created.updatedAt - 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(await draftSince(created.id)).toBe(created.updatedAt);
    await publish(modeler, created.id);
    const twice = await modeler.post(`/api/process_model/publish/${created.id}`, {});
    expect(twice.statusCode).toBe(409);
    expect(await draftSince(created.id)).toBeNull();
  });
});
