import { randomUUID } from 'node:crypto';
import { FEEDBACK_TEXT_MAX, type Feedback } from '@stroomlijn/domain';
import { describe, expect, it } from 'vitest';
import { client, signedInClient } from '../../test/client.js';
import { answerFeedback, giveFeedback, governedModel, uploadedPdf } from '../../test/feedback.js';
import { createModel } from '../../test/process-models.js';
import { useSignedInClient, useTestApp } from '../../test/use-test-app.js';

/**
 * Feedback on a published model or one of its steps: who may give it, who reads it (the holders of the
 * owner and manager roles and administrators all of it, anyone else only their own), and the answers.
 */
const t = useTestApp();
const modeler = useSignedInClient(t, ['ROLE_MODELER']);
const admin = useSignedInClient(t, ['ROLE_ADMIN']);
const reader = useSignedInClient(t, [], { firstName: 'Rita', lastName: 'Reader' });
const otherReader = useSignedInClient(t);

const listOf = async (caller: { get: typeof reader.get }, modelId: string): Promise<Feedback[]> => {
  const response = await caller.get(`/api/process_model/${modelId}/feedback`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe('POST /api/process_model/{id}/feedback', () => {
  it('a reader gives feedback on a step: 201 with the feedback, open, on the latest revision', async () => {
    const { model, step } = await governedModel(t, modeler);
    const response = await reader.post(`/api/process_model/${model.id}/feedback`, {
      stepId: step.id,
      text: '  The invoice goes to finance first.  ',
    });
    expect(response.statusCode, response.body).toBe(201);
    const feedback: Feedback = response.json();
    expect(feedback).toMatchObject({
      processModelId: model.id,
      processModelName: model.info.name,
      revision: 1,
      step: { id: step.id, name: step.name },
      text: 'The invoice goes to finance first.',
      file: null,
      author: { id: reader.id, name: 'Rita Reader' },
      status: 'open',
      reason: null,
      doneInRevision: null,
    });
    expect(feedback.updatedAt).toBe(feedback.createdAt);
  });

  it('feedback on the model as a whole has no step; a modeler and an administrator give feedback too', async () => {
    const { model } = await governedModel(t, modeler);
    for (const author of [reader, modeler, admin]) {
      const feedback = await giveFeedback(author, model, { stepId: null });
      expect(feedback.step).toBeNull();
    }
    expect(
      (await client(t.app).post(`/api/process_model/${model.id}/feedback`, { text: 'x' })).statusCode,
    ).toBe(401);
  });

  it('a model that is not published, deleted or unknown is 404 not-found, to give and to list', async () => {
    const draft = await createModel(modeler);
    const { model: deleted } = await governedModel(t, modeler);
    expect((await modeler.delete(`/api/process_model/${deleted.id}`)).statusCode).toBe(204);
    for (const id of [draft.id, deleted.id, randomUUID()]) {
      for (const response of [
        await reader.post(`/api/process_model/${id}/feedback`, { text: 'Hello' }),
        await reader.get(`/api/process_model/${id}/feedback`),
        await admin.get(`/api/process_model/${id}/feedback`),
      ]) {
        expect(response.statusCode, id).toBe(404);
        expect(response.json()).toMatchObject({ messageKey: 'not-found' });
      }
    }
  });

  it('bad input is 422 validation under its field: too long, empty, an unknown step, a file not uploaded by the author', async () => {
    const { model, step } = await governedModel(t, modeler);
    const othersFile = await uploadedPdf(otherReader);
    const cases: Array<[body: object, field: string, message: string]> = [
      [{ text: 'x'.repeat(FEEDBACK_TEXT_MAX + 1) }, 'text', 'text-too-long'],
      [{ text: '   ' }, 'text', 'not-empty'],
      [{}, 'text', 'not-set'],
      [{ text: 'ok', stepId: randomUUID() }, 'stepId', 'invalid-value'],
      [{ text: 'ok', stepId: 'step-1' }, 'stepId', 'invalid-id'],
      [{ text: 'ok', fileId: randomUUID() }, 'fileId', 'invalid-value'],
      [{ text: 'ok', fileId: othersFile }, 'fileId', 'invalid-value'],
      [{ text: 'ok', status: 'done' }, 'status', 'unknown-field'],
    ];
    for (const [body, name, message] of cases) {
      const response = await reader.post(`/api/process_model/${model.id}/feedback`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json()).toMatchObject({
        messageKey: 'validation',
        errors: [{ name, message }],
        references: [],
      });
      expect(response.json()).toHaveProperty('debugInfo');
    }
    expect(await listOf(admin, model.id)).toEqual([]);
    // The limit counts the text without the spaces around it.
    const longest = await giveFeedback(reader, model, {
      stepId: step.id,
      text: ` ${'y'.repeat(FEEDBACK_TEXT_MAX)} `,
    });
    expect(longest.text).toHaveLength(FEEDBACK_TEXT_MAX);
  });

  it('a step of the working copy that is not published yet is not a step of the model (422 under stepId)', async () => {
    const { model } = await governedModel(t, modeler);
    const copy = (await modeler.get(`/api/process_model/${model.id}/edit`)).json();
    const [start, activity, end] = copy.steps;
    const added = {
      ...activity,
      id: randomUUID(),
      name: 'Added later',
      children: [{ id: end.id, weight: 1 }],
    };
    const saved = await modeler.put('/api/process_model', {
      ...copy,
      steps: [{ ...start }, { ...activity, children: [{ id: added.id, weight: 1 }] }, added, end],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const response = await reader.post(`/api/process_model/${model.id}/feedback`, {
      text: 'x',
      stepId: added.id,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([{ name: 'stepId', message: 'invalid-value' }]);
  });
});

describe('GET /api/process_model/{id}/feedback', () => {
  it('the owner, the manager (through a role inside the manager role), an administrator and a modeler (who marks it done when publishing) see all of it, newest first; a reader only their own', async () => {
    const { model, ownerUser, managerUser } = await governedModel(t, modeler);
    const first = await giveFeedback(reader, model);
    const second = await giveFeedback(otherReader, model);
    const third = await giveFeedback(reader, model);
    for (const handler of [ownerUser, managerUser, admin, modeler]) {
      expect((await listOf(handler, model.id)).map((item) => item.id)).toEqual([
        third.id,
        second.id,
        first.id,
      ]);
    }
    expect((await listOf(reader, model.id)).map((item) => item.id)).toEqual([third.id, first.id]);
    expect((await listOf(otherReader, model.id)).map((item) => item.id)).toEqual([second.id]);
  });
});

describe('PUT /api/feedback/{id}/status', () => {
  it('the owner accepts, the manager declines with a reason, the administrator reopens; the author reads the answers in their list', async () => {
    const { model, ownerUser, managerUser } = await governedModel(t, modeler);
    const author = await signedInClient(t);
    const given = await giveFeedback(author, model);
    const accepted = await answerFeedback(ownerUser, given, 'accepted');
    expect(accepted).toMatchObject({ status: 'accepted', reason: null });
    expect(accepted.updatedAt).toBeGreaterThan(given.updatedAt);
    const declined = await answerFeedback(managerUser, accepted, 'declined', '  Not in scope  ');
    expect(declined).toMatchObject({ status: 'declined', reason: 'Not in scope' });
    const mine = await author.get('/api/feedback/mine');
    expect(mine.json()).toEqual([declined]);
    const reopened = await answerFeedback(admin, declined, 'open');
    expect(reopened).toMatchObject({ status: 'open', reason: null, doneInRevision: null });
    const done = await answerFeedback(ownerUser, reopened, 'done');
    expect(done).toMatchObject({ status: 'done', doneInRevision: null });
  });

  it('the author, other readers and a modeler may not answer (403 not-allowed); unknown feedback is 404', async () => {
    const { model } = await governedModel(t, modeler);
    const given = await giveFeedback(reader, model);
    for (const caller of [reader, otherReader, modeler]) {
      const response = await caller.put(`/api/feedback/${given.id}/status`, {
        status: 'accepted',
        updatedAt: given.updatedAt,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ messageKey: 'not-allowed' });
    }
    const unknown = await admin.put(`/api/feedback/${randomUUID()}/status`, {
      status: 'accepted',
      updatedAt: 1,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ messageKey: 'not-found' });
    expect((await listOf(admin, model.id))[0]).toEqual(given);
  });

  it('declined without a reason is 422 under reason; a stale updatedAt is 409 conflict', async () => {
    const { model, ownerUser } = await governedModel(t, modeler);
    const given = await giveFeedback(reader, model);
    for (const reason of [undefined, '', '   ', null]) {
      const response = await ownerUser.put(`/api/feedback/${given.id}/status`, {
        status: 'declined',
        reason,
        updatedAt: given.updatedAt,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        messageKey: 'validation',
        errors: [{ name: 'reason', message: 'not-empty' }],
      });
    }
    await answerFeedback(ownerUser, given, 'accepted');
    const stale = await ownerUser.put(`/api/feedback/${given.id}/status`, {
      status: 'declined',
      reason: 'Too late',
      updatedAt: given.updatedAt,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ messageKey: 'conflict' });
    expect((await listOf(ownerUser, model.id))[0]).toMatchObject({ status: 'accepted' });
  });
});

describe('GET /api/feedback/mine and /to-handle', () => {
  it("the author's own feedback over all models, newest first; the handler's open and accepted feedback", async () => {
    const author = await signedInClient(t);
    const a = await governedModel(t, modeler);
    const b = await governedModel(t, modeler);
    const onA = await giveFeedback(author, a.model);
    const onB = await giveFeedback(author, b.model);
    await giveFeedback(reader, a.model);
    const mine = (await author.get('/api/feedback/mine')).json() as Feedback[];
    expect(mine.map((item) => item.id)).toEqual([onB.id, onA.id]);

    const declined = await answerFeedback(a.ownerUser, onA, 'declined', 'No');
    const toHandle = (await a.ownerUser.get('/api/feedback/to-handle')).json() as Feedback[];
    expect(toHandle.map((item) => item.processModelId)).toEqual([a.model.id]);
    expect(toHandle.map((item) => item.id)).not.toContain(declined.id);
    expect((await author.get('/api/feedback/to-handle')).json()).toEqual([]);
  });
});

describe('an attachment', () => {
  it('the author attaches a file they uploaded; the owner downloads it, another reader gets 404', async () => {
    const { model, ownerUser } = await governedModel(t, modeler);
    const author = await signedInClient(t);
    const fileId = await uploadedPdf(author, 'Schermafdruk stap 3.pdf');
    const feedback = await giveFeedback(author, model, { fileId });
    expect(feedback.file).toEqual({ id: fileId, name: 'Schermafdruk stap 3.pdf' });
    for (const caller of [author, ownerUser, admin]) {
      expect((await caller.get(`/api/file/${fileId}/download`)).statusCode).toBe(200);
    }
    const refused = await otherReader.get(`/api/file/${fileId}/download`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ messageKey: 'not-found' });
  });
});
