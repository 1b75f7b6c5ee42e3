import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { answerChecker, type OpenApiDocument, type RecordedAnswer } from '../test/openapi-answers.js';
import { useTestApp } from '../test/use-test-app.js';

const t = useTestApp();

interface Operation {
  parameters?: { in: string; name: string }[];
  requestBody?: unknown;
  security?: Record<string, string[]>[];
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}

async function openApiDocument(): Promise<OpenApiDocument & { components: Record<string, unknown> }> {
  const response = await t.app.inject({ method: 'GET', url: '/api/doc.json' });
  expect(response.statusCode).toBe(200);
  return response.json();
}

function operations(document: OpenApiDocument): [string, Operation][] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]): [string, Operation] => [
      `${method.toUpperCase()} ${path}`,
      operation as Operation,
    ]),
  );
}

const mediaTypes = (operation: Operation | undefined, status: string) =>
  Object.keys(operation?.responses[status]?.content ?? {});

describe('GET /api/doc.json', () => {
  it('EX-05: is a valid OpenAPI 3.1 document (checked against the OpenAPI schema)', async () => {
    const document = await openApiDocument();
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(document as unknown as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('EX-05: documents files with their real media types, not as JSON', async () => {
    const document = await openApiDocument();
    const get = (path: string) => document.paths[path]?.get as Operation | undefined;
    expect(mediaTypes(get('/api/process_model/revisions/{id}/{revision}/bpmn'), '200')).toEqual([
      'application/xml',
    ]);
    expect(mediaTypes(get('/api/response-action/{formId}/{responseId}/{id}/download-agenda'), '200')).toEqual(
      ['text/calendar'],
    );
    for (const feed of ['/api/external/clicdata/responses', '/api/external/clicdata/actions']) {
      expect(mediaTypes(get(feed), '200')).toEqual(['text/csv', 'application/json']);
    }
    const download = mediaTypes(get('/api/file/{id}/download'), '200');
    expect(download).toEqual(expect.arrayContaining(['application/pdf', 'text/csv', 'application/msword']));
    expect(download).not.toContain('application/json');
    expect(mediaTypes(get('/metrics'), '200')).toEqual(['text/plain']);
    expect(get('/api/security/logged_out')?.responses['302']?.content).toBeUndefined();
  });

  it('EX-05: lists every error answer of every operation with the standard error body', async () => {
    const document = await openApiDocument();
    const errorBody = { $ref: '#/components/schemas/ErrorBody' };
    for (const [name, operation] of operations(document)) {
      const statuses = Object.keys(operation.responses);
      const errors = statuses.filter((status) => Number(status) >= 400);
      expect(errors, name).toContain('500');
      for (const status of errors) {
        expect(operation.responses[status]?.content, `${name} ${status}`).toEqual({
          'application/json': { schema: errorBody },
        });
      }
      const signedInOnly = JSON.stringify(operation.security) === JSON.stringify([{ session: [] }]);
      if (signedInOnly) expect(statuses, name).toEqual(expect.arrayContaining(['401', '403']));
      const parameters = operation.parameters ?? [];
      if (parameters.some((parameter) => parameter.in === 'path')) expect(statuses, name).toContain('404');
      if (operation.requestBody || parameters.some((parameter) => parameter.in === 'query')) {
        expect(statuses, name).toContain('422');
      }
      // An update based on a version (every PUT but the language choice) can be stale or gone.
      const versioned = name.startsWith('PUT ') && name !== 'PUT /api/security/language';
      if (versioned) expect(statuses, name).toEqual(expect.arrayContaining(['404', '409']));
    }
    const language = document.paths['/api/security/language']?.put as Operation;
    expect(Object.keys(language.responses)).not.toContain('409');
    expect(Object.keys(language.responses)).not.toContain('404');
    const feed = document.paths['/api/external/clicdata/responses']?.get as Operation;
    expect(Object.keys(feed.responses)).toEqual(['200', '400', '401', '403', '422', '500', '503']);
  });

  it('EX-05: documents Retry-After on every 503 and on the 429 of the sign-in limits', async () => {
    const document = await openApiDocument();
    const integer = { schema: { type: 'integer', minimum: 1 } };
    const retryAfter = (path: string, method: string, status: string) =>
      (
        (document.paths[path]?.[method] as Operation | undefined)?.responses[status] as
          | { headers?: Record<string, { schema?: unknown }> }
          | undefined
      )?.headers?.['Retry-After'];
    for (const [name, operation] of operations(document)) {
      const [method = '', path = ''] = name.split(' ');
      if (operation.responses['503']) {
        expect(retryAfter(path, method.toLowerCase(), '503'), name).toMatchObject(integer);
      }
    }
    expect(retryAfter('/readyz', 'get', '503')).toMatchObject(integer);
    expect(retryAfter('/api/security/login', 'post', '429')).toMatchObject(integer);
  });

  it('EX-05: accepts null where the server sends it (errorMessage, statusMessage)', async () => {
    const { WorkflowResponse, WorkflowForm } = (await openApiDocument()).components.schemas as Record<
      string,
      { properties: Record<string, unknown> }
    >;
    expect(WorkflowResponse?.properties.errorMessage).toEqual({
      anyOf: [expect.objectContaining({ type: 'string' }), { type: 'null' }],
    });
    expect(WorkflowForm?.properties.statusMessage).toEqual({
      anyOf: [expect.objectContaining({ type: 'string' }), { type: 'null' }],
    });
  });

  it('EX-05: describes who may call: session cookie, feed key (header or query), metrics token', async () => {
    const document = await openApiDocument();
    expect(document.components.securitySchemes).toMatchObject({
      session: { type: 'apiKey', in: 'cookie', name: 'stroomlijn_session' },
      feedKeyHeader: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
      feedKeyQuery: { type: 'apiKey', in: 'query', name: 'apiKey' },
      metricsBearer: { type: 'http', scheme: 'bearer' },
    });
    const security = (path: string, method = 'get') =>
      (document.paths[path]?.[method] as Operation | undefined)?.security;
    expect(security('/api/user')).toEqual([{ session: [] }]);
    expect(security('/api/config')).toEqual([]);
    expect(security('/api/security/login', 'post')).toEqual([{}, { session: [] }]);
    expect(security('/api/external/clicdata/actions')).toEqual([
      { feedKeyHeader: [] },
      { feedKeyQuery: [] },
      { session: [] },
    ]);
    expect(security('/metrics')).toEqual([{ metricsBearer: [] }]);
    expect(security('/healthz')).toEqual([]);
    expect(security('/readyz')).toEqual([]);
    expect(mediaTypes(document.paths['/readyz']?.get as Operation, '503')).toEqual(['application/json']);
  });
});

describe('the check of answers against the document (test/openapi-answers.ts)', () => {
  const answer = (
    fields: Partial<Omit<RecordedAnswer, 'body'>> & { body?: string | Buffer },
  ): RecordedAnswer => ({
    method: 'GET',
    url: '/healthz',
    statusCode: 200,
    contentType: 'application/json; charset=utf-8',
    ...fields,
    body: Buffer.from(fields.body ?? ''),
  });

  it('passes answers the document describes, the real ones of this app among them', async () => {
    const check = answerChecker(await openApiDocument());
    const urls = ['/healthz', '/readyz', '/api/config', '/api/user', '/api/doc.json', '/api/no-such-route'];
    for (const url of urls) {
      const response = await t.app.inject({ method: 'GET', url });
      const real = answer({
        url,
        statusCode: response.statusCode,
        contentType: String(response.headers['content-type']),
        body: response.rawPayload,
      });
      expect(check(real), url).toBeNull();
    }
    const nullMessage = answer({ url: '/api/security/logout', body: '{"logoutUrl":null}' });
    expect(check(nullMessage)).toBeNull();
  });

  it('fails an undocumented status, media type or body, and a body where none is documented', async () => {
    const check = answerChecker(await openApiDocument());
    expect(check(answer({ url: '/api/config', statusCode: 401, body: '{}' }))).toMatch(
      /GET \/api\/config 401: status not documented/,
    );
    const agenda = `/api/response-action/${crypto.randomUUID()}/${crypto.randomUUID()}/${crypto.randomUUID()}/download-agenda`;
    expect(check(answer({ url: agenda, body: '"BEGIN:VCALENDAR"' }))).toMatch(
      /media type application\/json not documented/,
    );
    expect(check(answer({ url: agenda, contentType: 'text/calendar; charset=utf-8', body: 'x' }))).toBeNull();
    expect(check(answer({ body: '{"status":"fine"}' }))).toMatch(
      /GET \/healthz 200: the body does not match/,
    );
    expect(check(answer({ body: 'ok' }))).toMatch(/not JSON/);
    expect(
      check(
        answer({ method: 'DELETE', url: `/api/user/${crypto.randomUUID()}`, statusCode: 204, body: '{}' }),
      ),
    ).toMatch(/a body .* where the document has none/);
    expect(check(answer({ url: '/api/user/', statusCode: 401, body: '{}' }))).toMatch(/body does not match/);
    expect(check(answer({ method: 'PATCH', url: '/api/user', statusCode: 200, body: '{}' }))).toMatch(
      /no such operation/,
    );
    expect(check(answer({ url: '/api/no-such-route', statusCode: 404, body: '{}' }))).toMatch(
      /GET \(no documented path\) 404: the body does not match/,
    );
    expect(check(answer({ url: '/users/new', contentType: 'text/html', body: '<html>' }))).toBeNull();
  });
});
