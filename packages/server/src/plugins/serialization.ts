import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';

/** A frozen answer deeper than this is not looked through (no product answer nests so deep). */
const MAX_DEPTH = 16;

/** Whether nothing in the value can change: every object in it is frozen. */
export function deeplyFrozen(value: unknown, depth = 0): boolean {
  if (value === null || typeof value !== 'object') return true;
  if (!Object.isFrozen(value) || depth >= MAX_DEPTH) return false;
  for (const child of Object.values(value)) if (!deeplyFrozen(child, depth + 1)) return false;
  return true;
}

/**
 * The zod type provider's serializer (the answer checked against its schema, unknown fields left out),
 * with the JSON of a deeply frozen answer kept per route and status: such an answer cannot change, so
 * checking and writing it once is enough. The signed-in user's session information is one; it is read on
 * every page load and by every tab (`POST /api/security/info`).
 */
export const serializerCompiler: FastifySerializerCompiler<ZodType> = (route) => {
  const serialize = (zodSerializerCompiler as FastifySerializerCompiler<ZodType>)(route);
  const written = new WeakMap<object, string>();
  return (data) => {
    if (data === null || typeof data !== 'object' || !Object.isFrozen(data)) return serialize(data);
    const known = written.get(data);
    if (known !== undefined) return known;
    const json = serialize(data);
    if (deeplyFrozen(data)) written.set(data, json);
    return json;
  };
};
