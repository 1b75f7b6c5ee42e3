import { randomUUID } from 'node:crypto';
import type { ProcessModel, ProcessModelListItem, SystemRole } from '@stroomlijn/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { client, signedInClient } from '../../test/client.js';
import { asUpdate, createModel, graph, publishedModel } from '../../test/process-models.js';
import { useSignedInClient, useTestApp } from '../../test/use-test-app.js';

/** The process models Data streams lists (spec part 2 §2, §7): `GET /api/process_model`. */
const t = useTestApp();
const modeler = useSignedInClient(t, ['ROLE_MODELER']);
let published: ProcessModel;
let renamedDraft: ProcessModel;
let unpublished: ProcessModel;
let deleted: ProcessModel;

const byId = (items: ProcessModelListItem[], id: string) => items.find((item) => item.id === id);

beforeAll(async () => {
  published = await publishedModel(modeler);
  // Published, then renamed in the working copy without publishing again.
  renamedDraft = await publishedModel(modeler);
  const save = await modeler.put('/api/process_model', {
    ...asUpdate(renamedDraft),
    info: { name: 'Draft name', description: 'Draft description' },
  });
  expect(save.statusCode, save.body).toBe(200);
  unpublished = await createModel(modeler);
  deleted = await publishedModel(modeler);
  expect((await modeler.delete(`/api/process_model/${deleted.id}`)).statusCode).toBe(204);
});
function expectPublishedOnly(items: ProcessModelListItem[]) {
  expect(byId(items, published.id)).toMatchObject({ status: 'published', info: published.info, revision: 1 });
  // The latest published revision, not the working copy's draft.
  expect(byId(items, renamedDraft.id)).toMatchObject({ info: renamedDraft.info, revision: 1 });
  expect(byId(items, unpublished.id)).toBeUndefined();
  expect(byId(items, deleted.id)).toBeUndefined();
  expect(items.every((item) => item.status === 'published' && !item.deleted)).toBe(true);
}

describe('GET /api/process_model for Data streams', () => {
  it('DS-01: an editor (not a modeler) gets the published models, latest revision, by name', async () => {
    const editor = await signedInClient(t, ['ROLE_EDITOR']);
    for (const url of ['/api/process_model', '/api/process_model?published=true']) {
      const response = await editor.get(url);
      expect(response.statusCode, response.body).toBe(200);
      const items = response.json() as ProcessModelListItem[];
      expectPublishedOnly(items);
      const names = items.map((item) => item.info.name.toLowerCase());
      expect(names).toEqual([...names].sort());
    }
  });

  it('DS-01: an editor who is also a modeler gets only the published models with published=true', async () => {
    const both = await signedInClient(t, ['ROLE_EDITOR', 'ROLE_MODELER']);
    const answer = await both.get('/api/process_model?published=true');
    expect(answer.statusCode, answer.body).toBe(200);
    expectPublishedOnly(answer.json());
    // Without it a modeler still gets the working copies (the process-model overview).
    const copies = (await both.get('/api/process_model?published=false')).json() as ProcessModelListItem[];
    expect(byId(copies, unpublished.id)).toMatchObject({ status: 'working-copy', revision: 0 });
    expect(byId(copies, renamedDraft.id)?.info.name).toBe('Draft name');
  });

  it('a user without ROLE_EDITOR or ROLE_MODELER reads the published models too (every signed-in user)', async () => {
    for (const roles of [['ROLE_USER'], []] as SystemRole[][]) {
      const user = await signedInClient(t, roles);
      const response = await user.get('/api/process_model?published=true');
      expect(response.statusCode, response.body).toBe(200);
      expectPublishedOnly(response.json());
    }
  });

  it('anonymous callers are refused; a published value that is not a boolean is a validation error', async () => {
    expect((await client(t.app).get('/api/process_model?published=true')).statusCode).toBe(401);
    const editor = await signedInClient(t, ['ROLE_EDITOR']);
    const response = await editor.get('/api/process_model?published=maybe');
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toMatchObject({ messageKey: 'validation' });
  });

  it('DS-08: the published model as an editor reads it has id, info, status, deleted, steps and groups with stepId', async () => {
    const steps = graph();
    const activity = steps.find((step) => step.type === 'activity');
    if (!activity) throw new Error('graph() has an activity');
    const group = {
      id: randomUUID(),
      stepId: activity.id,
      name: 'Intake',
      description: '',
      output: null,
      inputs: [],
    };
    const model = await publishedModel(modeler, { steps, groups: [group] });
    const editor = await signedInClient(t, ['ROLE_EDITOR']);
    const response = await editor.get(`/api/process_model/${model.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const read = response.json() as ProcessModel;
    expect(read).toMatchObject({ id: model.id, info: model.info, status: 'published', deleted: false });
    expect(read.steps.map(({ id, name, type }) => ({ id, name, type }))).toEqual(
      steps.map(({ id, name, type }) => ({ id, name, type })),
    );
    expect(read.groups).toHaveLength(1);
    expect(read.groups[0]).toMatchObject({ id: group.id, stepId: activity.id, name: 'Intake' });
  });
});
