import { randomUUID } from 'node:crypto';
import {
  GLOBAL_PROCESS_MODEL_ID,
  type InformationGroup,
  type InputOutput,
  type ProcessModel,
  type Step,
  type StructureNode,
} from '@stroomlijn/domain';
import { describe, expect, it } from 'vitest';
import { client } from '../../test/client.js';
import { createDefinition } from '../../test/input-outputs.js';
import { asUpdate, createModel, graph, publish, publishedModel } from '../../test/process-models.js';
import { useSignedInClient, useTestApp } from '../../test/use-test-app.js';

/**
 * The reads the web needs for a revision view: the definitions a revision stored
 * (`GET /revisions/{id}/{revision}/input-output`) and the tree of subprocesses as it recorded it
 * (`GET /structure/{id}/revisions/{revision}`). Neither changes when definitions or subprocesses do.
 */
const t = useTestApp();
const modeler = useSignedInClient(t, ['ROLE_MODELER']);
const editor = useSignedInClient(t, ['ROLE_EDITOR']);
const staff = useSignedInClient(t);

function activityOf(steps: readonly Step[]): Step {
  const step = steps.find((candidate) => candidate.type === 'activity');
  if (!step) throw new Error('no activity');
  return step;
}

function group(stepId: string, inputs: string[], output: string | null): InformationGroup {
  return { id: randomUUID(), stepId, name: 'Order', description: '', output, inputs };
}

async function definitionsOf(id: string, revision: number): Promise<InputOutput[]> {
  const response = await staff.get(`/api/process_model/revisions/${id}/${revision}/input-output`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function treeOf(id: string, revision: number): Promise<StructureNode> {
  const response = await staff.get(`/api/process_model/structure/${id}/revisions/${revision}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** Saves a new name (and graph) into the working copy and publishes it. */
async function republish(id: string, fields: Partial<Pick<ProcessModel, 'info' | 'steps'>>) {
  const copy: ProcessModel = (await modeler.get(`/api/process_model/${id}/edit`)).json();
  const response = await modeler.post(`/api/process_model/publish/${id}`, {
    model: { ...asUpdate(copy), ...fields },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ProcessModel;
}

const node = (id: string, name: string, revision: number, children: StructureNode[] = []) => ({
  id,
  name,
  revision,
  children,
});

describe('GET /api/process_model/revisions/{id}/{revision}/input-output', () => {
  it('gives the definitions the revision stored, unchanged after they are renamed, changed and deleted, while a later revision keeps its own', async () => {
    const model = await createModel(modeler);
    const own = await createDefinition(modeler, model.id, { name: 'Order form', description: 'Paper' });
    const other = await createDefinition(modeler, model.id, { name: 'Invoice' });
    const global = await createDefinition(editor, GLOBAL_PROCESS_MODEL_ID, { name: 'Supplier list' });
    const copy: ProcessModel = (await modeler.get(`/api/process_model/${model.id}/edit`)).json();
    const stepId = activityOf(copy.steps).id;
    const saved = await modeler.put('/api/process_model', {
      ...asUpdate(copy),
      groups: [group(stepId, [own.id, global.id], other.id)],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await publish(modeler, model.id);
    expect(await definitionsOf(model.id, 1)).toEqual([own, global, other]);

    // The model's definition is renamed, the global one changed; the second one goes after revision 2.
    const renamed = await modeler.put('/api/input-output', {
      ...own,
      name: 'Order form, new style',
      description: 'Online',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const changedGlobal = await editor.put('/api/input-output', { ...global, description: 'Changed' });
    expect(changedGlobal.statusCode, changedGlobal.body).toBe(200);
    const second = await republish(model.id, {});
    expect(second.revision).toBe(2);
    const secondCopy: ProcessModel = (await modeler.get(`/api/process_model/${model.id}/edit`)).json();
    const withoutOther = await modeler.put('/api/process_model', {
      ...asUpdate(secondCopy),
      groups: [group(stepId, [own.id], null)],
    });
    expect(withoutOther.statusCode, withoutOther.body).toBe(200);
    await publish(modeler, model.id);
    expect((await modeler.delete(`/api/input-output/${model.id}/${other.id}`)).statusCode).toBe(204);

    expect(await definitionsOf(model.id, 1)).toEqual([own, global, other]);
    expect(await definitionsOf(model.id, 2)).toEqual([renamed.json(), changedGlobal.json(), other]);
    expect(await definitionsOf(model.id, 3)).toEqual([renamed.json()]);
    // The live list has moved on.
    const live: InputOutput[] = (await modeler.get(`/api/input-output/${model.id}`)).json();
    expect(live.map((definition) => definition.name)).toEqual(['Order form, new style']);
  });

  it('is open to every signed-in user, not to anonymous callers; 404 for an unknown or deleted model or revision and for a malformed id or revision', async () => {
    const model = await publishedModel(modeler);
    const url = `/api/process_model/revisions/${model.id}/1/input-output`;
    for (const reader of [staff, modeler, editor]) {
      const response = await reader.get(url);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual([]);
    }
    expect((await client(t.app).get(url)).statusCode).toBe(401);

    for (const missing of [
      `/api/process_model/revisions/${model.id}/2/input-output`,
      `/api/process_model/revisions/${randomUUID()}/1/input-output`,
    ]) {
      const response = await staff.get(missing);
      expect(response.statusCode, missing).toBe(404);
      expect(response.json().messageKey).toBe('not-found');
    }
    const never = await createModel(modeler);
    expect((await staff.get(`/api/process_model/revisions/${never.id}/1/input-output`)).statusCode).toBe(404);
    for (const bad of [
      'not-a-uuid/1',
      `${model.id}/0`,
      `${model.id}/-1`,
      `${model.id}/1.5`,
      `${model.id}/x`,
    ]) {
      const response = await staff.get(`/api/process_model/revisions/${bad}/input-output`);
      // A malformed id or revision names no revision: 404, as the other revision reads answer.
      expect(response.statusCode, bad).toBe(404);
      expect(response.json().messageKey, bad).toBe('not-found');
    }
    expect((await modeler.delete(`/api/process_model/${model.id}`)).statusCode).toBe(204);
    expect((await staff.get(url)).statusCode).toBe(404);
  });
});

describe('GET /api/process_model/structure/{id}/revisions/{revision}', () => {
  it('gives the tree as the revision recorded it, each node with its revision, unchanged after its subprocesses are renamed, republished and deleted', async () => {
    const tag = randomUUID().slice(0, 6);
    const leaf = await publishedModel(modeler, { info: { name: `Leaf ${tag}`, description: '' } });
    const middle = await publishedModel(modeler, {
      info: { name: `Middle ${tag}`, description: '' },
      steps: graph({ subprocess: leaf.id }),
    });
    const top = await publishedModel(modeler, {
      info: { name: `Top ${tag}`, description: '' },
      steps: graph({ subprocess: middle.id }),
    });
    const firstTree = node(top.id, `Top ${tag}`, 1, [
      node(middle.id, `Middle ${tag}`, 1, [node(leaf.id, `Leaf ${tag}`, 1)]),
    ]);
    expect(await treeOf(top.id, 1)).toEqual(firstTree);

    // The leaf and the middle are renamed and republished; the middle's revision 2 opens the leaf's 2.
    await republish(leaf.id, { info: { name: `Leaf renamed ${tag}`, description: '' } });
    await republish(middle.id, {
      info: { name: `Middle renamed ${tag}`, description: '' },
      steps: graph({ subprocess: leaf.id }),
    });
    expect(await treeOf(top.id, 1)).toEqual(firstTree);
    expect(await treeOf(middle.id, 1)).toEqual(firstTree.children[0]);
    expect(await treeOf(middle.id, 2)).toEqual(
      node(middle.id, `Middle renamed ${tag}`, 2, [node(leaf.id, `Leaf renamed ${tag}`, 2)]),
    );
    // The tree of the latest revisions has moved on (it has no revisions in its nodes).
    expect((await staff.get(`/api/process_model/structure/${top.id}/published`)).json()).toEqual({
      id: top.id,
      name: `Top ${tag}`,
      children: [
        {
          id: middle.id,
          name: `Middle renamed ${tag}`,
          children: [{ id: leaf.id, name: `Leaf renamed ${tag}`, children: [] }],
        },
      ],
    });

    // Revision 2 of the top opens the latest middle; its revision 1 is unchanged.
    await republish(top.id, { steps: graph({ subprocess: middle.id }) });
    expect(await treeOf(top.id, 2)).toEqual(
      node(top.id, `Top ${tag}`, 2, [
        node(middle.id, `Middle renamed ${tag}`, 2, [node(leaf.id, `Leaf renamed ${tag}`, 2)]),
      ]),
    );
    expect(await treeOf(top.id, 1)).toEqual(firstTree);

    // A model only older revisions open may be deleted: its revisions are gone, so the tree leaves it out.
    await republish(middle.id, { steps: graph() });
    expect((await modeler.delete(`/api/process_model/${leaf.id}`)).statusCode).toBe(204);
    expect(await treeOf(top.id, 1)).toEqual(
      node(top.id, `Top ${tag}`, 1, [node(middle.id, `Middle ${tag}`, 1)]),
    );
  });

  it('is open to every signed-in user, not to anonymous callers; 404 for an unknown or deleted model or revision and for a malformed id or revision', async () => {
    const model = await publishedModel(modeler, { info: { name: 'Alone', description: '' } });
    const url = `/api/process_model/structure/${model.id}/revisions/1`;
    for (const reader of [staff, modeler, editor]) {
      const response = await reader.get(url);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual(node(model.id, 'Alone', 1));
    }
    expect((await client(t.app).get(url)).statusCode).toBe(401);
    for (const missing of [
      `/api/process_model/structure/${model.id}/revisions/2`,
      `/api/process_model/structure/${randomUUID()}/revisions/1`,
    ]) {
      const response = await staff.get(missing);
      expect(response.statusCode, missing).toBe(404);
      expect(response.json().messageKey).toBe('not-found');
    }
    for (const bad of ['not-a-uuid/revisions/1', `${model.id}/revisions/0`, `${model.id}/revisions/x`]) {
      const response = await staff.get(`/api/process_model/structure/${bad}`);
      // A malformed id or revision names no revision: 404, as the other revision reads answer.
      expect(response.statusCode, bad).toBe(404);
      expect(response.json().messageKey, bad).toBe('not-found');
    }
    expect((await modeler.delete(`/api/process_model/${model.id}`)).statusCode).toBe(204);
    expect((await staff.get(url)).statusCode).toBe(404);
  });
});
