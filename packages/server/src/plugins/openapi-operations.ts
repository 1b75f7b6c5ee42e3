import type { FastifySchema, RouteOptions } from 'fastify';
import { z } from 'zod';

/** The error statuses the API answers, each with the standard error body (ARCHITECTURE.md "API shape"). */
export const ERROR_ANSWERS = {
  400: 'The request cannot be read (deserialization): a malformed URL or JSON body',
  401: 'Not signed in, the session has ended, or the key or token is missing or wrong (not-authenticated, invalid-credentials)',
  403: 'The caller may not do this, or a change comes from another origin (not-allowed)',
  404: 'No such object, or none the caller may see (not-found)',
  409: 'A conflict: the object changed since its updatedAt, a duplicate, or an object in use or in another state (conflict, duplicate-…, invalid-state, not-available, …)',
  413: 'The body is larger than allowed (payload-too-large)',
  414: 'A path parameter is longer than the router accepts (deserialization)',
  415: 'The body is not JSON, or not multipart where a file is uploaded (unsupported-media-type)',
  422: 'The input is not valid; errors names each field (validation, invalid-id)',
  424: 'The form service failed or is not configured (form-not-found, form-service-unauthorized, form-service-unavailable)',
  429: 'Too many requests; try again later (too-many-requests)',
  500: 'An unexpected error (internal)',
  503: 'The database is not available at the moment; try again after Retry-After seconds (storage)',
} as const;

export type ErrorStatus = keyof typeof ERROR_ANSWERS;

/**
 * The `Retry-After` header of the answers that carry one (plugins/error-handler.ts): every 503, and a 429
 * of the sign-in limits (the seconds until the failure that holds the limit leaves its window).
 */
export const RETRY_AFTER: Partial<Record<ErrorStatus, string>> = {
  429: 'Seconds to wait before trying again, where the limit knows it (sign-in)',
  503: 'Seconds to wait before trying again (always sent)',
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Error statuses the route answers beyond those its shape implies (see `errorStatuses`). */
    refusals?: readonly ErrorStatus[];
    /** The route never reads the database, so it never answers 503 storage. */
    withoutDatabase?: boolean;
  }
}

/**
 * A 200 answer that is a file of the media type rather than JSON, for the OpenAPI document (its body is
 * sent as it is, never serialized).
 */
export function fileAnswer(mediaType: string, description: string) {
  return { description, content: { [mediaType]: { schema: z.string().describe(description) } } };
}

/** The security schemes of the API: who a caller is (`components.securitySchemes`). */
export const SECURITY_SCHEMES = {
  session: {
    type: 'apiKey',
    in: 'cookie',
    name: 'stroomlijn_session',
    description:
      'The session cookie (httpOnly, SameSite=Lax) set by POST /api/security/login or the single sign-on; it ends after 3000 seconds without a request',
  },
  feedKeyHeader: {
    type: 'apiKey',
    in: 'header',
    name: 'X-API-Key',
    description: 'The feed key (STROOMLIJN_FEED_API_KEY) for the reporting feeds',
  },
  feedKeyQuery: {
    type: 'apiKey',
    in: 'query',
    name: 'apiKey',
    description: 'The feed key as a query parameter, for tools that cannot send a header',
  },
  metricsBearer: {
    type: 'http',
    scheme: 'bearer',
    description: 'The metrics token (STROOMLIJN_METRICS_TOKEN) for GET /metrics',
  },
} as const;

export type SecurityRequirement = Partial<Record<keyof typeof SECURITY_SCHEMES, string[]>>;

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The key of the version an update is based on (`updated` for actions); a stale one answers 409. */
const VERSION_KEYS = ['updatedAt', 'updated'];

/** Whether a zod body schema (through its pipes and wrappers) has a version key. */
function carriesVersion(body: unknown): boolean {
  type Node = { shape?: Record<string, unknown>; def?: { in?: Node; innerType?: Node } } | undefined;
  let node = body as Node;
  while (node && !node.shape) node = node.def?.in ?? node.def?.innerType;
  return VERSION_KEYS.some((key) => node?.shape?.[key] !== undefined);
}

/**
 * The error statuses a route can answer, from what it is: every route 400 (a malformed URL) and 500, and
 * 503 unless it never reads the database; a guarded route 401 and 403; a route with path parameters 404
 * (a malformed one is not found too) and 414 (too long); one with a body or query 422; a change (POST,
 * PUT, DELETE) 403 from another origin, 413 and 415; an update (a PUT whose body carries the version it is
 * based on) also 404 and 409. A route names any others in `config.refusals`.
 */
export function errorStatuses(route: RouteOptions): ErrorStatus[] {
  const config = route.config ?? {};
  const schema: FastifySchema = route.schema ?? {};
  const methods = [route.method].flat();
  const found = new Set<ErrorStatus>([400, 500, ...(config.refusals ?? [])]);
  const add = (...statuses: ErrorStatus[]) => {
    for (const status of statuses) found.add(status);
  };
  if (config.access !== undefined && config.access !== 'public') add(401, 403);
  if (route.url.includes(':')) add(404, 414);
  if (schema.body !== undefined || schema.querystring !== undefined) add(422);
  if (methods.some((method) => BODY_METHODS.has(method))) add(403, 413, 415);
  if (methods.includes('PUT') && carriesVersion(schema.body)) add(404, 409);
  if (!config.withoutDatabase) add(503);
  return [...found].sort((a, b) => a - b);
}

/**
 * Who may call the route, as OpenAPI security requirements: a guarded route needs the session; a public
 * route none, or an optional session where it reads one (sign-in, logout). A route's own
 * `schema.security` comes first (the feeds' key, the metrics token).
 */
export function securityOf(route: RouteOptions): SecurityRequirement[] {
  const config = route.config ?? {};
  if (config.access === 'public') return config.readsSession ? [{}, { session: [] }] : [];
  return [{ session: [] }];
}
