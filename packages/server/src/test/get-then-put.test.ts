import { randomUUID } from 'node:crypto';
import {
  type BusinessModel,
  DEFAULT_BUSINESS_MODEL_ID,
  type InputOutput,
  type ProcessModel,
  type ResponseAction,
  type Role,
  type User,
} from '@stroomlijn/domain';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { signedInClient } from './client.js';
import { createDefinition } from './input-outputs.js';
import { createModel } from './process-models.js';
import { assignRoles, createRole, roleBody } from './test-app.js';
import { useSignedInClient, useTestApp } from './use-test-app.js';
import { createdAction, receivedResponse, useWorkflowFormService } from './workflows.js';

/**
 * A client reads an object and sends the answer back with its change: every `PUT` that takes a whole
 * object accepts the answer's read-only fields and ignores them, and names every field it does not know.
 */
const forms = useWorkflowFormService();
const t = useTestApp({}, { formService: forms.service });
const modeler = useSignedInClient(t, ['ROLE_MODELER']);
const manager = useSignedInClient(t, ['ROLE_USER_MANAGER']);
const editor = useSignedInClient(t, ['ROLE_EDITOR']);
const admin = useSignedInClient(t, ['ROLE_ADMIN']);

async function read<T>(response: Promise<LightMyRequestResponse>): Promise<T> {
  const answer = await response;
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
}

/** 422 validation naming each field as unknown. */
function expectUnknownFields(response: LightMyRequestResponse, names: readonly string[]) {
  expect(response.statusCode, response.body).toBe(422);
  const body = response.json();
  expect(body.messageKey).toBe('validation');
  expect(body.errors).toEqual(
    expect.arrayContaining(names.map((name) => ({ name, message: 'unknown-field' }))),
  );
  expect(body.errors.some((error: { name: string }) => error.name === '')).toBe(false);
}

describe('process models', () => {
  it('PUT takes back the working copy as GET /edit answered it; status, revision and the other read-only fields are ignored', async () => {
    const { id } = await createModel(modeler);
    const read1 = await read<ProcessModel>(modeler.get(`/api/process_model/${id}/edit`));
    const sent = {
      ...read1,
      info: { ...read1.info, name: 'Renamed after reading' },
      status: 'published',
      revision: 7,
      deleted: true,
      publishedAt: 1,
      publishedBy: { name: 'Someone else' },
      unpublishedDraftAvailable: true,
    };
    const saved = await read<ProcessModel>(modeler.put('/api/process_model', sent));
    expect(saved).toMatchObject({
      info: { name: 'Renamed after reading' },
      status: 'working-copy',
      revision: 0,
      deleted: false,
      publishedAt: null,
      publishedBy: null,
    });
    const again = await read<ProcessModel>(modeler.get(`/api/process_model/${id}/edit`));
    expect(again).toMatchObject({
      info: { name: 'Renamed after reading' },
      status: 'working-copy',
      revision: 0,
    });

    // Save-and-publish takes the answer back in the same way.
    const published = await read<ProcessModel>(
      modeler.post(`/api/process_model/publish/${id}`, { model: { ...again, revision: 9 } }),
    );
    expect(published).toMatchObject({ status: 'published', revision: 1 });
  });

  it('PUT names each unknown field by its path: top level, in info and in a step', async () => {
    const { id } = await createModel(modeler);
    const model = await read<ProcessModel>(modeler.get(`/api/process_model/${id}/edit`));
    const [first, ...rest] = model.steps;
    const refused = await modeler.put('/api/process_model', {
      ...model,
      foo: 1,
      info: { ...model.info, subtitle: 'x' },
      steps: [{ ...first, colour: 'red' }, ...rest],
    });
    expectUnknownFields(refused, ['foo', 'info.subtitle', 'steps.0.colour']);
  });
});

describe('input/output definitions', () => {
  async function definition(): Promise<InputOutput> {
    const { id } = await createModel(modeler);
    const created = await createDefinition(modeler, id);
    return read<InputOutput>(modeler.get(`/api/input-output/${id}/${created.id}`));
  }

  it('PUT takes back the definition as GET answered it, with one change', async () => {
    const answer = await definition();
    const saved = await read<InputOutput>(modeler.put('/api/input-output', { ...answer, name: 'Changed' }));
    expect(saved).toMatchObject({ id: answer.id, name: 'Changed', type: answer.type });
    const again = await read<InputOutput>(
      modeler.get(`/api/input-output/${answer.processModelId}/${answer.id}`),
    );
    expect(again.name).toBe('Changed');
  });

  it('PUT names each unknown field by its path, also inside a role', async () => {
    const answer = await definition();
    const role = await createRole(t);
    const refused = await modeler.put('/api/input-output', {
      ...answer,
      foo: true,
      owner: { ...role, email: 'x@example.org' },
    });
    expectUnknownFields(refused, ['foo', 'owner.email']);
  });
});

describe('users', () => {
  async function user(): Promise<User> {
    const id = randomUUID();
    const body = {
      id,
      email: `get-put-${id.slice(0, 8)}@stroomlijn.test`,
      firstName: 'Grace',
      preposition: '',
      lastName: 'Hopper',
      personnelNumber: '',
    };
    expect((await manager.post('/api/user', body)).statusCode).toBe(201);
    return read<User>(manager.get(`/api/user/${id}`));
  }

  it('PUT takes back the user as GET answered it; deleted is ignored', async () => {
    const answer = await user();
    const saved = await read<User>(
      manager.put('/api/user', { ...answer, lastName: 'Murray', deleted: true }),
    );
    expect(saved).toMatchObject({ lastName: 'Murray', deleted: false });
    expect(await read<User>(manager.get(`/api/user/${answer.id}`))).toMatchObject({
      lastName: 'Murray',
      deleted: false,
    });
  });

  it('PUT names each unknown field', async () => {
    const answer = await user();
    expectUnknownFields(await manager.put('/api/user', { ...answer, foo: 1, password: 'secret!!' }), [
      'foo',
      'password',
    ]);
  });
});

describe('roles', () => {
  async function role(): Promise<Role> {
    const body = roleBody(`Role ${randomUUID().slice(0, 8)}`);
    expect((await manager.post('/api/role', body)).statusCode).toBe(201);
    return read<Role>(manager.get(`/api/role/${body.id}`));
  }

  it('PUT takes back the role as GET answered it; deleted is ignored', async () => {
    const answer = await role();
    const saved = await read<Role>(
      manager.put('/api/role', { ...answer, description: 'Changed', deleted: true }),
    );
    expect(saved).toMatchObject({ description: 'Changed', deleted: false });
    expect(await read<Role>(manager.get(`/api/role/${answer.id}`))).toMatchObject({ deleted: false });
  });

  it('PUT names each unknown field', async () => {
    const answer = await role();
    expectUnknownFields(await manager.put('/api/role', { ...answer, foo: 1 }), ['foo']);
  });
});

describe('the business model', () => {
  const path = `/api/business_model/${DEFAULT_BUSINESS_MODEL_ID}`;

  it('PUT takes back the business model as GET answered it, with one change', async () => {
    const answer = await read<BusinessModel>(editor.get(path));
    const [first, ...rest] = answer.groups;
    if (!first) throw new Error('no groups');
    const groups = [{ ...first, name: 'Steering' }, ...rest];
    const saved = await read<BusinessModel>(editor.put('/api/business_model', { ...answer, groups }));
    expect(saved.groups[0]?.name).toBe('Steering');
    expect((await read<BusinessModel>(editor.get(path))).groups[0]?.name).toBe('Steering');
  });

  it('PUT names each unknown field by its path: top level, in a group, a process group and an item', async () => {
    const answer = await read<BusinessModel>(editor.get(path));
    const [first, ...rest] = answer.groups;
    if (!first) throw new Error('no groups');
    const item = { url: 'https://example.org', name: 'Example', target: '_blank' };
    const processGroup = { id: randomUUID(), name: '', items: [item], colour: 'red' };
    const refused = await editor.put('/api/business_model', {
      ...answer,
      foo: 1,
      groups: [{ ...first, items: [processGroup], hidden: false }, ...rest],
    });
    expectUnknownFields(refused, [
      'foo',
      'groups.0.hidden',
      'groups.0.items.0.colour',
      'groups.0.items.0.items.0.target',
    ]);
  });
});

describe('actions', () => {
  async function action(): Promise<{ reviewer: typeof admin; answer: ResponseAction }> {
    const roles = { reviewer: await createRole(t), actionHolder: await createRole(t) };
    const [reviewer, holder, sender] = await Promise.all([
      signedInClient(t),
      signedInClient(t, [], { firstName: 'Hanna', lastName: 'Holder' }),
      signedInClient(t, ['ROLE_USER']),
    ]);
    await assignRoles(t, reviewer.id, [roles.reviewer.id]);
    await assignRoles(t, holder.id, [roles.actionHolder.id]);
    const { form, response } = await receivedResponse(t, forms, { admin, modeler }, roles, {
      senderId: sender.id,
    });
    const created = await createdAction({ form, response, reviewer, holder });
    const answer = await read<ResponseAction>(
      reviewer.get(`/api/response-action/${form.id}/${response.id}/${created.id}`),
    );
    return { reviewer, answer };
  }

  it('PUT takes back the action as GET answered it; owner, reviewer and created are ignored', async () => {
    const { reviewer, answer } = await action();
    const saved = await read<ResponseAction>(
      reviewer.put('/api/response-action', {
        ...answer,
        action: 'Mail the applicant',
        owner: { id: randomUUID(), name: 'Someone else' },
        reviewer: null,
        created: 1,
      }),
    );
    expect(saved).toMatchObject({
      action: 'Mail the applicant',
      owner: answer.owner,
      reviewer: answer.reviewer,
      created: answer.created,
    });
  });

  it('PUT names each unknown field', async () => {
    const { reviewer, answer } = await action();
    expectUnknownFields(await reviewer.put('/api/response-action', { ...answer, foo: 1 }), ['foo']);
  });
});
