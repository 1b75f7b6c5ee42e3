import { randomUUID } from 'node:crypto';
import type { Feedback } from '@stroomlijn/domain';
import { describe, expect, it } from 'vitest';
import { giveFeedback, governedModel, uploadedPdf } from '../../test/feedback.js';
import { auditMark } from '../../test/recorded-audit.js';
import { useSignedInClient, useTestApp } from '../../test/use-test-app.js';

/**
 * Feedback in the audit trail: giving it and answering it append one entry each; an answer by the
 * model's owner or manager is about the feedback's author too.
 */
const t = useTestApp();
const modeler = useSignedInClient(t, ['ROLE_MODELER']);
const author = useSignedInClient(t, [], { firstName: 'Fleur', lastName: 'Feedback' });

describe('feedback in the audit trail', () => {
  it('giving feedback records it with its step and file; a refused one records nothing', async () => {
    const { model, step } = await governedModel(t, modeler);
    const fileId = await uploadedPdf(author);
    const mark = await auditMark(t.database.db);
    const given = await author.post(`/api/process_model/${model.id}/feedback`, {
      text: 'The step misses the form',
      stepId: step.id,
      fileId,
    });
    expect(given.statusCode, given.body).toBe(201);
    const feedback: Feedback = given.json();
    expect(await mark.only()).toMatchObject({
      actor: { kind: 'user', id: author.id, name: 'Fleur Feedback' },
      entity: 'feedback',
      entityId: feedback.id,
      action: 'create',
      subjects: [],
      change: {
        before: null,
        after: {
          processModelId: model.id,
          step: { id: step.id, name: step.name },
          text: 'The step misses the form',
          file: { id: fileId, name: 'screenshot.pdf' },
          status: 'open',
        },
      },
    });

    const none = await auditMark(t.database.db);
    expect((await author.post(`/api/process_model/${randomUUID()}/feedback`, { text: 'x' })).statusCode).toBe(
      404,
    );
    expect(
      (await author.post(`/api/process_model/${model.id}/feedback`, { text: 'x', stepId: randomUUID() }))
        .statusCode,
    ).toBe(422);
    expect(await none.entries()).toEqual([]);
  });

  it("an answer records the status change, about the feedback's author; a refused, stale or unchanged one records nothing", async () => {
    const { model, ownerUser } = await governedModel(t, modeler);
    const feedback = await giveFeedback(author, model);
    const mark = await auditMark(t.database.db);
    const answered = await ownerUser.put(`/api/feedback/${feedback.id}/status`, {
      status: 'declined',
      reason: 'Out of scope',
      updatedAt: feedback.updatedAt,
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(await mark.only()).toMatchObject({
      actor: { kind: 'user', id: ownerUser.id, name: 'Olga Owner' },
      entity: 'feedback',
      entityId: feedback.id,
      action: 'update',
      subjects: [author.id],
      change: {
        before: { status: 'open', reason: null, updatedAt: feedback.updatedAt },
        after: { status: 'declined', reason: 'Out of scope', updatedAt: answered.json().updatedAt },
      },
    });

    const none = await auditMark(t.database.db);
    const update = { status: 'accepted', updatedAt: answered.json().updatedAt };
    expect((await author.put(`/api/feedback/${feedback.id}/status`, update)).statusCode).toBe(403);
    expect(
      (await ownerUser.put(`/api/feedback/${feedback.id}/status`, { ...update, updatedAt: 1 })).statusCode,
    ).toBe(409);
    expect((await ownerUser.put(`/api/feedback/${randomUUID()}/status`, update)).statusCode).toBe(404);
    const unchanged = await ownerUser.put(`/api/feedback/${feedback.id}/status`, {
      status: 'declined',
      reason: 'Out of scope',
      updatedAt: answered.json().updatedAt,
    });
    expect(unchanged.statusCode).toBe(200);
    expect(await none.entries()).toEqual([]);
  });
});
