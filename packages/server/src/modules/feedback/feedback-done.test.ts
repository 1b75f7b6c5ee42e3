import { randomUUID } from 'node:crypto';
import type { Feedback, ProcessModel } from '@stroomlijn/domain';
import { describe, expect, it } from 'vitest';
import { answerFeedback, giveFeedback, governedModel } from '../../test/feedback.js';
import { asUpdate } from '../../test/process-models.js';
import { useSignedInClient, useTestApp } from '../../test/use-test-app.js';

/**
 * A new revision marks the feedback it deals with done (`feedbackDone` of the publish): in the publish's
 * transaction, only open or accepted feedback on that model, and the revision then lists it.
 */
const t = useTestApp();
const modeler = useSignedInClient(t, ['ROLE_MODELER']);
const admin = useSignedInClient(t, ['ROLE_ADMIN']);
const reader = useSignedInClient(t, [], { firstName: 'Rita', preposition: 'de', lastName: 'Lezer' });
const otherReader = useSignedInClient(t);

/** Renames the working copy and publishes it with `feedbackDone`. */
function publishDealingWith(model: Pick<ProcessModel, 'id'>, feedbackDone: string[]) {
  return modeler
    .get(`/api/process_model/${model.id}/edit`)
    .then((answer) => answer.json() as ProcessModel)
    .then((copy) =>
      modeler.post(`/api/process_model/publish/${model.id}`, {
        model: { ...asUpdate(copy), info: { ...copy.info, name: `${copy.info.name}+` } },
        changeNote: 'Feedback dealt with',
        feedbackDone,
      }),
    );
}

async function feedbackOf(modelId: string): Promise<Feedback[]> {
  return (await admin.get(`/api/process_model/${modelId}/feedback`)).json();
}

describe('feedbackDone on publish', () => {
  it('marks open and accepted feedback done by the new revision; the revision lists it, to anyone who reads it', async () => {
    const { model, step, ownerUser } = await governedModel(t, modeler);
    const open = await giveFeedback(reader, model, { stepId: step.id, text: 'Step first' });
    const accepted = await answerFeedback(
      ownerUser,
      await giveFeedback(otherReader, model, { text: 'Whole' }),
      'accepted',
    );
    const untouched = await giveFeedback(reader, model);
    const response = await publishDealingWith(model, [accepted.id, open.id, open.id]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ revision: 2 });

    const after = await feedbackOf(model.id);
    const byId = new Map(after.map((item) => [item.id, item]));
    for (const done of [open, accepted]) {
      expect(byId.get(done.id)).toMatchObject({ status: 'done', doneInRevision: 2, reason: null });
      expect(byId.get(done.id)?.updatedAt).toBeGreaterThan(done.updatedAt);
    }
    expect(byId.get(untouched.id)).toMatchObject({ status: 'open', doneInRevision: null });

    for (const caller of [otherReader, reader, modeler]) {
      const listed = await caller.get(`/api/process_model/revisions/${model.id}/2/feedback-done`);
      expect(listed.statusCode, listed.body).toBe(200);
      expect(listed.json()).toEqual([
        { id: open.id, stepName: step.name, text: 'Step first', authorName: 'Rita de Lezer' },
        { id: accepted.id, stepName: null, text: 'Whole', authorName: accepted.author.name },
      ]);
    }
    expect((await reader.get(`/api/process_model/revisions/${model.id}/1/feedback-done`)).json()).toEqual([]);
    // A stale answer based on the version before the publish is refused.
    const stale = await ownerUser.put(`/api/feedback/${open.id}/status`, {
      status: 'open',
      updatedAt: open.updatedAt,
    });
    expect(stale.statusCode).toBe(409);
  });

  it("a publish that names another model's feedback, answered feedback or an unknown id is 422 under feedbackDone and publishes nothing", async () => {
    const { model, ownerUser } = await governedModel(t, modeler);
    const other = await governedModel(t, modeler);
    const own = await giveFeedback(reader, model);
    const othersFeedback = await giveFeedback(reader, other.model);
    const declined = await answerFeedback(ownerUser, await giveFeedback(reader, model), 'declined', 'No');
    const done = await answerFeedback(ownerUser, await giveFeedback(reader, model), 'done');
    for (const refused of [othersFeedback.id, declined.id, done.id, randomUUID()]) {
      const response = await publishDealingWith(model, [own.id, refused]);
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json()).toMatchObject({
        messageKey: 'validation',
        errors: [{ name: 'feedbackDone', message: 'invalid-value' }],
        references: [{ name: refused }],
      });
    }
    const revisions = (await reader.get(`/api/process_model/revisions/${model.id}`)).json() as unknown[];
    expect(revisions).toHaveLength(1);
    const copy = (await modeler.get(`/api/process_model/${model.id}/edit`)).json() as ProcessModel;
    expect(copy.info.name).toBe(model.info.name);
    expect((await feedbackOf(model.id)).find((item) => item.id === own.id)).toEqual(own);
    expect((await feedbackOf(other.model.id))[0]).toEqual(othersFeedback);
  });

  it('the list of a revision that does not exist, of a deleted or unknown model, is 404', async () => {
    const { model } = await governedModel(t, modeler);
    const { model: deleted } = await governedModel(t, modeler);
    expect((await modeler.delete(`/api/process_model/${deleted.id}`)).statusCode).toBe(204);
    for (const url of [
      `/api/process_model/revisions/${model.id}/2/feedback-done`,
      `/api/process_model/revisions/${deleted.id}/1/feedback-done`,
      `/api/process_model/revisions/${randomUUID()}/1/feedback-done`,
      `/api/process_model/revisions/${model.id}/0/feedback-done`,
    ]) {
      const response = await reader.get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ messageKey: 'not-found' });
    }
  });
});
