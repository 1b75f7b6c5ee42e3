import { randomUUID } from 'node:crypto';
import { type InputOutput, type InputOutputBody, sampleInputOutput } from '@stroomlijn/domain';
import { expect } from 'vitest';
import type { BuiltApp } from '../app.js';
import { workflowFormsRepository } from '../modules/forms/index.js';
import type { Client } from './client.js';

/** A POST body for a definition of `processModelId`: an information definition without roles unless told. */
export function definitionBody(
  processModelId: string,
  fields: Partial<InputOutputBody> = {},
): InputOutputBody {
  const id = randomUUID();
  return sampleInputOutput({ id, processModelId, name: `Definition ${id.slice(0, 8)}`, ...fields });
}

export async function createDefinition(
  writer: Client,
  processModelId: string,
  fields: Partial<InputOutputBody> = {},
): Promise<InputOutput> {
  const response = await writer.post('/api/input-output', definitionBody(processModelId, fields));
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** A workflow form inserted straight into the database, without the form service. */
export async function createWorkflowForm(
  { database }: BuiltApp,
  fields: { name?: string; deleted?: boolean } = {},
): Promise<{ id: string; name: string; formId: string }> {
  const id = randomUUID();
  const form = {
    id,
    name: fields.name ?? `Form ${id.slice(0, 8)}`,
    formId: `2${id.replace(/\D/g, '').slice(0, 14)}`,
  };
  await workflowFormsRepository(database.db).insert({
    id,
    form_id: form.formId,
    name: form.name,
    processed_date: null,
    status: 'active',
    notifications_enabled: 0,
    deleted: fields.deleted ? 1 : 0,
    created_at: Date.now(),
  });
  return form;
}
