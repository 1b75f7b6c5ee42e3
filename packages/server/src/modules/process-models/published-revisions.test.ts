import { randomUUID } from 'node:crypto';
import {
  ADMIN_USER_ID,
  type InformationGroup,
  type InputOutput,
  NO_ROLE,
  type ProcessModel,
  type ProcessModelListItem,
  type Role,
  type RoleRef,
  type Step,
} from '@stroomlijn/domain';
import { describe, expect, it } from 'vitest';
import { type Client, signedInClient } from '../../test/client.js';
import { createDefinition } from '../../test/input-outputs.js';
import {
  asUpdate,
  createModel,
  graph,
  newModel,
  publish,
  publishedModel,
} from '../../test/process-models.js';
import { assignRoles, createRole } from '../../test/test-app.js';
import { useSignedInAs, useSignedInClient, useTestApp } from '../../test/use-test-app.js';

/**
 * "Published revisions never change": a published revision is a record. It shows the role
 * names, subprocesses and definitions of the moment it was published, whatever happens to them later;
 * the working copy shows them as they are now.
 */
const t = useTestApp();
const modeler = useSignedInClient(t, ['ROLE_MODELER']);
const staff = useSignedInClient(t);
const admin = useSignedInAs(t, ADMIN_USER_ID);

async function renameRole(role: RoleRef, name: string): Promise<void> {
  const { deleted: _, ...current }: Role = (await admin.get(`/api/role/${role.id}`)).json();
  const response = await admin.put('/api/role', { ...current, name });
  expect(response.statusCode, response.body).toBe(200);
}

async function deleteRole(role: RoleRef): Promise<void> {
  const response = await admin.delete(`/api/role/${role.id}`);
  expect(response.statusCode, response.body).toBe(204);
}

function stepOfType(model: Pick<ProcessModel, 'steps'>, type: Step['type']): Step {
  const step = model.steps.find((candidate) => candidate.type === type);
  if (!step) throw new Error(`no ${type} step`);
  return step;
}

function group(stepId: string, inputs: string[], output: string | null): InformationGroup {
  return { id: randomUUID(), stepId, name: 'Order', description: '', output, inputs };
}

/** The definitions revision `revision` keeps, as stored. */
async function storedDefinitions(id: string, revision: number): Promise<InputOutput[]> {
  const row = await t.database.db
    .selectFrom('process_model_revision')
    .select('definitions')
    .where('process_model_id', '=', id)
    .where('revision', '=', revision)
    .executeTakeFirstOrThrow();
  return JSON.parse(row.definitions);
}

/** Every read of the published model as `reader` gets it: the revisions, one by one and the latest. */
async function expectRevisionReads(reader: Client, id: string, revisions: ProcessModel[]): Promise<void> {
  const newestFirst = [...revisions].reverse();
  const list = await reader.get(`/api/process_model/revisions/${id}`);
  expect(list.statusCode, list.body).toBe(200);
  expect(list.json()).toEqual(
    newestFirst.map((model) => ({ revision: model.revision, changeNote: null, model })),
  );
  for (const model of revisions) {
    const one = await reader.get(`/api/process_model/revisions/${id}/${model.revision}`);
    expect(one.json()).toEqual({ revision: model.revision, changeNote: null, model });
  }
  expect((await reader.get(`/api/process_model/${id}`)).json()).toEqual(newestFirst[0]);
}

async function listItem(reader: Client, url: string, id: string): Promise<ProcessModelListItem | undefined> {
  const response = await reader.get(url);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as ProcessModelListItem[]).find((item) => item.id === id);
}

describe('a published revision never changes', () => {
  it('PM-12 PM-19 ED-23 CL-08: after its roles are renamed and deleted, its definitions changed and deleted and its subprocess republished and deleted, every revision read shows exactly what was published; the working copy shows the roles as they are now', async () => {
    const tag = randomUUID().slice(0, 6);
    const purchaser = await createRole(t, { name: `Purchaser ${tag}` });
    const approver = await createRole(t, { name: `Approver ${tag}` });
    const finance = await createRole(t, { name: `Finance ${tag}` });
    const cfo = await createRole(t, { name: `CFO ${tag}` });
    const sub = await publishedModel(modeler, { info: { name: `Supplier check ${tag}`, description: '' } });

    // Revision 1: actors, owner, manager, a subprocess step with an actor, a group with two definitions.
    const steps = graph({ actor: purchaser, subprocess: sub.id, subprocessName: 'Check the supplier' });
    const subStep = stepOfType({ steps }, 'subprocess');
    subStep.actor = approver;
    if (subStep.process) subStep.process = { ...subStep.process, actor: approver };
    const input = newModel({
      info: { name: `Purchase to pay ${tag}`, description: 'Buying' },
      owner: finance,
      manager: cfo,
      steps,
    });
    const orderForm = await createDefinition(modeler, input.id, { name: 'Order form' });
    const purchaseOrder = await createDefinition(modeler, input.id, {
      name: 'Purchase order',
      owner: purchaser,
    });
    input.groups = [group(stepOfType(input, 'activity').id, [orderForm.id], purchaseOrder.id)];
    const created = await modeler.post('/api/process_model', input);
    expect(created.statusCode, created.body).toBe(201);
    const first = await publish(modeler, input.id);
    expect(first).toMatchObject({ revision: 1, owner: finance, manager: cfo });
    expect(stepOfType(first, 'activity').actor).toEqual(purchaser);
    expect(stepOfType(first, 'subprocess')).toMatchObject({
      actor: approver,
      process: { id: sub.id, name: `Supplier check ${tag}`, actor: approver, revision: 1 },
    });
    expect(await storedDefinitions(input.id, 1)).toEqual([orderForm, purchaseOrder]);

    // Revision 2 (save-and-publish): no subprocess and no order form any more.
    const copy: ProcessModel = (await modeler.get(`/api/process_model/${input.id}/edit`)).json();
    const secondSteps = graph({ actor: purchaser });
    const saveAndPublish = await modeler.post(`/api/process_model/publish/${input.id}`, {
      model: {
        ...asUpdate(copy),
        steps: secondSteps,
        groups: [group(stepOfType({ steps: secondSteps }, 'activity').id, [], purchaseOrder.id)],
      },
    });
    expect(saveAndPublish.statusCode, saveAndPublish.body).toBe(200);
    const second: ProcessModel = saveAndPublish.json();
    expect(second).toMatchObject({ revision: 2, owner: finance, manager: cfo });
    expect(await storedDefinitions(input.id, 2)).toEqual([purchaseOrder]);
    await expectRevisionReads(staff, input.id, [first, second]);

    // Everything the revisions name changes.
    const changed = await modeler.put('/api/input-output', {
      ...purchaseOrder,
      name: 'Purchase order, new style',
      description: 'Changed after the publish',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    // Used by revision 1 only: a definition may go.
    expect((await modeler.delete(`/api/input-output/${input.id}/${orderForm.id}`)).statusCode).toBe(204);
    await renameRole(finance, `Finance renamed ${tag}`);
    await renameRole(approver, `Approver renamed ${tag}`);
    await deleteRole(purchaser);
    await deleteRole(cfo);
    const subCopy: ProcessModel = (await modeler.get(`/api/process_model/${sub.id}/edit`)).json();
    const subRepublished = await modeler.post(`/api/process_model/publish/${sub.id}`, {
      model: { ...asUpdate(subCopy), info: { name: `Supplier check renamed ${tag}`, description: '' } },
    });
    expect(subRepublished.statusCode, subRepublished.body).toBe(200);
    // The latest revision of the model no longer opens it: the subprocess model may go too.
    expect((await modeler.delete(`/api/process_model/${sub.id}`)).statusCode).toBe(204);

    // Every revision read shows what was published, for staff and modelers alike.
    for (const reader of [staff, modeler]) await expectRevisionReads(reader, input.id, [first, second]);
    expect(await storedDefinitions(input.id, 1)).toEqual([orderForm, purchaseOrder]);
    expect(await storedDefinitions(input.id, 2)).toEqual([purchaseOrder]);

    // The lists of published models show the latest revision's owner and manager as published.
    const published = { owner: finance, manager: cfo, info: second.info, revision: 2 };
    expect(await listItem(staff, '/api/process_model', input.id)).toMatchObject(published);
    expect(await listItem(modeler, '/api/process_model?published=true', input.id)).toMatchObject(published);
    const financeHolder = await signedInClient(t);
    await assignRoles(t, financeHolder.id, [finance.id]);
    expect(await listItem(financeHolder, '/api/process_model/published/owner', input.id)).toMatchObject(
      published,
    );

    // The working copy shows the roles as they are now: renamed, or none once deleted.
    const now: ProcessModel = (await modeler.get(`/api/process_model/${input.id}/edit`)).json();
    expect(now.owner).toEqual({ id: finance.id, name: `Finance renamed ${tag}` });
    expect(now.manager).toEqual(NO_ROLE);
    expect(stepOfType(now, 'activity').actor).toEqual(NO_ROLE);
    expect(await listItem(modeler, '/api/process_model', input.id)).toMatchObject({
      owner: { id: finance.id, name: `Finance renamed ${tag}` },
      manager: NO_ROLE,
    });
  });

  it('PM-23 CL-08: a revision keeps the names of the moment it is published (publish from the list), not those of the last save', async () => {
    const tag = randomUUID().slice(0, 6);
    const actor = await createRole(t, { name: `Clerk ${tag}` });
    const owner = await createRole(t, { name: `Owner ${tag}` });
    const model = await createModel(modeler, { owner, steps: graph({ actor }) });
    // Between the save and the publish: the actor is renamed, the owner deleted.
    await renameRole(actor, `Clerk at publish ${tag}`);
    await deleteRole(owner);
    const published = await publish(modeler, model.id);
    const atPublish = { id: actor.id, name: `Clerk at publish ${tag}` };
    expect(stepOfType(published, 'activity').actor).toEqual(atPublish);
    expect(published.owner).toEqual(NO_ROLE);

    await renameRole(actor, `Clerk later ${tag}`);
    await expectRevisionReads(staff, model.id, [published]);
    const copy: ProcessModel = (await modeler.get(`/api/process_model/${model.id}/edit`)).json();
    expect(stepOfType(copy, 'activity').actor).toEqual({ id: actor.id, name: `Clerk later ${tag}` });
  });
});
