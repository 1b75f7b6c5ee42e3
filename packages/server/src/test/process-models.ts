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

/**
 * A graph of exactly `size` steps (at least 8): a chain of activities whose actors take turns among
 * `actors` (none when empty), with a choice of two branches joining again every 50 steps, and with
 * `subprocess` (a published model's id, or null: the placeholder) one subprocess step opening it.
 */
export function bigGraph(
  size: number,
  { actors = [], subprocess }: { actors?: readonly RoleRef[]; subprocess?: string | null } = {},
): Step[] {
  const ids = Array.from({ length: size }, () => randomUUID());
  const at = (index: number) => ids[index] as string;
  const isChoice = (index: number) => index > 0 && index % 50 === 0 && index + 3 < size - 1;
  return ids.map((id, index): Step => {
    const actor = actors.length > 0 ? (actors[index % actors.length] as RoleRef) : NO_ROLE;
    const name = `Step ${index} of the big model, "quoted" & ünïcode`;
    if (index === 0)
      return { id, name: '', type: 'start', children: [{ id: at(1), weight: 1 }], actor: NO_ROLE };
    if (index === size - 1) return { id, name: '', type: 'end', children: [], actor: NO_ROLE };
    const next = [{ id: at(index + 1), weight: 1 }];
    if (index === 3 && subprocess !== undefined) {
      const process = subprocess === null ? NO_PROCESS : { id: subprocess, name: '', actor, revision: -1 };
      return { id, name, type: 'subprocess', children: next, actor, process };
    }
    // A choice at 50, 100, …: its two branches (the next two steps) both lead to the step after them.
    if (isChoice(index)) {
      return {
        id,
        name: 'Approved?',
        type: 'control',
        operator: 'CHOICE',
        children: [
          { id: at(index + 1), weight: 1 },
          { id: at(index + 2), weight: 2 },
        ],
        actor,
      };
    }
    const afterBranches = isChoice(index - 1) ? at(index + 2) : at(index + 1);
    return { id, name, type: 'activity', children: [{ id: afterBranches, weight: 1 }], actor };
  });
}
