import { createHash, timingSafeEqual } from 'node:crypto';
import type { AuditActor } from '@stroomlijn/domain';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors.js';
import { holdsSystemRole } from '../../plugins/auth.js';

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/** Does `given` equal the configured key? In constant time: both are hashed to equal lengths first. */
export function feedKeyMatches(configured: string | null, given: string): boolean {
  if (configured === null) return false;
  return timingSafeEqual(digest(given), digest(configured));
}

/** The keys the caller sent: the X-API-Key header and the apiKey query parameter (either may be absent). */
function sentKeys(request: FastifyRequest): unknown[] {
  const query = request.query as { apiKey?: unknown } | undefined;
  return [request.headers['x-api-key'], query?.apiKey].filter((key) => key !== undefined);
}

const notAuthenticated = () =>
  new AppError('not-authenticated', { message: 'The feeds need a valid key (header X-API-Key)' });

/**
 * Who may read the feeds: a caller with the feed key (STROOMLIJN_FEED_API_KEY) in the X-API-Key header or
 * the apiKey query parameter, every key sent matching; or, without a key, a signed-in administrator (so an
 * administrator can fetch the files from the browser). No key configured, a key missing or wrong: 401
 * not-authenticated; a signed-in user who is no administrator and sends no key: 403 not-allowed. Runs
 * before the query is validated, so that a caller without the key learns nothing from validation answers.
 */
export function checkFeedAccess(request: FastifyRequest, configured: string | null): void {
  const keys = sentKeys(request);
  if (keys.length > 0) {
    if (!keys.every((key) => typeof key === 'string' && feedKeyMatches(configured, key)))
      throw notAuthenticated();
    return;
  }
  if (request.auth === null) throw notAuthenticated();
  if (!holdsSystemRole(request.auth, 'ROLE_ADMIN'))
    throw new AppError('not-allowed', { message: 'Only administrators read the feeds without a key' });
}

/** Who reads the feed, for the audit trail: the feed key when one was sent (it passed the check), else the session's user. */
export function feedReader(request: FastifyRequest): AuditActor | undefined {
  return sentKeys(request).length > 0 ? { kind: 'feed-key', id: null, name: '' } : undefined;
}
