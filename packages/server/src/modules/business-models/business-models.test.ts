import { randomUUID } from 'node:crypto';
import {
  BUSINESS_MODEL_GROUP_IDS,
  type BusinessModel,
  type BusinessModelUpdate,
  DEFAULT_BUSINESS_MODEL_ID,
  type ProcessGroup,
} from '@stroomlijn/domain';
import { describe, expect, it } from 'vitest';
import { client, signedInClient } from '../../test/client.js';
import { createModel, publishedModel } from '../../test/process-models.js';
import { testAppForThisTest, useSignedInClient, useTestApp } from '../../test/use-test-app.js';

const t = useTestApp();
const editor = useSignedInClient(t, ['ROLE_EDITOR']);
const staff = useSignedInClient(t);
const modeler = useSignedInClient(t, ['ROLE_MODELER']);

async function current(): Promise<BusinessModel> {
  const response = await staff.get(`/api/business_model/${DEFAULT_BUSINESS_MODEL_ID}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** The current model with `processGroups` put into the first group (primary processes stays as it is). */
function withProcessGroups(model: BusinessModel, processGroups: ProcessGroup[]): BusinessModelUpdate {
  const [first, ...rest] = model.groups;
  if (!first) throw new Error('no groups');
  return { ...model, groups: [{ ...first, items: processGroups }, ...rest] };
}

function processGroup(items: ProcessGroup['items'], name = ''): ProcessGroup {
  return { id: randomUUID(), name, items };
}

describe('reading the business model', () => {
  it('BM-21 BM-22 BM-24: the default id (fixed, like the four group ids) answers the standard model, created on the first read, to every signed-in user', async () => {
    const first = await current();
    expect(first).toEqual({
      id: DEFAULT_BUSINESS_MODEL_ID,
      type: 'standard',
      groups: [
        { id: BUSINESS_MODEL_GROUP_IDS.manageOrganisation, name: '', items: [] },
        { id: BUSINESS_MODEL_GROUP_IDS.primaryProcesses, name: '', items: [] },
        { id: BUSINESS_MODEL_GROUP_IDS.supportOrganisation, name: '', items: [] },
        { id: BUSINESS_MODEL_GROUP_IDS.evaluation, name: '', items: [] },
      ],
      updatedAt: expect.any(Number),
    });
    for (const reader of [editor, modeler]) {
      expect((await reader.get(`/api/business_model/${DEFAULT_BUSINESS_MODEL_ID}`)).json()).toEqual(first);
    }
    expect((await client(t.app).get(`/api/business_model/${DEFAULT_BUSINESS_MODEL_ID}`)).statusCode).toBe(
      401,
    );
  });

  it('another id is 404 not-found, and is not created', async () => {
    const response = await staff.get(`/api/business_model/${randomUUID()}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ messageKey: 'not-found' });
  });
});

describe('two first reads at once', () => {
  it('both answer the one standard model', async () => {
    const fresh = await testAppForThisTest();
    const reader = await signedInClient(fresh);
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() => reader.get(`/api/business_model/${DEFAULT_BUSINESS_MODEL_ID}`)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    const updatedAts = new Set(answers.map((answer) => (answer.json() as BusinessModel).updatedAt));
    expect(updatedAts.size).toBe(1);
    const rows = await fresh.database.db.selectFrom('business_model').select('id').execute();
    expect(rows).toEqual([{ id: DEFAULT_BUSINESS_MODEL_ID }]);
  });
});

describe('saving the business model', () => {
  it('BM-20 BM-23: an editor saves the whole model (groups, process groups, process and external links) and gets the saved model back; names of linked models come from their latest revision', async () => {
    const published = await publishedModel(modeler);
    const model = await current();
    const body = withProcessGroups(model, [
      processGroup(
        [
          { processModelId: published.id, name: 'whatever the client had' },
          { url: 'https://example.org/handbook', name: 'Handbook' },
        ],
        'Sales',
      ),
      processGroup([]),
    ]);
    body.groups[1] = { ...body.groups[1], name: 'Primaire processen' } as BusinessModel['groups'][number];
    const response = await editor.put('/api/business_model', body);
    expect(response.statusCode, response.body).toBe(200);
    const saved: BusinessModel = response.json();
    expect(saved.updatedAt).toBeGreaterThan(model.updatedAt);
    expect(saved.groups[1]?.name).toBe('Primaire processen');
    expect(saved.groups[0]?.items).toEqual([
      {
        id: body.groups[0]?.items[0]?.id,
        name: 'Sales',
        items: [
          { processModelId: published.id, name: published.info.name, available: true },
          { url: 'https://example.org/handbook', name: 'Handbook' },
        ],
      },
      { id: body.groups[0]?.items[1]?.id, name: '', items: [] },
    ]);
    expect(await current()).toEqual(saved);
  });

  it('only editors write: 403 not-allowed for other roles, 401 anonymous', async () => {
    const body = await current();
    for (const other of [staff, modeler]) {
      const response = await other.put('/api/business_model', body);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ messageKey: 'not-allowed' });
    }
    expect((await client(t.app).put('/api/business_model', body)).statusCode).toBe(401);
    expect(await current()).toEqual(body);
  });

  it('a change based on an outdated version is refused with 409 conflict', async () => {
    const model = await current();
    const first = await editor.put(
      '/api/business_model',
      withProcessGroups(model, [processGroup([], 'First')]),
    );
    expect(first.statusCode, first.body).toBe(200);
    const stale = await editor.put(
      '/api/business_model',
      withProcessGroups(model, [processGroup([], 'Second')]),
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ messageKey: 'conflict' });
    expect(await current()).toEqual(first.json());
  });

  it('two saves of one version at once: one wins, the other is 409 conflict', async () => {
    const model = await current();
    const answers = await Promise.all(
      ['A', 'B'].map((name) =>
        editor.put('/api/business_model', withProcessGroups(model, [processGroup([], name)])),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  });

  it('a link that is no http(s) address is 422 with invalid-url under its field', async () => {
    const model = await current();
    for (const url of ['not a url', 'ftp://example.org/file', 'javascript:alert(1)', '']) {
      const response = await editor.put(
        '/api/business_model',
        withProcessGroups(model, [
          processGroup([
            { url: 'https://ok.example', name: 'Fine' },
            { url, name: 'Bad' },
          ]),
        ]),
      );
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        messageKey: 'validation',
        errors: [{ name: 'groups.0.items.0.items.1.url', message: 'invalid-url' }],
      });
    }
    expect(await current()).toEqual(model);
  });

  it('a process link must name a live, published process model (422 under the field)', async () => {
    const model = await current();
    const published = await publishedModel(modeler);
    const unpublished = await createModel(modeler);
    for (const processModelId of [randomUUID(), unpublished.id]) {
      const response = await editor.put(
        '/api/business_model',
        withProcessGroups(model, [
          processGroup([]),
          processGroup([
            { url: 'https://example.org', name: 'Link' },
            { processModelId: published.id, name: 'ok' },
            { processModelId, name: 'Unknown' },
          ]),
        ]),
      );
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        messageKey: 'validation',
        errors: [{ name: 'groups.0.items.1.items.2.processModelId', message: 'invalid-value' }],
      });
    }
  });

  it('a linked model that is deleted later shows as unavailable and does not block other changes', async () => {
    const published = await publishedModel(modeler);
    const saved = await editor.put(
      '/api/business_model',
      withProcessGroups(await current(), [processGroup([{ processModelId: published.id, name: '' }])]),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await modeler.delete(`/api/process_model/${published.id}`)).statusCode).toBe(204);
    const model = await current();
    const link = { processModelId: published.id, name: published.info.name, available: false };
    expect(model.groups[0]?.items[0]?.items).toEqual([link]);
    const renamed = await editor.put('/api/business_model', {
      ...model,
      groups: model.groups.map((group) => ({ ...group, name: `${group.name}!` })),
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((renamed.json() as BusinessModel).groups[0]?.items[0]?.items).toEqual([link]);
  });

  it('the four fixed groups stay: removing, repeating or adding a group is refused', async () => {
    const model = await current();
    const [first, second, third, fourth] = model.groups;
    if (!first || !second || !third || !fourth) throw new Error('four groups expected');
    const removed = await editor.put('/api/business_model', { ...model, groups: [first, second, third] });
    expect(removed.statusCode).toBe(422);
    expect(removed.json()).toMatchObject({ messageKey: 'validation', errors: [{ name: 'groups' }] });
    const replaced = await editor.put('/api/business_model', {
      ...model,
      groups: [first, second, third, { ...fourth, id: randomUUID() }],
    });
    expect(replaced.statusCode).toBe(422);
    expect(replaced.json()).toMatchObject({
      errors: [{ name: 'groups.3.id', message: 'invalid-id' }, { name: 'groups' }],
    });
    const repeated = await editor.put('/api/business_model', {
      ...model,
      groups: [first, first, third, fourth],
    });
    expect(repeated.statusCode).toBe(422);
    const added = await editor.put('/api/business_model', {
      ...model,
      groups: [...model.groups, { id: randomUUID(), name: 'Fifth', items: [] }],
    });
    expect(added.statusCode).toBe(422);
    expect(await current()).toEqual(model);
  });

  it('the groups may come in any order and are kept in the landscape order', async () => {
    const model = await current();
    const response = await editor.put('/api/business_model', {
      ...model,
      groups: [...model.groups].reverse(),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as BusinessModel).groups.map((group) => group.id)).toEqual(
      model.groups.map((group) => group.id),
    );
  });

  it('a process group id may appear once', async () => {
    const model = await current();
    const twice = processGroup([]);
    const response = await editor.put('/api/business_model', withProcessGroups(model, [twice, twice]));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      errors: [{ name: 'groups.0.items.1.id', message: 'invalid-id' }],
    });
  });

  it('an unknown business model is 404 not-found', async () => {
    const model = await current();
    const response = await editor.put('/api/business_model', { ...model, id: randomUUID() });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ messageKey: 'not-found' });
  });
});
