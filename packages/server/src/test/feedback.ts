import { randomUUID } from 'node:crypto';
import type { Feedback, ProcessModel, Step } from '@stroomlijn/domain';
import { expect } from 'vitest';
import type { BuiltApp } from '../app.js';
import { type Client, type SignedInClient, signedInClient } from './client.js';
import { multipartBody } from './multipart.js';
import { publishedModel } from './process-models.js';
import { pdf } from './sample-files.js';
import { assignRoles, createRole } from './test-app.js';

/**
 * A published model with an owner role and a manager role, a user holding the owner role directly and
 * one holding the manager role (of type roles) through a role inside it.
 */
export async function governedModel(
  t: BuiltApp,
  modeler: Client,
  language: { owner?: string; manager?: string } = {},
) {
  const owner = await createRole(t, { name: `Owner ${randomUUID().slice(0, 6)}` });
  const team = await createRole(t);
  const manager = await createRole(t, {
    type: 'roles',
    name: `Managers ${randomUUID().slice(0, 6)}`,
    contains: [team.id],
  });
  const ownerUser = await signedInClient(t, [], { firstName: 'Olga', lastName: 'Owner' });
  const managerUser = await signedInClient(t, [], { firstName: 'Maarten', lastName: 'Manager' });
  await assignRoles(t, ownerUser.id, [owner.id]);
  await assignRoles(t, managerUser.id, [team.id]);
  for (const [user, chosen] of [
    [ownerUser, language.owner],
    [managerUser, language.manager],
  ] as const) {
    if (chosen) await setLanguage(t, user, chosen);
  }
  const model = await publishedModel(modeler, { owner, manager });
  const step = model.steps.find((candidate) => candidate.type === 'activity') as Step;
  return { model, step, owner, manager, ownerUser, managerUser };
}

export type GovernedModel = Awaited<ReturnType<typeof governedModel>>;

export async function setLanguage({ database }: BuiltApp, user: { id: string }, language: string) {
  await database.db.updateTable('app_user').set({ language }).where('id', '=', user.id).execute();
}

/** Waits for the clock's next millisecond: feedback given in one millisecond has no order among itself. */
export async function nextMillisecond(): Promise<void> {
  const now = Date.now();
  while (Date.now() <= now) await new Promise((resolve) => setTimeout(resolve, 1));
}

/** Gives feedback (in a millisecond of its own, so that lists order it) and expects 201. */
export async function giveFeedback(
  author: Client,
  model: Pick<ProcessModel, 'id'>,
  body: { stepId?: string | null; text?: string; fileId?: string | null } = {},
): Promise<Feedback> {
  await nextMillisecond();
  const response = await author.post(`/api/process_model/${model.id}/feedback`, {
    text: `Feedback ${randomUUID().slice(0, 8)}`,
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** Answers feedback and expects 200. */
export async function answerFeedback(
  handler: Client,
  feedback: Pick<Feedback, 'id' | 'updatedAt'>,
  status: Feedback['status'],
  reason?: string,
): Promise<Feedback> {
  const response = await handler.put(`/api/feedback/${feedback.id}/status`, {
    status,
    ...(reason === undefined ? {} : { reason }),
    updatedAt: feedback.updatedAt,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** A PDF the user uploads; its id. */
export async function uploadedPdf(user: SignedInClient, name = 'screenshot.pdf'): Promise<string> {
  const id = randomUUID();
  const response = await user.upload(
    '/api/file/upload',
    multipartBody([
      { kind: 'field', name: 'id', value: id },
      { kind: 'file', filename: name, contentType: 'application/pdf', content: pdf() },
    ]),
  );
  expect(response.statusCode, response.body).toBe(201);
  return id;
}
