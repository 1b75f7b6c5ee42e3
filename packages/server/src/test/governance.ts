import { randomUUID } from 'node:crypto';
import { NO_ROLE, type ProcessModel, type Step } from '@stroomlijn/domain';
import { expect } from 'vitest';
import type { BuiltApp } from '../app.js';
import type { Client } from './client.js';
import { asUpdate } from './process-models.js';

const DAY = 24 * 60 * 60 * 1000;
export const days = (count: number) => count * DAY;

/**
 * Start → one subprocess step per id in `opens` (in that order) → end: a graph whose subprocess steps
 * open those models (several steps may open one model).
 */
export function subprocessChain(opens: readonly string[]): Step[] {
  const ids = [randomUUID(), ...opens.map(() => randomUUID()), randomUUID()];
  return ids.map((id, index): Step => {
    const next = ids[index + 1];
    const children = next ? [{ id: next, weight: 1 }] : [];
    if (index === 0) return { id, name: '', type: 'start', children, actor: NO_ROLE };
    if (!next) return { id, name: '', type: 'end', children, actor: NO_ROLE };
    const process = { id: opens[index - 1] as string, name: '', actor: NO_ROLE, revision: -1 };
    return { id, name: `Opens ${index}`, type: 'subprocess', children, actor: NO_ROLE, process };
  });
}

/** Saves the working copy under `name` and publishes it as the next revision. */
export async function republish(modeler: Client, id: string, name: string): Promise<ProcessModel> {
  const copy: ProcessModel = (await modeler.get(`/api/process_model/${id}/edit`)).json();
  const response = await modeler.post(`/api/process_model/publish/${id}`, {
    model: { ...asUpdate(copy), info: { ...copy.info, name } },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/**
 * Sets a model's times straight in the database, so that a test places them exactly around the `now`
 * it asks the overview at (the API stamps them with the server's clock).
 */
export async function setModelColumns(
  { database }: BuiltApp,
  id: string,
  columns: { publishedAt?: number; draftSince?: number | null; reviewIntervalMonths?: number | null },
): Promise<void> {
  await database.db
    .updateTable('process_model')
    .set({
      ...(columns.publishedAt === undefined ? {} : { published_at: columns.publishedAt }),
      ...(columns.draftSince === undefined ? {} : { draft_since: columns.draftSince }),
      ...(columns.reviewIntervalMonths === undefined
        ? {}
        : { review_interval_months: columns.reviewIntervalMonths }),
    })
    .where('id', '=', id)
    .execute();
}
