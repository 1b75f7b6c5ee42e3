import type { FastifySchema } from 'fastify';
import { z } from 'zod';
import type { RouteAccess } from '../plugins/auth.js';
import type { ErrorStatus } from '../plugins/openapi-operations.js';

export { fileAnswer } from '../plugins/openapi-operations.js';

/** The path parameter of the routes that address one object. */
export const idParams = z.object({ id: z.uuid() });

/** A published revision's number in a path (from 1). */
export const revisionNumber = z.coerce
  .number()
  .int()
  .positive()
  .max(2 ** 31 - 1);

/** The path parameters of the routes that address one revision of a process model. */
export const revisionParams = z.object({ id: z.uuid(), revision: revisionNumber });

/** The response of a route that answers 204 without a body. */
export const noContent = { 204: z.null().describe('No content') };

/** The answer of a read with an ETag when If-None-Match names it (lib/send-answer.ts). */
export const notModified = { 304: z.null().describe('Not modified: If-None-Match names the current ETag') };

/** The response of a route that redirects the browser (302, no body, the target in Location). */
export const redirects = (target: string) => ({
  302: z.null().describe(`Redirects (Location) to ${target}`),
});

/** A public route that still looks at the caller's session (sign-in, logout; plugins/auth.ts). */
export const readsSession = { access: 'public', readsSession: true } as const;

/** Who may call the route. */
type Caller = RouteAccess | typeof readsSession;

function isAccess(caller: Caller): caller is RouteAccess {
  return typeof caller === 'string' || Array.isArray(caller);
}

/**
 * The options of a module's routes: who may call a route (plugins/auth.ts), a summary and the schema,
 * under the module's OpenAPI tag, and the error statuses it answers beyond those its shape implies
 * (plugins/openapi-operations.ts). `const route = routeOptions('users')`, then
 * `api.get('/:id', route(access, 'One user', { params: idParams }), handler)`.
 */
export function routeOptions(tag: string) {
  const tags = [tag];
  return <S extends FastifySchema = FastifySchema>(
    caller: Caller,
    summary: string,
    schema?: S,
    refusals?: readonly ErrorStatus[],
  ) => ({
    config: { ...(isAccess(caller) ? { access: caller } : caller), ...(refusals ? { refusals } : {}) },
    schema: { tags, summary, ...(schema as S) },
  });
}
