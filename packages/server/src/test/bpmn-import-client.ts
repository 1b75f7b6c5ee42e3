import type { BpmnImportLaneChoices, Step } from '@stroomlijn/domain';
import type { LightMyRequestResponse } from 'fastify';
import type { BuiltApp } from '../app.js';
import type { Client } from './client.js';
import { type MultipartPart, multipartBody } from './multipart.js';

export const IMPORT_URL = '/api/process_model/import/bpmn';

/** Uploads a BPMN file as the import screen sends it: the lane choices (when given) before the file. */
export function importBpmn(
  client: Client,
  file: string | Buffer,
  {
    dryRun = false,
    lanes,
    language,
  }: { dryRun?: boolean; lanes?: BpmnImportLaneChoices | string; language?: string } = {},
): Promise<LightMyRequestResponse> {
  const parts: MultipartPart[] = [];
  if (lanes !== undefined)
    parts.push({
      kind: 'field',
      name: 'lanes',
      value: typeof lanes === 'string' ? lanes : JSON.stringify(lanes),
    });
  parts.push({ kind: 'file', filename: 'process.bpmn', contentType: 'application/xml', content: file });
  const { contentType, payload } = multipartBody(parts);
  return client.inject({
    method: 'POST',
    url: dryRun ? `${IMPORT_URL}?dryRun=true` : IMPORT_URL,
    headers: { 'content-type': contentType, ...(language ? { 'accept-language': language } : {}) },
    payload,
  });
}

/** How many process models and roles the database holds, deleted ones included. */
export async function storedCounts({ database }: BuiltApp): Promise<{ models: number; roles: number }> {
  const count = async (table: 'process_model' | 'role') =>
    Number(
      (
        await database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return { models: await count('process_model'), roles: await count('role') };
}

/**
 * A graph without its ids, to compare imports of one model written in different ways: each step in
 * the order a walk from the start meets it (branches in their order), as type, name, actor, operator
 * and the positions of its children.
 */
export function stepShape(steps: readonly Step[]): string[] {
  const byId = new Map(steps.map((step) => [step.id, step]));
  const order: Step[] = [];
  const seen = new Set<string>();
  const visit = (step: Step | undefined) => {
    if (!step || seen.has(step.id)) return;
    seen.add(step.id);
    order.push(step);
    for (const child of [...step.children].sort((a, b) => a.weight - b.weight)) visit(byId.get(child.id));
  };
  visit(steps.find((step) => step.type === 'start'));
  const position = new Map(order.map((step, index) => [step.id, index]));
  return order.map(
    (step) =>
      `${step.type} "${step.name}" actor "${step.actor.name}"${step.operator ? ` ${step.operator}` : ''} → ${[
        ...step.children,
      ]
        .sort((a, b) => a.weight - b.weight)
        .map((child) => position.get(child.id))
        .join(',')}`,
  );
}

/** The steps by name (names are unique in the tests' files). */
export function stepNamed(steps: readonly Step[], name: string): Step {
  const step = steps.find((candidate) => candidate.name === name);
  if (!step) throw new Error(`No step named ${name} among ${steps.map((s) => s.name).join(', ')}`);
  return step;
}
