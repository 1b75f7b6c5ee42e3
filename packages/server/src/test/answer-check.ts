import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { RouteEntry } from '../app.js';
import { answerChecker, type OpenApiDocument } from './openapi-answers.js';

/** The checker of each document this worker has seen, by the app's routes (the same routes, the same document). */
const checkers = new Map<string, ReturnType<typeof answerChecker>>();

function decoded(response: LightMyRequestResponse): Buffer {
  const body = response.rawPayload;
  switch (response.headers['content-encoding']) {
    case 'br':
      return brotliDecompressSync(body);
    case 'gzip':
      return gunzipSync(body);
    case 'deflate':
      return inflateSync(body);
    default:
      return body;
  }
}

export interface AnswerCheck {
  /** The answers so far that do not match the app's OpenAPI document (GET /api/doc.json), each once. */
  problems(): string[];
}

/**
 * Checks every answer the app gives to `app.inject` (what the tests' clients call), as the client
 * receives it, against the app's own OpenAPI document, before the test sees the answer; `problems()`
 * tells what did not match. Nothing of an answer is kept, so a test may make as many as it likes.
 */
export function checkAnswers(app: FastifyInstance, routes: readonly RouteEntry[]): AnswerCheck {
  /** Each problem once, with the URL of its first answer. */
  const found = new Map<string, string>();
  const inject = app.inject.bind(app);
  const key = routes.map((route) => `${route.method} ${route.url}`).join('\n');
  let checker: Promise<ReturnType<typeof answerChecker>> | undefined;

  async function loadChecker() {
    const known = checkers.get(key);
    if (known) return known;
    const document = await inject({ method: 'GET', url: '/api/doc.json' });
    if (document.statusCode !== 200) throw new Error(`GET /api/doc.json answered ${document.statusCode}`);
    const check = answerChecker(document.json<OpenApiDocument>());
    checkers.set(key, check);
    return check;
  }

  async function check(options: InjectOptions, response: LightMyRequestResponse) {
    checker ??= loadChecker();
    const contentType = response.headers['content-type'];
    const url = String(options.url ?? options.path ?? '/');
    const problem = (await checker)({
      method: (options.method ?? 'GET').toUpperCase(),
      url,
      statusCode: response.statusCode,
      contentType: typeof contentType === 'string' ? contentType : undefined,
      body: decoded(response),
    });
    if (problem !== null && !found.has(problem)) found.set(problem, url);
  }

  app.inject = ((options?: InjectOptions | string, callback?: unknown) => {
    // The chained and callback forms are left as they are (the tests use the promise form).
    if (options === undefined || callback !== undefined) {
      return (inject as (...args: unknown[]) => unknown)(options, callback);
    }
    const request = typeof options === 'string' ? { url: options } : options;
    return inject(request).then(async (response) => {
      await check(request, response);
      return response;
    });
  }) as typeof app.inject;

  return {
    problems: () => [...found].map(([problem, url]) => `${problem} [${url.slice(0, 120)}]`),
  };
}
