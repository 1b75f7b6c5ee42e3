import { randomUUID } from 'node:crypto';
import {
  ADMIN_USER_ID,
  NO_PROCESS,
  NO_ROLE,
  type ProcessModel,
  type ProcessModelListItem,
  type Revision,
  type Step,
  UNKNOWN_PROCESS_ID,
  UNKNOWN_ROLE_ID,
} from '@stroomlijn/domain';
import { describe, expect, it } from 'vitest';
import { client, signedInAs } from '../../test/client.js';
import {
  asUpdate,
  createModel,
  graph,
  newModel,
  publish,
  publishedModel,
} from '../../test/process-models.js';
import { createRole } from '../../test/test-app.js';
import { useSignedInClient, useTestApp } from '../../test/use-test-app.js';

const t = useTestApp();
const modeler = useSignedInClient(t, ['ROLE_MODELER'], {
  firstName: 'Mia',
  preposition: 'de',
  lastName: 'Modeler',
});
const staff = useSignedInClient(t);

describe('create, save and read the working copy', () => {
  it('PM-13 PM-15 PM-17 PM-24 ED-20 CL-08: POST creates the working copy (revision 0, an unpublished draft); GET /edit reads it', async () => {
    const input = newModel();
    const response = await modeler.post('/api/process_model', input);
    expect(response.statusCode).toBe(201);
    const model: ProcessModel = response.json();
    expect(model).toEqual({
      ...input,
      status: 'working-copy',
      deleted: false,
      revision: 0,
      updatedAt: expect.any(Number),
      publishedAt: null,
      publishedBy: null,
      unpublishedDraftAvailable: true,
      reviewIntervalMonths: null,
      reviewDate: null,
      approvalRole: { id: UNKNOWN_ROLE_ID, name: '' },
      approval: null,
    });
    expect(model.owner).toEqual({ id: UNKNOWN_ROLE_ID, name: '' });
    expect((await modeler.get(`/api/process_model/${input.id}/edit`)).json()).toEqual(model);
    // Never published: nothing to read for anyone yet.
    expect((await modeler.get(`/api/process_model/${input.id}`)).statusCode).toBe(404);
  });

  it('PM-15 PM-22: PUT saves the working copy with the updatedAt it was based on; a stale one is refused with 409 conflict', async () => {
    const model = await createModel(modeler);
    const saved = await modeler.put('/api/process_model', {
      ...asUpdate(model),
      info: { name: 'Renamed', description: 'New' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      info: { name: 'Renamed' },
      status: 'working-copy',
      unpublishedDraftAvailable: true,
    });
    expect(saved.json().updatedAt).toBeGreaterThan(model.updatedAt);
    const stale = await modeler.put('/api/process_model', {
      ...asUpdate(model),
      info: { name: 'Lost', description: '' },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().messageKey).toBe('conflict');
    expect((await modeler.get(`/api/process_model/${model.id}/edit`)).json().info.name).toBe('Renamed');
    const { updatedAt: _, ...unbased } = asUpdate(saved.json());
    const missing = await modeler.put('/api/process_model', unbased);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual([{ name: 'updatedAt', message: 'not-set' }]);
    const extra = await modeler.put('/api/process_model', { ...asUpdate(saved.json()), origin: 'copy' });
    expect(extra.statusCode).toBe(422);
    expect(extra.json().errors).toEqual([{ name: 'origin', message: 'unknown-field' }]);
  });

  it('answers 404 not-found for an unknown model and 422 invalid-id for an id in use or a placeholder id', async () => {
    expect((await modeler.put('/api/process_model', { ...newModel(), updatedAt: 1 })).statusCode).toBe(404);
    expect((await modeler.get(`/api/process_model/${randomUUID()}/edit`)).json().messageKey).toBe(
      'not-found',
    );
    const model = await createModel(modeler);
    for (const id of [model.id, UNKNOWN_PROCESS_ID]) {
      const reused = await modeler.post('/api/process_model', newModel({ id }));
      expect(reused.statusCode).toBe(422);
      expect(reused.json()).toMatchObject({
        messageKey: 'invalid-id',
        errors: [{ name: 'id', message: 'invalid-id' }],
      });
    }
  });

  it('ED-25 ED-26 ED-27: a graph that breaks the rules is refused with 422 validation naming the rule', async () => {
    const [start, activity, end] = graph() as [Step, Step, Step];
    const cases = [
      { steps: [activity, end, { ...end, id: randomUUID() }], message: 'No start step found' },
      { steps: [start, activity, { ...end, type: 'activity' as const }], message: 'No end step found' },
      { steps: [start, { ...activity, children: [] }, end], message: /relation/ },
      { steps: [start, activity, end, { ...activity, id: randomUUID() }], message: /cannot be reached/ },
    ];
    for (const { steps, message } of cases) {
      const response = await modeler.post('/api/process_model', newModel({ steps: steps as never }));
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ messageKey: 'validation', errors: [{ name: 'steps' }] });
      expect(response.json().message).toMatch(message);
    }
  });

  it('422 validation for bad input: missing fields, a role that is not a live role, a group of no step', async () => {
    const missing = await modeler.post('/api/process_model', { id: randomUUID(), info: { name: 'x' } });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toContainEqual({ name: 'steps', message: 'not-set' });

    const gone = await createRole(t);
    await t.database.db.updateTable('role').set({ deleted: 1 }).where('id', '=', gone.id).execute();
    const steps = graph({ actor: { id: randomUUID(), name: 'Nobody' } });
    const response = await modeler.post(
      '/api/process_model',
      newModel({ steps, owner: { id: gone.id, name: gone.name } }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      messageKey: 'validation',
      errors: [
        { name: 'owner', message: 'invalid-value' },
        { name: 'steps.1.actor', message: 'invalid-value' },
      ],
    });

    const group = {
      id: randomUUID(),
      stepId: randomUUID(),
      name: 'G',
      description: '',
      output: null,
      inputs: [],
    };
    const orphan = await modeler.post('/api/process_model', newModel({ groups: [group] }));
    expect(orphan.json().errors).toEqual([{ name: 'groups.0.stepId', message: 'invalid-value' }]);
  });

  it('ED-21 ED-23 ED-33 CL-09: weights are renumbered 1..n, a control keeps no operator (JUDGE), a placeholder subprocess stays the placeholder', async () => {
    const [start, activity, end] = graph() as [Step, Step, Step];
    const other = { ...activity, id: randomUUID(), name: 'Other' };
    const control = {
      id: randomUUID(),
      name: 'Decide',
      type: 'control' as const,
      actor: NO_ROLE,
      children: [
        { id: other.id, weight: 2.5 },
        { id: activity.id, weight: -1 },
      ],
    };
    const sub = {
      ...activity,
      id: randomUUID(),
      type: 'subprocess' as const,
      name: 'Sub',
      children: [{ id: end.id, weight: 7 }],
    };
    const steps = [
      { ...start, children: [{ id: control.id, weight: 1 }] },
      control,
      activity,
      other,
      sub,
      end,
    ];
    activity.children = [{ id: sub.id, weight: 1 }];
    other.children = [{ id: sub.id, weight: 1 }];
    const model = await createModel(modeler, { steps });
    const read = new Map(model.steps.map((step) => [step.id, step]));
    expect(read.get(control.id)?.children).toEqual([
      { id: activity.id, weight: 1 },
      { id: other.id, weight: 2 },
    ]);
    expect(read.get(control.id)?.operator).toBeUndefined();
    expect(read.get(sub.id)?.process).toEqual(NO_PROCESS);
    expect(read.get(sub.id)?.children).toEqual([{ id: end.id, weight: 1 }]);
  });
});

describe('publish and revisions', () => {
  it('PM-18 PM-21 PM-23 PM-12 PM-19 PM-10: publish makes revision n+1; revisions stay readable and unchanged after further saves and publishes', async () => {
    const model = await createModel(modeler, { info: { name: 'First text', description: '' } });
    const first = await publish(modeler, model.id);
    expect(first).toMatchObject({
      id: model.id,
      status: 'published',
      revision: 1,
      publishedBy: { name: 'Mia de Modeler' },
      unpublishedDraftAvailable: false,
      info: { name: 'First text' },
    });
    const copy: ProcessModel = (await modeler.get(`/api/process_model/${model.id}/edit`)).json();
    expect(copy).toMatchObject({
      revision: 1,
      unpublishedDraftAvailable: false,
      publishedAt: first.publishedAt,
    });

    const saved: ProcessModel = (
      await modeler.put('/api/process_model', {
        ...asUpdate(copy),
        info: { name: 'Second text', description: '' },
      })
    ).json();
    expect(saved).toMatchObject({ revision: 1, status: 'working-copy', unpublishedDraftAvailable: true });
    // Everyone still reads revision 1.
    expect((await staff.get(`/api/process_model/${model.id}`)).json()).toEqual(first);

    const second = await publish(modeler, model.id);
    expect(second).toMatchObject({ revision: 2, info: { name: 'Second text' } });
    await modeler.put('/api/process_model', {
      ...asUpdate(saved),
      updatedAt: second.updatedAt,
      info: { name: 'Third', description: '' },
    });

    const revisions: Revision[] = (await staff.get(`/api/process_model/revisions/${model.id}`)).json();
    expect(revisions.map((r) => r.revision)).toEqual([2, 1]);
    expect(revisions[1]).toEqual({ revision: 1, changeNote: null, model: first });
    expect((await staff.get(`/api/process_model/revisions/${model.id}/1`)).json()).toEqual({
      revision: 1,
      changeNote: null,
      model: first,
    });
    expect((await staff.get(`/api/process_model/revisions/${model.id}/2`)).json().model).toEqual(second);
    expect((await staff.get(`/api/process_model/revisions/${model.id}/3`)).statusCode).toBe(404);
    expect((await staff.get(`/api/process_model/revisions/${model.id}/x`)).statusCode).toBe(404);
    expect((await staff.get(`/api/process_model/revisions/${randomUUID()}`)).statusCode).toBe(404);
  });

  it('PM-18: publishes without a body, as a plain POST', async () => {
    const model = await createModel(modeler);
    const response = await modeler.inject({ method: 'POST', url: `/api/process_model/publish/${model.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ revision: 1, status: 'published' });
  });

  it('duplicate-revision: a working copy published already is not published again', async () => {
    const model = await publishedModel(modeler);
    const again = await modeler.post(`/api/process_model/publish/${model.id}`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().messageKey).toBe('duplicate-revision');
    expect((await modeler.post(`/api/process_model/publish/${randomUUID()}`, {})).statusCode).toBe(404);
  });

  it('duplicate-revision: of two publishes racing on one working copy exactly one wins', async () => {
    for (const published of [false, true]) {
      const model = published ? await publishedModel(modeler) : await createModel(modeler);
      if (published) {
        const copy: ProcessModel = (await modeler.get(`/api/process_model/${model.id}/edit`)).json();
        expect((await modeler.put('/api/process_model', asUpdate(copy))).statusCode).toBe(200);
      }
      const answers = await Promise.all(
        [1, 2, 3].map(() => modeler.post(`/api/process_model/publish/${model.id}`, {})),
      );
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses).toEqual([200, 409, 409]);
      for (const answer of answers.filter((a) => a.statusCode === 409)) {
        expect(answer.json().messageKey).toBe('duplicate-revision');
      }
      const revisions: Revision[] = (await staff.get(`/api/process_model/revisions/${model.id}`)).json();
      expect(revisions.map((r) => r.revision)).toEqual(published ? [2, 1] : [1]);
    }
  });

  it('PM-25: save-and-publish saves the body and publishes it in one call', async () => {
    const model = await createModel(modeler);
    const response = await modeler.post(`/api/process_model/publish/${model.id}`, {
      model: { ...asUpdate(model), info: { name: 'Saved and published', description: '' } },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ revision: 1, info: { name: 'Saved and published' } });
    expect((await modeler.get(`/api/process_model/${model.id}/edit`)).json()).toMatchObject({
      info: { name: 'Saved and published' },
      unpublishedDraftAvailable: false,
    });
  });

  it('PM-25: save-and-publish is one transaction: when the publish is refused nothing is saved', async () => {
    const model = await createModel(modeler);
    const body = {
      ...asUpdate(model),
      info: { name: 'Never saved', description: '' },
      steps: graph({ subprocess: null }),
    };
    const response = await modeler.post(`/api/process_model/publish/${model.id}`, { model: body });
    expect(response.statusCode).toBe(409);
    expect(response.json().messageKey).toBe('subprocess_not_published');
    expect((await modeler.get(`/api/process_model/${model.id}/edit`)).json()).toEqual(model);
    const stale = await modeler.post(`/api/process_model/publish/${model.id}`, {
      model: { ...asUpdate(model), updatedAt: model.updatedAt - 1 },
    });
    expect(stale.json().messageKey).toBe('conflict');
    const other = await modeler.post(`/api/process_model/publish/${model.id}`, {
      model: { ...asUpdate(model), id: randomUUID() },
    });
    expect(other.statusCode).toBe(422);
    expect((await modeler.get(`/api/process_model/${model.id}/edit`)).json()).toEqual(model);
  });
});

describe('subprocesses', () => {
  it('PM-26: a subprocess must be selected and published to publish; a working copy may open an unpublished one', async () => {
    const unpublished = await createModel(modeler, { info: { name: 'Not yet published', description: '' } });
    const saved = await modeler.post(
      '/api/process_model',
      newModel({ steps: graph({ subprocess: unpublished.id }) }),
    );
    expect(saved.statusCode, saved.body).toBe(201);
    const draft = saved.json() as ProcessModel;
    expect(draft.steps.find((s) => s.type === 'subprocess')?.process).toEqual({
      id: unpublished.id,
      name: 'Not yet published',
      actor: NO_ROLE,
      revision: 0,
    });
    const early = await modeler.post(`/api/process_model/publish/${draft.id}`, {});
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      messageKey: 'subprocess_not_published',
      references: [{ name: 'Subprocess step' }],
    });
    await publish(modeler, unpublished.id);
    const published = await publish(modeler, draft.id);
    expect(published.steps.find((s) => s.type === 'subprocess')?.process).toMatchObject({
      id: unpublished.id,
      revision: 1,
    });

    const placeholder = await createModel(modeler, { steps: graph({ subprocess: null }) });
    const refused = await modeler.post(`/api/process_model/publish/${placeholder.id}`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().messageKey).toBe('subprocess_not_published');

    const self = await modeler.put('/api/process_model', {
      ...asUpdate(placeholder),
      steps: graph({ subprocess: placeholder.id }),
    });
    expect(self.json().messageKey).toBe('subprocess_not_published');

    const sub = await publishedModel(modeler, { info: { name: 'The subprocess', description: '' } });
    const parent = await modeler.put('/api/process_model', {
      ...asUpdate(placeholder),
      steps: graph({ subprocess: sub.id }),
    });
    expect(parent.statusCode, parent.body).toBe(200);
    const step = (parent.json() as ProcessModel).steps.find((s) => s.type === 'subprocess');
    expect(step?.process).toEqual({ id: sub.id, name: 'The subprocess', actor: NO_ROLE, revision: 1 });
    expect((await publish(modeler, placeholder.id)).revision).toBe(1);
  });

  it('PM-16 PM-27: a model used as subprocess in a published model cannot be deleted (sub-process-used); otherwise DELETE hides it', async () => {
    const sub = await publishedModel(modeler);
    const parent = await publishedModel(modeler, {
      info: { name: 'Parent process', description: '' },
      steps: graph({ subprocess: sub.id }),
    });
    const refused = await modeler.delete(`/api/process_model/${sub.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      messageKey: 'sub-process-used',
      references: [{ name: 'Parent process' }],
    });

    expect((await modeler.delete(`/api/process_model/${parent.id}`)).statusCode).toBe(204);
    expect((await modeler.delete(`/api/process_model/${sub.id}`)).statusCode).toBe(204);
    for (const url of [
      `/api/process_model/${sub.id}`,
      `/api/process_model/${sub.id}/edit`,
      `/api/process_model/revisions/${sub.id}/1`,
    ]) {
      expect((await modeler.get(url)).statusCode, url).toBe(404);
    }
    const list: ProcessModelListItem[] = (await modeler.get('/api/process_model')).json();
    expect(list.some((item) => item.id === sub.id || item.id === parent.id)).toBe(false);
    expect((await modeler.delete(`/api/process_model/${sub.id}`)).statusCode).toBe(404);
    // A deleted model is no subprocess any more.
    const user = await modeler.post('/api/process_model', newModel({ steps: graph({ subprocess: sub.id }) }));
    expect(user.json().messageKey).toBe('subprocess_not_published');
  });
});

describe('lists and access', () => {
  it('PM-14 PM-03 PM-21: modelers list every live working copy by name; other users only published models as published', async () => {
    const tag = randomUUID().slice(0, 6);
    const b = await createModel(modeler, { info: { name: `b list ${tag}`, description: '' } });
    await publishedModel(modeler, { info: { name: `A list ${tag}`, description: '' } });
    const c = await publishedModel(modeler, { info: { name: `c list ${tag}`, description: '' } });
    const copy: ProcessModel = (await modeler.get(`/api/process_model/${c.id}/edit`)).json();
    await modeler.put('/api/process_model', {
      ...asUpdate(copy),
      info: { name: `C draft list ${tag}`, description: '' },
    });

    const mine: ProcessModelListItem[] = (await modeler.get('/api/process_model')).json();
    const ours = mine.filter((item) => item.info.name.includes(tag));
    expect(ours.map((item) => [item.info.name, item.status, item.unpublishedDraftAvailable])).toEqual([
      [`A list ${tag}`, 'published', false],
      [`b list ${tag}`, 'working-copy', true],
      [`C draft list ${tag}`, 'published', true],
    ]);
    expect(Object.keys(ours[0] ?? {}).sort()).toEqual(
      [
        'deleted',
        'id',
        'info',
        'manager',
        'owner',
        'publishedAt',
        'publishedBy',
        'reviewDate',
        'reviewIntervalMonths',
        'revision',
        'status',
        'unpublishedDraftAvailable',
        'updatedAt',
      ].sort(),
    );

    const theirs: ProcessModelListItem[] = (await staff.get('/api/process_model')).json();
    expect(theirs.filter((item) => item.info.name.includes(tag)).map((item) => item.info.name)).toEqual([
      `A list ${tag}`,
      `c list ${tag}`,
    ]);
    expect(theirs.some((item) => item.id === b.id)).toBe(false);
  });

  it('a user without ROLE_MODELER gets 403 not-allowed on modeler routes; without a session every route answers 401', async () => {
    const model = await publishedModel(modeler);
    const modelerOnly = [
      () => staff.post('/api/process_model', newModel()),
      () => staff.put('/api/process_model', { ...newModel(), updatedAt: 1 }),
      () => staff.get(`/api/process_model/${model.id}/edit`),
      () => staff.delete(`/api/process_model/${model.id}`),
      () => staff.post(`/api/process_model/publish/${model.id}`, {}),
      () => staff.get(`/api/process_model/structure/${model.id}`),
    ];
    for (const call of modelerOnly) {
      const response = await call();
      expect(response.statusCode).toBe(403);
      expect(response.json().messageKey).toBe('not-allowed');
    }
    for (const url of [
      `/api/process_model/${model.id}`,
      `/api/process_model/revisions/${model.id}`,
      `/api/process_model/revisions/${model.id}/1`,
      `/api/process_model/structure/${model.id}/published`,
    ]) {
      expect((await staff.get(url)).statusCode, url).toBe(200);
      expect((await client(t.app).get(url)).statusCode, url).toBe(401);
    }
    expect((await client(t.app).post('/api/process_model', newModel())).statusCode).toBe(401);
    const admin = await signedInAs(t, ADMIN_USER_ID);
    expect((await admin.get(`/api/process_model/${model.id}/edit`)).statusCode).toBe(200);
  });
});
