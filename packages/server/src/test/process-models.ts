import { randomUUID } from 'node:crypto';
import {
  NO_PROCESS,
  NO_ROLE,
  type ProcessModel,
  type ProcessModelInput,
  type RoleRef,
  type Step,
} from '@stroomlijn/domain';
import { expect } from 'vitest';
import type { Client } from './client.js';

function step(type: Step['type'], children: string[], fields: Partial<Step> = {}): Step {
  return {
    id: randomUUID(),
    name: `${type} ${randomUUID().slice(0, 4)}`,
    type,
    children: children.map((id, index) => ({ id, weight: index + 1 })),
    actor: NO_ROLE,
    ...fields,
  };
}

/**
 * A valid graph: start → activity → (subprocess →) end. `actor` acts in the activity; `subprocess`
 * adds a subprocess step opening that model (an id), or the placeholder (null).
 */
export function graph(
  options: { actor?: RoleRef; subprocess?: string | null; subprocessName?: string } = {},
) {
  const end = step('end', []);
  const steps: Step[] = [end];
  let next = end.id;
  if (options.subprocess !== undefined) {
    const process =
      options.subprocess === null
        ? NO_PROCESS
        : { id: options.subprocess, name: '', actor: NO_ROLE, revision: -1 };
    const sub = step('subprocess', [next], { process, name: options.subprocessName ?? 'Subprocess step' });
    steps.unshift(sub);
    next = sub.id;
  }
  const activity = step('activity', [next], { actor: options.actor ?? NO_ROLE, name: 'Do the work' });
  const start = step('start', [activity.id]);
  return [start, activity, ...steps];
}

export function newModel(fields: Partial<ProcessModelInput> = {}): ProcessModelInput {
  const id = randomUUID();
  return {
    id,
    info: { name: `Model ${id.slice(0, 8)}`, description: 'A process' },
    owner: NO_ROLE,
    manager: NO_ROLE,
    steps: graph(),
    groups: [],
    ...fields,
  };
}

/** The PUT body for a model as the server answered it. */
export function asUpdate(model: ProcessModel): ProcessModelInput & { updatedAt: number } {
  return {
    id: model.id,
    info: model.info,
    owner: model.owner,
    manager: model.manager,
    steps: model.steps,
    groups: model.groups,
    updatedAt: model.updatedAt,
  };
}

export async function createModel(modeler: Client, fields: Partial<ProcessModelInput> = {}) {
  const response = await modeler.post('/api/process_model', newModel(fields));
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as ProcessModel;
}

export async function publish(modeler: Client, id: string): Promise<ProcessModel> {
  const response = await modeler.post(`/api/process_model/publish/${id}`, {});
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** A model created and published at once. */
export async function publishedModel(modeler: Client, fields: Partial<ProcessModelInput> = {}) {
  return publish(modeler, (await createModel(modeler, fields)).id);
}
