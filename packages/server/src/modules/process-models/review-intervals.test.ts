import {
  addMonths,
  type ProcessModel,
  type ProcessModelListItem,
  type Revision,
  reviewIntervalSchema,
} from '@stroomlijn/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { client, signedInClient } from '../../test/client.js';
import { asUpdate, createModel, newModel, publish, publishedModel } from '../../test/process-models.js';
import { createRole } from '../../test/test-app.js';
import { twoInstances } from '../../test/two-instances.js';
import { useSignedInClient, useTestApp } from '../../test/use-test-app.js';

/**
 * A model's review interval is stored with the working copy and answered, with the
 * review date of its latest publish, by the working copy reads and the lists, never by a revision read.
 */
const t = useTestApp();
const modeler = useSignedInClient(t, ['ROLE_MODELER']);
const staff = useSignedInClient(t);

async function ok<T>(response: Promise<{ statusCode: number; body: string; json(): unknown }>, status = 200) {
  const answer = await response;
  expect(answer.statusCode, answer.body.slice(0, 300)).toBe(status);
  return answer.json() as T;
}

/** Whether a JSON value carries a key that Fastify's parser (secure-json-parse) refuses: `__proto__`, or `constructor.prototype`. */
function poisonsPrototype(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  if (Object.hasOwn(value, '__proto__')) return true;
  const made = Object.hasOwn(value, 'constructor') ? (value as { constructor: unknown }).constructor : null;
  if (typeof made === 'object' && made !== null && Object.hasOwn(made, 'prototype')) return true;
  return Object.values(value).some(poisonsPrototype);
}

const editOf = (id: string) => ok<ProcessModel>(modeler.get(`/api/process_model/${id}/edit`));
const save = (model: ProcessModel, fields: Record<string, unknown> = {}) =>
  ok<ProcessModel>(modeler.put('/api/process_model', { ...asUpdate(model), ...fields }));

describe('the review interval on the working copy', () => {
  it('is set on create (absent: none), kept by a save without it, changed by one with it and cleared by null', async () => {
    const none = await createModel(modeler);
    expect(none).toMatchObject({ reviewIntervalMonths: null, reviewDate: null });

    const created = await createModel(modeler, { reviewIntervalMonths: 12 });
    expect(created).toMatchObject({ reviewIntervalMonths: 12, reviewDate: null });
    const kept = await save(created, { info: { name: 'Renamed', description: '' } });
    expect(kept).toMatchObject({ reviewIntervalMonths: 12, info: { name: 'Renamed' } });
    const changed = await save(kept, { reviewIntervalMonths: 120 });
    expect(changed.reviewIntervalMonths).toBe(120);
    expect(await editOf(created.id)).toEqual(changed);
    const cleared = await save(changed, { reviewIntervalMonths: null });
    expect(cleared).toMatchObject({ reviewIntervalMonths: null, reviewDate: null });
    expect(await editOf(created.id)).toEqual(cleared);
  });

  it('refuses an interval that is not a whole number of months from 1 to 120 with 422 validation, on create, save and save-and-publish', async () => {
    const model = await createModel(modeler);
    for (const bad of [0, 121, 1.5, '12', -1, true]) {
      const created = await modeler.post(
        '/api/process_model',
        newModel({ reviewIntervalMonths: bad as never }),
      );
      expect(created.statusCode, String(bad)).toBe(422);
      expect(created.json()).toMatchObject({
        messageKey: 'validation',
        errors: [{ name: 'reviewIntervalMonths' }],
      });
      const saved = await modeler.put('/api/process_model', {
        ...asUpdate(model),
        reviewIntervalMonths: bad,
      });
      expect(saved.statusCode, String(bad)).toBe(422);
      expect(saved.json()).toMatchObject({
        messageKey: 'validation',
        errors: [{ name: 'reviewIntervalMonths' }],
      });
      const published = await modeler.post(`/api/process_model/publish/${model.id}`, {
        model: { ...asUpdate(model), reviewIntervalMonths: bad },
      });
      expect(published.statusCode, String(bad)).toBe(422);
      expect(published.json().errors[0].name).toBe('model.reviewIntervalMonths');
    }
    expect(await editOf(model.id)).toEqual(model);
    for (const good of [1, 120]) {
      expect((await save(await editOf(model.id), { reviewIntervalMonths: good })).reviewIntervalMonths).toBe(
        good,
      );
    }
  });

  it('any value sent as the interval is stored when the schema takes it and refused with 422 otherwise (400 for a key that would poison a prototype), never a 5xx', async () => {
    let model = await createModel(modeler);
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.anything(),
          fc.integer(),
          fc.double(),
          fc.constantFrom(null, 0, 1, 120, 121, 2 ** 31, -0),
          // Keys that would poison a prototype, as fc.anything() makes them now and then.
          fc.constantFrom(
            JSON.parse('{"__proto__":{"x":1}}'),
            JSON.parse('{"constructor":{"prototype":{}}}'),
          ),
        ),
        async (value) => {
          // What arrives: JSON drops undefined (the stored interval is kept) and sends NaN as null.
          const body = JSON.parse(JSON.stringify({ ...asUpdate(model), reviewIntervalMonths: value }));
          const sent: unknown = body.reviewIntervalMonths;
          const taken = sent === undefined || reviewIntervalSchema.safeParse(sent).success;
          const response = await modeler.put('/api/process_model', body);
          // Fastify's JSON parser refuses such a body as unreadable before any validation.
          const status = poisonsPrototype(sent) ? 400 : taken ? 200 : 422;
          expect(response.statusCode, JSON.stringify(value)).toBe(status);
          if (taken) {
            const before = model.reviewIntervalMonths;
            model = response.json();
            expect(model.reviewIntervalMonths).toBe(sent === undefined ? before : sent);
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('gives the review date of the latest publish to the working copy and the list items, but not to a revision', async () => {
    const owner = await createRole(t);
    await t.database.db.insertInto('user_role').values({ user_id: staff.id, role_id: owner.id }).execute();
    const created = await createModel(modeler, { reviewIntervalMonths: 6, owner });
    const published = await publish(modeler, created.id);
    const publishedAt = published.publishedAt as number;
    const due = addMonths(publishedAt, 6);
    expect(published).not.toHaveProperty('reviewIntervalMonths');
    expect(published).not.toHaveProperty('reviewDate');

    expect(await editOf(created.id)).toMatchObject({ reviewIntervalMonths: 6, reviewDate: due, publishedAt });
    const item = (items: ProcessModelListItem[]) => items.find((one) => one.id === created.id);
    const mine = await ok<ProcessModelListItem[]>(modeler.get('/api/process_model'));
    expect(item(mine)).toMatchObject({ reviewIntervalMonths: 6, reviewDate: due });
    for (const url of ['/api/process_model', '/api/process_model/published/owner']) {
      const theirs = await ok<ProcessModelListItem[]>(staff.get(url));
      expect(item(theirs), url).toMatchObject({
        status: 'published',
        reviewIntervalMonths: 6,
        reviewDate: due,
      });
    }

    // The interval is the model's, not the revision's: a change shows at once, without a publish.
    const changed = await save(await editOf(created.id), { reviewIntervalMonths: 12 });
    expect(changed).toMatchObject({ reviewIntervalMonths: 12, reviewDate: addMonths(publishedAt, 12) });
    const theirs = await ok<ProcessModelListItem[]>(staff.get('/api/process_model'));
    expect(item(theirs)).toMatchObject({ revision: 1, reviewDate: addMonths(publishedAt, 12) });

    const latest = await ok<ProcessModel>(staff.get(`/api/process_model/${created.id}`));
    const revision = await ok<Revision>(staff.get(`/api/process_model/revisions/${created.id}/1`));
    const revisions = await ok<Revision[]>(staff.get(`/api/process_model/revisions/${created.id}`));
    for (const model of [latest, revision.model, ...revisions.map((one) => one.model)]) {
      expect(model).not.toHaveProperty('reviewIntervalMonths');
      expect(model).not.toHaveProperty('reviewDate');
    }
  });

  it('the kept /edit answer follows an interval change at once, also on another instance', async () => {
    const { apps, close } = await twoInstances();
    try {
      const [a, b] = apps;
      const onA = await signedInClient(a, ['ROLE_MODELER']);
      const onB = client(b.app, onA.cookie);
      const model = await publishedModel(onA, { reviewIntervalMonths: 3 });
      const url = `/api/process_model/${model.id}/edit`;
      const before = await onB.get(url);
      expect(before.json()).toMatchObject({ reviewIntervalMonths: 3 });
      const etag = before.headers.etag as string;

      const saved = await onA.put('/api/process_model', {
        ...asUpdate(before.json()),
        reviewIntervalMonths: 24,
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const after = await onB.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
      expect(after.statusCode).toBe(200);
      expect(after.headers.etag).not.toBe(etag);
      expect(after.json()).toEqual(saved.json());
      expect(after.json()).toMatchObject({
        reviewIntervalMonths: 24,
        reviewDate: addMonths(model.publishedAt as number, 24),
      });
    } finally {
      await close();
    }
  });
});
