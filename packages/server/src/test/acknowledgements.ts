import type { ProcessModel, Step } from '@stroomlijn/domain';
import { expect } from 'vitest';
import type { BuiltApp } from '../app.js';
import { type SignedInClient, signedInClient } from './client.js';
import { asUpdate } from './process-models.js';
import { assignRoles } from './test-app.js';

/** `count` new users holding the role (by id), signed in. */
export async function holdersOf(t: BuiltApp, roleId: string, count = 1): Promise<SignedInClient[]> {
  const users: SignedInClient[] = [];
  for (let at = 0; at < count; at++) {
    const user = await signedInClient(t);
    await assignRoles(t, user.id, [roleId]);
    users.push(user);
  }
  return users;
}

/** The ids of the users a revision asked to confirm, sorted. */
export async function askedBy(t: BuiltApp, processModelId: string, revision: number): Promise<string[]> {
  const rows = await t.database.db
    .selectFrom('acknowledgement')
    .select('user_id')
    .where('process_model_id', '=', processModelId)
    .where('revision', '=', revision)
    .execute();
  return rows.map((row) => row.user_id).sort();
}

/** Saves the working copy with `edit` applied to its steps and publishes it (with a change note). */
export async function publishEdited(
  modeler: { get: SignedInClient['get']; post: SignedInClient['post'] },
  id: string,
  edit: (steps: Step[]) => Step[],
  changeNote = 'Steps changed',
): Promise<ProcessModel> {
  const copy: ProcessModel = (await modeler.get(`/api/process_model/${id}/edit`)).json();
  const response = await modeler.post(`/api/process_model/publish/${id}`, {
    model: { ...asUpdate(copy), steps: edit(copy.steps) },
    changeNote,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** The steps with the one of id `stepId` renamed. */
export const renamed = (stepId: string, name: string) => (steps: Step[]) =>
  steps.map((step) => (step.id === stepId ? { ...step, name } : step));
