import type { FastifyRequest } from 'fastify';

/**
 * A request address as the logs may show it: the webhook's secret path segment and an `apiKey` query
 * parameter (the reporting feeds) are replaced, so that no log line holds a credential.
 */
export function redactedUrl(url: string): string {
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

/**
 * Pino's redaction of headers that hold credentials, wherever a library puts request headers into a log
 * line (@fastify/multipart logs its busboy options with the headers at trace level).
 */
const SECRET_HEADERS = ['cookie', 'authorization', '["x-api-key"]', '["set-cookie"]'];
export const LOG_REDACTION = {
  paths: SECRET_HEADERS.flatMap((header) => {
    const key = header.startsWith('[') ? header : `.${header}`;
    return [`headers${key}`, `*.headers${key}`, `*.*.headers${key}`];
  }),
  censor: '[redacted]',
};
