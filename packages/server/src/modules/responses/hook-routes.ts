import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors.js';
import { routeOptions } from '../route-options.js';
import type { ModuleApp } from '../server-module.js';
import type { SubmissionReceiver } from './receiving.js';

const route = routeOptions('workflows');
const hookParams = z.object({ secret: z.string().min(1).max(200) });
const SUBMISSION_FIELD = 'submissionID';
/** Calls per form and minute before 429 (JotForm sends one per submission). */
export const HOOK_CALLS_PER_MINUTE = 120;
const BODY_LIMIT = 1024 * 1024;
const SUBMISSION_ID = /^\d{1,30}$/;

/** Reads `submissionID` from the webhook's multipart, urlencoded or JSON body. */
async function submissionIdOf(request: FastifyRequest): Promise<string | undefined> {
  if (request.isMultipart()) {
    let found: string | undefined;
    for await (const part of request.parts()) {
      if (part.type === 'file') part.file.resume();
      else if (part.fieldname === SUBMISSION_FIELD && typeof part.value === 'string') found = part.value;
    }
    return found;
  }
  const body = request.body;
  if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
    const value = (body as Record<string, unknown>)[SUBMISSION_FIELD];
    return typeof value === 'string' ? value : undefined;
  }
  return undefined;
}

/** A fixed window of a minute per form. */
function rateLimiter(limit: number) {
  const windows = new Map<string, { start: number; calls: number }>();
  return (key: string): boolean => {
    const now = Date.now();
    const window = windows.get(key);
    if (!window || now - window.start >= 60_000) {
      if (windows.size > 10_000) windows.clear();
      windows.set(key, { start: now, calls: 1 });
      return true;
    }
    window.calls += 1;
    return window.calls <= limit;
  };
}

/**
 * `POST /api/workflow/hook/{secret}`: the form service's webhook. Answers 200 at once and then fetches
 * the submission from the service; the body only names it.
 */
export async function registerHookRoute(api: ModuleApp, receiver: SubmissionReceiver): Promise<void> {
  const allow = rateLimiter(HOOK_CALLS_PER_MINUTE);

  await api.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    await scope.register(multipart, {
      limits: {
        files: 5,
        fileSize: BODY_LIMIT,
        fields: 200,
        fieldSize: BODY_LIMIT,
        parts: 205,
        headerPairs: 100,
      },
    });
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: BODY_LIMIT },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    scope.post(
      '/hook/:secret',
      route(
        'public',
        "The form service's webhook (multipart or urlencoded with submissionID): 200 at once, then the submission is fetched from the service and processed; 404 for an unknown secret",
        { params: hookParams, response: { 200: z.object({}) } },
        [422, 429],
      ),
      async (request) => {
        const form = await receiver.formOfHook(request.params.secret);
        if (!form) throw new AppError('not-found');
        if (!allow(form.id)) throw new AppError('too-many-requests');
        let submissionId: string | undefined;
        try {
          submissionId = await submissionIdOf(request);
        } catch (error) {
          throw new AppError('deserialization', {
            message: 'The webhook body could not be read',
            debugInfo: error instanceof Error ? error.message : String(error),
          });
        }
        if (!submissionId || !SUBMISSION_ID.test(submissionId)) {
          throw new AppError('validation', {
            message: 'The webhook names no submission',
            errors: [{ name: SUBMISSION_FIELD, message: 'invalid-value' }],
          });
        }
        receiver.receiveLater(form, submissionId);
        return {};
      },
    );
  });
}
