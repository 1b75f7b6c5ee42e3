import type { FastifyRequest } from 'fastify';

const API_KEY_PARAMETER = /[?&]apiKey=/i;

/**
 * A request address as the logs may show it: the webhook's secret path segment and an `apiKey` query
 * parameter (the reporting feeds) are replaced, so that no log line holds a credential.
 */
export function redactedUrl(url: string): string {
  // Most addresses hold neither: tested first, without making a new string.
  if (!url.includes('/hook/') && !API_KEY_PARAMETER.test(url)) return url;
  return url
    .replace(/(\/api\/workflow\/hook\/)[^/?#]+/, '$1[secret]')
    .replace(/([?&]apiKey=)[^&#]*/gi, '$1[redacted]');
}

/** Fastify's request log serializer, with the address redacted. */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

const SECRET_HEADERS = new Set(['cookie', 'authorization', 'x-api-key', 'set-cookie']);
const CENSOR = '[redacted]';
/** How deep below a log line's own fields a `headers` object is looked for (busboy's options sit at 1). */
const HEADER_DEPTH = 2;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

function censoredHeaders(headers: Record<string, unknown>): Record<string, unknown> {
  const copy: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(headers))
    copy[name] = SECRET_HEADERS.has(name.toLowerCase()) ? CENSOR : value;
  return copy;
}

function withoutSecrets(object: Record<string, unknown>, depth: number): Record<string, unknown> {
  let copy: Record<string, unknown> | null = null;
  for (const key in object) {
    const value = object[key];
    if (!isPlainObject(value)) continue;
    const cleaned =
      key === 'headers'
        ? censoredHeaders(value)
        : depth < HEADER_DEPTH
          ? withoutSecrets(value, depth + 1)
          : value;
    if (cleaned === value) continue;
    copy ??= { ...object };
    copy[key] = cleaned;
  }
  return copy ?? object;
}

/**
 * Pino's `formatters.log`: request headers that hold credentials are censored wherever a library puts
 * them into a log line (@fastify/multipart logs its busboy options with the headers at trace level).
 * Only plain objects are walked (a request object is logged through its serializer), and the logged
 * object is copied only where it changes. Pino's own `redact` option is not used: its implementation
 * parses its paths on every call, also for every request's child logger, which cost a third of a
 * request's time even with logs off (docs/decisions.md).
 */
export function withoutSecretHeaders(object: Record<string, unknown>): Record<string, unknown> {
  return withoutSecrets(object, 0);
}
