import type { Feedback, ProcessModel } from '@stroomlijn/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, signedInClient } from '../../test/client.js';
import { giveFeedback, governedModel } from '../../test/feedback.js';
import { asUpdate } from '../../test/process-models.js';
import type { TestApp } from '../../test/test-app.js';
import { twoInstances } from '../../test/two-instances.js';

/** Two instances on one database, as behind a load balancer: answers and publishes at the same moment. */
let apps: [TestApp, TestApp];
let close: () => Promise<void>;
beforeAll(async () => {
  ({ apps, close } = await twoInstances());
});
afterAll(async () => {
  await close?.();
});

describe('feedback on two instances', () => {
  it('two answers based on the same version at once: one is written, the other is 409 conflict', async () => {
    const [a, b] = apps;
    const modeler = await signedInClient(a, ['ROLE_MODELER']);
    const { model, ownerUser, managerUser } = await governedModel(a, modeler);
    const given = await giveFeedback(await signedInClient(a), model);
    const answers = await Promise.all([
      client(a.app, ownerUser.cookie).put(`/api/feedback/${given.id}/status`, {
        status: 'accepted',
        updatedAt: given.updatedAt,
      }),
      client(b.app, managerUser.cookie).put(`/api/feedback/${given.id}/status`, {
        status: 'declined',
        reason: 'Duplicate',
        updatedAt: given.updatedAt,
      }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const written = answers.find((answer) => answer.statusCode === 200)?.json() as Feedback;
    const [stored] = (await ownerUser.get(`/api/process_model/${model.id}/feedback`)).json() as Feedback[];
    expect(stored).toEqual(written);
  });

  it('a publish marking feedback done and a decline of it at once: never both', async () => {
    const [a, b] = apps;
    const modeler = await signedInClient(a, ['ROLE_MODELER']);
    const { model, ownerUser } = await governedModel(a, modeler);
    for (let round = 0; round < 5; round++) {
      const given = await giveFeedback(await signedInClient(a), model);
      const copy = (await modeler.get(`/api/process_model/${model.id}/edit`)).json() as ProcessModel;
      const [publish, decline] = await Promise.all([
        modeler.post(`/api/process_model/publish/${model.id}`, {
          model: { ...asUpdate(copy), info: { ...copy.info, name: `${copy.info.name}.` } },
          feedbackDone: [given.id],
        }),
        client(b.app, ownerUser.cookie).put(`/api/feedback/${given.id}/status`, {
          status: 'declined',
          reason: 'Not needed',
          updatedAt: given.updatedAt,
        }),
      ]);
      const [stored] = (await ownerUser.get(`/api/process_model/${model.id}/feedback`)).json() as Feedback[];
      if (publish.statusCode === 200) {
        expect(decline.statusCode, decline.body).toBe(409);
        expect(stored).toMatchObject({ id: given.id, status: 'done' });
      } else {
        expect(publish.statusCode, publish.body).toBe(422);
        expect(decline.statusCode, decline.body).toBe(200);
        expect(stored).toMatchObject({ id: given.id, status: 'declined' });
      }
    }
  });
});
