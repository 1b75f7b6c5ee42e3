import { randomUUID } from 'node:crypto';
import {
  acknowledgementDetailSchema,
  acknowledgementListSchema,
  type ProcessModel,
  type RoleRef,
} from '@stroomlijn/domain';
import { describe, expect, it } from 'vitest';
import { askedBy, holdersOf, publishEdited, renamed } from '../../test/acknowledgements.js';
import { signedInClient } from '../../test/client.js';
import { bigGraph, graph, publishedModel } from '../../test/process-models.js';
import { assignRoles, createRole } from '../../test/test-app.js';
import { useSignedInClient, useTestApp } from '../../test/use-test-app.js';

/** Acknowledgement tasks: who a published revision touches, their list, the detail and the confirmation. */
const t = useTestApp();
const modeler = useSignedInClient(t, ['ROLE_MODELER']);

async function allUserIds(): Promise<string[]> {
  const rows = await t.database.db.selectFrom('app_user').select('id').execute();
  return rows.map((row) => row.id);
}

const sorted = (ids: Iterable<string>) => [...ids].sort();

describe('who a published revision touches', () => {
  it('a model with 30 actors: changing one actor’s step asks exactly that actor’s holders and the owner’s and manager’s, of all users', async () => {
    const actors: RoleRef[] = [];
    const holders = new Map<string, string[]>();
    for (let at = 0; at < 30; at++) {
      const role = await createRole(t);
      actors.push(role);
      holders.set(
        role.id,
        (await holdersOf(t, role.id, 2)).map((user) => user.id),
      );
    }
    const [owner, manager] = [await createRole(t), await createRole(t)];
    const ownerHolders = (await holdersOf(t, owner.id, 2)).map((user) => user.id);
    const managerHolders = (await holdersOf(t, manager.id)).map((user) => user.id);
    // Bystanders: users without a role of the model, and a deleted holder of an actor role.
    await holdersOf(t, (await createRole(t)).id, 3);
    const deleted = await signedInClient(t, [], { deleted: true });
    await assignRoles(t, deleted.id, [actors[7]?.id as string]);

    const model = await publishedModel(modeler, { owner, manager, steps: bigGraph(32, { actors }) });
    const everyoneOfTheModel = [...holders.values()].flat().concat(ownerHolders, managerHolders);
    expect(await askedBy(t, model.id, 1)).toEqual(sorted(everyoneOfTheModel));

    const step = model.steps.find(
      (candidate) => candidate.actor.id === actors[7]?.id,
    ) as ProcessModel['steps'][0];
    await publishEdited(modeler, model.id, renamed(step.id, 'Check the order twice'));
    const asked = await askedBy(t, model.id, 2);
    const expected = [...(holders.get(actors[7]?.id as string) ?? []), ...ownerHolders, ...managerHolders];
    expect(asked).toEqual(sorted(expected));
    // Against the full list of users: everyone else got nothing for revision 2.
    const users = await allUserIds();
    expect(users.filter((id) => asked.includes(id))).toHaveLength(expected.length);
    expect(users.filter((id) => !asked.includes(id)).length).toBe(users.length - expected.length);
  });

  it('reaches holders through roles within roles, and both the old and the new actor of a reassigned step', async () => {
    const inner = await createRole(t);
    const container = await createRole(t, { type: 'roles', contains: [inner.id] });
    const [innerHolder] = await holdersOf(t, inner.id);
    const [containerHolder] = await holdersOf(t, container.id);
    const other = await createRole(t);
    const [otherHolder] = await holdersOf(t, other.id);
    const model = await publishedModel(modeler, { steps: graph({ actor: container }) });
    expect(await askedBy(t, model.id, 1)).toEqual(sorted([innerHolder?.id ?? '', containerHolder?.id ?? '']));

    const activity = model.steps.find((step) => step.type === 'activity')?.id as string;
    await publishEdited(modeler, model.id, (steps) =>
      steps.map((step) => (step.id === activity ? { ...step, actor: other } : step)),
    );
    expect(await askedBy(t, model.id, 2)).toEqual(
      sorted([innerHolder?.id ?? '', containerHolder?.id ?? '', otherHolder?.id ?? '']),
    );
  });

  it('a revision that changes no step asks only the owner’s and manager’s holders; none: nobody', async () => {
    const actor = await createRole(t);
    const [actorHolder] = await holdersOf(t, actor.id);
    const owner = await createRole(t);
    const [ownerHolder] = await holdersOf(t, owner.id);
    const model = await publishedModel(modeler, { owner, steps: graph({ actor }) });
    expect(await askedBy(t, model.id, 1)).toEqual(sorted([actorHolder?.id ?? '', ownerHolder?.id ?? '']));
    const copy = (await modeler.get(`/api/process_model/${model.id}/edit`)).json() as ProcessModel;
    await publishEdited(modeler, model.id, (steps) => steps, 'Only the description');
    expect(copy.id).toBe(model.id);
    expect(await askedBy(t, model.id, 2)).toEqual([ownerHolder?.id]);
  });
});

describe('the tasks of a user', () => {
  it('lists the open tasks newest first; a later revision replaces an unconfirmed task (one per person and model)', async () => {
    const actor = await createRole(t);
    const [reader] = await holdersOf(t, actor.id);
    if (!reader) throw new Error('no reader');
    const first = await publishedModel(modeler, {
      steps: graph({ actor }),
      info: { name: 'Ordering', description: '' },
    });
    const second = await publishedModel(modeler, {
      steps: graph({ actor }),
      info: { name: 'Billing', description: '' },
    });

    const listed = await reader.get('/api/acknowledgement');
    expect(listed.statusCode).toBe(200);
    const tasks = acknowledgementListSchema.parse(listed.json());
    expect(tasks.map((task) => [task.modelName, task.revision])).toEqual([
      ['Billing', 1],
      ['Ordering', 1],
    ]);
    expect(tasks[0]).toMatchObject({ processModelId: second.id, confirmedAt: null, replacedBy: null });

    const activity = first.steps.find((step) => step.type === 'activity')?.id as string;
    await publishEdited(modeler, first.id, renamed(activity, 'Order with care'), 'Renamed the order step');
    const after = acknowledgementListSchema.parse((await reader.get('/api/acknowledgement')).json());
    expect(after.map((task) => [task.modelName, task.revision, task.changeNote])).toEqual([
      ['Ordering', 2, 'Renamed the order step'],
      ['Billing', 1, null],
    ]);
    const old = acknowledgementDetailSchema.parse(
      (await reader.get(`/api/acknowledgement/${first.id}/1`)).json(),
    ).acknowledgement;
    expect(old.replacedBy).toBe(2);
    // The replaced task is no longer asked: confirming it is 404, the current one confirms.
    const replaced = await reader.post(`/api/acknowledgement/${first.id}/1`, {});
    expect(replaced.statusCode).toBe(404);
    expect(replaced.json().messageKey).toBe('not-found');
    expect((await reader.post(`/api/acknowledgement/${first.id}/2`, {})).statusCode).toBe(200);

    // A confirmed task is kept, not replaced, by the next revision.
    await publishEdited(modeler, first.id, renamed(activity, 'Order with more care'));
    const detail = acknowledgementDetailSchema.parse(
      (await reader.get(`/api/acknowledgement/${first.id}/2`)).json(),
    );
    expect(detail.acknowledgement.replacedBy).toBeNull();
    expect(detail.acknowledgement.confirmedAt).not.toBeNull();
  });

  it('shows the revision’s difference with the caller’s changed steps; confirms once (200 again, time unchanged)', async () => {
    const [mine, theirs] = [await createRole(t), await createRole(t)];
    const [reader] = await holdersOf(t, mine.id);
    if (!reader) throw new Error('no reader');
    await holdersOf(t, theirs.id);
    const model = await publishedModel(modeler, { steps: bigGraph(10, { actors: [mine, theirs] }) });
    const myStep = model.steps.find((step) => step.actor.id === mine.id)?.id as string;
    const theirStep = model.steps.find((step) => step.actor.id === theirs.id)?.id as string;
    await publishEdited(modeler, model.id, (steps) =>
      renamed(theirStep, 'Theirs renamed')(renamed(myStep, 'Mine renamed')(steps)),
    );

    const first = await reader.get(`/api/acknowledgement/${model.id}/1`);
    const firstDetail = acknowledgementDetailSchema.parse(first.json());
    expect(firstDetail.difference.changes.every((change) => change.kind === 'step-added')).toBe(true);

    const response = await reader.get(`/api/acknowledgement/${model.id}/2`);
    expect(response.statusCode).toBe(200);
    const detail = acknowledgementDetailSchema.parse(response.json());
    const compared = await modeler.get(`/api/process_model/revisions/${model.id}/1/compare/2`);
    expect(detail.difference).toEqual(compared.json());
    expect(detail.myStepIds).toEqual([myStep]);
    expect(detail.acknowledgement).toMatchObject({ revision: 2, confirmedAt: null });

    const confirmed = await reader.post(`/api/acknowledgement/${model.id}/2`, {});
    expect(confirmed.statusCode).toBe(200);
    const at = confirmed.json().confirmedAt as number;
    expect(at).toBeGreaterThan(0);
    const again = await reader.post(`/api/acknowledgement/${model.id}/2`, {});
    expect(again.statusCode).toBe(200);
    expect(again.json().confirmedAt).toBe(at);
    const open = acknowledgementListSchema.parse((await reader.get('/api/acknowledgement')).json());
    expect(open.some((task) => task.processModelId === model.id && task.revision === 2)).toBe(false);
  });

  it('404 for a revision that does not touch the caller, an unknown model and a deleted one', async () => {
    const actor = await createRole(t);
    const [reader] = await holdersOf(t, actor.id);
    if (!reader) throw new Error('no reader');
    const stranger = await signedInClient(t);
    const model = await publishedModel(modeler, { steps: graph({ actor }) });
    for (const [caller, url] of [
      [stranger, `/api/acknowledgement/${model.id}/1`],
      [reader, `/api/acknowledgement/${model.id}/2`],
      [reader, `/api/acknowledgement/${randomUUID()}/1`],
    ] as const) {
      for (const answer of [await caller.get(url), await caller.post(url, {})]) {
        expect(answer.statusCode).toBe(404);
        expect(answer.json().messageKey).toBe('not-found');
      }
    }
    expect((await reader.delete(`/api/process_model/${model.id}`)).statusCode).toBe(403);
    expect((await modeler.delete(`/api/process_model/${model.id}`)).statusCode).toBe(204);
    expect((await reader.post(`/api/acknowledgement/${model.id}/1`, {})).statusCode).toBe(404);
    const open = acknowledgementListSchema.parse((await reader.get('/api/acknowledgement')).json());
    expect(open.some((task) => task.processModelId === model.id)).toBe(false);
  });

  it('404 for a malformed model id or revision in the path (as every route answers them)', async () => {
    const caller = await signedInClient(t);
    for (const url of ['/api/acknowledgement/not-a-uuid/1', `/api/acknowledgement/${randomUUID()}/0`]) {
      const answer = await caller.post(url, {});
      expect(answer.statusCode).toBe(404);
      expect(answer.json().messageKey).toBe('not-found');
    }
  });
});
