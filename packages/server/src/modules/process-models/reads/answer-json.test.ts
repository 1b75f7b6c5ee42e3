import { randomUUID } from 'node:crypto';
import {
  type InformationGroup,
  type ProcessModel,
  processModelSchema,
  type RoleRef,
  revisionSchema,
} from '@stroomlijn/domain';
import type { LightMyRequestResponse } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import {
  asUpdate,
  bigGraph,
  createModel,
  graph,
  publish,
  publishedModel,
} from '../../../test/process-models.js';
import { createRole } from '../../../test/test-app.js';
import { useSignedInClient, useTestApp } from '../../../test/use-test-app.js';
import { PublishEvents } from '../../publish-events.js';
import { processModelsService } from '../service.js';

/**
 * The kept answers of `GET /{id}`, `/{id}/edit` and `/revisions/{id}/{revision}` are built from the
 * stored graph text without the response schema (answer-json.ts). Here each one must equal, after
 * JSON.parse, what the route's zod serializer makes of the same data read as objects, so that the two
 * can never drift.
 */
const t = useTestApp();
const modeler = useSignedInClient(t, ['ROLE_MODELER']);

/** What fastify-type-provider-zod's serializer writes for `data` under the route's response schema. */
function zodAnswer(schema: typeof processModelSchema | typeof revisionSchema, data: unknown): unknown {
  const serialize = serializerCompiler({ schema, method: 'GET', url: '/', httpStatus: '200' });
  return JSON.parse(serialize(data));
}

function body(response: LightMyRequestResponse): unknown {
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  return JSON.parse(response.body);
}

/** Every kept answer of the model against the zod path (service objects through the serializer). */
async function expectSameAsZod(id: string): Promise<void> {
  const service = processModelsService(t.database.db, new PublishEvents());
  const copy = body(await modeler.get(`/api/process_model/${id}/edit`));
  expect(copy).toStrictEqual(zodAnswer(processModelSchema, await service.getWorkingCopy(id)));
  const latest = (await modeler.get(`/api/process_model/${id}`)).statusCode === 200;
  if (!latest) return;
  const model = body(await modeler.get(`/api/process_model/${id}`));
  expect(model).toStrictEqual(zodAnswer(processModelSchema, await service.get(id)));
  const revisions = (await service.revisions(id)).map((revision) => revision.revision);
  for (const revision of revisions) {
    const kept = body(await modeler.get(`/api/process_model/revisions/${id}/${revision}`));
    expect(kept).toStrictEqual(zodAnswer(revisionSchema, await service.revision(id, revision)));
  }
}

function groupOf(stepId: string): InformationGroup {
  return {
    id: randomUUID(),
    stepId,
    name: 'Papers',
    description: 'What "it" needs',
    output: null,
    inputs: [],
  };
}

describe('kept model answers equal the zod response schema', () => {
  it('for a small model with roles, a subprocess, a group and a choice, unpublished, published and changed since', async () => {
    const buyer = await createRole(t, { name: 'Buyer "B"' });
    const owner = await createRole(t, { name: 'Owner' });
    const sub = await publishedModel(modeler);
    const steps = graph({ actor: buyer, subprocess: sub.id });
    const model = await createModel(modeler, {
      info: { name: 'Small "model"', description: 'ünïcode \u2028 line separator' },
      owner,
      manager: buyer,
      steps,
      groups: [groupOf((steps[1] as { id: string }).id)],
    });
    await expectSameAsZod(model.id);
    await publish(modeler, model.id);
    await expectSameAsZod(model.id);
    const copy: ProcessModel = (await modeler.get(`/api/process_model/${model.id}/edit`)).json();
    const saved = await modeler.put('/api/process_model', {
      ...asUpdate(copy),
      info: { ...copy.info, name: 'Next' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await publish(modeler, model.id);
    await expectSameAsZod(model.id);
  });

  it('for a working copy whose roles were renamed or deleted since its save (the graph is written anew)', async () => {
    const kept = await createRole(t, { name: 'Kept' });
    const renamed = await createRole(t, { name: 'Before' });
    const gone = await createRole(t, { name: 'Gone' });
    const actors: RoleRef[] = [kept, renamed, gone];
    const sub = await publishedModel(modeler);
    const model = await createModel(modeler, {
      owner: gone,
      manager: renamed,
      steps: bigGraph(20, { actors, subprocess: sub.id }),
    });
    await publish(modeler, model.id);
    await t.database.db.updateTable('role').set({ name: 'After' }).where('id', '=', renamed.id).execute();
    await t.database.db.updateTable('role').set({ deleted: 1 }).where('id', '=', gone.id).execute();
    const copy: ProcessModel = (await modeler.get(`/api/process_model/${model.id}/edit`)).json();
    expect(copy.manager).toEqual({ id: renamed.id, name: 'After' });
    expect(new Set(copy.steps.map((step) => step.actor.name))).toEqual(new Set(['', 'Kept', 'After']));
    await expectSameAsZod(model.id);
  });

  it('for a model with a review interval: no publish yet, published (a review date), the interval changed and cleared', async () => {
    const model = await createModel(modeler, { reviewIntervalMonths: 12 });
    await expectSameAsZod(model.id);
    await publish(modeler, model.id);
    await expectSameAsZod(model.id);
    for (const reviewIntervalMonths of [1, null]) {
      const copy: ProcessModel = (await modeler.get(`/api/process_model/${model.id}/edit`)).json();
      const saved = await modeler.put('/api/process_model', { ...asUpdate(copy), reviewIntervalMonths });
      expect(saved.json()).toMatchObject({ reviewIntervalMonths });
      await expectSameAsZod(model.id);
    }
  });

  it('for a 1,000-step model, working copy and published', async () => {
    const roles = [await createRole(t), await createRole(t), await createRole(t)];
    const sub = await publishedModel(modeler);
    const steps = bigGraph(1000, { actors: roles, subprocess: sub.id });
    const model = await createModel(modeler, {
      owner: roles[0],
      steps,
      groups: steps.filter((_, index) => index % 100 === 7).map((step) => groupOf(step.id)),
    });
    await expectSameAsZod(model.id);
    await publish(modeler, model.id);
    const edit = await modeler.get(`/api/process_model/${model.id}/edit`);
    expect(edit.json().steps).toHaveLength(1000);
    await expectSameAsZod(model.id);
  });
});
