import type { FastifySchema } from 'fastify';
import { z } from 'zod';
import type { RouteAccess } from '../plugins/auth.js';

/** The path parameter of the routes that address one object. */
export const idParams = z.object({ id: z.uuid() });

/** The response of a route that answers 204 without a body. */
export const noContent = { 204: z.null().describe('No content') };

/** A public route that still looks at the caller's session (sign-in, logout; plugins/auth.ts). */
export const readsSession = { access: 'public', readsSession: true } as const;

/** Who may call the route. */
type Caller = RouteAccess | typeof readsSession;

function isAccess(caller: Caller): caller is RouteAccess {
  return typeof caller === 'string' || Array.isArray(caller);
}

/**
 * The options of a module's routes: who may call a route (plugins/auth.ts), a summary and the schema,
 * under the module's OpenAPI tag. `const route = routeOptions('users')`, then
 * `api.get('/:id', route(access, 'One user', { params: idParams }), handler)`.
 */
export function routeOptions(tag: string) {
  const tags = [tag];
  return <S extends FastifySchema = FastifySchema>(caller: Caller, summary: string, schema?: S) => ({
    config: isAccess(caller) ? { access: caller } : caller,
    schema: { tags, summary, ...(schema as S) },
  });
}
