import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FormServiceError } from '../form-service.js';
import {
  formServiceFor,
  jotformFormService,
  loadFormServiceConfig,
  notConfiguredFormService,
} from './index.js';
import { type FormServiceStandIn, startFormServiceStandIn } from './stand-in/index.js';

const API_KEY = 'failure-test-key';
let standIn: FormServiceStandIn;
let formId: string;

beforeAll(async () => {
  standIn = await startFormServiceStandIn({ apiKey: API_KEY });
  formId = standIn.addForm({ title: 'Failing' }).id;
});
afterEach(() => {
  standIn.setDown(false);
  standIn.setSlow(0);
  standIn.setUnreadable(false);
  standIn.setAuthErrorHttpStatus(200);
});
afterAll(() => standIn.close());

async function failureOf(promise: Promise<unknown>): Promise<FormServiceError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(FormServiceError);
  return error as FormServiceError;
}

/**
 * A server on loopback that answers every call with the status and raw body that `answer` gives for its
 * path: for answers the stand-in, being faithful, never gives (bodies that are not JotForm's shape).
 */
let answer: (path: string) => { status: number; body: string } = () => ({ status: 500, body: '' });
const raw = createServer((request, response) => {
  const { status, body } = answer(new URL(request.url ?? '/', 'http://raw').pathname);
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(body);
});
let rawUrl = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => raw.listen(0, '127.0.0.1', resolve));
  rawUrl = `http://127.0.0.1:${(raw.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => raw.close(() => resolve())));

/** The adapter against the raw server, which answers with `answerFor`. */
function answering(answerFor: typeof answer) {
  answer = answerFor;
  return jotformFormService({ apiUrl: rawUrl, apiKey: 'k' });
}

describe('jotformFormService when JotForm fails', () => {
  it.each([200, 401])(
    'answers unauthorized for a wrong key (HTTP %i, responseCode 401)',
    async (httpStatus) => {
      standIn.setAuthErrorHttpStatus(httpStatus);
      const service = jotformFormService({ apiUrl: standIn.url, apiKey: 'not-the-key' });
      const error = await failureOf(service.form(formId));
      expect(error.failure).toBe('unauthorized');
      expect(error.message).toContain("You're not authorized to use (/form-id)");
      expect(error.message).not.toContain('not-the-key');
      expect((await failureOf(service.webhooks(formId))).failure).toBe('unauthorized');
    },
  );

  it('answers not-found for a form JotForm calls unauthorized while the key opens the account', async () => {
    const denied = '{"responseCode":401,"message":"You\'re not authorized to use (/form-id) ","content":""}';
    const service = answering((path) =>
      path === '/user'
        ? { status: 200, body: '{"responseCode":200,"content":{"username":"someone"}}' }
        : { status: 200, body: denied },
    );
    const error = await failureOf(service.form('1'));
    expect(error.failure).toBe('not-found');
  });

  it('answers unavailable when nothing listens (connection refused)', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const service = jotformFormService({ apiUrl: `http://127.0.0.1:${port}`, apiKey: API_KEY });
    const error = await failureOf(service.form(formId));
    expect(error.failure).toBe('unavailable');
    expect(error.message).toContain(`cannot be reached at http://127.0.0.1:${port}`);
  });

  it.each(['503', 'drop'] as const)('answers unavailable while the service is down (%s)', async (mode) => {
    standIn.setDown(mode);
    const service = jotformFormService({ apiUrl: standIn.url, apiKey: API_KEY });
    expect((await failureOf(service.form(formId))).failure).toBe('unavailable');
    standIn.setDown(false);
    await expect(service.form(formId)).resolves.toMatchObject({ id: formId });
  });

  it('answers unavailable after its time-out', async () => {
    standIn.setSlow(1000);
    const service = jotformFormService({ apiUrl: standIn.url, apiKey: API_KEY, timeoutMs: 100 });
    const started = Date.now();
    const error = await failureOf(service.submission('1795513597279000615'));
    expect(error.failure).toBe('unavailable');
    expect(error.message).toContain('did not answer within 0.1 s');
    expect(Date.now() - started).toBeLessThan(900);
  });

  it('answers unavailable for an answer that is not JSON, or has no content', async () => {
    standIn.setUnreadable(true);
    const service = jotformFormService({ apiUrl: standIn.url, apiKey: API_KEY });
    const error = await failureOf(service.form(formId));
    expect(error).toMatchObject({ failure: 'unavailable', message: expect.stringContaining('is not JSON') });
    const empty = answering(() => ({ status: 200, body: '{"responseCode":200,"message":"success"}' }));
    expect((await failureOf(empty.webhooks('1'))).failure).toBe('unavailable');
    const notAList = answering(() => ({ status: 200, body: '{"responseCode":200,"content":{"id":"1"}}' }));
    expect(
      (await failureOf(notAList.submissionsSince('1', null)[Symbol.asyncIterator]().next())).failure,
    ).toBe('unavailable');
  });

  it("answers refused, with JotForm's message, for another error code inside a 200", async () => {
    const service = answering(() => ({
      status: 200,
      body: '{"responseCode":429,"message":"Daily limit reached"}',
    }));
    const error = await failureOf(service.form('1'));
    expect(error).toMatchObject({
      failure: 'refused',
      message: expect.stringContaining('429 Daily limit reached'),
    });
  });

  it('keeps ids exact when JotForm sends them as JSON numbers', async () => {
    const body =
      '{"responseCode":200,"content":{"id":1795513597279000615,"form_id":241000000000001,' +
      '"created_at":"2026-11-24 10:00:00","status":"ACTIVE","answers":{"3":{"name":"note","order":"1",' +
      '"text":"Note","type":"control_textbox","answer":"{\\"id\\":12345678901234567890}"}}}}';
    const read = await answering(() => ({ status: 200, body })).submission('1');
    expect(read).toMatchObject({ id: '1795513597279000615', formId: '241000000000001' });
    expect(read.answers[0]?.answer).toBe('{"id":12345678901234567890}');
  });
});

describe('without JOTFORM_API_KEY', () => {
  it('has no form service, and the stand-in for none says what to set', async () => {
    expect(formServiceFor({ formService: loadFormServiceConfig({}) })).toBeNull();
    expect(formServiceFor({ formService: loadFormServiceConfig({ JOTFORM_API_KEY: 'k' }) })).not.toBeNull();
    const error = await failureOf(notConfiguredFormService.form('1'));
    expect(error).toMatchObject({
      failure: 'unauthorized',
      message: expect.stringContaining('JOTFORM_API_KEY'),
    });
  });
});
