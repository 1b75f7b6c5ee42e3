import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedAnswer, ContentEncoding } from './answer-cache.js';

/**
 * The answers of signed-in reads that a browser may keep, but must revalidate on every use (a cheap 304
 * while unchanged): never `public`, and never served from a cache without asking the server, so the
 * route's access check runs on every use.
 */
export const REVALIDATED_ANSWER_CACHE_CONTROL = 'private, no-cache';

const JSON_TYPE = 'application/json; charset=utf-8';
const FORMS = ['identity', 'br', 'gzip'] as const;

/** The q-value of each coding named in an Accept-Encoding header (lower case; `*` as named). */
function acceptedCodings(header: string): Map<string, number> {
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...parameters] = part.split(';');
    const coding = name.trim().toLowerCase();
    if (coding === '') continue;
    let q = 1;
    for (const parameter of parameters) {
      const [key, value] = parameter.split('=');
      if (key?.trim().toLowerCase() === 'q') q = Number(value?.trim());
    }
    accepted.set(coding, Number.isFinite(q) ? q : 0);
  }
  return accepted;
}

/**
 * The stored form to send: Brotli, else gzip, when the client accepts it (q > 0, by name or by `*`),
 * else the plain bytes. The same preference as @fastify/compress.
 */
export function preferredEncoding(header: string | undefined): ContentEncoding | 'identity' {
  if (!header) return 'identity';
  const accepted = acceptedCodings(header);
  const wildcard = accepted.get('*');
  const accepts = (coding: string) => (accepted.get(coding) ?? wildcard ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip') || (accepted.get('x-gzip') ?? 0) > 0) return 'gzip';
  return 'identity';
}

/** The strong ETag of one stored form: the content's tag, marked by its coding (the bytes differ). */
export function entityTag(answer: CachedAnswer, encoding: ContentEncoding | 'identity'): string {
  return encoding === 'identity' ? `"${answer.tag}"` : `"${answer.tag}-${encoding}"`;
}

/**
 * Does If-None-Match name this answer (in any of its codings: a cache that kept the gzip form may ask
 * while now accepting Brotli)? Weak comparison, as RFC 9110 prescribes for If-None-Match.
 */
export function isNotModified(header: string | undefined, answer: CachedAnswer): boolean {
  if (!header) return false;
  const tags = new Set(FORMS.map((encoding) => entityTag(answer, encoding)));
  return header.split(',').some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, '');
    return tag === '*' || tags.has(tag);
  });
}

function addVary(reply: FastifyReply, field: string): void {
  const current = reply.getHeader('vary');
  const values = current === undefined ? [] : String(current).split(',');
  if (values.some((value) => value.trim().toLowerCase() === field.toLowerCase() || value.trim() === '*')) {
    return;
  }
  void reply.header('vary', [...values.map((value) => value.trim()), field].join(', '));
}

/**
 * Sends a kept answer (JSON unless `contentType` says otherwise) as it is: no serializer (a Buffer with its content type is sent unchanged),
 * the stored compressed form when the client accepts one (Content-Encoding set, so @fastify/compress
 * leaves it alone), an ETag, and 304 without a body when If-None-Match names it.
 */
export async function sendAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer,
  contentType = JSON_TYPE,
): Promise<FastifyReply> {
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  const notModified = isNotModified(request.headers['if-none-match'], answer);
  // Compressed (once) before any header is set, so that a failure answers a plain 500.
  const body = notModified || encoding === 'identity' ? answer.body : await answer.encoded(encoding);
  addVary(reply, 'Accept-Encoding');
  void reply.header('cache-control', REVALIDATED_ANSWER_CACHE_CONTROL);
  void reply.header('etag', entityTag(answer, encoding));
  if (notModified) return reply.code(304).send();
  void reply.header('content-type', contentType);
  if (encoding !== 'identity') void reply.header('content-encoding', encoding);
  return reply.send(body);
}
