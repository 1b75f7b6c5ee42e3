import { randomUUID } from 'node:crypto';
import {
  ADMIN_USER_ID,
  EVERYONE_ROLE_ID,
  NO_ROLE,
  type ProcessModel,
  type ProcessModelListItem,
  type StructureNode,
} from '@stroomlijn/domain';
import { describe, expect, it } from 'vitest';
import { client, signedInAs, signedInClient } from '../../test/client.js';
import { whileLocked } from '../../test/concurrency.js';
import { asUpdate, createModel, graph, publish, publishedModel } from '../../test/process-models.js';
import { assignRoles, createRole, testDialect } from '../../test/test-app.js';
import { useSignedInClient, useTestApp } from '../../test/use-test-app.js';

const t = useTestApp();
const modeler = useSignedInClient(t, ['ROLE_MODELER']);

async function userHolding(roleIds: string[]) {
  const user = await signedInClient(t);
  await assignRoles(t, user.id, roleIds);
  return user;
}

const ids = (items: ProcessModelListItem[]) => items.map((item) => item.id);

describe('published/actor, owner and manager', () => {
  it('MP-03 MP-04 MP-05: each lists the published models in which one of my effective roles has that part, a role inside a role of type roles included', async () => {
    const clerk = await createRole(t);
    const team = await createRole(t, { type: 'roles', contains: [clerk.id] });
    const boss = await createRole(t);
    const asActor = await publishedModel(modeler, { steps: graph({ actor: team }) });
    const asOwner = await publishedModel(modeler, { owner: clerk });
    const asManager = await publishedModel(modeler, { manager: boss });
    const unpublished = await createModel(modeler, { owner: clerk, steps: graph({ actor: clerk }) });

    const me = await userHolding([clerk.id]);
    expect(ids((await me.get('/api/process_model/published/actor')).json())).toEqual([asActor.id]);
    expect(ids((await me.get('/api/process_model/published/owner')).json())).toEqual([asOwner.id]);
    expect(ids((await me.get('/api/process_model/published/manager')).json())).toEqual([]);
    const manager = await userHolding([boss.id]);
    expect(ids((await manager.get('/api/process_model/published/manager')).json())).toEqual([asManager.id]);
    expect(ids((await manager.get('/api/process_model/published/actor')).json())).toEqual([]);
    expect((await me.get('/api/process_model/published/owner')).json()).not.toContainEqual(
      expect.objectContaining({ id: unpublished.id }),
    );
    expect((await client(t.app).get('/api/process_model/published/actor')).statusCode).toBe(401);
  });

  it('MP-03: the lists follow the latest revision, not the working copy; Everyone as actor reaches every user', async () => {
    const clerk = await createRole(t);
    const model = await publishedModel(modeler, { steps: graph({ actor: clerk }) });
    const me = await userHolding([clerk.id]);
    const copy: ProcessModel = (await modeler.get(`/api/process_model/${model.id}/edit`)).json();
    const everyone = { id: EVERYONE_ROLE_ID, name: 'Everyone' };
    await modeler.put('/api/process_model', { ...asUpdate(copy), steps: graph({ actor: everyone }) });
    expect(ids((await me.get('/api/process_model/published/actor')).json())).toContain(model.id);
    const anyone = await userHolding([]);
    expect(ids((await anyone.get('/api/process_model/published/actor')).json())).not.toContain(model.id);
    await publish(modeler, model.id);
    expect(ids((await anyone.get('/api/process_model/published/actor')).json())).toContain(model.id);
  });
});

describe('role references', () => {
  it('CL-08: the working copy reads roles under their current name and a deleted role as none; the published revision keeps the names it was published with', async () => {
    const owner = await createRole(t);
    const actor = await createRole(t);
    const model = await publishedModel(modeler, { owner, steps: graph({ actor }) });
    await t.database.db
      .updateTable('role')
      .set({ name: `Renamed ${owner.id.slice(0, 8)}` })
      .where('id', '=', owner.id)
      .execute();
    const admin = await signedInAs(t, ADMIN_USER_ID);
    expect((await admin.delete(`/api/role/${actor.id}`)).statusCode).toBe(204);
    const renamed = { id: owner.id, name: `Renamed ${owner.id.slice(0, 8)}` };
    const reads = [
      { url: `/api/process_model/${model.id}/edit`, owner: renamed, actor: NO_ROLE },
      { url: `/api/process_model/${model.id}`, owner, actor },
      { url: `/api/process_model/revisions/${model.id}/1`, owner, actor },
    ];
    for (const expected of reads) {
      const body = (await modeler.get(expected.url)).json();
      const read: ProcessModel = body.model ?? body;
      expect(read.owner, expected.url).toEqual(expected.owner);
      expect(read.steps.find((step) => step.type === 'activity')?.actor, expected.url).toEqual(
        expected.actor,
      );
    }
    const list: ProcessModelListItem[] = (await modeler.get('/api/process_model')).json();
    expect(list.find((item) => item.id === model.id)?.owner).toEqual(renamed);
    const published: ProcessModelListItem[] = (await modeler.get('/api/process_model?published=true')).json();
    expect(published.find((item) => item.id === model.id)?.owner).toEqual(owner);
  });
});

describe('structure', () => {
  it('PM-20: GET structure/{id} (working copies) and structure/{id}/published give the tree of subprocesses; a model again on its own path is not expanded', async () => {
    const leaf = await publishedModel(modeler, { info: { name: 'Leaf', description: '' } });
    const middle = await publishedModel(modeler, {
      info: { name: 'Middle', description: '' },
      steps: graph({ subprocess: leaf.id }),
    });
    const top = await publishedModel(modeler, {
      info: { name: 'Top', description: '' },
      steps: graph({ subprocess: middle.id }),
    });
    // The leaf now opens the top: a loop between models.
    const leafCopy: ProcessModel = (await modeler.get(`/api/process_model/${leaf.id}/edit`)).json();
    const saved = await modeler.put('/api/process_model', {
      ...asUpdate(leafCopy),
      info: { name: 'Leaf draft', description: '' },
      steps: graph({ subprocess: top.id }),
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const node = (id: string, name: string, children: StructureNode[] = []) => ({ id, name, children });
    expect((await modeler.get(`/api/process_model/structure/${top.id}/published`)).json()).toEqual(
      node(top.id, 'Top', [node(middle.id, 'Middle', [node(leaf.id, 'Leaf')])]),
    );
    expect((await modeler.get(`/api/process_model/structure/${top.id}`)).json()).toEqual(
      node(top.id, 'Top', [node(middle.id, 'Middle', [node(leaf.id, 'Leaf draft', [node(top.id, 'Top')])])]),
    );
    await publish(modeler, leaf.id);
    const staff = await userHolding([]);
    expect((await staff.get(`/api/process_model/structure/${leaf.id}/published`)).json()).toEqual(
      node(leaf.id, 'Leaf draft', [
        node(top.id, 'Top', [node(middle.id, 'Middle', [node(leaf.id, 'Leaf draft')])]),
      ]),
    );
  });

  it('PM-20: 404 for an unknown model, and for the published tree of a model never published', async () => {
    const draft = await createModel(modeler);
    expect((await modeler.get(`/api/process_model/structure/${draft.id}`)).json()).toEqual({
      id: draft.id,
      name: draft.info.name,
      children: [],
    });
    expect((await modeler.get(`/api/process_model/structure/${draft.id}/published`)).statusCode).toBe(404);
    expect((await modeler.get(`/api/process_model/structure/${randomUUID()}`)).statusCode).toBe(404);
  });
});

describe.runIf(testDialect === 'postgres')('on PostgreSQL, publishes of one working copy queue up', () => {
  it('duplicate-revision: two publishes waiting on the same working copy: one publishes, the other is refused', async () => {
    const model = await createModel(modeler);
    const { answer: answers, waited } = await whileLocked(
      t,
      (trx) => trx.selectFrom('process_model').select('id').where('id', '=', model.id).forUpdate().execute(),
      () => Promise.all([1, 2].map(() => modeler.post(`/api/process_model/publish/${model.id}`, {}))),
    );
    expect(waited).toBe(true);
    const statuses = answers.map((answer) => [answer.statusCode, answer.json().messageKey]);
    expect(statuses.map(([status]) => status).sort()).toEqual([200, 409]);
    expect(statuses).toContainEqual([409, 'duplicate-revision']);
  });
});
