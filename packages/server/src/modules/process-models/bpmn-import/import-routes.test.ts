import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import {
  ADMIN_USER_ID,
  type BpmnImportPreview,
  type BpmnImportResult,
  checkInvariants,
  type ProcessModel,
  type Role,
} from '@stroomlijn/domain';
import { describe, expect, it } from 'vitest';
import { newRoleRow } from '../../../db/seed.js';
import { bpmnFile, type ChainNode } from '../../../test/bpmn-files.js';
import { importBpmn, stepNamed, stepShape, storedCounts } from '../../../test/bpmn-import-client.js';
import { client } from '../../../test/client.js';
import { whileLocked } from '../../../test/concurrency.js';
import { createRole, testDialect } from '../../../test/test-app.js';
import { useSignedInAs, useSignedInClient, useTestApp } from '../../../test/use-test-app.js';
import { WORKER_FROM_BYTES } from './read-in-worker.js';

const t = useTestApp();
const modeler = useSignedInClient(t, ['ROLE_MODELER']);
const admin = useSignedInAs(t, ADMIN_USER_ID);

const miwg = (name: string) =>
  readFileSync(new URL(`../../../test/fixtures/bpmn-miwg/${name}`, import.meta.url));

/** A file of one process whose tasks lie in five lanes, names made unique to the test by `tag`. */
function hiringFile(tag: string) {
  const nodes: ChainNode[] = [
    { id: 'Write', name: 'Write vacancy', kind: 'userTask', lane: `Hiring Manager ${tag}` },
    { id: 'Advertise', name: 'Place advert', lane: `Recrutement ${tag}` },
    { id: 'Budget', name: 'Reserve budget', kind: 'serviceTask', lane: `Finance ${tag}` },
    { id: 'Contract', name: 'Draw up contract', lane: `Legal ${tag}` },
    { id: 'Desk', name: 'Arrange a desk', kind: 'manualTask', lane: `Facilities ${tag}` },
  ];
  return bpmnFile([{ id: 'Hiring', name: `Hiring ${tag}`, nodes }]);
}

async function workingCopy(id: string): Promise<ProcessModel> {
  const response = await modeler.get(`/api/process_model/${id}/edit`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function role(id: string): Promise<Role> {
  const response = await admin.get(`/api/role/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('who may import', () => {
  const file = bpmnFile([{ id: 'Who', nodes: [{ id: 'A', name: 'Work' }] }]);
  const plainUser = useSignedInClient(t, ['ROLE_USER']);

  it('a modeler may; a user without ROLE_MODELER gets 403 not-allowed, anonymous 401; nothing is stored', async () => {
    const before = await storedCounts(t);
    const refused = await importBpmn(plainUser, file);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().messageKey).toBe('not-allowed');
    expect((await importBpmn(plainUser, file, { dryRun: true })).statusCode).toBe(403);
    expect((await importBpmn(client(t.app), file)).statusCode).toBe(401);
    expect(await storedCounts(t)).toEqual(before);
    expect((await importBpmn(modeler, file, { dryRun: true })).statusCode).toBe(200);
  });
});

describe('the preview (dryRun=true)', () => {
  it('answers the models drawn as valid steps, the lanes with their matches and the report, and stores nothing', async () => {
    const tag = randomUUID().slice(0, 8);
    const manager = await createRole(t, { name: `hiring manager ${tag}` });
    const before = await storedCounts(t);
    const listBefore = (await modeler.get('/api/process_model')).json();
    const response = await importBpmn(modeler, hiringFile(tag), { dryRun: true });
    expect(response.statusCode, response.body).toBe(200);
    const preview: BpmnImportPreview = response.json();

    expect(preview.models.map((model) => [model.key, model.name, model.refusal])).toEqual([
      ['Hiring', `Hiring ${tag}`, null],
    ]);
    const [model] = preview.models;
    if (!model) throw new Error('no model');
    expect(checkInvariants(model.steps)).toBeNull();
    expect(model.steps.map((step) => step.type).sort()).toEqual([
      'activity',
      'activity',
      'activity',
      'activity',
      'activity',
      'end',
      'start',
    ]);

    const lane = (name: string) => preview.lanes.find((candidate) => candidate.name === name);
    expect(lane(`Hiring Manager ${tag}`)).toEqual({
      key: `hiring manager ${tag}`,
      name: `Hiring Manager ${tag}`,
      match: { id: manager.id, name: manager.name },
      actorId: manager.id,
    });
    const facilities = lane(`Facilities ${tag}`);
    expect(facilities?.match).toBeNull();
    expect(facilities?.actorId).toMatch(/^[0-9a-f-]{36}$/);
    expect(stepNamed(model.steps, 'Write vacancy').actor).toEqual({ id: manager.id, name: manager.name });
    expect(stepNamed(model.steps, 'Arrange a desk').actor).toEqual({
      id: facilities?.actorId,
      name: `Facilities ${tag}`,
    });

    const item = (id: string) => preview.report.find((candidate) => candidate.elementId === id);
    expect(item('Write')).toMatchObject({ elementType: 'userTask', outcome: 'kept', reason: 'activity' });
    expect(item('Hiring')).toMatchObject({ outcome: 'kept', reason: 'model', detail: `Hiring ${tag}` });
    expect(item('Hiring_lane0')).toMatchObject({ outcome: 'kept', reason: 'actor-role' });
    expect(item('Hiring_flow0')).toMatchObject({ outcome: 'kept', reason: 'flow' });

    expect(await storedCounts(t)).toEqual(before);
    expect((await modeler.get('/api/process_model')).json()).toEqual(listBefore);
  });
});

describe('confirming creates working copies', () => {
  it('lanes become actors: matched ignoring case and accents, mapped by hand, new when chosen null or unmatched', async () => {
    const tag = randomUUID().slice(0, 8);
    const manager = await createRole(t, { name: `hiring manager ${tag}` });
    const recruitment = await createRole(t, { name: `Récrutement ${tag}` });
    await createRole(t, { name: `finance ${tag}` });
    const controller = await createRole(t, { name: `Controller ${tag}` });
    const before = await storedCounts(t);

    const response = await importBpmn(modeler, hiringFile(tag), {
      lanes: [
        { key: `finance ${tag}`, roleId: controller.id },
        { key: `legal ${tag}`, roleId: null },
      ],
    });
    expect(response.statusCode, response.body).toBe(201);
    const result: BpmnImportResult = response.json();
    expect(result.models).toEqual([{ id: expect.any(String), name: `Hiring ${tag}`, key: 'Hiring' }]);
    expect(result.roles.map((created) => created.name).sort()).toEqual([`Facilities ${tag}`, `Legal ${tag}`]);
    expect(await storedCounts(t)).toEqual({ models: before.models + 1, roles: before.roles + 2 });

    const model = await workingCopy(result.models[0]?.id as string);
    expect(model).toMatchObject({
      info: { name: `Hiring ${tag}` },
      status: 'working-copy',
      revision: 0,
      publishedAt: null,
    });
    const actorOf = (name: string) => stepNamed(model.steps, name).actor;
    expect(actorOf('Write vacancy')).toEqual({ id: manager.id, name: manager.name });
    expect(actorOf('Place advert')).toEqual({ id: recruitment.id, name: recruitment.name });
    expect(actorOf('Reserve budget')).toEqual({ id: controller.id, name: controller.name });
    const legal = result.roles.find((created) => created.name === `Legal ${tag}`);
    const facilities = result.roles.find((created) => created.name === `Facilities ${tag}`);
    expect(actorOf('Draw up contract')).toEqual(legal);
    expect(actorOf('Arrange a desk')).toEqual(facilities);
    for (const created of [legal, facilities]) {
      expect(await role(created?.id as string)).toMatchObject({ name: created?.name, type: 'multi' });
    }
    const roles: Role[] = (await admin.get('/api/role')).json();
    expect(
      roles
        .filter((listed) => listed.name.endsWith(tag))
        .map((listed) => listed.name)
        .sort(),
    ).toEqual(
      [
        `Controller ${tag}`,
        `Facilities ${tag}`,
        `finance ${tag}`,
        `hiring manager ${tag}`,
        `Legal ${tag}`,
        `Récrutement ${tag}`,
      ].sort(),
    );

    const published = await modeler.post(`/api/process_model/publish/${model.id}`, {});
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({ status: 'published', revision: 1 });
  });

  it('a MIWG reference file (C.7.0): every task in its lane role and flow order, then published', async () => {
    const manager = await createRole(t, { name: 'hiring manager' });
    const response = await importBpmn(modeler, miwg('C.7.0.bpmn'));
    expect(response.statusCode, response.body).toBe(201);
    const result: BpmnImportResult = response.json();
    expect(result.models.map((model) => model.name)).toEqual(['EU Bank']);
    const recruitment = result.roles.find((created) => created.name === 'Recruitment');
    expect(result.roles).toEqual([recruitment]);
    const model = await workingCopy(result.models[0]?.id as string);
    expect(model).toMatchObject({ status: 'working-copy', revision: 0 });
    const actorOf = (name: string) => stepNamed(model.steps, name).actor.id;
    expect(actorOf('Write description')).toBe(manager.id);
    expect(actorOf('Approve advertisement')).toBe(manager.id);
    for (const name of [
      'Complete advertisement',
      'Publish on homepage',
      'Select other platforms',
      'Publish on other platforms',
    ])
      expect(actorOf(name)).toBe(recruitment?.id);
    // The flow order: each task leads (through the steps between) to the next.
    const leadsTo = (from: string, to: string) => {
      const target = stepNamed(model.steps, to).id;
      const seen = new Set<string>();
      const stack = [stepNamed(model.steps, from).id];
      while (stack.length > 0) {
        const id = stack.pop() as string;
        if (id === target) return true;
        for (const child of model.steps.find((step) => step.id === id)?.children ?? [])
          if (!seen.has(child.id)) {
            seen.add(child.id);
            stack.push(child.id);
          }
      }
      return false;
    };
    expect(leadsTo('Write description', 'Complete advertisement')).toBe(true);
    expect(leadsTo('Complete advertisement', 'Approve advertisement')).toBe(true);
    expect(leadsTo('Approve advertisement', 'Publish on homepage')).toBe(true);
    expect(leadsTo('Select other platforms', 'Publish on other platforms')).toBe(true);
    expect(leadsTo('Publish on homepage', 'Write description')).toBe(false);
    const published = await modeler.post(`/api/process_model/publish/${model.id}`, {});
    expect(published.statusCode, published.body).toBe(200);
  });
});

describe('a file of 64 KB or more (read in a worker thread)', () => {
  it('previews and imports like a small one: 400 tasks in flow order, their lane roles', async () => {
    const tag = randomUUID().slice(0, 8);
    const nodes: ChainNode[] = Array.from({ length: 400 }, (_, index) => ({
      id: `T${index}`,
      name: `Task ${index}`,
      lane: `${index % 2 === 0 ? 'Even' : 'Odd'} ${tag}`,
    }));
    const file = bpmnFile([{ id: 'Big', name: `Big ${tag}`, nodes }]);
    expect(Buffer.byteLength(file)).toBeGreaterThan(WORKER_FROM_BYTES);
    const previewed = await importBpmn(modeler, file, { dryRun: true });
    expect(previewed.statusCode, previewed.body.slice(0, 300)).toBe(200);
    const preview: BpmnImportPreview = previewed.json();
    expect(checkInvariants(preview.models[0]?.steps ?? [])).toBeNull();
    expect(preview.lanes.map((lane) => lane.name)).toEqual([`Even ${tag}`, `Odd ${tag}`]);

    const response = await importBpmn(modeler, file);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(201);
    const result: BpmnImportResult = response.json();
    const model = await workingCopy(result.models[0]?.id as string);
    expect(stepShape(model.steps).slice(1, 4)).toEqual([
      `activity "Task 0" actor "Even ${tag}" → 2`,
      `activity "Task 1" actor "Odd ${tag}" → 3`,
      `activity "Task 2" actor "Even ${tag}" → 4`,
    ]);
    expect(model.steps).toHaveLength(402);
  });
});

describe.runIf(testDialect === 'postgres')("on PostgreSQL, a role of a lane's name created meanwhile", () => {
  it('the import waits for it and takes it instead of creating a second one (never a 500)', async () => {
    const name = `Racer ${randomUUID().slice(0, 8)}`;
    const file = bpmnFile([
      { id: 'Race', name: `Race ${name}`, nodes: [{ id: 'A', name: 'Run', lane: name }] },
    ]);
    const other = { id: randomUUID(), name, description: 'Made by a user manager', type: 'multi' as const };
    const before = await storedCounts(t);
    const { answer, waited } = await whileLocked(
      t,
      (trx) => trx.insertInto('role').values(newRoleRow(other, Date.now())).execute(),
      () => importBpmn(modeler, file),
    );
    expect(waited).toBe(true);
    expect(answer.statusCode, answer.body.slice(0, 500)).toBe(201);
    const result: BpmnImportResult = answer.json();
    expect(result.roles).toEqual([]);
    const model = await workingCopy(result.models[0]?.id as string);
    expect(stepNamed(model.steps, 'Run').actor).toEqual({ id: other.id, name });
    expect(await storedCounts(t)).toEqual({ models: before.models + 1, roles: before.roles + 1 });
  });
});
