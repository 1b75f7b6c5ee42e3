import { randomUUID } from 'node:crypto';
import { type InputOutputBody, type InputOutputType, sampleInputOutput } from '@stroomlijn/domain';
import type { Page } from 'playwright-core';
import { callApi } from './admin-area';

/** The body of a 2xx answer; any other status fails the test with what was being done. */
export async function expectOk(
  answer: Promise<{ status: number; body: unknown }>,
  what: string,
): Promise<unknown> {
  const { status, body } = await answer;
  if (status < 200 || status > 299) throw new Error(`${what}: ${status} ${JSON.stringify(body)}`);
  return body;
}

/**
 * A definition through `POST /api/input-output`, as the signed-in modeler or editor, for tests whose
 * subject is not the definition screens (those have their own end-to-end tests).
 */
export async function createDefinition(
  page: Page,
  processModelId: string,
  type: InputOutputType,
  name: string,
  fields: Partial<InputOutputBody> = {},
): Promise<InputOutputBody> {
  const body = sampleInputOutput({
    id: randomUUID(),
    processModelId,
    type,
    name,
    description: `About ${name}`,
    ...fields,
  });
  await expectOk(callApi(page, 'POST', '/api/input-output', body), `POST /api/input-output ${name}`);
  return body;
}
